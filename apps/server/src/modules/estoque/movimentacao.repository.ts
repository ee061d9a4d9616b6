import type { TipoMovimentacao } from '@clinica/contracts';
import { type Lote, normalizarBusca, type TipoUsuario, termoDeData, termoDeId } from '@clinica/domain';
import { type Expression, type ExpressionBuilder, type Kysely, sql } from 'kysely';
import { daConta, juntarDaConta } from '../../db/da-conta';
import type { Db } from '../../db/kysely';
import { contem, executarPagina, type PaginaPedida, padraoBusca, paginar } from '../../db/lista';
import type { DB } from '../../db/schema.gen';
import { contarMovimentacoes, nomeContem } from './produto.repository';

type Conexao = Kysely<DB>;
type Escopo = ExpressionBuilder<DB & { m: DB['movimentacao'] }, 'm'>;

export type FiltroMovimentacoes = {
  idProduto?: number | undefined;
  /** Movement instants, [de, ate). */
  de?: Date | undefined;
  ate?: Date | undefined;
  unidades?: number[] | undefined;
};

/**
 * `coluna = ANY(ARRAY(ids))`: the ids are read once, before the movements, so each name arm of
 * the search's OR is an index condition (a BitmapOr of movimentacao_produto and
 * movimentacao_usuario) rather than a subquery tested against every movement of the clinic.
 */
const entreOsIds = (coluna: 'm.id_produto' | 'm.id_usuario', ids: Expression<unknown>) =>
  sql<boolean>`${sql.ref(coluna)} = ANY(ARRAY(${ids}))`;

/**
 * The screen's search (spec 03 §5): type, product name, quantity, expiry and professional name.
 * Names are looked up in their own (small) tables first, so the movements are filtered by
 * indexed ids rather than by joining every row to test a name.
 */
function busca(eb: Escopo, idConta: number, q: string) {
  const n = termoDeId(q);
  const data = termoDeData(q);
  const termo = normalizarBusca(q);
  const tipos = (['ENTRADA', 'SAIDA'] as const).filter((t) => normalizarBusca(t).includes(termo));
  return eb.or([
    entreOsIds(
      'm.id_produto',
      eb
        .selectFrom('produto as bp')
        .select('bp.id')
        .where('bp.id_conta', '=', idConta)
        .where(nomeContem('bp.nome_busca', q), '=', true),
    ),
    entreOsIds(
      'm.id_usuario',
      eb
        .selectFrom('usuario as bu')
        .select('bu.id')
        .where('bu.id_conta', '=', idConta)
        .where(contem(sql.ref('bu.nome'), q), '=', true),
    ),
    ...(n ? [eb('m.quantidade', '=', n), eb('m.id', '=', n)] : []),
    ...(data ? [eb(sql`to_char(m.vencimento, 'DD/MM/YYYY')`, 'like', padraoBusca(data))] : []),
    ...(tipos.length ? [eb('m.tipo', 'in', tipos)] : []),
  ]);
}

function filtradas(db: Db, idConta: number, q: string, f: FiltroMovimentacoes) {
  let c = daConta(db, idConta).tabela('movimentacao').listar('m');
  if (f.idProduto) c = c.where('m.id_produto', '=', f.idProduto);
  if (f.de) c = c.where('m.criado_em', '>=', f.de);
  if (f.ate) c = c.where('m.criado_em', '<', f.ate);
  if (f.unidades?.length) c = c.where('m.id_unidade', 'in', f.unidades);
  if (q) c = c.where((eb) => busca(eb, idConta, q));
  return c;
}

const COLUNAS = [
  'm.id',
  'm.id_produto',
  'p.nome as produto_nome',
  'm.id_usuario',
  'pr.nome as profissional_nome',
  'm.id_criado_por',
  'cp.nome as criado_por_nome',
  'm.id_unidade',
  'un.nome_fantasia as unidade_nome',
  'm.tipo',
  'm.quantidade',
  'm.preco_custo',
  'm.valor_total',
  'm.vencimento',
  'm.observacao',
  'm.criado_em',
] as const;

function comNomes(q: ReturnType<typeof filtradas>) {
  const comProduto = juntarDaConta(q, 'produto as p', 'm.id_produto');
  const comProfissional = juntarDaConta(comProduto, 'usuario as pr', 'm.id_usuario', 'esquerda');
  const comAutor = juntarDaConta(comProfissional, 'usuario as cp', 'm.id_criado_por', 'esquerda');
  return juntarDaConta(comAutor, 'unidade as un', 'm.id_unidade', 'esquerda').select(COLUNAS);
}
export type LinhaMovimentacao = Awaited<ReturnType<ReturnType<typeof comNomes>['executeTakeFirstOrThrow']>>;

