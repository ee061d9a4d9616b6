/** The product mark: a cross in a rounded teal square, with an optional line under the name. */
export function Marca({ subtitulo, claro }: { subtitulo?: string; claro?: boolean }) {
  return (
    <div className="flex min-w-0 items-center gap-2.5">
      <img src="/icon.svg" alt="" className="size-8 shrink-0" />
      <div className="min-w-0">
        <p className={claro ? 'font-semibold text-white' : 'font-semibold text-slate-900'}>Clínica</p>
        {subtitulo && (
          <p
            className={claro ? 'truncate text-xs text-teal-100' : 'truncate text-xs text-slate-500'}
            title={subtitulo}
          >
            {subtitulo}
          </p>
        )}
      </div>
    </div>
  );
}
