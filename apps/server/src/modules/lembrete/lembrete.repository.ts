import { type Kysely, sql } from 'kysely';
import { daConta } from '../../db/da-conta';
import type { Db } from '../../db/kysely';
import type { DB } from '../../db/schema.gen';

type Conexao = Kysely<DB>;

/** The appointment's reminder (or return), locked for the rest of the transaction that changes the appointment. */
export function travarMensagemDaConsulta(
  trx: Conexao,
  idConta: number,
  idAgenda: number,
  tipo: 'lembrete' | 'retorno' = 'lembrete',
) {
  return daConta(trx, idConta)
    .tabela('mensagem')
    .listar()
    .select(['id', 'status', 'enviar_em'])
    .where('id_agenda', '=', idAgenda)
    .where('tipo', '=', tipo)
    .forUpdate()
    .executeTakeFirst();
}

/** Waiting to go out at `enviarEm` (new, moved, or wanted again): a fresh count of attempts. */
export async function agendarMensagemDaConsulta(
  trx: Conexao,
  m: { idConta: number; idAgenda: number; tipo: 'lembrete' | 'retorno'; enviarEm: Date },
) {
  const paciente = trx
    .selectFrom('agenda')
    .select('id_paciente')
    .where('id_conta', '=', m.idConta)
    .where('id', '=', m.idAgenda);
  await trx
    .insertInto('mensagem')
    .values({
      id_conta: m.idConta,
      id_agenda: m.idAgenda,
      id_paciente: paciente,
      tipo: m.tipo,
      status: 'pendente',
      enviar_em: m.enviarEm,
    })
    .onConflict((oc) =>
      oc.columns(['id_conta', 'tipo', 'id_agenda']).doUpdateSet({
        status: 'pendente',
        enviar_em: m.enviarEm,
        tentativas: 0,
        ultimo_erro: null,
        atualizado_em: sql`now()`,
      }),
    )
    .execute();
}

export async function cancelarMensagemDaConsulta(
  trx: Conexao,
  idConta: number,
  idAgenda: number,
  tipo: 'lembrete' | 'retorno',
) {
  // Hand-written: by appointment, not by the message's id.
  await trx
    .updateTable('mensagem')
    .set({ status: 'cancelado', atualizado_em: sql`now()` })
    .where('id_conta', '=', idConta)
    .where('id_agenda', '=', idAgenda)
    .where('tipo', '=', tipo)
    .where('status', '=', 'pendente')
    .execute();
}

/** The reminder and its delivery log, for the appointment form. */
export async function lembreteDoAgendamento(db: Db, idConta: number, idAgenda: number) {
  const daClinica = daConta(db, idConta);
  const l = await daClinica
    .tabela('mensagem')
    .listar()
    .select(['id', 'status', 'enviar_em', 'enviado_em', 'tentativas'])
    .where('id_agenda', '=', idAgenda)
    .where('tipo', '=', 'lembrete')
    .executeTakeFirst();
  if (!l) return null;
  const entregas = await daClinica
    .tabela('mensagem_entrega')
    .listar()
    .select(['tentativa', 'sucesso', 'detalhe', 'criado_em'])
    .where('id_mensagem', '=', l.id)
    .orderBy('id')
    .execute();
  return { ...l, entregas };
}

/** The treatment's 'Retorno em N dias', or null. */
export async function retornoDoTratamento(trx: Conexao, idConta: number, idTratamento: number) {
  const t = await daConta(trx, idConta)
    .tabela('tratamento')
    .listar()
    .select('retorno_dias')
    .where('id', '=', idTratamento)
    .executeTakeFirst();
  return t?.retorno_dias ?? null;
}
