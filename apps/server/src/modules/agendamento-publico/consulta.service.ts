import { type CompletarCadastroDados, type ConsultaPublica, MSG } from '@clinica/contracts';
import {
  type AcaoDoPaciente,
  formatarDataHoraLocal,
  horaLocalDe,
  type StatusAgendamento,
} from '@clinica/domain';
import type { Db } from '../../db/kysely';
import type { Deps, Origem } from '../../platform/deps';
import { DomainError, naoEncontrado } from '../../platform/errors';
import { ehViolacaoExclusao, ehViolacaoUnica } from '../../platform/erros-pg';
import { inserirAgendamento } from '../agenda/agenda.repository';
import { planejarLembrete } from '../lembrete/lembrete.service';
import { notificarAcaoDoPaciente, notificarCadastroCompletado } from '../notificacao/notificacao.service';
import {
  completarPreCadastro,
  consultaDoCodigo,
  type LinhaConsulta,
  moverLinkELembrete,
  mudarStatus,
} from './consulta.repository';
import { clinicaQueAgenda, ofertaDe } from './contexto-publico';
import { cpfEmUso } from './reserva.repository';
import { conferirVaga, HorarioOcupado } from './reserva.service';
import { vagasDaOferta } from './vagas-publicas.service';

const M = MSG.agendamentoPublico;
/** The clinic's window when it never saved its settings (the default). */
const CANCELAMENTO_PADRAO_HORAS = 24;
/** What the patient may still change here: an appointment not yet attended, cancelled or moved. */
const ALTERAVEIS: readonly StatusAgendamento[] = ['Agendado', 'Confirmado', 'Pré-agendado'];

const alterarAte = (c: LinhaConsulta) =>
  new Date(c.inicio.getTime() - (c.cancelamento_horas ?? CANCELAMENTO_PADRAO_HORAS) * 3_600_000);

/**
 * The link's appointment, or 404; 410 once the appointment is over (the code's purpose ended,
 * DECISIONS 26). Every call counts against the per-IP budget of public codes.
 */
async function consultaValida(deps: Deps, origem: Origem, codigo: string): Promise<LinhaConsulta> {
  await deps.limitePublico.consumir(origem.ip);
  const c = await consultaDoCodigo(deps.db, codigo);
  if (!c) throw naoEncontrado(M.consultaNaoEncontrada);
  if (deps.agora() >= c.fim) throw new DomainError('LINK_EXPIRADO', MSG.geral.linkExpirado);
  return c;
}

/**
 * Moving needs the clinic's free slots: its booking page on (and its subscription not cancelled)
 * and this treatment and professional still offered there. Otherwise only cancelling is offered.
 */
async function remarcavelOnline(deps: Deps, c: LinhaConsulta) {
  const clinica = c.slug ? await clinicaQueAgenda(deps.db, c.slug) : undefined;
  if (!clinica) return false;
  try {
    await ofertaDe(deps.db, clinica, c.id_tratamento, c.id_profissional);
    return true;
  } catch (e) {
    if (e instanceof DomainError && e.code === 'NAO_ENCONTRADO') return false;
    throw e;
  }
}

async function paraApi(deps: Deps, c: LinhaConsulta): Promise<ConsultaPublica> {
  const agora = deps.agora();
  const podeAlterar = ALTERAVEIS.includes(c.status) && agora <= alterarAte(c);
  return {
    codigo: c.codigo,
    data_hora: formatarDataHoraLocal(c.inicio, c.fuso_horario),
    duracao: c.duracao,
    status: c.status,
    profissional: c.profissional,
    tratamento: c.tratamento,
    clinica: {
      nome: c.clinica,
      telefone: c.telefone,
      endereco: [c.endereco, c.numero, c.bairro].filter(Boolean).join(', ') || null,
      cidade: c.cidade,
      estado: c.estado,
      slug: c.slug,
    },
    pode_alterar: podeAlterar,
    alterar_ate: alterarAte(c).toISOString(),
    pode_confirmar: c.status === 'Agendado',
    pode_remarcar: podeAlterar && (await remarcavelOnline(deps, c)),
    completar_cadastro: c.cadastro_incompleto,
    id_tratamento: c.id_tratamento,
    id_profissional: c.id_profissional,
  };
}

