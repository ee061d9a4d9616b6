import { ExclamationCircleIcon } from '@heroicons/react/20/solid';

/**
 * The one form-level message the spec's forms show (e.g. 'Por favor, preencha todos os campos.').
 * `className` applies while a message shows (a grid form gives it the whole row).
 */
export function AlertaFormulario({ mensagem, className }: { mensagem: string | null; className?: string }) {
  // The live region is always in the DOM so screen readers announce a new message; it is an
  // alert only while it says something (an empty one is not an error on the screen).
  return (
    <div
      role={mensagem ? 'alert' : undefined}
      aria-live="assertive"
      aria-atomic="true"
      className={mensagem ? (className ?? '') : 'sr-only'}
    >
      {mensagem && (
        <p className="flex items-start gap-2 rounded-lg border border-rose-200 bg-rose-50 px-3 py-2.5 text-sm text-rose-800">
          <ExclamationCircleIcon className="mt-0.5 size-4 shrink-0 text-rose-500" />
          {mensagem}
        </p>
      )}
    </div>
  );
}
