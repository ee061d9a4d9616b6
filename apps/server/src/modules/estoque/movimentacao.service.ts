import {
  type DadosMovimentacao,
  type Movimentacao,
  type MovimentacaoListaInput,
  MSG,
  type OpcaoProduto,
  type OpcaoUnidade,
  type Pagina,
} from '@clinica/contracts';
import {
  aplicarEntrada,
  aplicarSaida,
  cabeNoEstoque,
  centavosParaReais,
  consumirLotes,
  custoMedio,
  TIPOS_QUE_ATENDEM,
} from '@clinica/domain';
import type { PaginaPedida } from '../../db/lista';
import type { Ator } from '../../platform/ator';
import type { Deps } from '../../platform/deps';
import { DomainError, naoEncontrado } from '../../platform/errors';
import { opcoesProfissionais } from '../usuario/usuario.repository';
import {
  buscarMovimentacao,
  consumirDosLotes,
  inserirMovimentacao,
  type LinhaMovimentacao,
  listarMovimentacoes,
  lotesEmEstoque,
  profissionalDaClinica,
  unidadeDaClinica,
  unidadesDaClinica,
  unidadeUnicaDoUsuario,
} from './movimentacao.repository';
import { instantesDoPeriodo } from './periodo';
import { gravarSaldo, opcoesProdutos, produtoExiste, travarProduto } from './produto.repository';

const M = MSG.movimentacoes;
/** Pickers answer at most 20 rows (DECISIONS.md 21). */
const LIMITE_OPCOES = 20;

const ref = (id: number | null, nome: string | null) => (id === null ? null : { id, nome: nome ?? '' });

/** The answer both APIs give (cents). */
const paraApi = (l: LinhaMovimentacao): Movimentacao => ({
  id: l.id,
  id_produto: l.id_produto,
  id_usuario: l.id_usuario,
  tipo: l.tipo,
  quantidade: l.quantidade,
  preco_custo: l.preco_custo,
  valor_total: l.valor_total,
  vencimento: l.vencimento,
  observacao: l.observacao,
  criado_em: l.criado_em.toISOString(),
  produto: { id: l.id_produto, nome: l.produto_nome },
  profissional: ref(l.id_usuario, l.profissional_nome),
  criado_por: ref(l.id_criado_por, l.criado_por_nome),
  unidade: ref(l.id_unidade, l.unidade_nome),
});

/** The REST edge speaks reais (DECISIONS.md 6). */
export const movimentacaoParaRest = (m: Movimentacao): Movimentacao => ({
  ...m,
  preco_custo: centavosParaReais(m.preco_custo),
  valor_total: centavosParaReais(m.valor_total),
});

export async function listarMovimentacoesDaClinica(
  deps: Deps,
  ator: Ator,
  p: PaginaPedida & Pick<MovimentacaoListaInput, 'id_produto' | 'de' | 'ate' | 'unidades'>,
): Promise<Pagina<Movimentacao>> {
  const periodo = instantesDoPeriodo(ator, p, M.periodoInvalido);
  if (p.id_produto !== undefined && !(await produtoExiste(deps.db, ator.idConta, p.id_produto)))
    throw naoEncontrado(M.produtoNaoEncontrado);
  const r = await listarMovimentacoes(deps.db, ator.idConta, p, {
    ...periodo,
    idProduto: p.id_produto,
    unidades: p.unidades,
  });
  return { itens: r.itens.map(paraApi), total: r.total };
}

async function obterMovimentacao(deps: Deps, ator: Ator, id: number): Promise<Movimentacao> {
  const l = await buscarMovimentacao(deps.db, ator.idConta, id);
  if (!l) throw naoEncontrado(M.naoEncontrada);
  return paraApi(l);
}

