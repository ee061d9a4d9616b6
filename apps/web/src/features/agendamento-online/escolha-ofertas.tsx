import { Skeleton } from '@clinica/ui/skeleton';
import { TextField } from '@clinica/ui/text-field';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { Fonte } from '../seletores/seletores';

type Opcao = { id: number; nome: string };

/**
 * Which treatments (or professionals) the page offers: the screen's lookup (20 at a time, server
 * search) as checkboxes; the chosen ones stay chosen while the search changes, shown by the
 * names the saved settings carry (`conhecidos`) when the lookup's page doesn't hold them.
 */
export function EscolhaOfertas<T extends Opcao>(p: {
  legenda: string;
  busca: string;
  fonte: Fonte<T>;
  valor: number[];
  conhecidos: readonly Opcao[];
  onChange: (ids: number[]) => void;
}) {
  const [q, setQ] = useState('');
  const lista = useQuery({ ...p.fonte(q), placeholderData: keepPreviousData });
  const nomes = useRef(new Map<number, string>());
  for (const o of [...p.conhecidos, ...(lista.data ?? [])]) nomes.current.set(o.id, o.nome);
  const visiveis = lista.data ?? [];
  const foraDaBusca = p.valor.filter((id) => !visiveis.some((o) => o.id === id));
  const alternar = (id: number, marcado: boolean) =>
    p.onChange(marcado ? [...p.valor, id] : p.valor.filter((v) => v !== id));
  const caixa = (o: Opcao) => (
    <label
      key={o.id}
      className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-2 hover:bg-slate-50 md:min-h-9"
    >
      <input
        type="checkbox"
        checked={p.valor.includes(o.id)}
        onChange={(e) => alternar(o.id, e.target.checked)}
        className="size-4 rounded border-slate-300 accent-teal-700 focus-visible:ring-2 focus-visible:ring-teal-500"
      />
      <span className="text-sm text-slate-800">{o.nome}</span>
    </label>
  );
  return (
    <fieldset className="space-y-2 rounded-lg border border-slate-200 p-3">
      <legend className="px-1 text-sm font-medium text-slate-700">
        {p.legenda} ({p.valor.length})
      </legend>
      <TextField label={p.busca} type="search" value={q} onChange={(e) => setQ(e.target.value)} />
      {lista.isPending ? (
        <Skeleton className="h-20" />
      ) : (
        <div className="max-h-56 overflow-y-auto">
          {foraDaBusca.map((id) => caixa({ id, nome: nomes.current.get(id) ?? `#${id}` }))}
          {visiveis.map(caixa)}
          {visiveis.length === 0 && <p className="px-2 py-2 text-sm text-slate-500">Nada encontrado.</p>}
        </div>
      )}
    </fieldset>
  );
}
