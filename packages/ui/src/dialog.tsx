import {
  Description,
  DialogBackdrop,
  DialogPanel,
  DialogTitle,
  Dialog as HeadlessDialog,
} from '@headlessui/react';
import { XMarkIcon } from '@heroicons/react/24/outline';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';

export type DialogMaxWidth = 'sm' | 'md' | 'lg' | 'xl' | '2xl' | '4xl' | '6xl';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Botões de ação: à direita no desktop, empilhados (largura total) no celular. */
  footer?: ReactNode;
  maxWidth?: DialogMaxWidth;
  /** Clique fora e Esc não fecham (ex.: formulário com dados não salvos ou ação em andamento). */
  persistent?: boolean;
  /** Esconde o botão "Fechar" (X) do cabeçalho. */
  hideCloseButton?: boolean;
  /**
   * No celular ocupa a tela inteira (padrão); `false` mostra uma folha que sobe de baixo, para
   * uma pergunta curta perto do polegar (as confirmações).
   */
  fullScreenOnMobile?: boolean;
  className?: string;
}

const widths: Record<DialogMaxWidth, string> = {
  sm: 'sm:max-w-sm',
  md: 'sm:max-w-md',
  lg: 'sm:max-w-lg',
  xl: 'sm:max-w-xl',
  '2xl': 'sm:max-w-2xl',
  '4xl': 'sm:max-w-4xl',
  /** Wide tables (nine columns) that would scroll sideways at 4xl. */
  '6xl': 'sm:max-w-6xl',
};

const noop = () => {};

export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  maxWidth = 'lg',
  persistent = false,
  hideCloseButton = false,
  fullScreenOnMobile = true,
  className,
}: DialogProps) {
  return (
    <HeadlessDialog open={open} onClose={persistent ? noop : onClose} className="relative z-50">
      <DialogBackdrop
        transition
        className="fixed inset-0 bg-slate-900/50 backdrop-blur-[2px] transition-opacity duration-200 ease-out data-closed:opacity-0"
      />
      <div className="fixed inset-0 w-screen overflow-y-auto">
        <div
          className={clsx(
            'flex min-h-full justify-center sm:items-center sm:p-6',
            fullScreenOnMobile ? 'items-stretch' : 'items-end',
          )}
        >
          <DialogPanel
            transition
            className={clsx(
              'flex max-h-[92dvh] w-full flex-col overflow-hidden rounded-t-2xl bg-white shadow-xl ring-1 ring-slate-900/5',
              'transition duration-200 ease-out data-closed:translate-y-8 data-closed:opacity-0',
              'sm:max-h-[calc(100dvh-3rem)] sm:rounded-xl sm:data-closed:translate-y-0 sm:data-closed:scale-95',
              fullScreenOnMobile && 'max-sm:h-dvh max-sm:max-h-dvh max-sm:rounded-none',
              widths[maxWidth],
              className,
            )}
          >
            <div className="flex items-start gap-4 border-b border-slate-100 px-5 pt-5 pb-4 sm:px-6">
              <div className="min-w-0 flex-1">
                <DialogTitle className="text-base font-semibold text-slate-900">{title}</DialogTitle>
                {description ? (
                  <Description className="mt-1 text-sm text-slate-500">{description}</Description>
                ) : null}
              </div>
              {hideCloseButton ? null : (
                <button
                  type="button"
                  onClick={onClose}
                  aria-label="Fechar"
                  className="-mt-2.5 -mr-3 inline-flex size-11 shrink-0 md:-mt-1 md:-mr-2 md:size-8 items-center justify-center rounded-lg text-slate-400 transition-colors hover:bg-slate-100 hover:text-slate-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-500"
                >
                  <XMarkIcon className="size-5" aria-hidden="true" />
                </button>
              )}
            </div>
            {children !== undefined && children !== null ? (
              <div className="min-h-0 flex-1 overflow-y-auto px-5 py-5 text-sm text-slate-700 sm:px-6">
                {children}
              </div>
            ) : null}
            {footer ? (
              <div className="flex flex-col-reverse gap-2 border-t border-slate-100 bg-slate-50 px-5 py-4 pb-[max(1rem,env(safe-area-inset-bottom))] *:w-full sm:flex-row sm:justify-end sm:px-6 sm:pb-4 sm:*:w-auto">
                {footer}
              </div>
            ) : null}
          </DialogPanel>
        </div>
      </div>
    </HeadlessDialog>
  );
}
