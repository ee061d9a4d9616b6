import type { RecursoArquivavel } from '@clinica/contracts';
import { sql } from 'kysely';
import { daConta } from '../../db/da-conta';
import type { Db } from '../../db/kysely';

/** Each archivable record's table. */
const TABELA: Record<
  RecursoArquivavel,
  'paciente' | 'paciente_termo' | 'paciente_anamnese' | 'foto' | 'paciente_arquivo'
> = {
  paciente: 'paciente',
  documento: 'paciente_termo',
  anamnese: 'paciente_anamnese',
  foto: 'foto',
  arquivo: 'paciente_arquivo',
};

// The five tables share id, id_conta, arquivado_em and arquivado_por: the queries below name only those.
const doRecurso = (db: Db, r: RecursoArquivavel, idConta: number) => daConta(db, idConta).tabela(TABELA[r]);

/** Archives an active row; false when there is no such active row in the clinic. */
export async function marcarArquivado(
  db: Db,
  recurso: RecursoArquivavel,
  idConta: number,
  id: number,
  por: number,
  agora: Date,
) {
  const arquivado = await doRecurso(db, recurso, idConta).atualizar(
    id,
    { arquivado_em: agora, arquivado_por: por },
    ['id'],
    (eb) => eb('arquivado_em', 'is', null),
  );
  return arquivado !== undefined;
}

/** Brings an archived row back; false when there is no such archived row. */
export async function desmarcarArquivado(db: Db, recurso: RecursoArquivavel, idConta: number, id: number) {
  const restaurado = await doRecurso(db, recurso, idConta).atualizar(
    id,
    { arquivado_em: null, arquivado_por: null },
    ['id'],
    (eb) => eb('arquivado_em', 'is not', null),
  );
  return restaurado !== undefined;
}

const data = (v: unknown) => (typeof v === 'string' ? new Date(v) : null);

/**
 * The row's dates (whatever of creation, edit, archiving and signature its table has), or
 * undefined when the clinic has no such row. `to_jsonb` reads any of the five tables alike.
 */
export async function datasDoRegistro(db: Db, recurso: RecursoArquivavel, idConta: number, id: number) {
  const { rows } = await sql<{ l: Record<string, unknown> }>`
    SELECT to_jsonb(t) AS l FROM ${sql.table(TABELA[recurso])} t WHERE t.id_conta = ${idConta} AND t.id = ${id}`.execute(
    db,
  );
  const l = rows[0]?.l;
  if (!l) return undefined;
  return {
    criado_em: data(l.criado_em),
    atualizado_em: data(l.atualizado_em),
    arquivado_em: data(l.arquivado_em),
    assinado_em: data(l.assinado_em),
  };
}

/** The latest date any of a patient's records carries (their documents, anamneses, photos, files). */
export async function ultimaDataDosRegistros(db: Db, idConta: number, idPaciente: number) {
  const { rows } = await sql<{ ultima: Date | string | null }>`
    SELECT greatest(
      (SELECT max(greatest(criado_em, atualizado_em, arquivado_em, assinado_em)) FROM paciente_termo
        WHERE id_conta = ${idConta} AND id_paciente = ${idPaciente}),
      (SELECT max(greatest(criado_em, atualizado_em, arquivado_em, assinado_em)) FROM paciente_anamnese
        WHERE id_conta = ${idConta} AND id_paciente = ${idPaciente}),
      (SELECT max(greatest(criado_em, atualizado_em, arquivado_em)) FROM foto
        WHERE id_conta = ${idConta} AND id_paciente = ${idPaciente}),
      (SELECT max(greatest(criado_em, arquivado_em)) FROM paciente_arquivo
        WHERE id_conta = ${idConta} AND id_paciente = ${idPaciente})
    ) AS ultima`.execute(db);
  const u = rows[0]?.ultima;
  return u ? new Date(u) : null;
}

/** Budgets and transactions follow finance's own rules: a patient with any is not hard-deleted. */
export async function temFinanceiro(db: Db, idConta: number, idPaciente: number) {
  const { rows } = await sql<{ tem: boolean }>`
    SELECT EXISTS (SELECT 1 FROM orcamento WHERE id_conta = ${idConta} AND id_paciente = ${idPaciente})
        OR EXISTS (SELECT 1 FROM transacao WHERE id_conta = ${idConta} AND id_paciente = ${idPaciente}) AS tem`.execute(
    db,
  );
  return rows[0]?.tem === true;
}

/**
 * Lets the signed-is-final triggers pass a DELETE in this transaction only (migration
 * 202611290100): the explicit hard deletion, after the retention period, is the one way out.
 */
export async function liberarExclusaoDefinitiva(db: Db) {
  await sql`SELECT set_config('clinica.exclusao_definitiva', 'sim', true)`.execute(db);
}

/** The file ids (storage interface) a record holds: photo and thumbnail, file, signature image. */
export async function arquivosDoRegistro(db: Db, recurso: RecursoArquivavel, idConta: number, id: number) {
  const porPaciente = recurso === 'paciente';
  const col = porPaciente ? 'id_paciente' : 'id';
  const alvo = (r: RecursoArquivavel) => porPaciente || r === recurso;
  const consultas = [
    alvo('foto') &&
      sql`SELECT id_arquivo AS a FROM foto WHERE id_conta = ${idConta} AND ${sql.ref(col)} = ${id}
      UNION ALL SELECT id_miniatura AS a FROM foto WHERE id_conta = ${idConta} AND ${sql.ref(col)} = ${id}`,
    alvo('arquivo') &&
      sql`SELECT id_arquivo AS a FROM paciente_arquivo WHERE id_conta = ${idConta} AND ${sql.ref(col)} = ${id}`,
    alvo('documento') &&
      sql`SELECT id_arquivo_assinatura AS a FROM paciente_termo WHERE id_conta = ${idConta} AND ${sql.ref(col)} = ${id}`,
    alvo('anamnese') &&
      sql`SELECT id_arquivo_assinatura AS a FROM paciente_anamnese WHERE id_conta = ${idConta} AND ${sql.ref(col)} = ${id}`,
  ].filter((c) => c !== false);
  if (consultas.length === 0) return [];
  const { rows } = await sql<{ a: number | null }>`${sql.join(consultas, sql` UNION ALL `)}`.execute(db);
  return rows.flatMap((r) => (r.a === null ? [] : [r.a]));
}

/** Deletes an archived row (a patient's records go with it by cascade); false when none. */
export async function apagarArquivado(db: Db, recurso: RecursoArquivavel, idConta: number, id: number) {
  const n = await doRecurso(db, recurso, idConta).excluir(id, (eb) => eb('arquivado_em', 'is not', null));
  return n > 0;
}

/**
 * For a public code's lookup: the document or anamnesis (table alias `t`) is archived, or its
 * patient is. Either way its public link answers 404 (the code "no longer exists" for the public).
 */
export const arquivadoParaOPublico = (t: 'd' | 'a') =>
  sql<boolean>`(${sql.ref(`${t}.arquivado_em`)} IS NOT NULL OR EXISTS (
    SELECT 1 FROM paciente pa WHERE pa.id_conta = ${sql.ref(`${t}.id_conta`)}
      AND pa.id = ${sql.ref(`${t}.id_paciente`)} AND pa.arquivado_em IS NOT NULL))`.as('arquivado');
