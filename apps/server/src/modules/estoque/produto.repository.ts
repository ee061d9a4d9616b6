import type { DadosProduto, SituacaoProduto } from '@clinica/contracts';
import { DIAS_ALERTA_VALIDADE, somarDias, termoDeId } from '@clinica/domain';
import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import { daConta } from '../../db/da-conta';
import type { Db } from '../../db/kysely';
import { type PaginaPedida, padraoBusca, paginarConsulta } from '../../db/lista';
import type { DB } from '../../db/schema.gen';

type Conexao = Kysely<DB>;
const produtosDa = (db: Db, idConta: number) => daConta(db, idConta).tabela('produto');
type EscopoProduto = ExpressionBuilder<DB & { p: DB['produto'] }, 'p'>;

export type FiltroProdutos = {
  /** Creation instants, [de, ate). */
  de?: Date | undefined;
  ate?: Date | undefined;
  situacao?: SituacaoProduto | undefined;
  /** The clinic's today, for the expiry situation. */
  hoje: string;
};

/**
 * "Contains" on the product's stored normalised name (migration 202611250100): the trigram
 * index, or plain text comparisons, instead of f_busca over every product of the clinic.
 */
export const nomeContem = (coluna: 'nome_busca' | 'p.nome_busca' | 'bp.nome_busca', q: string) =>
  sql<boolean>`${sql.ref(coluna)} like ${padraoBusca(q)}`;

/** The earliest expiry among the product's lots still in stock (index movimentacao_lotes). */
const proximoVencimento = (eb: EscopoProduto) =>
  eb
    .selectFrom('movimentacao as m')
    .select((e) => e.fn.min('m.vencimento').as('v'))
    .whereRef('m.id_produto', '=', 'p.id')
    .where('m.saldo_lote', '>', 0);

/** The cards' situations as conditions on the row (the domain's statusEstoque, in SQL). */
function situacao(eb: EscopoProduto, s: SituacaoProduto, hoje: string) {
  switch (s) {
    case 'SEM_ESTOQUE':
      return eb('p.qnt_atual', '=', 0);
    case 'ABAIXO_MINIMO':
      return eb.and([eb('p.qnt_atual', '>', 0), eb('p.qnt_atual', '<', eb.ref('p.qnt_minima'))]);
    case 'EM_ESTOQUE':
      return eb.and([eb('p.qnt_atual', '>', 0), eb('p.qnt_atual', '>=', eb.ref('p.qnt_minima'))]);
    case 'VALIDADE':
      return eb(proximoVencimento(eb), '<=', somarDias(hoje, DIAS_ALERTA_VALIDADE));
  }
}

function filtrados(db: Db, idConta: number, q: string, f: FiltroProdutos) {
  let c = produtosDa(db, idConta).listar('p');
  if (q) {
    const id = termoDeId(q);
    c = c.where((eb) =>
      eb.or([eb(nomeContem('p.nome_busca', q), '=', true), ...(id ? [eb('p.id', '=', id)] : [])]),
    );
  }
  if (f.de) c = c.where('p.criado_em', '>=', f.de);
  if (f.ate) c = c.where('p.criado_em', '<', f.ate);
  if (f.situacao) {
    const s = f.situacao;
    c = c.where((eb) => situacao(eb, s, f.hoje));
  }
  return c;
}

/** The row the table shows: with whether it has movements and its next expiry (no N+1). */
const colunas = (eb: EscopoProduto) =>
  [
    'p.id',
    'p.nome',
    'p.qnt_minima',
    'p.qnt_atual',
    'p.preco_custo',
    'p.criado_em',
    sql<boolean>`p.qnt_movimentacoes > 0`.as('tem_movimentacoes'),
    proximoVencimento(eb).as('proximo_vencimento'),
  ] as const;

/** One page, newest first. */
export function listarProdutos(db: Db, idConta: number, p: PaginaPedida, f: FiltroProdutos) {
  return paginarConsulta(
    p,
    () => filtrados(db, idConta, p.q, f),
    (qb) => qb.select(colunas).orderBy('p.id', 'desc'),
  );
}
export type LinhaProduto = Awaited<ReturnType<typeof listarProdutos>>['itens'][number];

export function buscarProduto(db: Db, idConta: number, id: number) {
  return produtosDa(db, idConta).listar('p').where('p.id', '=', id).select(colunas).executeTakeFirst();
}

/**
 * The cards: the clinic's products per status, and the lots still in stock that expire within
 * the alert window or have expired — two aggregate queries over indexes.
 */
