import { ocupaHorario, STATUS_AGENDAMENTO, type StatusAgendamento, type TipoUsuario } from '@clinica/domain';
import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import { daConta, juntarDaConta } from '../../db/da-conta';
import type { Db } from '../../db/kysely';
import { executarPagina, lerPagina, type PaginaPedida, paginar, recortar } from '../../db/lista';
import type { DB } from '../../db/schema.gen';
import { buscaEstreita, casamBusca, filtroBusca } from './busca-agenda.repository';

type Conexao = Kysely<DB>;

/** What the repository writes: the instant is already resolved from the clinic's wall clock. */
export type GravacaoAgendamento = {
  id_paciente: number;
  id_profissional: number;
  id_tratamento: number;
  inicio: Date;
  duracao: number;
  status: StatusAgendamento;
  observacao: string | null;
  notificacoes: boolean;
};

/**
 * Statuses that free the slot (the domain's ocupaHorario; the exclusion constraint's WHERE says
 * the same), for the conflict lookup.
 */
const LIVRES = STATUS_AGENDAMENTO.filter((s) => !ocupaHorario(s));

const fimDe = (inicio: Date, duracao: number) => new Date(inicio.getTime() + duracao * 60_000);

/** The appointment's columns and the names the screens and the REST answer show. */
const COLUNAS = [
  'a.id',
  'a.id_paciente',
  'a.id_profissional',
  'a.id_tratamento',
  'a.inicio',
  'a.duracao',
  'a.status',
  'a.observacao',
  'a.notificacoes',
  'a.criado_em',
  'p.nome as paciente_nome',
  'p.email as paciente_email',
  'u.nome as profissional_nome',
  't.nome as tratamento_nome',
] as const;

/** An appointment with the names the screens and the REST answer show (one query, no N+1). */
function comNomes(db: Conexao) {
  const comPaciente = juntarDaConta(db.selectFrom('agenda as a'), 'paciente as p', 'a.id_paciente');
  const comProfissional = juntarDaConta(comPaciente, 'usuario as u', 'a.id_profissional');
  return juntarDaConta(comProfissional, 'tratamento as t', 'a.id_tratamento').select(COLUNAS);
}
export type LinhaAgendamento = Awaited<ReturnType<ReturnType<typeof comNomes>['executeTakeFirstOrThrow']>>;

/**
 * The calendar's window: appointments starting in [de, ate), oldest first, at most `limite`;
 * with `q`, those whose patient, professional or treatment name contains it.
 * The window's rows are read first from the index (a MATERIALIZED CTE) and the names joined to
 * those rows only; left to itself the planner hashed the whole patient table for a day of the
 * clinic (8.7 ms against 2 ms at 1,000,000 appointments, docs/decisions.md).
 */
export function listarIntervalo(
  db: Db,
  idConta: number,
  f: { de: Date; ate: Date; idProfissional: number | undefined; q?: string | undefined },
  limite: number,
) {
  return db
    .with(
      (cte) => cte('janela').materialized(),
      (q) => {
        let j = q
          .selectFrom('agenda as a')
          .selectAll('a')
          .where('a.id_conta', '=', idConta)
          .where('a.inicio', '>=', f.de)
          .where('a.inicio', '<', f.ate);
        if (f.idProfissional !== undefined) j = j.where('a.id_profissional', '=', f.idProfissional);
        // Within the window's index range (at most 62 days): a filter on its rows.
        if (f.q) j = j.where(filtroBusca(db, idConta, f.q));
        return j.orderBy('a.inicio').orderBy('a.id').limit(limite);
      },
    )
    .selectFrom('janela as a')
    .innerJoin('paciente as p', (j) =>
      j.onRef('p.id_conta', '=', 'a.id_conta').onRef('p.id', '=', 'a.id_paciente'),
    )
    .innerJoin('usuario as u', (j) =>
      j.onRef('u.id_conta', '=', 'a.id_conta').onRef('u.id', '=', 'a.id_profissional'),
    )
    .innerJoin('tratamento as t', (j) =>
      j.onRef('t.id_conta', '=', 'a.id_conta').onRef('t.id', '=', 'a.id_tratamento'),
    )
    .select(COLUNAS)
    .orderBy('a.inicio')
    .orderBy('a.id')
    .execute();
}

/**
 * The list, newest first. The page's ids come from an index walk of (id_conta[, id_profissional],
 * inicio desc, id desc), filtered by a broad search; a narrow search reads its few matches
 * instead (busca-agenda.repository.ts). The names are joined for those 15 rows only.
 */
export async function listarPagina(
  db: Db,
  idConta: number,
  p: PaginaPedida,
  idProfissional: number | undefined,
) {
  const busca = p.q.trim();
  const estreita = busca !== '' && (await buscaEstreita(db, idConta, busca, idProfissional));
  const base = () => {
    if (estreita) return db.selectFrom(casamBusca(db, idConta, busca, idProfissional).as('a'));
    let q = db.selectFrom('agenda as a').where('a.id_conta', '=', idConta);
    if (idProfissional !== undefined) q = q.where('a.id_profissional', '=', idProfissional);
    return busca ? q.where(filtroBusca(db, idConta, busca)) : q;
  };
  return paginar(
    p,
    () => {
      const ids = recortar(base().select('a.id').orderBy('a.inicio', 'desc').orderBy('a.id', 'desc'), p);
      return lerPagina(
        comNomes(db).where('a.id', 'in', ids).orderBy('a.inicio', 'desc').orderBy('a.id', 'desc'),
        p,
      );
    },
    async () => {
      const r = await base()
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(r.n);
    },
  );
}

