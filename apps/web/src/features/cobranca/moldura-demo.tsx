import { BeakerIcon } from '@heroicons/react/24/outline';
import type { ReactNode } from 'react';
import { Marca } from '../../shell/marca';

/** The frame of the local billing pages: unmistakably a demonstration, never a real payment. */
export function MolduraDemo({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-dvh bg-slate-50">
      <div className="flex items-center justify-center gap-2 bg-amber-400 px-4 py-2 text-center text-sm font-semibold text-amber-950">
        <BeakerIcon className="size-5 shrink-0" aria-hidden="true" />
        Modo demonstração — nenhum pagamento real é feito
      </div>
      <div className="mx-auto flex max-w-lg flex-col gap-6 px-4 py-10 sm:py-16">
        <Marca subtitulo="Pagamento de demonstração" />
        {children}
      </div>
    </div>
  );
}
