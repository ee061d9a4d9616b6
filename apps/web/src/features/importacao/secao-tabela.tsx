import type { ReactNode } from 'react';

/** A titled table: the data table brings its own card, so no Card around it. */
export function SecaoTabela({ titulo, children }: { titulo: string; children: ReactNode }) {
  return (
    <section className="space-y-3">
      <h2 className="text-base font-semibold text-slate-900">{titulo}</h2>
      {children}
    </section>
  );
}