/** A patient's appointments, newest first (the record's timeline). */
export function listarDoPaciente(
  db: Db,
  idConta: number,
  idPaciente: number,
  p: PaginaPedida,
  idProfissional: number | undefined,
) {
  const doPaciente = <Q extends SelectQueryBuilder<DB & { a: DB['agenda'] }, 'a', object>>(q: Q) => {
    const r = q.where('a.id_conta', '=', idConta).where('a.id_paciente', '=', idPaciente);
    return (idProfissional === undefined ? r : r.where('a.id_profissional', '=', idProfissional)) as Q;
  };
  return paginar(
    p,
    () => executarPagina(doPaciente(comNomes(db)).orderBy('a.inicio', 'desc').orderBy('a.id', 'desc'), p),
    async () => {
      const r = await doPaciente(db.selectFrom('agenda as a'))
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(r.n);
    },
  );
}

export function buscarAgendamento(db: Conexao, idConta: number, id: number) {
  return comNomes(db).where('a.id_conta', '=', idConta).where('a.id', '=', id).executeTakeFirst();
}

/** The row as it is now, locked until the transaction ends (an edit reads, decides, writes). */
export function travarAgendamento(trx: Conexao, idConta: number, id: number) {
  return daConta(trx, idConta)
    .tabela('agenda')
    .listar()
    .select(['id', 'id_profissional', 'inicio', 'status'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function inserirAgendamento(trx: Conexao, idConta: number, g: GravacaoAgendamento) {
  const agendamento = { ...g, fim: fimDe(g.inicio, g.duracao) };
  const { id } = await daConta(trx, idConta).tabela('agenda').inserir(agendamento, ['id']);
  return id;
}

export async function atualizarAgendamento(
  trx: Conexao,
  idConta: number,
  id: number,
  g: GravacaoAgendamento,
) {
  const agendamento = { ...g, fim: fimDe(g.inicio, g.duracao), atualizado_em: sql<Date>`now()` };
  await daConta(trx, idConta).tabela('agenda').atualizar(id, agendamento, ['id']);
}

/**
 * Which of the clinic's patient, professional and treatment ids exist, in one round trip. A
 * professional counts while active; the treatment whatever its switch (an old appointment may
 * keep a treatment that was since switched off).
 */
export async function conferirReferencias(
  db: Conexao,
  idConta: number,
  r: { idPaciente: number; idProfissional: number; idTratamento: number },
  tiposProfissional: readonly TipoUsuario[],
) {
  const linha = await db
    .selectNoFrom((eb) => [
      eb
        .exists(
          eb
            .selectFrom('paciente')
            .select('id')
            .where('id_conta', '=', idConta)
            .where('id', '=', r.idPaciente),
        )
        .as('paciente'),
      eb
        .exists(
          eb
            .selectFrom('usuario')
            .select('id')
            .where('id_conta', '=', idConta)
            .where('id', '=', r.idProfissional)
            .where('ativo', '=', true)
            .where('tipo', 'in', [...tiposProfissional]),
        )
        .as('profissional'),
      eb
        .exists(
          eb
            .selectFrom('tratamento')
            .select('id')
            .where('id_conta', '=', idConta)
            .where('id', '=', r.idTratamento),
        )
        .as('tratamento'),
    ])
    .executeTakeFirstOrThrow();
  return { paciente: !!linha.paciente, profissional: !!linha.profissional, tratamento: !!linha.tratamento };
}

/** The appointment holding the slot a refused booking wanted: its patient and start. */
export function buscarConflitante(
  db: Db,
  f: { idConta: number; idProfissional: number; inicio: Date; duracao: number; excetoId: number | null },
) {
  const fim = fimDe(f.inicio, f.duracao);
  return (
    db
      .selectFrom('agenda as a')
      .innerJoin('paciente as p', (j) =>
        j.onRef('p.id_conta', '=', 'a.id_conta').onRef('p.id', '=', 'a.id_paciente'),
      )
      .select(['p.nome', 'a.inicio'])
      // The clinic first: it leads the exclusion constraint's GiST index this search walks.
      .where('a.id_conta', '=', f.idConta)
      .where('a.id_profissional', '=', f.idProfissional)
      .where('a.id', '!=', f.excetoId ?? 0)
      .where('a.status', 'not in', LIVRES)
      .where(sql<boolean>`tstzrange(a.inicio, a.fim, '[)') && tstzrange(${f.inicio}, ${fim}, '[)')`)
      .orderBy('a.inicio')
      .limit(1)
      .executeTakeFirst()
  );
}