export async function obterConsulta(deps: Deps, origem: Origem, codigo: string): Promise<ConsultaPublica> {
  return await paraApi(deps, await consultaValida(deps, origem, codigo));
}

/** Re-read after an action, for the answer. */
const relida = async (deps: Deps, codigo: string) => {
  const c = await consultaDoCodigo(deps.db, codigo);
  if (!c) throw naoEncontrado(M.consultaNaoEncontrada);
  return await paraApi(deps, c);
};

/** The staff hear of it in the action's transaction (the bell: 'confirmou a consulta de amanhã às 09:00'). */
const notificar = (
  deps: Deps,
  trx: Db,
  c: LinhaConsulta,
  acao: AcaoDoPaciente,
  idAgenda: number,
  inicio: Date,
) =>
  notificarAcaoDoPaciente(trx, {
    idConta: c.id_conta,
    idAgenda,
    idPaciente: c.id_paciente,
    idProfissional: c.id_profissional,
    acao,
    dataHora: formatarDataHoraLocal(inicio, c.fuso_horario),
    hoje: horaLocalDe(deps.agora(), c.fuso_horario).data,
  });

/**
 * 'Confirmar presença': Agendado → Confirmado, the staff told in the same transaction (again on
 * a confirmed one: the same answer, and nobody told twice).
 */
export async function confirmarConsulta(deps: Deps, origem: Origem, codigo: string) {
  const c = await consultaValida(deps, origem, codigo);
  if (c.status !== 'Confirmado')
    await deps.db.transaction().execute(async (trx) => {
      if (!(await mudarStatus(trx, c.id_conta, c.id_agenda, ['Agendado'], 'Confirmado')))
        throw new DomainError('CONFLITO', M.naoPodeAlterar);
      await notificar(deps, trx, c, 'consulta_confirmada', c.id_agenda, c.inicio);
    });
  return { message: M.confirmada, consulta: await relida(deps, codigo) };
}

/** Inside the clinic's window and in a status the patient may change; else what to do instead. */
function exigirJanela(deps: Deps, c: LinhaConsulta) {
  if (!ALTERAVEIS.includes(c.status)) throw new DomainError('CONFLITO', M.naoPodeAlterar);
  if (deps.agora() > alterarAte(c)) throw new DomainError('CONFLITO', M.foraDoPrazo(c.telefone ?? ''));
}

/** 'Cancelar' → Cancelado pelo paciente, within the window; the waiting reminder is cancelled. */
export async function cancelarConsulta(deps: Deps, origem: Origem, codigo: string) {
  const c = await consultaValida(deps, origem, codigo);
  exigirJanela(deps, c);
  await deps.db.transaction().execute(async (trx) => {
    if (!(await mudarStatus(trx, c.id_conta, c.id_agenda, ALTERAVEIS, 'Cancelado pelo paciente')))
      throw new DomainError('CONFLITO', M.naoPodeAlterar);
    await planejarLembrete(trx, {
      idConta: c.id_conta,
      idAgenda: c.id_agenda,
      inicio: c.inicio,
      inicioAnterior: c.inicio,
      status: 'Cancelado pelo paciente',
      notificacoes: c.notificacoes,
      agora: deps.agora(),
      fuso: c.fuso_horario,
      hora: c.lembrete_hora,
    });
    await notificar(deps, trx, c, 'consulta_cancelada', c.id_agenda, c.inicio);
  });
  return { message: M.cancelada, consulta: await relida(deps, codigo) };
}

