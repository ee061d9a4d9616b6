import type { TransacaoListaInput } from '@clinica/contracts';
import { formatarCentavos } from '@clinica/domain';
import type { FiltroDeclarado } from '@clinica/ui/filtros-dialog';
import { MaskedInput } from '@clinica/ui/masked-input';
import { SelectField } from '@clinica/ui/select-field';
import { Skeleton } from '@clinica/ui/skeleton';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { brParaDia, diaParaBr } from '../../lib/datas-br';
import { useTRPC } from '../../lib/trpc';

export type Filtros = Pick<TransacaoListaInput, 'tipo' | 'de' | 'ate'>;

/**
 * Type and due period, declared under the call's keys so the address keeps them (a reload or a
 * shared link shows the same filter and totals); typed on the page, not in the filters dialog:
 * they filter as they change and the totals beside them follow (docs/decisions.md, change 3).
 */
const TIPOS = [
  { valor: 'RECEITA', rotulo: 'Receitas' },
  { valor: 'DESPESA', rotulo: 'Despesas' },
] as const;
export const FILTROS_TRANSACOES: FiltroDeclarado[] = [
  { tipo: 'escolha', chave: 'tipo', rotulo: 'Tipo', opcoes: TIPOS },
  { tipo: 'periodo', rotulo: 'Vencimento', de: 'de', ate: 'ate' },
];

/** Type and due-date period; a date is applied once it is complete and valid. */
export function FiltrosTransacoes({ valor, onChange }: { valor: Filtros; onChange: (f: Filtros) => void }) {
  // The fields start from the filter in force (the address's after a reload).
  const [de, setDe] = useState(valor.de ? diaParaBr(valor.de) : '');
  const [ate, setAte] = useState(valor.ate ? diaParaBr(valor.ate) : '');
  const aplicar = (campo: 'de' | 'ate', texto: string) => {
    (campo === 'de' ? setDe : setAte)(texto);
    const dia = brParaDia(texto);
    if (dia || texto === '') onChange({ ...valor, [campo]: dia ?? undefined });
  };
  return (
    <div className="grid grid-cols-2 gap-3 sm:flex sm:items-end">
      <SelectField
        label="Tipo"
        containerClassName="col-span-2 sm:w-44"
        value={valor.tipo ?? ''}
        onChange={(e) => onChange({ ...valor, tipo: TIPOS.find((o) => o.valor === e.target.value)?.valor })}
        options={[{ value: '', label: 'Todos' }, ...TIPOS.map((o) => ({ value: o.valor, label: o.rotulo }))]}
      />
      <MaskedInput
        mask="data"
        label="Vencimento de"
        containerClassName="sm:w-40"
        value={de}
        onValueChange={(v) => aplicar('de', v)}
      />
      <MaskedInput
        mask="data"
        label="até"
        containerClassName="sm:w-40"
        value={ate}
        onValueChange={(v) => aplicar('ate', v)}
      />
    </div>
  );
}

/**
 * The filtered set's totals. It reads the same query as the table (same input, so TanStack
 * Query shares one request); the sums cover every page of the filter, not just the one shown.
 */
export function TotaisFiltrados({ entrada }: { entrada: TransacaoListaInput }) {
  const trpc = useTRPC();
  const { data } = useQuery({
    ...trpc.transacao.list.queryOptions(entrada),
    placeholderData: keepPreviousData,
  });
  if (!data) return <Skeleton className="h-20 w-full" />;
  const { receitas, despesas } = data.totais;
  const cartoes = [
    {
      rotulo: 'Receitas',
      total: receitas.total,
      detalhe: `Recebido ${formatarCentavos(receitas.pago)} · A receber ${formatarCentavos(receitas.pendente)}`,
      cor: 'text-emerald-700',
    },
    {
      rotulo: 'Despesas',
      total: despesas.total,
      detalhe: `Pago ${formatarCentavos(despesas.pago)} · A pagar ${formatarCentavos(despesas.pendente)}`,
      cor: 'text-rose-700',
    },
    {
      rotulo: 'Saldo',
      total: receitas.total - despesas.total,
      detalhe: `Pendente ${formatarCentavos(receitas.pendente - despesas.pendente)}`,
      cor: 'text-slate-900',
    },
  ];
  return (
    // On a phone one line per total (label left, amount right): three columns cut the amounts.
    <dl className="grid grid-cols-1 gap-2 sm:grid-cols-3 sm:gap-3" aria-label="Totais do filtro">
      {cartoes.map((c) => (
        <div
          key={c.rotulo}
          className="flex min-w-0 items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white px-4 py-2.5 shadow-sm sm:block sm:p-4"
        >
          <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{c.rotulo}</dt>
          <dd className={`truncate text-base font-semibold tabular-nums sm:mt-1 sm:text-xl ${c.cor}`}>
            {formatarCentavos(c.total)}
          </dd>
          <dd className="mt-0.5 hidden text-xs text-slate-500 tabular-nums sm:block">{c.detalhe}</dd>
        </div>
      ))}
    </dl>
  );
}
