/** How much of an upload has been sent (uploads stream: a 20 MB file takes a moment). */
export function BarraProgresso({ fracao }: { fracao: number }) {
  const pct = Math.round(Math.min(1, Math.max(0, fracao)) * 100);
  return (
    <div>
      <div
        role="progressbar"
        aria-label="Enviando arquivo"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={pct}
        className="h-2 overflow-hidden rounded-full bg-slate-100"
      >
        <div className="h-full rounded-full bg-teal-600 transition-[width]" style={{ width: `${pct}%` }} />
      </div>
      <p className="mt-1 text-xs text-slate-500 tabular-nums">Enviando… {pct}%</p>
    </div>
  );
}
