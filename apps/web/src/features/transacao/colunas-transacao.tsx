import type { Transacao } from '@clinica/contracts';
import { estaPago, formatarCentavos, pendente } from '@clinica/domain';
import { Badge } from '@clinica/ui/badge';
import { Button } from '@clinica/ui/button';
import type { DataTableColumn } from '@clinica/ui/data-table';
import { MenuAcoes } from '@clinica/ui/menu-acoes';
import { EyeIcon } from '@heroicons/react/24/outline';
import { diaParaBr } from '../../lib/datas-br';
import { formatarData } from '../../lib/formatar';
import { ChipTipo } from './tipo-transacao';

const dinheiro = (c: number) => <span className="tabular-nums">{formatarCentavos(c)}</span>;

type Acoes = {
  ver: (id: number) => void;
  /** Left out for who may not record a payment ('Dar Baixa' is not drawn). */
  darBaixa?: (t: Transacao) => void;
};

/** Revenues and expenses: id, type, patient or description, created, total, paid, pending, payment, menu. */
export function colunasTransacao(a: Acoes): DataTableColumn<Transacao>[] {
  return [
    {
      key: 'id',
      header: 'ID',
      className: 'w-14',
      hideOnMobile: true,
      render: (t) => <span className="tabular-nums text-slate-500">{t.id}</span>,
    },
    { key: 'tipo', header: 'Tipo', hideOnMobile: true, render: (t) => <ChipTipo tipo={t.tipo} /> },
    {
      key: 'quem',
      header: 'Paciente / Descrição',
      render: (t) => (
        <div className="min-w-0">
          {/* The name opens the details too: on a phone the row's menu column is hidden. */}
          <button
            type="button"
            onClick={() => a.ver(t.id)}
            className="-mt-3 block max-w-full truncate py-3 text-left font-medium text-slate-900 hover:text-teal-700 md:mt-0 md:py-0 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-500"
          >
            {t.paciente?.nome ?? t.descricao}
          </button>
          <p className="text-xs font-medium tabular-nums text-slate-700 md:hidden">
            {estaPago(t) ? formatarCentavos(t.valor_total) : `Falta ${formatarCentavos(pendente(t))}`}
          </p>
          <p className="truncate text-xs text-slate-500">
            <span className="md:hidden">{t.tipo} · </span>
            Vence {diaParaBr(t.vencimento)}
            {t.categoria ? ` · ${t.categoria.nome}` : ''}
          </p>
        </div>
      ),
    },
    {
      key: 'criado',
      header: 'Criado em',
      hideOnMobile: true,
      render: (t) => formatarData(t.criado_em),
    },
    {
      key: 'total',
      header: 'Total',
      className: 'text-right',
      hideOnMobile: true,
      render: (t) => dinheiro(t.valor_total),
    },
    {
      key: 'pago',
      header: 'Pago',
      className: 'text-right',
      hideOnMobile: true,
      render: (t) => dinheiro(t.valor_pago),
    },
    {
      key: 'pendente',
      header: 'Pendente',
      className: 'text-right',
      hideOnMobile: true,
      render: (t) => dinheiro(pendente(t)),
    },
    {
      key: 'baixa',
      header: <span className="sr-only">Situação</span>,
      className: 'text-right',
      render: (t) =>
        estaPago(t) ? (
          <Badge tone="green">Pago</Badge>
        ) : a.darBaixa ? (
          <Button size="sm" variant="secondary" onClick={() => a.darBaixa?.(t)}>
            Dar Baixa
          </Button>
        ) : null,
    },
    {
      key: 'acoes',
      header: <span className="sr-only">Ações</span>,
      className: 'w-12 text-right',
      hideOnMobile: true,
      render: (t) => (
        <MenuAcoes
          rotulo={`Ações da transação ${t.id}`}
          acoes={[{ rotulo: 'Visualizar', Icone: EyeIcon, acao: () => a.ver(t.id) }]}
        />
      ),
    },
  ];
}
