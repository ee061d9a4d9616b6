import type { Movimentacao } from '@clinica/contracts';
import { formatarCentavos } from '@clinica/domain';
import type { DataTableColumn } from '@clinica/ui/data-table';
import { TextoCortado } from '@clinica/ui/texto-cortado';
import { diaParaBr } from '../../lib/datas-br';
import { formatarData } from '../../lib/formatar';
import { ChipTipoMovimentacao } from './status-produto';

const dinheiro = (centavos: number) => (
  <span className="whitespace-nowrap tabular-nums">{formatarCentavos(centavos)}</span>
);
const nada = <span className="text-slate-400">—</span>;

/** What sits under the product's name: on a phone the hidden columns, everywhere the unit and note. */
function Detalhes({ m }: { m: Movimentacao }) {
  const celular = [m.vencimento ? `Venc. ${diaParaBr(m.vencimento)}` : null, m.profissional?.nome]
    .filter(Boolean)
    .join(' · ');
  const sempre = [m.unidade?.nome, m.observacao].filter(Boolean).join(' · ');
  return (
    <>
      <span className="mt-1 flex items-center gap-1.5 text-xs text-slate-500 md:hidden">
        <ChipTipoMovimentacao tipo={m.tipo} />
        <span className="tabular-nums">{formatarData(m.criado_em)}</span>
      </span>
      {celular && <TextoCortado texto={celular} className="text-xs text-slate-500 md:hidden" />}
      {sempre && <TextoCortado texto={sempre} className="text-xs text-slate-500" />}
    </>
  );
}

/**
 * The movements table of /estoque and of a product's modal (spec 03 §2): ID, Tipo, Profissional,
 * Produto, Qnt, Venc., Valor Unit., Total, Data. Names are cut with an ellipsis, whole on hover
 * (DECISIONS.md 12). On a phone: product (with type, date and professional under it), Qnt, Total.
 */
export function colunasMovimentacao(): DataTableColumn<Movimentacao>[] {
  return [
    {
      key: 'id',
      header: 'ID',
      className: 'w-14',
      hideOnMobile: true,
      render: (m) => <span className="tabular-nums text-slate-500">{m.id}</span>,
    },
    {
      key: 'tipo',
      header: 'Tipo',
      hideOnMobile: true,
      render: (m) => <ChipTipoMovimentacao tipo={m.tipo} />,
    },
    {
      key: 'profissional',
      header: 'Profissional',
      hideOnMobile: true,
      render: (m) =>
        m.profissional ? <TextoCortado texto={m.profissional.nome} className="max-w-36 xl:max-w-44" /> : nada,
    },
    {
      key: 'produto',
      header: 'Produto',
      render: (m) => (
        <div className="min-w-0 md:max-w-44 xl:max-w-56">
          <TextoCortado texto={m.produto.nome} className="font-medium text-slate-900" />
          <Detalhes m={m} />
        </div>
      ),
    },
    {
      key: 'quantidade',
      header: 'Qnt',
      className: 'text-right',
      render: (m) => <span className="tabular-nums">{m.quantidade}</span>,
    },
    {
      key: 'vencimento',
      header: 'Venc.',
      hideOnMobile: true,
      render: (m) => (m.vencimento ? <span className="tabular-nums">{diaParaBr(m.vencimento)}</span> : nada),
    },
    {
      key: 'unitario',
      header: 'Valor Unit.',
      className: 'text-right',
      hideOnMobile: true,
      render: (m) => dinheiro(m.preco_custo),
    },
    {
      key: 'total',
      header: 'Total',
      className: 'text-right',
      render: (m) => <span className="font-medium text-slate-900">{dinheiro(m.valor_total)}</span>,
    },
    {
      key: 'data',
      header: 'Data',
      hideOnMobile: true,
      render: (m) => <span className="tabular-nums">{formatarData(m.criado_em)}</span>,
    },
  ];
}
