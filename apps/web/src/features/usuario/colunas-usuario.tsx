import type { Usuario } from '@clinica/contracts';
import { Badge } from '@clinica/ui/badge';
import type { DataTableColumn } from '@clinica/ui/data-table';
import { formatarData } from '../../lib/formatar';
import { AcoesUsuario } from './acoes-usuario';
import { TIPOS } from './usuario-form';

type Acoes = {
  podeEditar: boolean;
  onEditar: (u: Usuario) => void;
  onAlternarStatus: (u: Usuario) => void;
  onUnidades: (u: Usuario) => void;
  onExcluir: (u: Usuario) => void;
};

const funcao = (u: Usuario) => <Badge tone={TIPOS[u.tipo].tom}>{TIPOS[u.tipo].rotulo}</Badge>;
const status = (u: Usuario) => (
  <Badge tone={u.ativo ? 'green' : 'gray'}>{u.ativo ? 'Ativo' : 'Inativo'}</Badge>
);

/** Users: id, name + e-mail, type badge, status, created, actions (rows are selectable on the page). */
export function colunasUsuario(p: Acoes): DataTableColumn<Usuario>[] {
  return [
    {
      key: 'id',
      header: 'ID',
      className: 'w-16',
      hideOnMobile: true,
      render: (r) => <span className="tabular-nums text-slate-500">{r.id}</span>,
    },
    {
      key: 'nome',
      header: 'Nome/Email',
      render: (r) => (
        <div className="min-w-0 py-1">
          <p className="font-semibold text-slate-900">{r.nome}</p>
          <p className="text-xs text-slate-500 [overflow-wrap:anywhere]">{r.email}</p>
          {/* On phones the type and status columns fold in here. */}
          <div className="mt-1.5 flex flex-wrap gap-1.5 md:hidden">
            {funcao(r)}
            {status(r)}
          </div>
        </div>
      ),
    },
    { key: 'funcao', header: 'Função', hideOnMobile: true, render: funcao },
    { key: 'status', header: 'Status', hideOnMobile: true, render: status },
    {
      key: 'criado',
      header: 'Criado em',
      hideOnMobile: true,
      render: (r) => <span className="tabular-nums">{formatarData(r.criado_em)}</span>,
    },
    {
      key: 'acoes',
      header: <span className="sr-only">Ações</span>,
      className: 'w-px text-right',
      render: (r) => (
        <AcoesUsuario
          usuario={r}
          podeEditar={p.podeEditar}
          onEditar={p.onEditar}
          onAlternarStatus={p.onAlternarStatus}
          onUnidades={p.onUnidades}
          onExcluir={p.onExcluir}
        />
      ),
    },
  ];
}
