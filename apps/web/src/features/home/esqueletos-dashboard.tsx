import { Skeleton } from '@clinica/ui/skeleton';

/** The cards' shapes while the month loads: same sizes as the real ones, so nothing jumps. */
export function EsqueletoFinanceiro() {
  return (
    <div className="space-y-4" role="status" aria-busy="true" aria-label="Carregando números do mês">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {[1, 2, 3, 4].map((i) => (
          <div
            key={i}
            className="flex gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
          >
            <Skeleton className="size-11 shrink-0 rounded-lg" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-24" />
              <Skeleton className="h-7 w-32" />
              <Skeleton className="h-3 w-28" />
            </div>
          </div>
        ))}
      </div>
      <div className="grid gap-4 md:grid-cols-3">
        {[1, 2, 3].map((i) => (
          <div key={i} className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
            <Skeleton className="h-5 w-32" />
            <div className="grid grid-cols-2 gap-4">
              <Skeleton className="h-10" />
              <Skeleton className="h-10" />
            </div>
            <Skeleton className="h-1.5" />
          </div>
        ))}
      </div>
    </div>
  );
}

export function EsqueletoGrafico() {
  return <Skeleton className="h-72 w-full" />;
}

export function EsqueletoPacientes() {
  return (
    <div
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      aria-hidden="true"
    >
      <Skeleton className="h-5 w-24" />
      {[1, 2, 3, 4, 5].map((i) => (
        <Skeleton key={i} className="h-8" />
      ))}
    </div>
  );
}
