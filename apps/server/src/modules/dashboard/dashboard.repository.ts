import { sql } from 'kysely';
import type { Db } from '../../db/kysely';

/**
 * The dashboard's aggregates: three statements whatever the clinic's size, each a range of
 * one index (migrations 202611240100_financeiro and 202611240200_dashboard). Sums come back
 * from Postgres as bigint text and are read as numbers here: a clinic's month never nears
 * 2^53 cents.
 */

type Tipo = 'RECEITA' | 'DESPESA';
/** A half-open range of dates, 'YYYY-MM-DD': [de, ate). */
type Dias = { de: string; ate: string };

export type PagoNoMes = { mes: string; tipo: Tipo; total: number };

/**
 * Cash per month and type: Σ payments by their date, over the months of `dias`. An
 * index-only scan of pagamento (id_conta, data, tipo) INCLUDE (valor), summed per day in the
 * index's order (a streaming aggregate, no hashing of a computed key per row); the outer query
 * folds the ~365 days into months.
 */
export async function pagosPorMes(db: Db, idConta: number, dias: Dias): Promise<PagoNoMes[]> {
  const r = await sql<{ mes: string; tipo: Tipo; total: string }>`
    SELECT to_char(d.data, 'YYYY-MM') AS mes, d.tipo, sum(d.total)::text AS total
    FROM (
      SELECT data, tipo, sum(valor) AS total
      FROM pagamento
      WHERE id_conta = ${idConta} AND data >= ${dias.de}::date AND data < ${dias.ate}::date
      GROUP BY data, tipo
    ) d
    GROUP BY 1, 2`.execute(db);
  return r.rows.map((l) => ({ mes: l.mes, tipo: l.tipo, total: Number(l.total) }));
}

export type VencidoNoMes = { tipo: Tipo; previsto: number; pendente: number };

/**
 * What falls due in the month, per type: Σ valor_total and Σ what is still unpaid. The same
 * set as the transactions screen filtered by due date: the month's range of transacao
 * (id_conta, vencimento, tipo), then its rows (about 4,000 for a clinic of 100,000 over two
 * years, ~3 ms: not worth a second, covering index beside the finance slice's one).
 */
export async function vencendoNoMes(db: Db, idConta: number, dias: Dias): Promise<VencidoNoMes[]> {
  const linhas = await db
    .selectFrom('transacao')
    .select([
      'tipo',
      sql<string>`coalesce(sum(valor_total), 0)::text`.as('previsto'),
      sql<string>`coalesce(sum(valor_total - valor_pago), 0)::text`.as('pendente'),
    ])
    .where('id_conta', '=', idConta)
    .where('vencimento', '>=', dias.de)
    .where('vencimento', '<', dias.ate)
    .groupBy('tipo')
    .execute();
  return linhas.map((l) => ({ tipo: l.tipo, previsto: Number(l.previsto), pendente: Number(l.pendente) }));
}

/** Statuses of an appointment that means the patient came (spec 02 §4). */
const STATUS_ATENDIDO = ['Finalizada', 'Em Atendimento'] as const;

export type FiltroPacientes = {
  /** Registered in [de, ate): the month on the clinic's clock. */
  cadastro: { de: Date; ate: Date };
  /** 1–12: born in this calendar month. */
  mesAniversario: number;
  /** Attended in [de, ate]: the last six months up to now. */
  atendimento: { de: Date; ate: Date };
  /** The clinic's date: a package valid until today still counts. */
  hoje: string;
};

const contagem = sql<string>`count(*)`.as('n');

/**
 * The patients table in one statement of five scalar subqueries, each on its own index:
 * total and new (paciente (id_conta, criado_em)), birthdays (paciente (id_conta, month of
 * nascimento)), attended (agenda's partial index of attended appointments, covering the
 * patient), with debts (transacao's partial index of unpaid revenues) and with package sessions
 * left (pacote's (id_conta, id_paciente, …) index; issue 36).
 */
export async function contarPacientes(db: Db, idConta: number, f: FiltroPacientes) {
  const r = await db
    .selectNoFrom((eb) => [
      // Archived patients are out of every figure (issue 19); the indexes are partial to match.
      eb
        .selectFrom('paciente')
        .select(contagem)
        .where('id_conta', '=', idConta)
        .where('arquivado_em', 'is', null)
        .as('total'),
      eb
        .selectFrom('paciente')
        .select(contagem)
        .where('id_conta', '=', idConta)
        .where('arquivado_em', 'is', null)
        .where('criado_em', '>=', f.cadastro.de)
        .where('criado_em', '<', f.cadastro.ate)
        .as('novos'),
      eb
        .selectFrom('paciente')
        .select(contagem)
        .where('id_conta', '=', idConta)
        .where('arquivado_em', 'is', null)
        // The same expression as the index (EXTRACT on a date is immutable), so the index serves it.
        .where(sql`EXTRACT(MONTH FROM nascimento)`, '=', f.mesAniversario)
        .as('aniversariantes'),
      eb
        .selectFrom('agenda')
        .select(sql<string>`count(DISTINCT id_paciente)`.as('n'))
        .where('id_conta', '=', idConta)
        .where('status', 'in', STATUS_ATENDIDO)
        .where('inicio', '>=', f.atendimento.de)
        .where('inicio', '<=', f.atendimento.ate)
        .as('atendidos'),
      eb
        .selectFrom('transacao')
        .select(sql<string>`count(DISTINCT id_paciente)`.as('n'))
        .where('id_conta', '=', idConta)
        .where('tipo', '=', 'RECEITA')
        .where(sql<boolean>`valor_pago < valor_total`)
        .as('devedores'),
      eb
        .selectFrom('pacote')
        .select(sql<string>`count(DISTINCT id_paciente)`.as('n'))
        .where('id_conta', '=', idConta)
        .where('validade', '>=', f.hoje)
        .where(sql<boolean>`usadas < sessoes`)
        .as('com_sessoes'),
    ])
    .executeTakeFirstOrThrow();
  return {
    total: Number(r.total),
    novos: Number(r.novos),
    aniversariantes: Number(r.aniversariantes),
    atendidos: Number(r.atendidos),
    devedores: Number(r.devedores),
    comSessoes: Number(r.com_sessoes),
  };
}