export async function resumirEstoque(db: Db, idConta: number, hoje: string) {
  const limite = somarDias(hoje, DIAS_ALERTA_VALIDADE);
  const [produtos, lotes] = await Promise.all([
    produtosDa(db, idConta)
      .listar()
      .select([
        sql<number>`count(*)`.as('cadastrados'),
        sql<number>`count(*) filter (where qnt_atual = 0)`.as('sem_estoque'),
        sql<number>`count(*) filter (where qnt_atual > 0 and qnt_atual < qnt_minima)`.as('abaixo_minimo'),
        sql<number>`count(*) filter (where qnt_atual > 0 and qnt_atual >= qnt_minima)`.as('em_estoque'),
      ])
      .executeTakeFirstOrThrow(),
    daConta(db, idConta)
      .tabela('movimentacao')
      .listar()
      .where('saldo_lote', '>', 0)
      .where('vencimento', 'is not', null)
      .where('vencimento', '<=', limite)
      .select([
        sql<number>`count(*) filter (where vencimento >= ${hoje})`.as('lotes_a_vencer'),
        sql<number>`count(*) filter (where vencimento < ${hoje})`.as('lotes_vencidos'),
        sql<number>`count(distinct id_produto)`.as('com_alerta_validade'),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  return {
    cadastrados: Number(produtos.cadastrados),
    em_estoque: Number(produtos.em_estoque),
    abaixo_minimo: Number(produtos.abaixo_minimo),
    sem_estoque: Number(produtos.sem_estoque),
    com_alerta_validade: Number(lotes.com_alerta_validade),
    lotes_a_vencer: Number(lotes.lotes_a_vencer),
    lotes_vencidos: Number(lotes.lotes_vencidos),
  };
}

export async function produtoExiste(db: Db, idConta: number, id: number) {
  return (await produtosDa(db, idConta).buscar(id, ['id'])) !== undefined;
}

export function inserirProduto(db: Db, idConta: number, d: DadosProduto) {
  return produtosDa(db, idConta).inserir({ nome: d.nome, qnt_minima: d.qnt_minima }, ['id']);
}

export async function atualizarProduto(db: Db, idConta: number, id: number, d: DadosProduto) {
  const dados = { nome: d.nome, qnt_minima: d.qnt_minima, atualizado_em: new Date() };
  return (await produtosDa(db, idConta).atualizar(id, dados, ['id'])) !== undefined;
}

/** Deletes the product; the movements' foreign key refuses it once it has any. */
export async function excluirProduto(db: Db, idConta: number, id: number) {
  return (await produtosDa(db, idConta).excluir(id)) > 0;
}

/**
 * The unfiltered movements count: one product's counter, or the sum over the clinic's products
 * (index produto_conta), never a count of the movements themselves.
 */
export async function contarMovimentacoes(db: Db, idConta: number, idProduto?: number) {
  let c = produtosDa(db, idConta).listar().select(sql<number>`coalesce(sum(qnt_movimentacoes), 0)`.as('n'));
  if (idProduto !== undefined) c = c.where('id', '=', idProduto);
  return Number((await c.executeTakeFirstOrThrow()).n);
}

/** The product's stock, locked until the database transaction ends (movements queue on it). */
export function travarProduto(db: Conexao, idConta: number, id: number) {
  return produtosDa(db, idConta)
    .listar()
    .select(['id', 'qnt_atual', 'valor_estoque', 'preco_custo'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** The new stock after a movement, and one more movement counted. */
export function gravarSaldo(
  db: Conexao,
  idConta: number,
  id: number,
  saldo: { qnt_atual: number; valor_estoque: number; preco_custo: number },
) {
  // Hand-written: the counter is incremented by the statement itself.
  return db
    .updateTable('produto')
    .set((eb) => ({
      ...saldo,
      qnt_movimentacoes: eb('qnt_movimentacoes', '+', 1),
      atualizado_em: new Date(),
    }))
    .where('id_conta', '=', idConta)
    .where('id', '=', id)
    .execute();
}

/** Product picker of the movement form: id, name and stock, at most `limite` rows. */
export function opcoesProdutos(db: Db, idConta: number, q: string, limite: number) {
  let c = produtosDa(db, idConta).listar().select(['id', 'nome', 'qnt_atual']);
  if (q) c = c.where(nomeContem('nome_busca', q), '=', true);
  return c.orderBy('nome').orderBy('id').limit(limite).execute();
}
