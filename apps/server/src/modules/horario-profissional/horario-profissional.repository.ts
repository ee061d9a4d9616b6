import type { IntervaloSemanal, TipoUsuario } from '@clinica/domain';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/kysely';
import type { DB } from '../../db/schema.gen';

type Conexao = Kysely<DB>;

/** Whether the user is one of the clinic's active professionals of a type that can be booked. */
export async function ehProfissionalDaClinica(
  db: Conexao,
  idConta: number,
  idProfissional: number,
  tipos: readonly TipoUsuario[],
): Promise<boolean> {
  const r = await db
    .selectFrom('usuario')
    .select('id')
    .where('id_conta', '=', idConta)
    .where('id', '=', idProfissional)
    .where('ativo', '=', true)
    .where('tipo', 'in', [...tipos])
    .executeTakeFirst();
  return r !== undefined;
}

/** The clinic's active bookable professionals (one of them when `id` is given), by id. */
export async function listarProfissionaisQueAtendem(
  db: Conexao,
  idConta: number,
  tipos: readonly TipoUsuario[],
  id?: number,
): Promise<number[]> {
  let q = db
    .selectFrom('usuario')
    .select('id')
    .where('id_conta', '=', idConta)
    .where('ativo', '=', true)
    .where('tipo', 'in', [...tipos]);
  if (id !== undefined) q = q.where('id', '=', id);
  return (await q.orderBy('id').execute()).map((u) => u.id);
}

/** The weekly intervals of some professionals (all of them: undefined), Monday first. */
export async function listarHorarios(db: Conexao, idConta: number, idsProfissionais?: readonly number[]) {
  if (idsProfissionais?.length === 0) return [];
  let q = db
    .selectFrom('horario_profissional')
    .select(['id_profissional', 'dia_semana', 'inicio', 'fim'])
    .where('id_conta', '=', idConta);
  if (idsProfissionais) q = q.where('id_profissional', 'in', [...idsProfissionais]);
  return await q.orderBy('id_profissional').orderBy('dia_semana').orderBy('inicio').execute();
}

/** Replaces a professional's week (the caller holds the transaction). */
export async function substituirHorarios(
  trx: Conexao,
  idConta: number,
  idProfissional: number,
  horarios: readonly IntervaloSemanal[],
) {
  await trx
    .deleteFrom('horario_profissional')
    .where('id_conta', '=', idConta)
    .where('id_profissional', '=', idProfissional)
    .execute();
  if (horarios.length === 0) return;
  await trx
    .insertInto('horario_profissional')
    .values(horarios.map((h) => ({ id_conta: idConta, id_profissional: idProfissional, ...h })))
    .execute();
}

const COLUNAS_AUSENCIA = ['id', 'id_profissional', 'inicio', 'fim', 'motivo', 'criado_em'] as const;

/** Absences ending on or after `desde` ('YYYY-MM-DD'), soonest first, at most `limite`. */
export function listarAusencias(
  db: Conexao,
  idConta: number,
  idsProfissionais: readonly number[],
  desde: string,
  ate?: string,
  limite = 500,
) {
  if (idsProfissionais.length === 0) return Promise.resolve([]);
  let q = db
    .selectFrom('ausencia_profissional')
    .select(COLUNAS_AUSENCIA)
    .where('id_conta', '=', idConta)
    .where('id_profissional', 'in', [...idsProfissionais])
    .where('fim', '>=', desde);
  if (ate) q = q.where('inicio', '<=', ate);
  return q.orderBy('inicio').orderBy('id').limit(limite).execute();
}

export function inserirAusencia(
  db: Db,
  idConta: number,
  idProfissional: number,
  a: { inicio: string; fim: string; motivo: string | null },
) {
  return db
    .insertInto('ausencia_profissional')
    .values({ id_conta: idConta, id_profissional: idProfissional, ...a })
    .returning(COLUNAS_AUSENCIA)
    .executeTakeFirstOrThrow();
}

export async function excluirAusencia(db: Db, idConta: number, idProfissional: number, id: number) {
  const r = await db
    .deleteFrom('ausencia_profissional')
    .where('id_conta', '=', idConta)
    .where('id_profissional', '=', idProfissional)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}
