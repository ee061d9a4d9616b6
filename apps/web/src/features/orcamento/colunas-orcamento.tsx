import type { Orcamento } from '@clinica/contracts';
import { formatarCentavos } from '@clinica/domain';
import type { DataTableColumn } from '@clinica/ui/data-table';
import { type AcaoMenu, MenuAcoes } from '@clinica/ui/menu-acoes';
import { ArrowDownTrayIcon, EyeIcon, TrashIcon } from '@heroicons/react/24/outline';
import { diaParaBr } from '../../lib/datas-br';
import { BadgeStatusOrcamento } from './status-orcamento';

export type AcoesOrcamento = {
  ver: (o: Orcamento) => void;
  pdf: (o: Orcamento) => void;
  /** Absent without ORCAMENTOS_EXCLUIR: the action isn't offered. */
  excluir?: (o: Orcamento) => void;
};

/**
 * The budgets table of the screen and of the patient's tab (spec 02 §2): ID, Paciente (name and
 * e-mail or N/A), Valor Total, Vencimento, Status and the row menu.
 */
export function colunasOrcamento(acoes: AcoesOrcamento): DataTableColumn<Orcamento>[] {
  return [
    {
      key: 'id',
      header: 'ID',
      className: 'w-16',
      hideOnMobile: true,
      render: (o) => <span className="tabular-nums text-slate-500">{o.id}</span>,
    },
    {
      key: 'paciente',
      header: 'Paciente',
      render: (o) => (
        <div className="min-w-0">
          <p className="truncate font-medium text-slate-900">{o.paciente.nome}</p>
          <p className="truncate text-xs text-slate-500">{o.paciente.email || 'N/A'}</p>
          {/* On a phone the due date and the status ride under the name, so nothing hides off-screen. */}
          <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-500 md:hidden">
            <span className="tabular-nums">
              nº {o.id} · {diaParaBr(o.vencimento)}
            </span>
            <BadgeStatusOrcamento status={o.status} />
          </p>
        </div>
      ),
    },
    {
      key: 'valor',
      header: 'Valor Total',
      className: 'text-right',
      render: (o) => (
        <span className="font-medium tabular-nums text-slate-900">
          {formatarCentavos(o.valor_total ?? 0)}
        </span>
      ),
    },
    {
      key: 'vencimento',
      header: 'Vencimento',
      hideOnMobile: true,
      render: (o) => <span className="tabular-nums">{diaParaBr(o.vencimento)}</span>,
    },
    {
      key: 'status',
      header: 'Status',
      hideOnMobile: true,
      render: (o) => <BadgeStatusOrcamento status={o.status} />,
    },
    {
      key: 'acoes',
      header: <span className="sr-only">Ações</span>,
      className: 'w-14 text-right',
      render: (o) => {
        const menu: AcaoMenu[] = [
          { rotulo: 'Visualizar', Icone: EyeIcon, acao: () => acoes.ver(o) },
          { rotulo: 'Salvar PDF', Icone: ArrowDownTrayIcon, acao: () => acoes.pdf(o) },
        ];
        if (acoes.excluir) {
          const excluir = acoes.excluir;
          // A budget that became a revenue can't be deleted: shown, not clickable.
          menu.push({
            rotulo: 'Excluir',
            Icone: TrashIcon,
            acao: () => excluir(o),
            desligado: o.transacao !== null,
          });
        }
        return <MenuAcoes rotulo={`Ações do orçamento ${o.id}`} acoes={menu} />;
      },
    },
  ];
}
