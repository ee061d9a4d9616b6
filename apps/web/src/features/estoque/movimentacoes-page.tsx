import { MSG, movimentacaoListaInputSchema, movimentacaoRestQuerySchema } from '@clinica/contracts';
import { Button } from '@clinica/ui/button';
import { EmptyState } from '@clinica/ui/empty-state';
import type { FiltroDeclarado } from '@clinica/ui/filtros-dialog';
import { ListPage } from '@clinica/ui/list-page';
import { ArrowsRightLeftIcon, PlusIcon } from '@heroicons/react/24/outline';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../../lib/trpc';
import { useListaPaginada } from '../../lib/use-lista-paginada';
import { usePode } from '../../lib/use-pode';
import { AlertasEstoque } from '../home/alertas-estoque';
import { colunasMovimentacao } from './colunas-movimentacao';
import { InserirMovimentacaoDialog } from './inserir-movimentacao-dialog';

const M = MSG.movimentacoes;
const POR_PAGINA = 10;

/** The call's input read from the address, where the units are '1,3' as in the REST query. */
const esquema = movimentacaoListaInputSchema.extend({ unidades: movimentacaoRestQuerySchema.shape.unidades });

/** /estoque: every entry and exit of the clinic's products, searched and filtered on the server. */
export default function MovimentacoesPage() {
  const trpc = useTRPC();
  const pode = usePode();
  // The units' names: the filter's checkboxes and its chip.
  const unidades = useQuery(trpc.movimentacao.unidades.queryOptions());
  const filtros: FiltroDeclarado[] = [
    { tipo: 'periodo', rotulo: 'Data', de: 'de', ate: 'ate' },
    {
      tipo: 'varias',
      chave: 'unidades',
      rotulo: 'Unidades',
      opcoes: (unidades.data ?? []).map((u) => ({ valor: String(u.id), rotulo: u.nome })),
      carregando: unidades.isPending,
      erro: unidades.isError ? M.erroBuscarUnidades : null,
      vazio: M.semUnidades,
    },
  ];
  const lista = useListaPaginada(POR_PAGINA, (e) => trpc.movimentacao.list.queryOptions(e), {
    esquema,
    filtros,
  });
  // What is running out, above the movements: the Produtos cards' query (cached between the two
  // pages) drawn by the dashboard's warning, for whoever may open Produtos (its link goes there).
  const resumo = useQuery({
    ...trpc.produto.resumo.queryOptions(),
    enabled: pode('PRODUTOS_LISTAR'),
  });
  const [inserindo, setInserindo] = useState(false);

  const inserir = pode('PRODUTOS_MOVIMENTAR_ESTOQUE') ? (
    <Button icon={<PlusIcon />} onClick={() => setInserindo(true)}>
      Inserir Movimentação
    </Button>
  ) : null;

  return (
    <ListPage
      title="Estoque"
      description="Entradas e saídas de produtos, com custo, validade e quem retirou."
      actions={inserir}
      search={{
        placeholder: 'Produto ou profissional...',
        rotulo: 'Pesquisar por produto, profissional, tipo, quantidade ou validade',
        onSearch: lista.buscar,
        valor: lista.q,
      }}
      refresh={lista.atualizar}
      filters={{
        ...lista.filtrosDaTela,
        descricao: 'Pela data da movimentação e pela unidade onde aconteceu.',
        erroData: M.dataInvalida,
        erroPeriodo: M.periodoInvalido,
      }}
      toolbar={resumo.data && <AlertasEstoque e={resumo.data} />}
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
            description={lista.filtrando ? M.vazioFiltros : undefined}
            action={lista.filtrando ? undefined : inserir}
          />
        ),
        // Spec 03 §2: 'Mostrando X - Y de Z', only when there is more than one page.
        pagination: lista.paginacao,
        columns: colunasMovimentacao(),
      }}
    >
      {inserindo && <InserirMovimentacaoDialog onFechar={() => setInserindo(false)} />}
    </ListPage>
  );
}
