import { BellIcon } from '@heroicons/react/24/outline';

/** The navbar's bell: a badge of 1 while this version's news are unread (spec 01 §2). */
export function SinoNovidades({ naoLida, onAbrir }: { naoLida: boolean; onAbrir: () => void }) {
  return (
    <button
      type="button"
      onClick={onAbrir}
      className="relative inline-flex size-11 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-500"
      aria-label={naoLida ? 'Novidades: 1 não lida' : 'Novidades'}
    >
      <BellIcon className="size-6" aria-hidden="true" />
      {naoLida ? (
        <span
          className="absolute top-1.5 right-1.5 flex size-4.5 items-center justify-center rounded-full bg-rose-600 text-[0.6875rem] font-semibold text-white ring-2 ring-white"
          aria-hidden="true"
          data-testid="badge-novidades"
        >
          1
        </span>
      ) : null}
    </button>
  );
}
