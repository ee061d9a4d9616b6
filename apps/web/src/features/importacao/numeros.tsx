/** A row of count tiles (the preview's and the summary's): two per row on a phone. */
export function Numeros({
  itens,
}: {
  itens: { rotulo: string; valor: number; tom?: 'verde' | 'ambar' | 'vermelho' }[];
}) {
  const cor = { verde: 'text-emerald-700', ambar: 'text-amber-700', vermelho: 'text-rose-700' } as const;
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {itens.map((n) => (
        <div key={n.rotulo} className="rounded-xl border border-slate-200 bg-white p-4">
          <dt className="text-xs font-medium text-slate-500">{n.rotulo}</dt>
          <dd className={`mt-1 text-2xl font-semibold tabular-nums ${n.tom ? cor[n.tom] : 'text-slate-900'}`}>
            {n.valor.toLocaleString('pt-BR')}
          </dd>
        </div>
      ))}
    </dl>
  );
}
