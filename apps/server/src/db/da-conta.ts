import {
  type Expression,
  type ExpressionBuilder,
  expressionBuilder,
  type InsertObject,
  type JoinBuilder,
  type Kysely,
  type Selectable,
  type SelectQueryBuilder,
  type SelectQueryBuilderWithInnerJoin,
  type SelectQueryBuilderWithLeftJoin,
  type SqlBool,
  type TableExpression,
  type UpdateObject,
} from 'kysely';
import type { Db } from './kysely';
import type { DB } from './schema.gen';

/**
 * The tenant scope written once (Architecture step 2, change 4). A clinic's query goes through
 * here unless it says why not: `daConta(db, idConta).tabela('tratamento')` reads, writes and
 * deletes only that clinic's rows, and `juntarDaConta` joins a referenced row of the same clinic
 * (every foreign key between clinic tables is the pair (id_conta, id)). Queries this shape can't
 * express (aggregates over several tables, locks, raw SQL) stay hand-written in the repositories,
 * with their `id_conta` in the query itself.
 *
 * Kysely can't type a query over a table name that is still a type parameter, so inside this file
 * the builders are untyped (`Kysely<any>`, their rows `any`) and each function's overloads state
 * its result in terms of the generated table (`DB[T]`): callers get exactly what a hand-written
 * query would give (da-conta.int.test.ts checks the types and the rows).
 */

/** The clinic's tables: every table with its own numeric `id` and the tenant column `id_conta`. */
export type TabelaDaConta = {
  [T in keyof DB]: Selectable<DB[T]> extends { id: number; id_conta: number } ? T : never;
}[keyof DB];

type Linha<T extends TabelaDaConta> = Selectable<DB[T]>;
type Coluna<T extends TabelaDaConta> = keyof Linha<T> & string;
type Escolha<T extends TabelaDaConta, C extends Coluna<T>> = Pick<Linha<T>, C>;
/** A new row's values, `id_conta` aside (an expression may stand for a value). */
type NovaLinha<T extends TabelaDaConta> = Omit<InsertObject<DB, T>, 'id_conta'>;
/** The changed values, or a function of the row's columns (`qnt_atual + 1`). */
type Alteracao<T extends TabelaDaConta> =
  | Omit<UpdateObject<DB, T>, 'id' | 'id_conta'>
  | ((eb: ExpressionBuilder<DB, T>) => Omit<UpdateObject<DB, T>, 'id' | 'id_conta'>);
/** A further condition on the row a write touches ('still unsigned', 'of this store'). */
type Condicao<T extends TabelaDaConta> = (eb: ExpressionBuilder<DB, T>) => Expression<SqlBool>;

// biome-ignore lint/suspicious/noExplicitAny: a table name that is a type parameter (see above)
type Livre = Kysely<any>;

/**
 * One table of one clinic: its rows by id, its list's base query, its writes. `colunas` are what
 * a row comes back with; without them, the whole row.
 */
