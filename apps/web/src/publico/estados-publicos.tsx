import { Button } from '@clinica/ui/button';
import {
  ArrowPathIcon,
  CheckCircleIcon,
  DocumentMagnifyingGlassIcon,
  ExclamationTriangleIcon,
} from '@heroicons/react/24/outline';
import type { ReactNode } from 'react';
import { lerFalha } from '../lib/erros';

/** The frame of every public page: centered, readable on a phone, no app chrome. */
export function PaginaPublica({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-dvh bg-slate-50 px-4 py-8 sm:py-12">
      <main className="mx-auto w-full max-w-3xl space-y-6">{children}</main>
    </div>
  );
}

export function NaoEncontrado({ mensagem }: { mensagem: string }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-slate-200 bg-white px-6 py-12 text-center shadow-sm">
      <DocumentMagnifyingGlassIcon className="size-10 text-slate-400" />
      <p className="text-base font-medium break-all text-slate-700">{mensagem}</p>
    </div>
  );
}

export function Concluido({ mensagem, children }: { mensagem: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-emerald-200 bg-emerald-50 px-6 py-12 text-center">
      <CheckCircleIcon className="size-14 text-emerald-600" />
      <p className="text-2xl font-semibold text-emerald-900">{mensagem}</p>
      {children}
    </div>
  );
}

/**
 * The code itself is unknown: the server answered 404, or 400 because the code is not one it
 * could ever have issued. Anything else (429, 5xx, no answer) is a failed lookup, not a verdict.
 */
export function codigoDesconhecido(erro: unknown): boolean {
  const f = lerFalha(erro);
  return f.tipo === 'resposta' && (f.status === 404 || f.status === 400);
}

type SemDadosProps = {
  erro: unknown;
  /** 'Nenhum documento encontrado com o codigo: {code}', already filled in. */
  naoEncontrado: string;
  /** The spec's fetch-error message ('Erro ao buscar anamnese. Tente novamente.'). */
  erroBuscar: string;
  onTentar: () => void;
  tentando: boolean;
};

/** Why a public page has nothing to show: an unknown code, or a lookup that failed and can be retried. */
export function SemDados({ erro, naoEncontrado, erroBuscar, onTentar, tentando }: SemDadosProps) {
  if (codigoDesconhecido(erro)) return <NaoEncontrado mensagem={naoEncontrado} />;
  const f = lerFalha(erro);
  // A 429 carries the server's own advice (wait a minute); a 5xx or no answer has nothing to add.
  const detalhe = f.tipo === 'resposta' && f.status === 429 ? f.mensagem : null;
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-2xl border border-amber-200 bg-white px-6 py-12 text-center shadow-sm"
    >
      <ExclamationTriangleIcon className="size-10 text-amber-500" aria-hidden="true" />
      <p className="text-base font-medium text-slate-800">{erroBuscar}</p>
      {detalhe && <p className="text-sm text-slate-600">{detalhe}</p>}
      <Button variant="secondary" icon={<ArrowPathIcon />} loading={tentando} onClick={onTentar}>
        Tentar novamente
      </Button>
    </div>
  );
}