/**
 * Records a movement and keeps the product's stock exact in the same database transaction,
 * under a lock of the product row: concurrent exits queue on it, each sees the stock the one
 * before left, so together they never take more than there is.
 *
 * - ENTRADA: a new lot at its unit cost; the average cost follows (domain estoque/custo).
 * - SAIDA: refused past the stock ('Estoque insuficiente: disponível n.'); valued at its share
 *   of the stock value, its unit cost the average of the moment; its units leave the lots
 *   first-expired-first-out.
 */
export async function registrarMovimentacao(
  deps: Deps,
  ator: Ator,
  d: DadosMovimentacao,
): Promise<Movimentacao> {
  const id = await deps.db.transaction().execute(async (trx) => {
    const produto = await travarProduto(trx, ator.idConta, d.id_produto);
    if (!produto) throw naoEncontrado(M.produtoNaoEncontrado);
    if (d.id_unidade !== null && !(await unidadeDaClinica(trx, ator.idConta, d.id_unidade)))
      throw naoEncontrado(M.unidadeNaoEncontrada);
    const idUnidade = d.id_unidade ?? (await unidadeUnicaDoUsuario(trx, ator.idConta, ator.idUsuario));
    const saldo = { quantidade: produto.qnt_atual, valor: produto.valor_estoque };
    const comum = {
      id_produto: produto.id,
      quantidade: d.quantidade,
      observacao: d.observacao,
      id_criado_por: ator.idUsuario,
      id_unidade: idUnidade,
    };

    let novo = saldo;
    let idMovimentacao: number;
    if (d.tipo === 'ENTRADA') {
      if (!cabeNoEstoque(saldo, d.quantidade)) throw new DomainError('ENTRADA_INVALIDA', M.estoqueMaximo);
      novo = aplicarEntrada(saldo, d.quantidade, d.preco_custo);
      idMovimentacao = await inserirMovimentacao(trx, ator.idConta, {
        ...comum,
        tipo: 'ENTRADA',
        preco_custo: d.preco_custo,
        valor_total: d.quantidade * d.preco_custo,
        vencimento: d.vencimento,
        saldo_lote: d.quantidade,
        id_usuario: null,
      });
    } else {
      if (
        d.id_usuario !== null &&
        !(await profissionalDaClinica(trx, ator.idConta, d.id_usuario, TIPOS_QUE_ATENDEM))
      )
        throw naoEncontrado(M.profissionalNaoEncontrado);
      const r = aplicarSaida(saldo, d.quantidade);
      if (!r.ok) throw new DomainError('CONFLITO', M.estoqueInsuficiente(r.disponivel));
      novo = r.saldo;
      await consumirDosLotes(
        trx,
        ator.idConta,
        consumirLotes(await lotesEmEstoque(trx, ator.idConta, produto.id), d.quantidade),
      );
      idMovimentacao = await inserirMovimentacao(trx, ator.idConta, {
        ...comum,
        tipo: 'SAIDA',
        preco_custo: custoMedio(saldo, produto.preco_custo),
        valor_total: r.valorBaixado,
        vencimento: null,
        saldo_lote: null,
        id_usuario: d.id_usuario,
      });
    }
    await gravarSaldo(trx, ator.idConta, produto.id, {
      qnt_atual: novo.quantidade,
      valor_estoque: novo.valor,
      preco_custo: custoMedio(novo, produto.preco_custo),
    });
    return idMovimentacao;
  });
  return obterMovimentacao(deps, ator, id);
}

export function opcoesProdutosEstoque(deps: Deps, ator: Ator, q: string): Promise<OpcaoProduto[]> {
  return opcoesProdutos(deps.db, ator.idConta, q, LIMITE_OPCOES);
}

export function opcoesProfissionaisEstoque(deps: Deps, ator: Ator, q: string) {
  return opcoesProfissionais(deps.db, ator.idConta, q, TIPOS_QUE_ATENDEM, LIMITE_OPCOES);
}

export function unidadesEstoque(deps: Deps, ator: Ator): Promise<OpcaoUnidade[]> {
  return unidadesDaClinica(deps.db, ator.idConta);
}
