import {
  normalizarBusca,
  type StatusOrcamentoGravado,
  statusQueCasam,
  type TipoUsuario,
  termoDeData,
  termoDeId,
  termoDeValor,
} from '@clinica/domain';
import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import { daConta, juntarDaConta } from '../../db/da-conta';
import type { Db } from '../../db/kysely';
import { centavosComoTexto, contem, executarPagina, type PaginaPedida, paginar } from '../../db/lista';
import type { DB } from '../../db/schema.gen';

type Conexao = Kysely<DB>;
type Escopo = ExpressionBuilder<DB & { o: DB['orcamento']; p: DB['paciente'] }, 'o' | 'p'>;

/**
 * The status a person sees, in SQL, for the search only: the same rule as the domain's
 * statusEfetivo (ATIVO, not linked, past its due date → VENCIDO). The answers' statuses come
 * from the domain; the contract test "buscar 'vencido'" holds the two together.
 */
const statusEfetivoSql = (hoje: string) => sql<string>`
  CASE WHEN o.status = 'ATIVO' AND t.id IS NULL AND o.vencimento < ${hoje}::date
    THEN 'VENCIDO' ELSE o.status END`;

/**
 * The search box (spec 02 §5): the patient's name without accents, the status as shown, the
 * total as typed ('1.234,56', '150'), the due date as shown ('25/12/2026', '12/2026'), the id.
 */
function busca(eb: Escopo, q: string, hoje: string) {
  const valor = termoDeValor(q);
  const data = termoDeData(q);
  const id = termoDeId(q);
  const status = statusQueCasam(normalizarBusca(q));
  return eb.or([
    eb(contem(eb.ref('p.nome'), q), '=', true),
    ...(status.length ? [eb(statusEfetivoSql(hoje), 'in', status)] : []),
    ...(valor ? [eb(centavosComoTexto(eb.ref('o.valor_total')), 'like', `%${valor}%`)] : []),
    ...(data ? [eb(sql<string>`to_char(o.vencimento, 'DD/MM/YYYY')`, 'like', `%${data}%`)] : []),
    ...(id ? [eb('o.id', '=', id)] : []),
  ]);
}

/** A budget with its patient and the revenue made from it, if any (one query for a page). */
function comPaciente(db: Conexao, idConta: number) {
  const orcamentos = daConta(db, idConta).tabela('orcamento').listar('o');
  // The revenue points at the budget (not the other way): its join is written out.
  return juntarDaConta(orcamentos, 'paciente as p', 'o.id_paciente').leftJoin('transacao as t', (j) =>
    j.onRef('t.id_conta', '=', 'o.id_conta').onRef('t.id_orcamento', '=', 'o.id'),
  );
}

const COLUNAS = [
  'o.id',
  'o.id_paciente',
  'o.vencimento',
  'o.status',
  'o.valor_total',
  'o.criado_em',
  'p.nome as paciente_nome',
  'p.email as paciente_email',
  'p.celular as paciente_celular',
  't.id as id_transacao',
] as const;

export type LinhaOrcamento = {
  id: number;
  id_paciente: number;
  vencimento: string;
  status: StatusOrcamentoGravado;
  valor_total: number;
  criado_em: Date;
  paciente_nome: string;
  paciente_email: string | null;
  paciente_celular: string;
  id_transacao: number | null;
};

/** One page of the clinic's budgets (or one patient's), newest first, searched on the server. */
export function listarPagina(
  db: Db,
  idConta: number,
  p: PaginaPedida,
  f: { hoje: string; idPaciente?: number | undefined },
) {
  const base = () => {
    let q = comPaciente(db, idConta);
    if (f.idPaciente !== undefined) q = q.where('o.id_paciente', '=', f.idPaciente);
    if (p.q) q = q.where((eb) => busca(eb as unknown as Escopo, p.q, f.hoje));
    return q;
  };
  return paginar<LinhaOrcamento>(
    p,
    async () => (await executarPagina(base().select(COLUNAS).orderBy('o.id', 'desc'), p)) as LinhaOrcamento[],
    async () => {
      const r = await base()
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(r.n);
    },
  );
}

export async function buscarOrcamento(db: Db, idConta: number, id: number) {
  return (await comPaciente(db, idConta).select(COLUNAS).where('o.id', '=', id).executeTakeFirst()) as
    | LinhaOrcamento
    | undefined;
}

