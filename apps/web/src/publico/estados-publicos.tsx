// The messages alone: the contracts' index would bring zod, which these pages don't use.
import { MSG } from '@clinica/contracts/mensagens';
import { Button } from '@clinica/ui/button';
import {
  ArrowPathIcon,
  CheckCircleIcon,
  ClockIcon,
  DocumentMagnifyingGlassIcon,
  ExclamationTriangleIcon,
  LockClosedIcon,
} from '@heroicons/react/24/outline';
import type { ReactNode } from 'react';
import { ehCodigo, lerFalha } from '../lib/erros';
import { formatarDataHora } from '../lib/formatar';

/** The frame of every public page: centered, readable on a phone, no app chrome. */
export function PaginaPublica({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-dvh bg-slate-50 px-4 py-8 sm:py-12">
      <main className="mx-auto w-full max-w-3xl space-y-6">{children}</main>
    </div>
  );
}

function NaoEncontrado({ mensagem }: { mensagem: string }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-slate-200 bg-white px-6 py-12 text-center shadow-sm">
      <DocumentMagnifyingGlassIcon className="size-10 text-slate-400" />
      <p className="text-base font-medium break-all text-slate-700">{mensagem}</p>
    </div>
  );
}

/** The code was real but its validity ran out (410; tRPC carries LINK_EXPIRADO): ask the clinic for a new link. */
function LinkExpirado() {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-2xl border border-slate-200 bg-white px-6 py-12 text-center shadow-sm"
    >
      <ClockIcon className="size-10 text-slate-400" aria-hidden="true" />
      <p className="text-lg font-semibold text-slate-900">Link expirado</p>
      <p className="text-base text-slate-700">{MSG.geral.linkExpirado}</p>
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
 * What a signed record's public page says (issue 19): when it was signed and the verification hash,
 * nothing else (the answers and the evidence details are on the staff print view).
 */
export function AssinadoEm({
  linkVerificar,
  evidencia,
}: {
  /** The verification page (documents have one). */
  linkVerificar?: string;
  evidencia: { assinado_em: string; hash_conteudo: string } | null;
}) {
  if (!evidencia) return null;
  return (
    <div className="space-y-1 text-sm text-emerald-900">
      <p>Assinado em {formatarDataHora(evidencia.assinado_em)}</p>
      <p className="break-all">
        Hash de verificação: <span className="font-mono">{evidencia.hash_conteudo}</span>
      </p>
      {linkVerificar && (
        <a href={linkVerificar} className="font-medium underline">
          Verificar assinatura
        </a>
      )}
    </div>
  );
}

/**
 * The code itself is unknown: the server answered 404, or 400 because the code is not one it
 * could ever have issued. Anything else (429, 5xx, no answer) is a failed lookup, not a verdict.
 */
function codigoDesconhecido(erro: unknown): boolean {
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
/**
 * A staff page (the print views) opened without a login or after the session ended: said as
 * such, with the way in — it used to read 'Erro ao buscar', like a network failure (issue 40).
 */
function PrecisaLogin() {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-2xl border border-slate-200 bg-white px-6 py-12 text-center shadow-sm"
    >
      <LockClosedIcon className="size-10 text-slate-400" aria-hidden="true" />
      <p className="text-lg font-semibold text-slate-900">Entre para abrir este link</p>
      <p className="text-base text-slate-700">{MSG.geral.linkPrecisaLogin}</p>
      <a
        href="/login"
        className="rounded-lg bg-teal-700 px-4 py-2 text-sm font-semibold text-white hover:bg-teal-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-500 focus-visible:ring-offset-2"
      >
        Entrar
      </a>
    </div>
  );
}

export function SemDados({ erro, naoEncontrado, erroBuscar, onTentar, tentando }: SemDadosProps) {
  if (ehCodigo(erro, 'LINK_EXPIRADO')) return <LinkExpirado />;
  if (ehCodigo(erro, 'NAO_AUTENTICADO')) return <PrecisaLogin />;
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
