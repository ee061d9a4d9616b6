import { MSG, type OpcaoProduto, type Produto, type SituacaoProduto } from '@clinica/contracts';
import { ROTULO_STATUS_ESTOQUE } from '@clinica/domain';
import { Button } from '@clinica/ui/button';
import type { ChipFiltro } from '@clinica/ui/chips-filtros';
import { EmptyState } from '@clinica/ui/empty-state';
import { ListPage } from '@clinica/ui/list-page';
import { ArrowsRightLeftIcon, CubeIcon, PlusIcon } from '@heroicons/react/24/outline';
import { useState } from 'react';
import { useTRPC } from '../../lib/trpc';
import { useExclusao } from '../../lib/use-exclusao';
import { useListaPaginada } from '../../lib/use-lista-paginada';
import { usePode } from '../../lib/use-pode';
import { LinkTutorial } from '../ajuda/link-tutorial';
import { BarraFiltros } from './barra-filtros';
import { colunasProduto } from './colunas-produto';
import { FiltrosDialog } from './filtros-dialog';
import { chipsDosFiltros, contarFiltros, type FiltrosEstoque, removerFiltro } from './filtros-estoque';
import { InserirMovimentacaoDialog } from './inserir-movimentacao-dialog';
import { MovimentacoesProdutoDialog } from './movimentacoes-produto-dialog';
import { ProdutoDialog } from './produto-dialog';
import { ResumoEstoqueCartoes } from './resumo-estoque';

const M = MSG.produtos;
const POR_PAGINA = 10;

const ROTULO_SITUACAO: Record<SituacaoProduto, string> = { ...ROTULO_STATUS_ESTOQUE, VALIDADE: 'Validade' };

/** /produtos: the stock cards, the products (search, period, a card's situation), their forms. */
export default function ProdutosPage() {
  const trpc = useTRPC();
  const pode = usePode();
  const [filtros, setFiltros] = useState<FiltrosEstoque>({});
  const [situacao, setSituacao] = useState<SituacaoProduto | undefined>(undefined);
  const lista = useListaPaginada(POR_PAGINA, (e) =>
    trpc.produto.list.queryOptions({ ...e, de: filtros.de, ate: filtros.ate, situacao }),
  );
  const [filtrando, setFiltrando] = useState(false);
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

  // Any filter change shows its first page.
  const aplicar = (f: FiltrosEstoque, s: SituacaoProduto | undefined) => {
    setFiltros(f);
    setSituacao(s);
    lista.setPage(1);
  };
  const chips: ChipFiltro[] = [
    ...(situacao ? [{ chave: 'situacao', rotulo: `Situação: ${ROTULO_SITUACAO[situacao]}` }] : []),
    ...chipsDosFiltros(filtros),
  ];
  const podeMovimentar = pode('PRODUTOS_MOVIMENTAR_ESTOQUE');
  const novo = pode('PRODUTOS_CRIAR') ? (
    <Button icon={<PlusIcon />} onClick={() => setEdicao({ produto: null })}>
      Novo Produto
    </Button>
  ) : null;
  const algumFiltro = Boolean(lista.q) || chips.length > 0;

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
      toolbar={
        <div className="space-y-6">
          <ResumoEstoqueCartoes situacao={situacao} onSituacao={(s) => aplicar(filtros, s)} />
          <BarraFiltros
            placeholder="Buscar nome ou ID..."
            rotuloBusca="Pesquisar produtos por nome ou ID"
            onBuscar={lista.buscar}
            onAbrirFiltros={() => setFiltrando(true)}
            qtdFiltros={contarFiltros(filtros)}
            chips={chips}
            onRemover={(chave) =>
              chave === 'situacao'
                ? aplicar(filtros, undefined)
                : aplicar(removerFiltro(filtros, chave), situacao)
            }
            onLimpar={() => aplicar({}, undefined)}
          />
        </div>
      }
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
      <FiltrosDialog
        aberto={filtrando}
        valor={filtros}
        onAplicar={(f) => aplicar(f, situacao)}
        onFechar={() => setFiltrando(false)}
        descricao="Pela data de cadastro do produto."
      />
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
