import { type Kysely, sql } from 'kysely';
import { daConta } from '../../db/da-conta';
import type { Db } from '../../db/kysely';
import type { DB } from '../../db/schema.gen';

type Conexao = Kysely<DB>;

/** The clinic's package settings (issue 36). */
export function configuracaoDaConta(db: Conexao, idConta: number) {
  return db
    .selectFrom('conta')
    .select(['pacote_validade_meses', 'pacote_faltou_consome'])
    .where('id', '=', idConta)
    .executeTakeFirstOrThrow();
}

export async function gravarConfiguracao(
  db: Conexao,
  idConta: number,
  c: { pacote_validade_meses: number; pacote_faltou_consome: boolean },
) {
  await db.updateTable('conta').set(c).where('id', '=', idConta).execute();
}

/** The items of a budget, with what a package needs of them. */
export function itensDoOrcamento(db: Conexao, idConta: number, idOrcamento: number) {
  return daConta(db, idConta)
    .tabela('orcamento_item')
    .listar()
    .select(['id', 'id_tratamento', 'quantidade'])
    .where('id_orcamento', '=', idOrcamento)
    .orderBy('ordem')
    .execute();
}

export type NovoPacote = {
  id_paciente: number;
  id_tratamento: number;
  id_transacao: number;
  id_orcamento_item: number;
  sessoes: number;
  validade: string;
};

/** One statement; UNIQUE (id_conta, id_orcamento_item) holds one package per sold item. */
export async function inserirPacotes(db: Conexao, idConta: number, pacotes: readonly NovoPacote[]) {
  if (pacotes.length === 0) return;
  await db
    .insertInto('pacote')
    .values(pacotes.map((p) => ({ ...p, id_conta: idConta })))
    .execute();
}

/** The session an appointment holds, with its package's patient and treatment; locked. */
export function sessaoDoAgendamento(db: Conexao, idConta: number, idAgenda: number) {
  return db
    .selectFrom('pacote_sessao as ps')
    .innerJoin('pacote as p', (j) =>
      j.onRef('p.id', '=', 'ps.id_pacote').onRef('p.id_conta', '=', 'ps.id_conta'),
    )
    .select(['ps.id', 'ps.id_pacote', 'p.id_paciente', 'p.id_tratamento', 'p.sessoes'])
    .where('ps.id_conta', '=', idConta)
    .where('ps.id_agenda', '=', idAgenda)
    .forUpdate('ps')
    .executeTakeFirst();
}

/**
 * Gives the session back: the row goes and the package's count drops by one, in the caller's
 * transaction (the row's delete and the count's update commit together).
 */
export async function devolverSessao(db: Conexao, idConta: number, s: { id: number; id_pacote: number }) {
  const r = await db
    .deleteFrom('pacote_sessao')
    .where('id_conta', '=', idConta)
    .where('id', '=', s.id)
    .executeTakeFirst();
  if (Number(r.numDeletedRows) === 0) return;
  await db
    .updateTable('pacote')
    .set((eb) => ({ usadas: eb('usadas', '-', 1) }))
    .where('id_conta', '=', idConta)
    .where('id', '=', s.id_pacote)
    .where('usadas', '>', 0)
    .execute();
}

/**
 * The patient's packages of a treatment that still have a session, locked in the order a choice
 * reads them (expiring first), so two appointments finishing at once queue on the same rows.
 */
export function pacotesComSaldoTravados(
  db: Conexao,
  idConta: number,
  idPaciente: number,
  idTratamento: number,
  hoje: string,
) {
  return db
    .selectFrom('pacote')
    .select(['id', 'sessoes', 'usadas', 'validade'])
    .where('id_conta', '=', idConta)
    .where('id_paciente', '=', idPaciente)
    .where('id_tratamento', '=', idTratamento)
    .where('validade', '>=', hoje)
    .where((eb) => eb('usadas', '<', eb.ref('sessoes')))
    .orderBy('validade')
    .orderBy('id')
    .forUpdate()
    .execute();
}

/**
 * Takes one session of the package for the appointment. The row is UNIQUE (id_conta, id_agenda): a second
 * take for the same appointment inserts nothing and counts nothing; the count only rises while a
 * session is left (and CHECK (usadas <= sessoes) stands behind it). True when a session was taken.
 */
export async function tomarSessao(db: Conexao, idConta: number, idPacote: number, idAgenda: number) {
  const novo = await db
    .insertInto('pacote_sessao')
    .values({ id_conta: idConta, id_pacote: idPacote, id_agenda: idAgenda })
    .onConflict((oc) => oc.columns(['id_conta', 'id_agenda']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!novo) return false;
  const r = await db
    .updateTable('pacote')
    .set((eb) => ({ usadas: eb('usadas', '+', 1) }))
    .where('id_conta', '=', idConta)
    .where('id', '=', idPacote)
    .where((eb) => eb('usadas', '<', eb.ref('sessoes')))
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) === 0) throw new Error('pacote sem sessão após a trava');
  return true;
}

/** A patient's packages with their treatment's name (every status; the caller reads it). */
export function pacotesDoPaciente(db: Db, idConta: number, idPaciente: number, idTratamento?: number) {
  return db
    .selectFrom('pacote as p')
    .innerJoin('tratamento as t', (j) =>
      j.onRef('t.id', '=', 'p.id_tratamento').onRef('t.id_conta', '=', 'p.id_conta'),
    )
    .innerJoin('orcamento_item as i', (j) =>
      j.onRef('i.id_conta', '=', 'p.id_conta').onRef('i.id', '=', 'p.id_orcamento_item'),
    )
    .select([
      'p.id',
      'p.id_paciente',
      'p.id_tratamento',
      't.nome as tratamento_nome',
      'p.sessoes',
      'p.usadas',
      'p.validade',
      'i.id_orcamento',
    ])
    .where('p.id_conta', '=', idConta)
    .where('p.id_paciente', '=', idPaciente)
    .$if(idTratamento !== undefined, (q) => q.where('p.id_tratamento', '=', idTratamento!))
    .orderBy('p.id', 'desc')
    .execute();
}

