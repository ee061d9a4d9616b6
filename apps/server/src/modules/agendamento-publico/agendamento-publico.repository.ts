import { ocupaHorario, STATUS_AGENDAMENTO, type TipoUsuario } from '@clinica/domain';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.gen';

type Conexao = Kysely<DB>;

/** Statuses that free the slot: the partial index agenda_ocupado and the exclusion constraint skip them. */
const LIVRES = STATUS_AGENDAMENTO.filter((s) => !ocupaHorario(s));
/** The longest appointment (duracao ≤ 9999 min): how far back one may start and still reach a window. */
const DURACAO_MAXIMA_MS = 9999 * 60_000;

/**
 * The clinic behind a public address, with its settings and its subscription's status, only
 * while online booking is on. Its phone is the owner's WhatsApp (the account has no phone of its
 * own): the number patients call.
 */
export function clinicaDoSlug(db: Conexao, slug: string) {
  return db
    .selectFrom('conta as c')
    .innerJoin('agendamento_online as o', 'o.id_conta', 'c.id')
    .leftJoin('cobranca as b', 'b.id_conta', 'c.id')
    .select((eb) => [
      'b.status as cobranca',
      'c.id as id_conta',
      'c.nome',
      'c.endereco',
      'c.numero',
      'c.bairro',
      'c.cidade',
      'c.estado',
      'c.fuso_horario',
      'c.lembrete_hora',
      'c.id_logo',
      'c.agendamento_slug as slug',
      'o.antecedencia_horas',
      'o.horizonte_dias',
      'o.passo_minutos',
      'o.confirmacao',
      'o.cancelamento_horas',
      'o.mensagem',
      'o.max_por_celular',
      telefoneDaClinica(eb.ref('c.id')).as('telefone'),
    ])
    .where(sql<string>`lower(c.agendamento_slug)`, '=', slug.toLowerCase())
    .where('o.ativo', '=', true)
    .executeTakeFirst();
}
export type ClinicaPublica = NonNullable<Awaited<ReturnType<typeof clinicaDoSlug>>>;

/** The oldest active ADM's WhatsApp: the clinic's number on the public pages. */
function telefoneDaClinica(idConta: ReturnType<typeof sql.ref> | unknown) {
  return sql<string | null>`(SELECT u.whatsapp FROM usuario u WHERE u.id_conta = ${idConta}
    AND u.tipo = 'ADM' AND u.ativo AND u.whatsapp IS NOT NULL ORDER BY u.id LIMIT 1)`;
}

/** The offered treatments that are still active, by name. */
export function tratamentosOferecidos(db: Conexao, idConta: number) {
  return db
    .selectFrom('agendamento_online_tratamento as o')
    .innerJoin('tratamento as t', (j) =>
      j.onRef('t.id_conta', '=', 'o.id_conta').onRef('t.id', '=', 'o.id_tratamento'),
    )
    .select(['t.id', 't.nome', 't.duracao'])
    .where('o.id_conta', '=', idConta)
    .where('t.status', '=', true)
    .orderBy('t.nome')
    .execute();
}

/** The offered professionals still active and bookable, by name. */
export function profissionaisOferecidos(db: Conexao, idConta: number, tipos: readonly TipoUsuario[]) {
  return db
    .selectFrom('agendamento_online_profissional as o')
    .innerJoin('usuario as u', (j) =>
      j.onRef('u.id_conta', '=', 'o.id_conta').onRef('u.id', '=', 'o.id_profissional'),
    )
    .select(['u.id', 'u.nome'])
    .where('o.id_conta', '=', idConta)
    .where('u.ativo', '=', true)
    .where('u.tipo', 'in', [...tipos])
    .orderBy('u.nome')
    .execute();
}

/**
 * The time held by some professionals' appointments in [de, ate), as islands: an index range on
 * agenda_ocupado (id_conta, id_profissional, inicio) INCLUDE (fim), bounded below by the longest
 * appointment (one that started earlier and runs into the window is seen), then consecutive
 * appointments whose gap is shorter than `folgaMin` (the treatment's duration: no slot fits
 * there) are merged into one interval. A full day of a busy professional comes back as two or
 * three rows instead of twenty; in epoch milliseconds, since turning thousands of timestamps into
 * Dates in the driver cost more than the scan (docs/decisions.md).
 */
export async function ocupadosNoPeriodo(
  db: Conexao,
  idConta: number,
  idsProfissionais: number[],
  de: Date,
  ate: Date,
  folgaMin: number,
) {
  const desde = new Date(de.getTime() - DURACAO_MAXIMA_MS);
  const { rows } = await sql<{ id_profissional: number; inicio: number; fim: number }>`
    WITH o AS (
      SELECT id_profissional, inicio, fim,
        max(fim) OVER (PARTITION BY id_profissional ORDER BY inicio
          ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) AS fim_antes
      FROM agenda
      WHERE id_conta = ${idConta} AND id_profissional IN (${sql.join(idsProfissionais)})
        AND inicio >= ${desde.toISOString()}::timestamptz AND inicio < ${ate.toISOString()}::timestamptz
        AND fim > ${de.toISOString()}::timestamptz
        AND status NOT IN (${sql.join(LIVRES)})
    ), ilha AS (
      SELECT *, count(*) FILTER (
          WHERE fim_antes IS NULL OR fim_antes + make_interval(mins => ${folgaMin}) <= inicio
        ) OVER (PARTITION BY id_profissional ORDER BY inicio) AS n
      FROM o
    )
    SELECT id_profissional,
      (extract(epoch FROM min(inicio)) * 1000)::float8 AS inicio,
      (extract(epoch FROM max(fim)) * 1000)::float8 AS fim
    FROM ilha GROUP BY id_profissional, n`.execute(db);
  return rows;
}
