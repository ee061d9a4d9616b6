import {
  MSG,
  type OpcaoProduto,
  type Produto,
  produtoListaInputSchema,
  SITUACOES_PRODUTO,
  type SituacaoProduto,
} from '@clinica/contracts';
import { ROTULO_STATUS_ESTOQUE } from '@clinica/domain';
import { Button } from '@clinica/ui/button';
import { EmptyState } from '@clinica/ui/empty-state';
import type { FiltroDeclarado } from '@clinica/ui/filtros-dialog';
import { ListPage } from '@clinica/ui/list-page';
import { ArrowsRightLeftIcon, CubeIcon, PlusIcon } from '@heroicons/react/24/outline';
import { useState } from 'react';
import { useTRPC } from '../../lib/trpc';
import { useExclusao } from '../../lib/use-exclusao';
import { useListaPaginada } from '../../lib/use-lista-paginada';
import { usePode } from '../../lib/use-pode';
import { LinkTutorial } from '../ajuda/link-tutorial';
import { colunasProduto } from './colunas-produto';
import { InserirMovimentacaoDialog } from './inserir-movimentacao-dialog';
import { MovimentacoesProdutoDialog } from './movimentacoes-produto-dialog';
import { ProdutoDialog } from './produto-dialog';
import { ResumoEstoqueCartoes } from './resumo-estoque';

const M = MSG.produtos;
const POR_PAGINA = 10;

const ROTULO_SITUACAO: Record<SituacaoProduto, string> = { ...ROTULO_STATUS_ESTOQUE, VALIDADE: 'Validade' };

/** The creation period, and a card's situation (also chosen here, and kept in the address). */
const FILTROS: FiltroDeclarado[] = [
  { tipo: 'periodo', rotulo: 'Cadastro', de: 'de', ate: 'ate' },
  {
    tipo: 'escolha',
    chave: 'situacao',
    rotulo: 'Situação',
    opcoes: SITUACOES_PRODUTO.map((s) => ({ valor: s, rotulo: ROTULO_SITUACAO[s] })),
  },
];

/** /produtos: the stock cards, the products (search, period, a card's situation), their forms. */
export default function ProdutosPage() {
  const trpc = useTRPC();
  const pode = usePode();
  const lista = useListaPaginada(POR_PAGINA, (e) => trpc.produto.list.queryOptions(e), {
    esquema: produtoListaInputSchema,
    filtros: FILTROS,
  });
  const situacao = lista.entrada.situacao;
  const [edicao, setEdicao] = useState<{ produto: Produto | null } | null>(null);
  const [historico, setHistorico] = useState<Produto | null>(null);
  const [movimento, setMovimento] = useState<{ produto: OpcaoProduto | null } | null>(null);
  const exclusao = useExclusao({
    mutacao: trpc.produto.remove.mutationOptions(),
    entrada: (p: Produto) => ({ id: p.id }),
    invalidar: trpc.produto.pathFilter(),
    sucesso: () => M.excluido,
    erro: M.erroExcluir,
    fecharNoErro: true,
  });

  // A card is the situation filter: pressed, it replaces the one in force; pressed again, it goes.
  const filtrarSituacao = (s: SituacaoProduto | undefined) => {
    const { situacao: _, ...resto } = lista.filtros;
    lista.filtrar(s ? { ...resto, situacao: s } : resto);
  };
  const podeMovimentar = pode('PRODUTOS_MOVIMENTAR_ESTOQUE');
  const novo = pode('PRODUTOS_CRIAR') ? (
    <Button icon={<PlusIcon />} onClick={() => setEdicao({ produto: null })}>
      Novo Produto
    </Button>
  ) : null;
  const algumFiltro = lista.filtrando;

  return (
    <ListPage
      title="Produtos"
      description="Materiais da clínica, com custo médio, quantidade e validade."
      actions={
        <>
          {podeMovimentar && (
            <Button
              variant="secondary"
              icon={<ArrowsRightLeftIcon />}
              onClick={() => setMovimento({ produto: null })}
            >
              Movimentar
            </Button>
          )}
          {novo}
        </>
      }
      resumo={<ResumoEstoqueCartoes situacao={situacao} onSituacao={filtrarSituacao} />}
      search={{
        placeholder: 'Buscar nome ou ID...',
        rotulo: 'Pesquisar produtos por nome ou ID',
        onSearch: lista.buscar,
        valor: lista.q,
      }}
      refresh={lista.atualizar}
      filters={{ ...lista.filtrosDaTela, descricao: 'Pela data de cadastro e pela situação do estoque.' }}
      error={lista.falhou ? M.erroCarregar : null}
      table={{
        caption: 'Produtos',
        loading: lista.carregando,
        rows: lista.itens,
        rowKey: (p) => p.id,
        empty: (
          <EmptyState
            icon={CubeIcon}
            title={M.vazio}
            description={
              algumFiltro ? (
                M.vazioFiltros
              ) : (
                <>
                  {M.vazioComece}
                  <br />
                  <LinkTutorial guia="estoque">Como controlar o estoque</LinkTutorial>
                </>
              )
            }
            action={algumFiltro ? undefined : novo}
          />
        ),
        pagination: { ...lista.paginacao, sufixo: 'produtos' },
        columns: colunasProduto({
          verMovimentacoes: setHistorico,
          ...(pode('PRODUTOS_EDITAR') ? { editar: (p: Produto) => setEdicao({ produto: p }) } : {}),
          ...(podeMovimentar ? { movimentar: (p: Produto) => setMovimento({ produto: p }) } : {}),
          ...(pode('PRODUTOS_DELETAR') ? { excluir: exclusao.pedir } : {}),
        }),
      }}
    >
      {edicao && <ProdutoDialog produto={edicao.produto} onFechar={() => setEdicao(null)} />}
      {historico && <MovimentacoesProdutoDialog produto={historico} onFechar={() => setHistorico(null)} />}
      {movimento && (
        <InserirMovimentacaoDialog produtoInicial={movimento.produto} onFechar={() => setMovimento(null)} />
      )}
      {exclusao.dialogo({
        titulo: M.confirmarExclusaoTitulo,
        mensagem: (p) => M.confirmarExclusao(p.nome),
      })}
    </ListPage>
  );
}