function tabelaDaConta<T extends TabelaDaConta>(db: Db, idConta: number, tabela: T) {
  const livre: Livre = db;
  // The table's name as a plain string: the signatures below carry the types.
  const nome: string = tabela;
  const ids = (id: number | readonly number[]) => (typeof id === 'number' ? [id] : [...id]);

  /**
   * The clinic's rows as a query (`SELECT … FROM tabela [AS alias] WHERE id_conta = …`): add the
   * columns, the filters and the order. A list's page, a picker, a count, a lock start here.
   */
  function listar(): SelectQueryBuilder<DB, T, object>;
  function listar<A extends string>(alias: A): SelectQueryBuilder<DB & Record<A, DB[T]>, A, object>;
  function listar(alias?: string) {
    return livre
      .selectFrom(alias ? `${nome} as ${alias}` : nome)
      .where(alias ? `${alias}.id_conta` : 'id_conta', '=', idConta);
  }

  /** The row with this id, if it is the clinic's. */
  function buscar(id: number): Promise<Linha<T> | undefined>;
  function buscar<C extends Coluna<T>>(id: number, colunas: readonly C[]): Promise<Escolha<T, C> | undefined>;
  function buscar(id: number, colunas?: readonly string[]) {
    const q = livre.selectFrom(nome).where('id_conta', '=', idConta).where('id', '=', id);
    return (colunas ? q.select([...colunas]) : q.selectAll()).executeTakeFirst();
  }

  /** A new row of the clinic (`id_conta` is set here). */
  function inserir(valores: NovaLinha<T>): Promise<Linha<T>>;
  function inserir<C extends Coluna<T>>(valores: NovaLinha<T>, colunas: readonly C[]): Promise<Escolha<T, C>>;
  function inserir(valores: NovaLinha<T>, colunas?: readonly string[]) {
    const q = livre.insertInto(nome).values({ ...valores, id_conta: idConta });
    return (colunas ? q.returning([...colunas]) : q.returningAll()).executeTakeFirstOrThrow();
  }

  /** Changes the clinic's row with this id (and `onde`); undefined when there is none. */
  function atualizar(id: number, valores: Alteracao<T>): Promise<Linha<T> | undefined>;
  function atualizar<C extends Coluna<T>>(
    id: number,
    valores: Alteracao<T>,
    colunas: readonly C[],
    onde?: Condicao<T>,
  ): Promise<Escolha<T, C> | undefined>;
  function atualizar(id: number, valores: Alteracao<T>, colunas?: readonly string[], onde?: Condicao<T>) {
    const eb = expressionBuilder<DB, T>();
    const q = livre
      .updateTable(nome)
      .set(typeof valores === 'function' ? valores(eb) : valores)
      .where('id_conta', '=', idConta)
      .where('id', '=', id);
    const filtrada = onde ? q.where(onde(eb)) : q;
    return (colunas ? filtrada.returning([...colunas]) : filtrada.returningAll()).executeTakeFirst();
  }

  /**
   * Deletes the clinic's rows with these ids (and `onde`); another clinic's are left alone.
   * How many went.
   */
  async function excluir(id: number | readonly number[], onde?: Condicao<T>): Promise<number> {
    if (ids(id).length === 0) return 0;
    const q = livre.deleteFrom(nome).where('id_conta', '=', idConta).where('id', 'in', ids(id));
    const r = await (onde ? q.where(onde(expressionBuilder<DB, T>())) : q).executeTakeFirst();
    return Number(r.numDeletedRows);
  }

  /** How many of these ids are the clinic's rows (a reference check before a write). */
  async function contar(id: readonly number[]): Promise<number> {
    if (id.length === 0) return 0;
    const r = await livre
      .selectFrom(nome)
      .select((eb) => eb.fn.countAll().as('n'))
      .where('id_conta', '=', idConta)
      .where('id', 'in', [...id])
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }

  return { buscar, listar, inserir, atualizar, excluir, contar };
}

/** The clinic's scope: `daConta(db, idConta).tabela('tratamento').buscar(id, COLUNAS)`. */
export function daConta(db: Db, idConta: number) {
  return { tabela: <T extends TabelaDaConta>(tabela: T) => tabelaDaConta(db, idConta, tabela) };
}

type JuntaDaConta<DBQ, TB extends keyof DBQ> = `${TabelaDaConta} as ${string}` & TableExpression<DBQ, TB>;

/**
 * Joins the row `chave` points at, of the same clinic: `juntarDaConta(q, 'paciente as p',
 * 'a.id_paciente')` is `INNER JOIN paciente AS p ON p.id = a.id_paciente AND p.id_conta =
 * a.id_conta` (the composite key every reference between clinic tables has). `'esquerda'` makes
 * it a LEFT JOIN, for an optional reference.
 */
export function juntarDaConta<DBQ, TB extends keyof DBQ, O, TE extends JuntaDaConta<DBQ, TB>>(
  q: SelectQueryBuilder<DBQ, TB, O>,
  tabela: TE,
  chave: `${TB & string}.${string}`,
): SelectQueryBuilderWithInnerJoin<DBQ, TB, O, TE>;
export function juntarDaConta<DBQ, TB extends keyof DBQ, O, TE extends JuntaDaConta<DBQ, TB>>(
  q: SelectQueryBuilder<DBQ, TB, O>,
  tabela: TE,
  chave: `${TB & string}.${string}`,
  lado: 'esquerda',
): SelectQueryBuilderWithLeftJoin<DBQ, TB, O, TE>;
export function juntarDaConta<DBQ, TB extends keyof DBQ, O, TE extends JuntaDaConta<DBQ, TB>>(
  q: SelectQueryBuilder<DBQ, TB, O>,
  tabela: TE,
  chave: `${TB & string}.${string}`,
  lado?: 'esquerda',
) {
  // biome-ignore lint/suspicious/noExplicitAny: the joined table is a type parameter (see above)
  const livre: SelectQueryBuilder<any, any, O> = q;
  const alias = tabela.slice(tabela.lastIndexOf(' as ') + 4);
  const origem = chave.slice(0, chave.indexOf('.'));
  // biome-ignore lint/suspicious/noExplicitAny: as above
  const condicao = (j: JoinBuilder<any, any>) =>
    j.onRef(`${alias}.id`, '=', chave).onRef(`${alias}.id_conta`, '=', `${origem}.id_conta`);
  return lado === 'esquerda' ? livre.leftJoin(tabela, condicao) : livre.innerJoin(tabela, condicao);
}
