import {
  type ConfiguracaoMensagens,
  type MensagemPaciente,
  MSG,
  type RetornoDevido,
} from '@clinica/contracts';
import { ESTADO_DA_MENSAGEM } from '@clinica/domain';
import type { Ator } from '../../platform/ator';
import type { Deps } from '../../platform/deps';
import { naoEncontrado } from '../../platform/errors';
import { pacienteDaClinica } from '../consentimento/consentimento.repository';
import {
  configuracaoDaClinica,
  gravarConfiguracao,
  mensagensDoPaciente,
  retornosDoPeriodo,
} from './mensagem.repository';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** The record's 'Mensagens' tab: the patient's messages of every kind, newest first (another clinic's patient: 404). */
export async function mensagensDoPacienteDaClinica(
  deps: Deps,
  ator: Ator,
  idPaciente: number,
  p: { page: number; limit: number },
): Promise<{ itens: MensagemPaciente[]; total: number }> {
  if (!(await pacienteDaClinica(deps.db, ator.idConta, idPaciente)))
    throw naoEncontrado(MSG.pacientes.naoEncontrado);
  const r = await mensagensDoPaciente(deps.db, ator.idConta, idPaciente, p.limit, (p.page - 1) * p.limit);
  return {
    total: r.total,
    itens: r.itens.map((m) => ({
      ...m,
      status: ESTADO_DA_MENSAGEM[m.status],
      enviar_em: new Date(m.enviar_em).toISOString(),
      enviado_em: iso(m.enviado_em),
    })),
  };
}

export function configuracaoMensagens(deps: Deps, ator: Ator): Promise<ConfiguracaoMensagens> {
  return configuracaoDaClinica(deps.db, ator.idConta);
}

export async function salvarConfiguracaoMensagens(
  deps: Deps,
  ator: Ator,
  c: ConfiguracaoMensagens,
): Promise<ConfiguracaoMensagens> {
  await gravarConfiguracao(deps.db, ator.idConta, c);
  return configuracaoDaClinica(deps.db, ator.idConta);
}

/** The staff's 'Retornos' list: who is due for a return in the period, whether messaged, whether booked. */
export async function retornosDevidos(
  deps: Deps,
  ator: Ator,
  p: { inicio: string; fim: string },
): Promise<RetornoDevido[]> {
  const linhas = await retornosDoPeriodo(deps.db, ator.idConta, ator.conta.fuso, p.inicio, p.fim);
  return linhas.map((r) => ({
    ...r,
    status: ESTADO_DA_MENSAGEM[r.status],
    mensagem_enviada: r.status === 'enviado',
    proxima_consulta: iso(r.proxima_consulta),
  }));
}