/** The items of several budgets with their professional's name, in one query (no N+1). */
export function itensDe(db: Db, idConta: number, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  const itens = daConta(db, idConta).tabela('orcamento_item').listar('i');
  const comProfissional = juntarDaConta(itens, 'usuario as u', 'i.id_profissional');
  return juntarDaConta(comProfissional, 'tratamento as tr', 'i.id_tratamento', 'esquerda')
    .select([
      'i.id',
      'i.id_orcamento',
      'i.id_tratamento',
      'i.nome',
      'tr.descricao',
      'i.valor_venda',
      'i.quantidade',
      'i.valor_pacote',
      'i.id_profissional',
      'u.nome as profissional_nome',
    ])
    .where('i.id_orcamento', 'in', ids)
    .orderBy('i.id_orcamento')
    .orderBy('i.ordem')
    .execute();
}

/**
 * The budget, locked until the transaction ends, with whether a revenue holds it. A revenue
 * being created locks the same row, so a cancel or delete and a new revenue can't both win.
 */
export function travarOrcamento(db: Conexao, idConta: number, id: number) {
  return daConta(db, idConta)
    .tabela('orcamento')
    .listar('o')
    .select((eb) => [
      'o.id',
      'o.status',
      'o.vencimento',
      'o.id_paciente',
      'o.valor_total',
      eb
        .exists(eb.selectFrom('transacao as t').select('t.id').whereRef('t.id_orcamento', '=', 'o.id'))
        .as('vinculado'),
    ])
    .where('o.id', '=', id)
    .forUpdate('o')
    .executeTakeFirst();
}

/** The treatments a new budget names, with the price it will keep. */
export function tratamentosParaOrcar(db: Conexao, idConta: number, ids: readonly number[]) {
  return daConta(db, idConta)
    .tabela('tratamento')
    .listar()
    .select(['id', 'nome', 'preco_venda', 'status'])
    .where('id', 'in', ids)
    .execute();
}

/** Which of these ids are the clinic's active professionals. */
export async function profissionaisValidos(
  db: Conexao,
  idConta: number,
  ids: readonly number[],
  tipos: readonly TipoUsuario[],
) {
  const linhas = await daConta(db, idConta)
    .tabela('usuario')
    .listar()
    .select('id')
    .where('id', 'in', ids)
    .where('ativo', '=', true)
    .where('tipo', 'in', tipos)
    .execute();
  return new Set(linhas.map((l) => l.id));
}

export async function pacienteExiste(db: Conexao, idConta: number, id: number) {
  return (await daConta(db, idConta).tabela('paciente').buscar(id, ['id'])) !== undefined;
}

export type NovoItem = {
  id_tratamento: number;
  id_profissional: number;
  nome: string;
  valor_venda: number;
  quantidade: number;
  valor_pacote: number | null;
};

export async function inserirOrcamento(
  db: Conexao,
  idConta: number,
  o: { id_paciente: number; vencimento: string; valor_total: number; itens: NovoItem[] },
) {
  const { id } = await daConta(db, idConta)
    .tabela('orcamento')
    .inserir({ id_paciente: o.id_paciente, vencimento: o.vencimento, valor_total: o.valor_total }, ['id']);
  // Hand-written: the items in one statement.
  await db
    .insertInto('orcamento_item')
    .values(o.itens.map((i, ordem) => ({ ...i, id_conta: idConta, id_orcamento: id, ordem })))
    .execute();
  return id;
}

export async function definirStatus(
  db: Conexao,
  idConta: number,
  id: number,
  status: StatusOrcamentoGravado,
) {
  await daConta(db, idConta)
    .tabela('orcamento')
    .atualizar(id, { status, atualizado_em: sql<Date>`now()` }, ['id']);
}

export async function excluirOrcamento(db: Conexao, idConta: number, id: number) {
  await daConta(db, idConta).tabela('orcamento').excluir(id);
}

/**
 * A patient's budgets a revenue can come from (finance's picker): ATIVO, within their due date,
 * with no revenue yet. The same rule as the domain's aceitaReceita, as a filter.
 */
export function orcamentosParaReceita(db: Db, idConta: number, idPaciente: number, hoje: string) {
  return daConta(db, idConta)
    .tabela('orcamento')
    .listar('o')
    .select(['o.id', 'o.valor_total', 'o.vencimento'])
    .where('o.id_paciente', '=', idPaciente)
    .where('o.status', '=', 'ATIVO')
    .where('o.vencimento', '>=', hoje)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('transacao as t')
            .select('t.id')
            .whereRef('t.id_conta', '=', 'o.id_conta')
            .whereRef('t.id_orcamento', '=', 'o.id'),
        ),
      ),
    )
    .orderBy('o.id', 'desc')
    .limit(20)
    .execute();
}
