import { decidirLembrete, decidirRetorno, type StatusAgendamento } from '@clinica/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.gen';
import {
  agendarMensagemDaConsulta,
  cancelarMensagemDaConsulta,
  retornoDoTratamento,
  travarMensagemDaConsulta,
} from './lembrete.repository';

/**
 * Keeps an appointment's reminder in step with it, inside the transaction that writes the
 * appointment (the outbox: both commit or neither does).
 */
export async function planejarLembrete(
  trx: Kysely<DB>,
  p: {
    idConta: number;
    idAgenda: number;
    inicio: Date;
    inicioAnterior: Date | null;
    status: StatusAgendamento;
    notificacoes: boolean;
    agora: Date;
    fuso: string;
    hora: string;
  },
) {
  const atual = await travarMensagemDaConsulta(trx, p.idConta, p.idAgenda, 'lembrete');
  const decisao = decidirLembrete({
    ...p,
    lembrete: atual ? { status: atual.status, enviarEm: atual.enviar_em } : null,
  });
  if (decisao.acao === 'agendar')
    await agendarMensagemDaConsulta(trx, { ...p, tipo: 'lembrete', enviarEm: decisao.enviarEm });
  if (decisao.acao === 'cancelar') await cancelarMensagemDaConsulta(trx, p.idConta, p.idAgenda, 'lembrete');
}

const situacaoDoRetorno = (status: string) => {
  if (status === 'pendente' || status === 'enviando') return 'agendada' as const;
  if (status === 'enviado') return 'enviada' as const;
  if (status === 'cancelado') return 'cancelada' as const;
  return 'outra' as const;
};

/**
 * Keeps an appointment's return message in step with its status (issue 35), in the same
 * transaction: becoming Finalizada with a treatment that has 'Retorno em N dias' plans one N
 * days later at the clinic's reminder hour; leaving Finalizada cancels one still waiting.
 */
export async function planejarRetorno(
  trx: Kysely<DB>,
  p: {
    idConta: number;
    idAgenda: number;
    status: StatusAgendamento;
    statusAnterior: StatusAgendamento | null;
    idTratamento: number;
    agora: Date;
    fuso: string;
    hora: string;
  },
) {
  if (p.status !== 'Finalizada' && p.statusAnterior !== 'Finalizada') return;
  const atual = await travarMensagemDaConsulta(trx, p.idConta, p.idAgenda, 'retorno');
  const retornoDias = await retornoDoTratamento(trx, p.idConta, p.idTratamento);
  const decisao = decidirRetorno({
    ...p,
    retornoDias,
    retorno: atual ? { status: situacaoDoRetorno(atual.status) } : null,
  });
  if (decisao.acao === 'agendar')
    await agendarMensagemDaConsulta(trx, { ...p, tipo: 'retorno', enviarEm: decisao.enviarEm });
  if (decisao.acao === 'cancelar') await cancelarMensagemDaConsulta(trx, p.idConta, p.idAgenda, 'retorno');
}
