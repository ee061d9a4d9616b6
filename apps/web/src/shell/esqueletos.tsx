import { Skeleton } from '@clinica/ui/skeleton';

/** Placeholder for the page body while its data loads; same paddings as a page, so nothing jumps. */
export function EsqueletoConteudo() {
  return (
    <div className="space-y-6" role="status" aria-busy="true" aria-label="Carregando">
      <Skeleton className="h-8 w-56" />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {[1, 2, 3, 4].map((i) => (
          <Skeleton key={i} className="h-28" />
        ))}
      </div>
      <Skeleton className="h-64" />
    </div>
  );
}

/** The whole shell while the session loads. */
export function EsqueletoShell() {
  return (
    <div className="flex min-h-dvh">
      <div className="hidden w-64 shrink-0 border-r border-slate-200 bg-white p-4 md:block">
        <Skeleton className="mb-8 h-8 w-32" />
        {[1, 2, 3, 4, 5, 6].map((i) => (
          <Skeleton key={i} className="mb-3 h-8" />
        ))}
      </div>
      <div className="flex-1">
        <div className="h-16 border-b border-slate-200 bg-white" />
        <main className="p-4 sm:p-6 lg:p-8">
          <EsqueletoConteudo />
        </main>
      </div>
    </div>
  );
}