/**
 * One page, newest first, with the names the table shows (one query) and the count. Without a
 * search or filter (the screen's first load, the product's modal) the count is the products'
 * movement counters; otherwise the filtered rows are counted.
 */
export function listarMovimentacoes(db: Db, idConta: number, p: PaginaPedida, f: FiltroMovimentacoes) {
  const semFiltro = !p.q && !f.de && !f.ate && !f.unidades?.length;
  return paginar<LinhaMovimentacao>(
    p,
    () => executarPagina(comNomes(filtradas(db, idConta, p.q, f)).orderBy('m.id', 'desc'), p),
    async () => {
      if (semFiltro) return contarMovimentacoes(db, idConta, f.idProduto);
      const r = await filtradas(db, idConta, p.q, f)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(r.n);
    },
  );
}

export function buscarMovimentacao(db: Db, idConta: number, id: number) {
  return comNomes(filtradas(db, idConta, '', {}))
    .where('m.id', '=', id)
    .executeTakeFirst();
}

/** The product's lots still in stock (the product row is locked by the caller). */
export async function lotesEmEstoque(db: Conexao, idConta: number, idProduto: number): Promise<Lote[]> {
  const r = await daConta(db, idConta)
    .tabela('movimentacao')
    .listar()
    .select(['id', 'vencimento', 'saldo_lote'])
    .where('id_produto', '=', idProduto)
    .where('saldo_lote', '>', 0)
    .execute();
  return r.map((l) => ({ id: l.id, vencimento: l.vencimento, saldo: l.saldo_lote ?? 0 }));
}

/** Takes `consumido` units from each lot. */
export async function consumirDosLotes(
  db: Conexao,
  idConta: number,
  consumos: Array<{ id: number; consumido: number }>,
) {
  // Hand-written: each lot's balance is decreased by the statement itself.
  for (const c of consumos)
    await db
      .updateTable('movimentacao')
      .set((eb) => ({ saldo_lote: eb('saldo_lote', '-', c.consumido) }))
      .where('id_conta', '=', idConta)
      .where('id', '=', c.id)
      .execute();
}

export type NovaMovimentacao = {
  id_produto: number;
  tipo: TipoMovimentacao;
  quantidade: number;
  preco_custo: number;
  valor_total: number;
  vencimento: string | null;
  saldo_lote: number | null;
  observacao: string | null;
  id_usuario: number | null;
  id_criado_por: number;
  id_unidade: number | null;
};

export async function inserirMovimentacao(db: Conexao, idConta: number, m: NovaMovimentacao) {
  const r = await daConta(db, idConta).tabela('movimentacao').inserir(m, ['id']);
  return r.id;
}

/** An active user of the clinic of one of `tipos` (the exit's professional). */
export async function profissionalDaClinica(
  db: Conexao,
  idConta: number,
  id: number,
  tipos: readonly TipoUsuario[],
) {
  const r = await daConta(db, idConta)
    .tabela('usuario')
    .listar()
    .select('id')
    .where('id', '=', id)
    .where('ativo', '=', true)
    .where('tipo', 'in', tipos)
    .executeTakeFirst();
  return r !== undefined;
}

export async function unidadeDaClinica(db: Conexao, idConta: number, id: number) {
  return (await daConta(db, idConta).tabela('unidade').buscar(id, ['id'])) !== undefined;
}

/** The user's unit when they belong to exactly one; otherwise null (nothing to guess). */
export async function unidadeUnicaDoUsuario(db: Conexao, idConta: number, idUsuario: number) {
  const r = await db
    .selectFrom('usuario_unidade')
    .select('id_unidade')
    .where('id_conta', '=', idConta)
    .where('id_usuario', '=', idUsuario)
    .limit(2)
    .execute();
  return r.length === 1 ? (r[0]?.id_unidade ?? null) : null;
}

/** The clinic's units by name (a short list: the filter and the form). */
export function unidadesDaClinica(db: Db, idConta: number) {
  return daConta(db, idConta)
    .tabela('unidade')
    .listar()
    .select(['id', 'nome_fantasia as nome'])
    .orderBy('nome_fantasia')
    .orderBy('id')
    .limit(200)
    .execute();
}
