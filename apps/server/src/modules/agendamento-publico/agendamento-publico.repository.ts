import { ocupaHorario, STATUS_AGENDAMENTO } from '@clinica/domain';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.gen';

type Conexao = Kysely<DB>;

/** Statuses that free the slot: the partial index agenda_ocupado and the exclusion constraint skip them. */
const LIVRES = STATUS_AGENDAMENTO.filter((s) => !ocupaHorario(s));
/** The longest appointment (duracao ≤ 9999 min): how far back one may start and still reach a window. */
const DURACAO_MAXIMA_MS = 9999 * 60_000;

/**
 * The clinic behind a public address, with its settings, only while online booking is on. Its
 * phone is the owner's WhatsApp (the account has no phone of its own): the number patients call.
 */
export function clinicaDoSlug(db: Conexao, slug: string) {
  return db
    .selectFrom('conta as c')
    .innerJoin('agendamento_online as o', 'o.id_conta', 'c.id')
    .select((eb) => [
      'c.id as id_conta',
      'c.nome',
      'c.endereco',
      'c.numero',
      'c.bairro',
      'c.cidade',
      'c.estado',
      'c.fuso_horario',
      'c.lembrete_hora',
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
export function profissionaisOferecidos(db: Conexao, idConta: number, tipos: readonly string[]) {
  return db
    .selectFrom('agendamento_online_profissional as o')
    .innerJoin('usuario as u', (j) =>
      j.onRef('u.id_conta', '=', 'o.id_conta').onRef('u.id', '=', 'o.id_profissional'),
    )
    .select(['u.id', 'u.nome'])
    .where('o.id_conta', '=', idConta)
    .where('u.ativo', '=', true)
    .where('u.tipo', 'in', tipos as never)
    .orderBy('u.nome')
    .execute();
}

/**
 * The time held by some professionals' appointments in [de, ate): an index range on
 * agenda_ocupado (id_conta, id_profissional, inicio) INCLUDE (fim), bounded below by the longest
 * appointment, so one that started earlier and runs into the window is seen too.
 */
export function ocupadosNoPeriodo(
  db: Conexao,
  idConta: number,
  idsProfissionais: number[],
  de: Date,
  ate: Date,
) {
  // Epoch milliseconds, not timestamps: a horizon is ~15,000 rows, and turning each into a Date
  // in the driver cost ten times the index-only scan (docs/decisions.md).
  return db
    .selectFrom('agenda')
    .select([
      'id_profissional',
      sql<number>`(extract(epoch from inicio) * 1000)::float8`.as('inicio'),
      sql<number>`(extract(epoch from fim) * 1000)::float8`.as('fim'),
    ])
    .where('id_conta', '=', idConta)
    .where('id_profissional', 'in', idsProfissionais)
    .where('inicio', '>=', new Date(de.getTime() - DURACAO_MAXIMA_MS))
    .where('inicio', '<', ate)
    .where('fim', '>', de)
    .where('status', 'not in', LIVRES)
    .execute();
}
