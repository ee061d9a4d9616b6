import { CheckCircleIcon, DocumentMagnifyingGlassIcon } from '@heroicons/react/24/outline';
import type { ReactNode } from 'react';

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
