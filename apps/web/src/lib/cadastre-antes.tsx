import type { MSG } from '@clinica/contracts';
import { InformationCircleIcon } from '@heroicons/react/20/solid';
import { Link } from 'wouter';

export type AvisoCadastro = (typeof MSG.cadastreAntes)[keyof typeof MSG.cadastreAntes];

/**
 * Under a picker that has nothing to offer because the clinic has not registered it yet (issue 40):
 * what to register first, with a link to where. One component for every such picker, its words
 * from the catalogue (MSG.cadastreAntes).
 */
export function CadastreAntes({ aviso, className }: { aviso: AvisoCadastro; className?: string }) {
  return (
    <p
      data-testid="cadastre-antes"
      className={`flex items-start gap-1.5 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ${className ?? ''}`}
    >
      <InformationCircleIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-600" />
      <span>
        {aviso.texto}{' '}
        <Link href={aviso.caminho} className="font-medium text-teal-800 underline underline-offset-2">
          {aviso.onde}
        </Link>
        .
      </span>
    </p>
  );
}
