import { ocupaHorario, STATUS_AGENDAMENTO, TIPOS_QUE_ATENDEM } from '@clinica/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/kysely';

/**
 * What the agenda import (issue 39, tipo 'agendas') reads of the clinic: its clock, who attends
 * (active professionals, by name and e-mail), its treatments, the patients a batch may be for,
 * and the appointments already here (so importing twice imports once).
 */
export async function contextoAgenda(db: Db, idConta: number) {
  const conta = await db
    .selectFrom('conta')
    .select(['fuso_horario', 'lembrete_hora'])
    .where('id', '=', idConta)
    .executeTakeFirstOrThrow();
  const profissionais = await db
    .selectFrom('usuario')
    .select(['id', 'nome', 'email'])
    .where('id_conta', '=', idConta)
    .where('ativo', '=', true)
    .where('tipo', 'in', [...TIPOS_QUE_ATENDEM])
    .execute();
  // Any treatment, switched off or not: an old appointment may keep one the clinic no longer offers.
  const tratamentos = await db
    .selectFrom('tratamento')
    .select(['id', 'nome', 'duracao'])
    .where('id_conta', '=', idConta)
    .execute();
  return { fuso: conta.fuso_horario, hora: conta.lembrete_hora, profissionais, tratamentos };
}
export type ContextoAgenda = Awaited<ReturnType<typeof contextoAgenda>>;

/** The clinic's patients sharing a CPF, a mobile or a name (as the search normalizes it) with a batch. */
export function pacientesParaAgenda(
  db: Db,
  idConta: number,
  chaves: { cpfs: string[]; celulares: string[]; nomes: string[] },
) {
  const { cpfs, celulares, nomes } = chaves;
  return db
    .selectFrom('paciente')
    .select(['id', 'nome', 'celular', 'cpf'])
    .where('id_conta', '=', idConta)
    .where((eb) =>
      eb.or([
        ...(cpfs.length ? [eb('cpf', 'in', cpfs)] : []),
        ...(celulares.length ? [eb('celular', 'in', celulares)] : []),
        ...(nomes.length
          ? [eb('nome_busca', '=', sql<string>`ANY (SELECT f_busca(n) FROM unnest(${nomes}::text[]) n)`)]
          : []),
        eb.val(false),
      ]),
    )
    .execute();
}

/** Appointments here of these professionals starting at these instants (the batch's candidates). */
export function agendamentosNosHorarios(db: Db, idConta: number, profissionais: number[], inicios: Date[]) {
  if (profissionais.length === 0 || inicios.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('agenda')
    .select(['id_paciente', 'id_profissional', 'inicio'])
    .where('id_conta', '=', idConta)
    .where('id_profissional', 'in', [...new Set(profissionais)])
    .where('inicio', 'in', inicios)
    .execute();
}

/**
 * Undo of a spreadsheet of appointments: removes the appointments this import created, except one
 * staff changed since (its `atualizado_em` moved: finished, moved, cancelled, edited), which is
 * kept and returned (its patient is then kept too, having a record). As the API import's undo.
 */
export async function excluirAgendamentosCriados(db: Db, idConta: number, idImportacao: number) {
  const criados = db
    .selectFrom('importacao_mapa')
    .select('id_novo')
    .where('id_conta', '=', idConta)
    .where('id_importacao', '=', idImportacao)
    .where('tipo_dado', '=', 'agendas')
    .where('criado', '=', true);
  const alterados = await db
    .selectFrom('agenda')
    .select('id')
    .where('id_conta', '=', idConta)
    .where('id', 'in', criados)
    .where((eb) => eb('atualizado_em', '<>', eb.ref('criado_em')))
    .orderBy('id')
    .execute();
  const r = await db
    .deleteFrom('agenda')
    .where('id_conta', '=', idConta)
    .where('id', 'in', criados)
    .where((eb) => eb('atualizado_em', '=', eb.ref('criado_em')))
    .executeTakeFirst();
  return { removidos: Number(r.numDeletedRows), alterados: alterados.map((a) => a.id) };
}

/**
 * Which of these slots (professional, [inicio, fim)) overlap an appointment here that holds its
 * time (the exclusion constraint's own rule): their positions in the list. One query, on the
 * constraint's GiST index.
 */
export async function horariosOcupados(
  db: Db,
  idConta: number,
  slots: { idProfissional: number; inicio: Date; fim: Date }[],
): Promise<Set<number>> {
  if (slots.length === 0) return new Set();
  const livres = STATUS_AGENDAMENTO.filter((s) => !ocupaHorario(s));
  const r = await sql<{ i: string }>`
    SELECT c.i FROM unnest(
      ${slots.map((s) => s.idProfissional)}::int[],
      ${slots.map((s) => s.inicio.toISOString())}::timestamptz[],
      ${slots.map((s) => s.fim.toISOString())}::timestamptz[]
    ) WITH ORDINALITY AS c(p, ini, fim, i)
    WHERE EXISTS (
      SELECT 1 FROM agenda a
      WHERE a.id_conta = ${idConta} AND a.id_profissional = c.p
        AND tstzrange(a.inicio, a.fim, '[)') && tstzrange(c.ini, c.fim, '[)')
        AND a.status <> ALL (${livres}::text[])
    )`.execute(db);
  return new Set(r.rows.map((l) => Number(l.i) - 1));
}
