import { EmptyState } from '@clinica/ui/empty-state';
import { ChevronRightIcon } from '@heroicons/react/20/solid';
import { MagnifyingGlassIcon } from '@heroicons/react/24/outline';
import { Link } from 'wouter';
import type { Resultado } from './busca';

/** The snippet with the typed words in <mark>. */
function Trecho({ r }: { r: Resultado }) {
  const partes: React.ReactNode[] = [];
  let pos = 0;
  for (const [ini, fim] of r.destaques) {
    partes.push(r.trecho.slice(pos, ini));
    partes.push(
      <mark key={ini} className="rounded-sm bg-amber-100 px-0.5 text-slate-900">
        {r.trecho.slice(ini, fim)}
      </mark>,
    );
    pos = fim;
  }
  partes.push(r.trecho.slice(pos));
  return <p className="mt-1 text-sm leading-6 text-slate-600">{partes}</p>;
}

type Props = {
  termo: string;
  resultados: Resultado[];
  /** Where a result leads (a guide's section, or a question on the help page). */
  endereco: (r: Resultado) => string;
  titulo?: string;
};

/** The search's answer: a count read to screen readers, the results, or an empty state. */
export function ResultadosBusca({ termo, resultados, endereco, titulo = 'Resultados nos tutoriais' }: Props) {
  if (resultados.length === 0) {
    return (
      <div className="rounded-xl border border-slate-200 bg-white shadow-sm">
        <EmptyState
          icon={MagnifyingGlassIcon}
          title={`Nenhum resultado para “${termo}”`}
          description="Tente outras palavras, como paciente, agenda, assinatura ou orçamento."
        />
      </div>
    );
  }
  return (
    <section aria-label={titulo} className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <h2 className="border-b border-slate-100 px-4 py-3 text-sm font-semibold text-slate-900 sm:px-6">
        {titulo}
      </h2>
      <ul className="divide-y divide-slate-100">
        {resultados.map((r) => (
          <li key={`${r.slug}#${r.secaoId}`}>
            <Link
              href={endereco(r)}
              className="group flex items-start gap-3 px-4 py-4 transition-colors hover:bg-slate-50 focus-visible:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-500 focus-visible:ring-inset sm:px-6"
            >
              <div className="min-w-0 flex-1">
                <p className="text-sm font-medium text-slate-900 group-hover:text-teal-700">
                  {r.tituloDoc}
                  {r.secaoTitulo ? (
                    <span className="font-normal text-slate-500"> › {r.secaoTitulo}</span>
                  ) : null}
                </p>
                <Trecho r={r} />
              </div>
              <ChevronRightIcon
                className="mt-0.5 size-5 shrink-0 text-slate-300 group-hover:text-teal-600"
                aria-hidden="true"
              />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** "3 resultados" for screen readers, as the list changes. */
export function ContagemResultados({ termo, total }: { termo: string; total: number }) {
  return (
    <p className="sr-only" aria-live="polite">
      {termo ? `${total} ${total === 1 ? 'resultado' : 'resultados'} para ${termo}` : ''}
    </p>
  );
}