/**
 * 'Escolher outro horário': one of the free slots of the same professional and treatment (still
 * offered online). In one transaction the old appointment becomes Reagendada (freeing its slot),
 * a new one takes the new time with the same status, and the link and the reminder move to it.
 */
export async function reagendarConsulta(deps: Deps, origem: Origem, codigo: string, dataHora: string) {
  const c = await consultaValida(deps, origem, codigo);
  exigirJanela(deps, c);
  // Only while the clinic takes online bookings (the page on, the subscription not cancelled).
  const clinica = c.slug ? await clinicaQueAgenda(deps.db, c.slug) : undefined;
  if (!clinica) throw new DomainError('CONFLITO', M.naoPodeAlterar);
  const o = await ofertaDe(deps.db, clinica, c.id_tratamento, c.id_profissional);
  const inicio = await conferirVaga(deps, deps.db, o, dataHora);
  try {
    await deps.db.transaction().execute(async (trx) => {
      if (!(await mudarStatus(trx, c.id_conta, c.id_agenda, [c.status], 'Reagendada')))
        throw new DomainError('CONFLITO', M.naoPodeAlterar);
      const status: StatusAgendamento = c.status === 'Pré-agendado' ? 'Pré-agendado' : 'Agendado';
      const nova = await inserirAgendamento(trx, c.id_conta, {
        id_paciente: c.id_paciente,
        id_profissional: c.id_profissional,
        id_tratamento: c.id_tratamento,
        inicio,
        duracao: c.duracao,
        status,
        observacao: 'Remarcado pelo paciente pelo link da consulta.',
        notificacoes: c.notificacoes,
      });
      await moverLinkELembrete(trx, c.id_conta, c.id_agenda, nova);
      await planejarLembrete(trx, {
        idConta: c.id_conta,
        idAgenda: nova,
        inicio,
        inicioAnterior: c.inicio,
        status,
        notificacoes: c.notificacoes,
        agora: deps.agora(),
        fuso: c.fuso_horario,
        hora: c.lembrete_hora,
      });
      await notificar(deps, trx, c, 'consulta_remarcada', nova, inicio);
    });
  } catch (e) {
    if (ehViolacaoExclusao(e)) throw new HorarioOcupado(await vagasDaOferta(deps, o, dataHora.slice(0, 10)));
    throw e;
  }
  return { message: M.reagendada, consulta: await relida(deps, codigo) };
}

/**
 * A pre-registered patient completes their record from the link (G13), once; the staff's bell
 * says so. A CPF already on another record of the clinic is left out without telling the page
 * (DECISIONS 26: the public side never says who is a patient there); the bell tells the staff,
 * who merge the two records.
 */
export async function completarCadastro(
  deps: Deps,
  origem: Origem,
  codigo: string,
  dados: CompletarCadastroDados,
) {
  const c = await consultaValida(deps, origem, codigo);
  if (!c.cadastro_incompleto) throw new DomainError('CONFLITO', M.cadastroJaCompleto);
  const gravar = (cpf: string | null, cpfEmOutraFicha: boolean) =>
    deps.db.transaction().execute(async (trx) => {
      if (!(await completarPreCadastro(trx, c.id_conta, c.id_paciente, { ...dados, cpf })))
        throw new DomainError('CONFLITO', M.cadastroJaCompleto);
      await notificarCadastroCompletado(trx, {
        idConta: c.id_conta,
        idPaciente: c.id_paciente,
        idProfissional: c.id_profissional,
        cpfEmOutraFicha,
      });
    });
  const cpfRepetido = dados.cpf !== null && (await cpfEmUso(deps.db, c.id_conta, dados.cpf));
  try {
    await gravar(cpfRepetido ? null : dados.cpf, cpfRepetido);
  } catch (e) {
    // Another record took the CPF between the check and the write: the same answer as above.
    if (!ehViolacaoUnica(e)) throw e;
    await gravar(null, true);
  }
  return { message: M.cadastroCompleto, consulta: await relida(deps, codigo) };
}
