import { MSG, type Produto } from '@clinica/contracts';
import { formatarCentavos } from '@clinica/domain';
import { Button } from '@clinica/ui/button';
import { DataTable } from '@clinica/ui/data-table';
import { Dialog } from '@clinica/ui/dialog';
import { EmptyState } from '@clinica/ui/empty-state';
import { SearchBox } from '@clinica/ui/search-box';
import { ArrowsRightLeftIcon } from '@heroicons/react/24/outline';
import { useTRPC } from '../../lib/trpc';
import { useListaPaginada } from '../../lib/use-lista-paginada';
import { colunasMovimentacao } from './colunas-movimentacao';

const M = MSG.movimentacoes;
const POR_PAGINA = 10;

/** One product's movements (spec 03 §2): the same columns as /estoque, its own search, 10 per page. */
export function MovimentacoesProdutoDialog({
  produto,
  onFechar,
}: {
  produto: Produto;
  onFechar: () => void;
}) {
  const trpc = useTRPC();
  const lista = useListaPaginada(
    POR_PAGINA,
    (e) => trpc.movimentacao.list.queryOptions({ ...e, id_produto: produto.id }),
    // Inside a dialog over /estoque: the address keeps the page's own list.
    { endereco: false },
  );
  return (
    <Dialog
      open
      fullScreenOnMobile
      onClose={onFechar}
      maxWidth="6xl"
      title={
        <span className="block truncate" title={produto.nome}>
          Movimentações · {produto.nome}
        </span>
      }
      description={
        <span className="tabular-nums">
          Em estoque: {produto.qnt_atual} · Mínimo: {produto.qnt_minima} · Custo médio:{' '}
          {formatarCentavos(produto.preco_custo)}
        </span>
      }
      footer={
        <Button variant="secondary" onClick={onFechar}>
          Fechar
        </Button>
      }
    >
      <div className="space-y-4">
        <SearchBox onSearch={lista.buscar} placeholder="Tipo, profissional ou validade..." />
        {lista.falhou && <p className="text-sm text-rose-700">{M.erroCarregar}</p>}
        <DataTable
          caption={`Movimentações de ${produto.nome}`}
          loading={lista.carregando}
          rows={lista.itens}
          rowKey={(m) => m.id}
          columns={colunasMovimentacao()}
          skeletonRows={3}
          pagination={lista.paginacao}
          empty={
            <EmptyState
              icon={ArrowsRightLeftIcon}
              title={M.vazio}
              description={lista.q ? M.vazioFiltros : undefined}
            />
          }
        />
      </div>
    </Dialog>
  );
}
