import { type ExpressionBuilder, sql } from 'kysely';
import type { Db } from '../../db/kysely';
import { padraoBusca } from '../../db/lista';
import type { DB } from '../../db/schema.gen';

/*
 * The agenda's search (issue 33): an appointment matches when its patient's, professional's or
 * treatment's name contains the term (no case, no accents: f_busca). Measured on 400,000
 * appointments of one clinic (docs/decisions.md): a narrow term is a union of three index
 * walks from the matching names (a patient's 14 appointments: ~10 ms); a broad one ('maria',
 * a treatment) is a filter on the clinic's newest-first index walk, which finds a page within
 * its first rows, and the count is one pass over the clinic's appointments, as the unsearched
 * list's count is.
 */

type NaAgenda = ExpressionBuilder<DB & { a: DB['agenda'] }, 'a'>;

/** Past this many matches a term is broad: the union would gather and sort them all. */
export const MAXIMO_BUSCA_ESTREITA = 5000;

/** The ids of the clinic's patients, users and treatments whose name contains `q`. */
function nomesQueCasam(db: Db, idConta: number, q: string) {
  const padrao = padraoBusca(q);
  const nomes = (tabela: 'usuario' | 'tratamento') =>
    db
      .selectFrom(tabela)
      .select('id')
      .where('id_conta', '=', idConta)
      .where(sql<string>`f_busca(nome)`, 'like', padrao);
  return {
    // The stored nome_busca and its trigram index; a clinic's users and treatments are few.
    pacientes: db
      .selectFrom('paciente')
      .select('id')
      .where('id_conta', '=', idConta)
      .where('nome_busca', 'like', padrao),
    profissionais: nomes('usuario'),
    tratamentos: nomes('tratamento'),
  };
}

/** The search as a filter on appointments (`agenda as a`) read some other way. */
export function filtroBusca(db: Db, idConta: number, q: string) {
  const n = nomesQueCasam(db, idConta, q);
  return (eb: NaAgenda) =>
    eb.or([
      eb('a.id_paciente', 'in', n.pacientes),
      eb('a.id_profissional', 'in', n.profissionais),
      eb('a.id_tratamento', 'in', n.tratamentos),
    ]);
}

/** One branch per name: a semi-join from the names that match to the appointments, by that column's index. */
function ramos(db: Db, idConta: number, q: string, idProfissional: number | undefined) {
  const n = nomesQueCasam(db, idConta, q);
  const ramo = () => {
    const r = db.selectFrom('agenda as a').select(['a.id', 'a.inicio']).where('a.id_conta', '=', idConta);
    return idProfissional === undefined ? r : r.where('a.id_profissional', '=', idProfissional);
  };
  return [
    ramo().where('a.id_paciente', 'in', n.pacientes),
    ramo().where('a.id_profissional', 'in', n.profissionais),
    ramo().where('a.id_tratamento', 'in', n.tratamentos),
  ] as const;
}

/** A narrow term's matches as (id, inicio); UNION drops an appointment matched twice. */
export function casamBusca(db: Db, idConta: number, q: string, idProfissional: number | undefined) {
  const [pacientes, profissionais, tratamentos] = ramos(db, idConta, q, idProfissional);
  return pacientes.union(profissionais).union(tratamentos);
}

/** Whether `q` matches at most MAXIMO_BUSCA_ESTREITA appointments (UNION ALL stops one past it). */
export async function buscaEstreita(db: Db, idConta: number, q: string, idProfissional: number | undefined) {
  const [pacientes, profissionais, tratamentos] = ramos(db, idConta, q, idProfissional);
  const amostra = pacientes
    .unionAll(profissionais)
    .unionAll(tratamentos)
    .limit(MAXIMO_BUSCA_ESTREITA + 1);
  const r = await db
    .selectFrom(amostra.as('m'))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(r.n) <= MAXIMO_BUSCA_ESTREITA;
}
