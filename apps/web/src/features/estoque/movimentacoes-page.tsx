import { MSG } from '@clinica/contracts';
import { Button } from '@clinica/ui/button';
import { EmptyState } from '@clinica/ui/empty-state';
import { ListPage } from '@clinica/ui/list-page';
import { ArrowsRightLeftIcon, PlusIcon } from '@heroicons/react/24/outline';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../../lib/trpc';
import { useListaPaginada } from '../../lib/use-lista-paginada';
import { usePode } from '../../lib/use-pode';
import { AlertasEstoque } from '../home/alertas-estoque';
import { BarraFiltros } from './barra-filtros';
import { colunasMovimentacao } from './colunas-movimentacao';
import { FiltrosDialog } from './filtros-dialog';
import { chipsDosFiltros, contarFiltros, type FiltrosEstoque, removerFiltro } from './filtros-estoque';
import { InserirMovimentacaoDialog } from './inserir-movimentacao-dialog';

const M = MSG.movimentacoes;
const POR_PAGINA = 10;

/** /estoque: every entry and exit of the clinic's products, searched and filtered on the server. */
export default function MovimentacoesPage() {
  const trpc = useTRPC();
  const pode = usePode();
  const [filtros, setFiltros] = useState<FiltrosEstoque>({});
  const lista = useListaPaginada(POR_PAGINA, (e) =>
    trpc.movimentacao.list.queryOptions({ ...e, ...filtros }),
  );
  // The chips name the units; the filter dialog reads the same (cached) lookup.
  const unidades = useQuery(trpc.movimentacao.unidades.queryOptions());
  // What is running out, above the movements: the Produtos cards' query (cached between the two
  // pages) drawn by the dashboard's warning, for whoever may open Produtos (its link goes there).
  const resumo = useQuery({
    ...trpc.produto.resumo.queryOptions(),
    enabled: pode('PRODUTOS_LISTAR'),
  });
  const [filtrando, setFiltrando] = useState(false);
  const [inserindo, setInserindo] = useState(false);

  const aplicar = (f: FiltrosEstoque) => {
    setFiltros(f);
    lista.setPage(1);
  };
  const chips = chipsDosFiltros(filtros, (id) => unidades.data?.find((u) => u.id === id)?.nome);
  const inserir = pode('PRODUTOS_MOVIMENTAR_ESTOQUE') ? (
    <Button icon={<PlusIcon />} onClick={() => setInserindo(true)}>
      Inserir Movimentação
    </Button>
  ) : null;
  const algumFiltro = Boolean(lista.q) || chips.length > 0;

  return (
    <ListPage
      title="Estoque"
      description="Entradas e saídas de produtos, com custo, validade e quem retirou."
      actions={inserir}
      toolbar={
        <>
          {resumo.data && <AlertasEstoque e={resumo.data} />}
          <BarraFiltros
            placeholder="Produto ou profissional..."
            rotuloBusca="Pesquisar por produto, profissional, tipo, quantidade ou validade"
            onBuscar={lista.buscar}
            onAbrirFiltros={() => setFiltrando(true)}
            qtdFiltros={contarFiltros(filtros)}
            chips={chips}
            onRemover={(chave) => aplicar(removerFiltro(filtros, chave))}
            onLimpar={() => aplicar({})}
          />
        </>
      }
      error={lista.falhou ? M.erroCarregar : null}
      table={{
        caption: 'Movimentações de estoque',
        loading: lista.carregando,
        rows: lista.itens,
        rowKey: (m) => m.id,
        empty: (
          <EmptyState
            icon={ArrowsRightLeftIcon}
            title={M.vazio}
            description={algumFiltro ? M.vazioFiltros : undefined}
            action={algumFiltro ? undefined : inserir}
          />
        ),
        // Spec 03 §2: 'Mostrando X - Y de Z', only when there is more than one page.
        pagination: lista.paginacao,
        columns: colunasMovimentacao(),
      }}
    >
      <FiltrosDialog
        aberto={filtrando}
        valor={filtros}
        onAplicar={aplicar}
        onFechar={() => setFiltrando(false)}
        descricao="Pela data da movimentação e pela unidade onde aconteceu."
        comUnidades
      />
      {inserindo && <InserirMovimentacaoDialog onFechar={() => setInserindo(false)} />}
    </ListPage>
  );
}
