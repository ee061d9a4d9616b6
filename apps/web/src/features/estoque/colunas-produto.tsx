import type { Produto } from '@clinica/contracts';
import { formatarCentavos } from '@clinica/domain';
import type { DataTableColumn } from '@clinica/ui/data-table';
import { type AcaoMenu, MenuAcoes } from '@clinica/ui/menu-acoes';
import { TextoCortado } from '@clinica/ui/texto-cortado';
import {
  ArrowsRightLeftIcon,
  ListBulletIcon,
  PencilSquareIcon,
  TrashIcon,
} from '@heroicons/react/24/outline';
import { formatarData } from '../../lib/formatar';
import { AvisoValidade, BadgeStatusEstoque } from './status-produto';

/** What a row offers; an action is left out when the user may not do it. */
export type AcoesProduto = {
  verMovimentacoes: (p: Produto) => void;
  editar?: (p: Produto) => void;
  movimentar?: (p: Produto) => void;
  excluir?: (p: Produto) => void;
};

const numero = (n: number) => <span className="tabular-nums">{n}</span>;

/** Tapping the name opens what helps most: the movements if any, else the edit form. */
function NomeProduto({ p, acoes }: { p: Produto; acoes: AcoesProduto }) {
  const abrir = p.tem_movimentacoes ? acoes.verMovimentacoes : acoes.editar;
  const nome = <TextoCortado texto={p.nome} />;
  return (
    <div className="min-w-0 md:max-w-52 xl:max-w-72">
      {abrir ? (
        <button
          type="button"
          onClick={() => abrir(p)}
          className="block max-w-full rounded-sm text-left font-medium text-slate-900 hover:text-teal-700 max-md:flex max-md:min-h-11 max-md:w-full max-md:items-center focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-500"
        >
          {nome}
        </button>
      ) : (
        <span className="font-medium text-slate-900">{nome}</span>
      )}
      {/* On a phone the status column is hidden: it rides under the name. */}
      <span className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 md:hidden">
        <BadgeStatusEstoque status={p.status} />
        <AvisoValidade produto={p} />
      </span>
    </div>
  );
}

function Acoes({ p, acoes }: { p: Produto; acoes: AcoesProduto }) {
  const menu: AcaoMenu[] = [];
  if (acoes.editar) {
    const editar = acoes.editar;
    menu.push({ rotulo: 'Editar', Icone: PencilSquareIcon, acao: () => editar(p) });
  }
  if (acoes.movimentar) {
    const movimentar = acoes.movimentar;
    menu.push({ rotulo: 'Movimentar', Icone: ArrowsRightLeftIcon, acao: () => movimentar(p) });
  }
  if (p.tem_movimentacoes)
    menu.push({ rotulo: 'Movimentações', Icone: ListBulletIcon, acao: () => acoes.verMovimentacoes(p) });
  // A product with movements can't be deleted (the server refuses): shown, not clickable (spec 03 §4).
  if (acoes.excluir) {
    const excluir = acoes.excluir;
    menu.push({
      rotulo: 'Excluir',
      Icone: TrashIcon,
      acao: () => excluir(p),
      desligado: p.tem_movimentacoes,
    });
  }
  if (menu.length === 0) return null;
  return <MenuAcoes rotulo={`Ações do produto ${p.nome}`} acoes={menu} />;
}

/**
 * The products table (spec 03 §2): ID, Nome, Custo Médio, Qtd Atual, Qtd Mínima, Status (with the
 * expiry flag), Criado em, Ações. On a phone: the name with its status, the quantity, the menu.
 */
export function colunasProduto(acoes: AcoesProduto): DataTableColumn<Produto>[] {
  return [
    {
      key: 'id',
      header: 'ID',
      className: 'w-14',
      hideOnMobile: true,
      render: (p) => <span className="tabular-nums text-slate-500">{p.id}</span>,
    },
    {
      key: 'nome',
      header: 'Nome',
      render: (p) => <NomeProduto p={p} acoes={acoes} />,
    },
    {
      key: 'custo',
      header: 'Custo Médio',
      className: 'text-right',
      hideOnMobile: true,
      render: (p) => (
        <span className="whitespace-nowrap tabular-nums">{formatarCentavos(p.preco_custo)}</span>
      ),
    },
    {
      key: 'atual',
      header: (
        <>
          <span className="md:hidden">Qtd</span>
          <span className="hidden md:inline">Qtd Atual</span>
        </>
      ),
      rotulo: 'Qtd Atual',
      className: 'text-right',
      render: (p) => <span className="font-medium text-slate-900">{numero(p.qnt_atual)}</span>,
    },
    {
      key: 'minima',
      header: 'Qtd Mínima',
      className: 'text-right',
      hideOnMobile: true,
      render: (p) => numero(p.qnt_minima),
    },
    {
      key: 'status',
      header: 'Status',
      hideOnMobile: true,
      render: (p) => (
        <div className="flex flex-col items-start gap-1">
          <BadgeStatusEstoque status={p.status} />
          <AvisoValidade produto={p} />
        </div>
      ),
    },
    {
      key: 'criado',
      header: 'Criado em',
      hideOnMobile: true,
      render: (p) => <span className="tabular-nums">{formatarData(p.criado_em)}</span>,
    },
    {
      key: 'acoes',
      header: <span className="sr-only">Ações</span>,
      className: 'w-12 text-right',
      render: (p) => <Acoes p={p} acoes={acoes} />,
    },
  ];
}
