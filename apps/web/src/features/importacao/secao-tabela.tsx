import { type ReactNode, useId } from 'react';

/** A titled table (a region named by its title): the data table brings its own card, so no Card around it. */
export function SecaoTabela({ titulo, children }: { titulo: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="space-y-3" aria-labelledby={id}>
      <h2 id={id} className="text-base font-semibold text-slate-900">
        {titulo}
      </h2>
      {children}
    </section>
  );
}