/** The appointments that used sessions of these packages, oldest first. */
export function sessoesDosPacotes(db: Db, idConta: number, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('pacote_sessao as ps')
    .innerJoin('agenda as a', (j) =>
      j.onRef('a.id', '=', 'ps.id_agenda').onRef('a.id_conta', '=', 'ps.id_conta'),
    )
    .select(['ps.id', 'ps.id_pacote', 'ps.id_agenda', 'a.inicio'])
    .where('ps.id_conta', '=', idConta)
    .where('ps.id_pacote', 'in', ids)
    .orderBy('ps.id')
    .execute();
}

/** The session number an appointment's session is in its package (1 for the first used). */
export async function numeroDaSessao(db: Db, idConta: number, idPacote: number, idSessao: number) {
  const r = await db
    .selectFrom('pacote_sessao')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('id_conta', '=', idConta)
    .where('id_pacote', '=', idPacote)
    .where('id', '<=', idSessao)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

export function buscarPacote(db: Db, idConta: number, id: number) {
  return daConta(db, idConta).tabela('pacote').buscar(id, ['id', 'id_paciente']);
}

/** A new validity; the week-before notice may come again for it. */
export async function definirValidade(db: Db, idConta: number, id: number, validade: string) {
  await daConta(db, idConta).tabela('pacote').atualizar(id, { validade, avisado_em: null }, ['id']);
}

/**
 * Claims, across clinics, the packages with a session left whose validity ends within `dias` days
 * of their clinic's date (and not before it) and that nobody was told of yet: `avisado_em` is set
 * in the same statement, so two workers never tell twice.
 */
export async function reivindicarPacotesAVencer(db: Conexao, agora: Date, dias: number) {
  const r = await sql<{
    id: number;
    id_conta: number;
    id_paciente: number;
    validade: string;
    restantes: number;
    tratamento: string;
  }>`
    UPDATE pacote p SET avisado_em = ${agora}
    FROM conta c, tratamento t
    WHERE c.id = p.id_conta AND t.id = p.id_tratamento AND t.id_conta = p.id_conta
      AND p.avisado_em IS NULL AND p.usadas < p.sessoes
      AND p.validade >= (${agora}::timestamptz AT TIME ZONE c.fuso_horario)::date
      AND p.validade <= (${agora}::timestamptz AT TIME ZONE c.fuso_horario)::date + ${dias}::int
    RETURNING p.id, p.id_conta, p.id_paciente, to_char(p.validade, 'YYYY-MM-DD') AS validade,
      p.sessoes - p.usadas AS restantes, t.nome AS tratamento`.execute(db);
  return r.rows;
}

type FiltroSessoes = { de: Date; ate: Date; idProfissional?: number | undefined };

/** The sessions used by appointments in [de, ate) (the clinic's month), with their professional. */
const sessoesDoPeriodo = (db: Db, idConta: number, f: FiltroSessoes) =>
  db
    .selectFrom('pacote_sessao as ps')
    .innerJoin('agenda as a', (j) =>
      j.onRef('a.id', '=', 'ps.id_agenda').onRef('a.id_conta', '=', 'ps.id_conta'),
    )
    .innerJoin('usuario as u', (j) =>
      j.onRef('u.id', '=', 'a.id_profissional').onRef('u.id_conta', '=', 'a.id_conta'),
    )
    .where('ps.id_conta', '=', idConta)
    .where('a.inicio', '>=', f.de)
    .where('a.inicio', '<', f.ate)
    .$if(f.idProfissional !== undefined, (q) => q.where('a.id_profissional', '=', f.idProfissional!));

/** Sessions used per professional in the period. */
export function sessoesPorProfissional(db: Db, idConta: number, f: FiltroSessoes) {
  return sessoesDoPeriodo(db, idConta, f)
    .select((eb) => ['u.id', 'u.nome', eb.fn.countAll<string>().as('sessoes')])
    .groupBy(['u.id', 'u.nome'])
    .orderBy('u.nome')
    .execute();
}

/** The period's performed sessions, one row each, for the CSV. */
export function sessoesParaExportar(db: Db, idConta: number, f: FiltroSessoes) {
  return sessoesDoPeriodo(db, idConta, f)
    .innerJoin('paciente as pa', (j) =>
      j.onRef('pa.id', '=', 'a.id_paciente').onRef('pa.id_conta', '=', 'a.id_conta'),
    )
    .innerJoin('tratamento as t', (j) =>
      j.onRef('t.id', '=', 'a.id_tratamento').onRef('t.id_conta', '=', 'a.id_conta'),
    )
    .innerJoin('pacote as p', (j) =>
      j.onRef('p.id', '=', 'ps.id_pacote').onRef('p.id_conta', '=', 'ps.id_conta'),
    )
    .select([
      'a.inicio',
      'u.nome as profissional',
      'pa.nome as paciente',
      't.nome as tratamento',
      'p.id as id_pacote',
      'p.sessoes',
      'ps.id as id_sessao',
    ])
    .orderBy('u.nome')
    .orderBy('a.inicio')
    .execute();
}
