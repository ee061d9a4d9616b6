import { Card } from '@clinica/ui/card';

/** Rows set aside in the preview, each with its row number and why (the first 50 of each kind). */
export function ListaMotivos({
  titulo,
  itens,
  tom,
}: {
  titulo: string;
  itens: { linha: number; motivo: string }[];
  tom?: 'vermelho' | 'ambar';
}) {
  if (itens.length === 0) return null;
  const cor = tom === 'vermelho' ? 'text-rose-700' : tom === 'ambar' ? 'text-amber-800' : 'text-slate-700';
  return (
    <Card title={titulo}>
      <ul className="divide-y divide-slate-100 text-sm">
        {itens.map((m) => (
          <li key={`${m.linha}-${m.motivo}`} className="flex gap-3 py-2">
            <span className="w-16 shrink-0 tabular-nums text-slate-500">Linha {m.linha}</span>
            <span className={cor}>{m.motivo}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
