import type { EstadoLembrete } from '@clinica/domain';
import { type Kysely, sql } from 'kysely';
import { daConta, juntarDaConta } from '../../db/da-conta';
import type { Db } from '../../db/kysely';
import type { DB } from '../../db/schema.gen';

type Conexao = Kysely<DB>;

/** The appointment's reminder, locked for the rest of the transaction that changes the appointment. */
export function travarLembrete(trx: Conexao, idConta: number, idAgenda: number) {
  return daConta(trx, idConta)
    .tabela('lembrete')
    .listar()
    .select(['id', 'status', 'enviar_em'])
    .where('id_agenda', '=', idAgenda)
    .forUpdate()
    .executeTakeFirst();
}

/** Waiting to go out at `enviarEm` (new, moved, or wanted again): a fresh count of attempts. */
export async function agendarLembrete(trx: Conexao, idConta: number, idAgenda: number, enviarEm: Date) {
  await trx
    .insertInto('lembrete')
    .values({ id_conta: idConta, id_agenda: idAgenda, status: 'pendente', enviar_em: enviarEm })
    .onConflict((oc) =>
      oc.columns(['id_conta', 'id_agenda']).doUpdateSet({
        status: 'pendente',
        enviar_em: enviarEm,
        tentativas: 0,
        ultimo_erro: null,
        atualizado_em: sql`now()`,
      }),
    )
    .execute();
}

export async function cancelarLembrete(trx: Conexao, idConta: number, idAgenda: number) {
  // Hand-written: by appointment, not by the reminder's id.
  await trx
    .updateTable('lembrete')
    .set({ status: 'cancelado', atualizado_em: sql`now()` })
    .where('id_conta', '=', idConta)
    .where('id_agenda', '=', idAgenda)
    .where('status', '=', 'pendente')
    .execute();
}

/**
 * Claims up to `limite` due reminders for this worker: pendente → enviando in one statement.
 * FOR UPDATE SKIP LOCKED lets several instances claim at once without ever taking the same row,
 * and a claimed row is never claimed again (at most once).
 */
export async function reivindicarLembretes(db: Db, agora: Date, limite: number) {
  const r = await sql<{ id: number; id_conta: number; id_agenda: number; tentativas: number }>`
    UPDATE lembrete SET status = 'enviando', tentativas = tentativas + 1, atualizado_em = ${agora}
    WHERE id IN (
      SELECT id FROM lembrete
      WHERE status = 'pendente' AND enviar_em <= ${agora}
      ORDER BY enviar_em
      LIMIT ${limite}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING id, id_conta, id_agenda, tentativas`.execute(db);
  return r.rows;
}

/** What the message says, read at send time (the patient's current number, the clinic's name). */
export function dadosDasMensagens(db: Db, idsAgenda: number[]) {
  // Every clinic's (the worker's batch); joined on the clinic too, so each pair stays on one
  // shard when the tables are distributed.
  const comPaciente = juntarDaConta(db.selectFrom('agenda as a'), 'paciente as p', 'a.id_paciente');
  return juntarDaConta(comPaciente, 'usuario as u', 'a.id_profissional')
    .innerJoin('conta as c', 'c.id', 'a.id_conta')
    .select([
      'a.id',
      'a.inicio',
      'p.nome as paciente',
      'p.ddi',
      'p.celular',
      'u.nome as profissional',
      'c.nome as clinica',
      'c.fuso_horario as fuso',
    ])
    .where('a.id', 'in', idsAgenda)
    .execute();
}

/**
 * The patient's link of each appointment about to be reminded (issue 34): the one a booking
 * made, else a new one for an appointment the staff made (`origem 'clinica'`, no consent text:
 * the patient gave no data through a page). Every clinic's, like the worker's batch; an
 * appointment that got its link meanwhile keeps the first (the unique pair wins, read again).
 */
