import type { CanalMensagem, EstadoLembrete, TipoMensagem } from '@clinica/domain';
import { sql } from 'kysely';
import { daConta, juntarDaConta } from '../../db/da-conta';
import type { Db } from '../../db/kysely';

/** A claimed message of the outbox (any kind). */
export type MensagemReivindicada = {
  id: number;
  id_conta: number;
  id_agenda: number | null;
  id_paciente: number;
  tipo: TipoMensagem;
  tentativas: number;
};

/**
 * Claims up to `limite` due messages of every kind for this worker: pendente → enviando in one
 * statement. FOR UPDATE SKIP LOCKED lets several instances claim at once without ever taking the
 * same row, and a claimed row is never claimed again (at most once).
 */
export async function reivindicarMensagens(db: Db, agora: Date, limite: number) {
  const r = await sql<MensagemReivindicada>`
    UPDATE mensagem SET status = 'enviando', tentativas = tentativas + 1, atualizado_em = ${agora}
    WHERE id IN (
      SELECT id FROM mensagem
      WHERE status = 'pendente' AND enviar_em <= ${agora}
      ORDER BY enviar_em
      LIMIT ${limite}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING id, id_conta, id_agenda, id_paciente, tipo, tentativas`.execute(db);
  return r.rows;
}

/** The patients of a batch, read at send time (their current number and e-mail), with their clinic. */
export function pacientesDasMensagens(db: Db, lote: readonly MensagemReivindicada[]) {
  return db
    .selectFrom('paciente as p')
    .innerJoin('conta as c', 'c.id', 'p.id_conta')
    .leftJoin('mensagem_configuracao as mc', 'mc.id_conta', 'p.id_conta')
    .leftJoin('agendamento_online as ao', 'ao.id_conta', 'p.id_conta')
    .select([
      'p.id_conta',
      'p.id',
      'p.nome',
      'p.ddi',
      'p.celular',
      'p.email',
      'c.nome as clinica',
      'c.fuso_horario as fuso',
      'c.agendamento_slug as slug',
      'ao.ativo as agendamento_ativo',
      'mc.canais',
      'mc.retorno_texto',
      'mc.aniversario_texto',
    ])
    .where((eb) =>
      eb.or(lote.map((m) => eb.and([eb('p.id_conta', '=', m.id_conta), eb('p.id', '=', m.id_paciente)]))),
    )
    .execute();
}

/** The consent history of a batch's patients (every row: the domain picks what holds). */
export function consentimentosDasMensagens(db: Db, lote: readonly MensagemReivindicada[]) {
  return db
    .selectFrom('consentimento_paciente')
    .select(['id_conta', 'id_paciente', 'finalidade', 'canal', 'consentido', 'criado_em'])
    .where((eb) =>
      eb.or(
        lote.map((m) => eb.and([eb('id_conta', '=', m.id_conta), eb('id_paciente', '=', m.id_paciente)])),
      ),
    )
    .orderBy('id')
    .execute();
}

/** The appointments of a batch's reminders: when and with whom. */
export function consultasDasMensagens(db: Db, idsAgenda: number[]) {
  if (!idsAgenda.length) return Promise.resolve([]);
  return juntarDaConta(db.selectFrom('agenda as a'), 'usuario as u', 'a.id_profissional')
    .select(['a.id', 'a.inicio', 'u.nome as profissional'])
    .where('a.id', 'in', idsAgenda)
    .execute();
}

/** Whether the patient has an appointment ahead (a return is not sent to someone already booked). */
export async function temConsultaFutura(db: Db, idConta: number, idPaciente: number, agora: Date) {
  const r = await daConta(db, idConta)
    .tabela('agenda')
    .listar()
    .select('id')
    .where('id_paciente', '=', idPaciente)
    .where('inicio', '>', agora)
    .where('status', 'in', ['Agendado', 'Confirmado'])
    .limit(1)
    .executeTakeFirst();
  return Boolean(r);
}

/** A message held by the quiet hours goes back to the queue for `enviarEm`, the attempt not counted. */
export async function adiarMensagem(db: Db, m: MensagemReivindicada, enviarEm: Date, agora: Date) {
  await daConta(db, m.id_conta)
    .tabela('mensagem')
    .atualizar(
      m.id,
      { status: 'pendente', enviar_em: enviarEm, tentativas: m.tentativas - 1, atualizado_em: agora },
      ['id'],
      (eb) => eb('status', '=', 'enviando'),
    );
}

/**
 * Records an attempt and moves the message on: sent, waiting for a retry, given up, dropped, or
 * not sent for want of consent; with the channel and the text as sent when there were.
 */
export async function registrarTentativa(
  db: Db,
  l: { id: number; idConta: number; tentativa: number },
  r: {
    status: EstadoLembrete;
    proxima: Date | null;
    sucesso: boolean;
    detalhe: string | null;
    agora: Date;
    canal?: CanalMensagem | null;
    texto?: string | null;
  },
) {
  await db.transaction().execute(async (trx) => {
    const daClinica = daConta(trx, l.idConta);
    const novo = {
      status: r.status,
      ...(r.proxima ? { enviar_em: r.proxima } : {}),
      ...(r.sucesso ? { enviado_em: r.agora, ultimo_erro: null } : { ultimo_erro: r.detalhe }),
      ...(r.canal ? { canal: r.canal } : {}),
      ...(r.texto ? { texto: r.texto } : {}),
      atualizado_em: r.agora,
    };
    await daClinica.tabela('mensagem').atualizar(l.id, novo, ['id'], (eb) => eb('status', '=', 'enviando'));
    const entrega = { id_mensagem: l.id, tentativa: l.tentativa, sucesso: r.sucesso, detalhe: r.detalhe };
    await daClinica.tabela('mensagem_entrega').inserir({ ...entrega, criado_em: r.agora }, ['id']);
  });
}

/**
 * A worker that died between claiming and recording leaves its message 'enviando'. It may have
 * gone out, so it is given up rather than sent again (at most once), with a line in the log.
 */
export async function desistirDosPresos(db: Db, limite: Date, agora: Date) {
  const presos = await db
    .updateTable('mensagem')
    .set({ status: 'falhou', ultimo_erro: 'Envio interrompido', atualizado_em: agora })
    .where('status', '=', 'enviando')
    .where('atualizado_em', '<', limite)
    .returning(['id', 'id_conta', 'tentativas'])
    .execute();
  if (presos.length) {
    await db
      .insertInto('mensagem_entrega')
      .values(
        presos.map((p) => ({
          id_conta: p.id_conta,
          id_mensagem: p.id,
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