export async function linksDasConsultas(
  db: Db,
  agendas: { id_conta: number; id_agenda: number }[],
  gerarCodigo: () => string,
): Promise<Map<number, string>> {
  if (!agendas.length) return new Map();
  const ler = async () =>
    new Map(
      (
        await db
          .selectFrom('consulta_link')
          .select(['id_agenda', 'codigo'])
          .where((eb) =>
            eb.or(
              agendas.map((a) =>
                eb.and([eb('id_conta', '=', a.id_conta), eb('id_agenda', '=', a.id_agenda)]),
              ),
            ),
          )
          .execute()
      ).map((l) => [l.id_agenda, l.codigo]),
    );
  const existentes = await ler();
  const faltam = agendas.filter((a) => !existentes.has(a.id_agenda));
  if (!faltam.length) return existentes;
  await db
    .insertInto('consulta_link')
    .values(
      faltam.map((a) => ({
        id_conta: a.id_conta,
        id_agenda: a.id_agenda,
        codigo: gerarCodigo(),
        origem: 'clinica',
        consentimento: null,
      })),
    )
    .onConflict((oc) => oc.columns(['id_conta', 'id_agenda']).doNothing())
    .execute();
  return ler();
}

/** Records an attempt and moves the reminder on: sent, waiting for a retry, or given up. */
export async function registrarTentativa(
  db: Db,
  l: { id: number; idConta: number; tentativa: number },
  r: { status: EstadoLembrete; proxima: Date | null; sucesso: boolean; detalhe: string | null; agora: Date },
) {
  await db.transaction().execute(async (trx) => {
    const daClinica = daConta(trx, l.idConta);
    const novo = {
      status: r.status,
      ...(r.proxima ? { enviar_em: r.proxima } : {}),
      ...(r.sucesso ? { enviado_em: r.agora, ultimo_erro: null } : { ultimo_erro: r.detalhe }),
      atualizado_em: r.agora,
    };
    await daClinica.tabela('lembrete').atualizar(l.id, novo, ['id'], (eb) => eb('status', '=', 'enviando'));
    const entrega = { id_lembrete: l.id, tentativa: l.tentativa, sucesso: r.sucesso, detalhe: r.detalhe };
    await daClinica.tabela('lembrete_entrega').inserir({ ...entrega, criado_em: r.agora }, ['id']);
  });
}

/**
 * A worker that died between claiming and recording leaves its reminder 'enviando'. It may have
 * gone out, so it is given up rather than sent again (at most once), with a line in the log.
 */
export async function desistirDosPresos(db: Db, limite: Date, agora: Date) {
  const presos = await db
    .updateTable('lembrete')
    .set({ status: 'falhou', ultimo_erro: 'Envio interrompido', atualizado_em: agora })
    .where('status', '=', 'enviando')
    .where('atualizado_em', '<', limite)
    .returning(['id', 'id_conta', 'tentativas'])
    .execute();
  if (presos.length) {
    await db
      .insertInto('lembrete_entrega')
      .values(
        presos.map((p) => ({
          id_conta: p.id_conta,
          id_lembrete: p.id,
          tentativa: p.tentativas,
          sucesso: false,
          detalhe: 'Envio interrompido; não reenviado para não duplicar a mensagem',
          criado_em: agora,
        })),
      )
      .execute();
  }
  return presos.length;
}

/** The reminder and its delivery log, for the appointment form. */
export async function lembreteDoAgendamento(db: Db, idConta: number, idAgenda: number) {
  const daClinica = daConta(db, idConta);
  const l = await daClinica
    .tabela('lembrete')
    .listar()
    .select(['id', 'status', 'enviar_em', 'enviado_em', 'tentativas'])
    .where('id_agenda', '=', idAgenda)
    .executeTakeFirst();
  if (!l) return null;
  const entregas = await daClinica
    .tabela('lembrete_entrega')
    .listar()
    .select(['tentativa', 'sucesso', 'detalhe', 'criado_em'])
    .where('id_lembrete', '=', l.id)
    .orderBy('id')
    .execute();
  return { ...l, entregas };
}
