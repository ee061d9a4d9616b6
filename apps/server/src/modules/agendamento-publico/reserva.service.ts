import { createHash } from 'node:crypto';
import { MSG, type Reserva, type ReservaDados, type VagaPublica } from '@clinica/contracts';
import {
  CANAIS_MENSAGEM,
  formatarDataHoraLocal,
  horaLocalDe,
  lerDataHoraLocal,
  type StatusAgendamento,
  vagasDoDia,
} from '@clinica/domain';
import type { Db } from '../../db/kysely';
import type { Deps, Origem } from '../../platform/deps';
import { DomainError } from '../../platform/errors';
import { ehViolacaoExclusao } from '../../platform/erros-pg';
import { gerarCodigoPublico } from '../../platform/evidencia';
import { inserirAgendamento } from '../agenda/agenda.repository';
import { registrarAlteracoes } from '../consentimento/consentimento.service';
import { planejarLembrete } from '../lembrete/lembrete.service';
import { notificarAcaoDoPaciente } from '../notificacao/notificacao.service';
import { agendasDoPeriodo, clinicaPublica, type Oferta, ofertaDe, regrasDe } from './contexto-publico';
import {
  contarAbertosDoCelular,
  cpfEmUso,
  inserirLinkConsulta,
  inserirPreCadastro,
  pacienteDaReserva,
} from './reserva.repository';
import { vagasDaOferta } from './vagas-publicas.service';

const M = MSG.agendamentoPublico;

/** Someone took the slot first: 409 with the words the issue asks for and the day's fresh slots. */
export class HorarioOcupado extends DomainError {
  constructor(readonly vagas: VagaPublica[]) {
    super('CONFLITO', M.horarioOcupado);
  }
}

/** The patient's own link, absolute (APP_URL). */
const urlDaConsulta = (deps: Deps, codigo: string) => deps.urls.absoluta(`/consulta/${codigo}`);

/**
 * The rate-limit key of a mobile: a hash with the clinic, so the counters table never holds a
 * phone number (and one clinic's counts say nothing about another's).
 */
const chaveCelular = (idConta: number, celular: string) =>
  createHash('sha256').update(`${idConta}:${celular}`).digest('hex').slice(0, 32);

/**
 * The instant of a requested slot when it is one of the free slots of that professional's day.
 * Not free: taken (409 with the fresh slots) when it would be a slot on an empty agenda, else
 * simply not offered (400).
 */
export async function conferirVaga(deps: Deps, db: Db, o: Oferta, dataHora: string): Promise<Date> {
  const [data = '', hora = ''] = dataHora.split(' ');
  const inicio = lerDataHoraLocal(dataHora, o.clinica.fuso_horario);
  const regras = regrasDe(o, deps.agora());
  const agenda = (await agendasDoPeriodo(db, o, data, data)).get(o.profissionais[0]?.id ?? 0);
  if (!inicio || !agenda) throw new DomainError('ENTRADA_INVALIDA', M.horarioIndisponivel);
  if (vagasDoDia(data, agenda, regras).some((v) => v.hora === hora)) return inicio;
  const semOcupados = { ...agenda, inicios: new Float64Array(), fins: new Float64Array() };
  if (vagasDoDia(data, semOcupados, regras).some((v) => v.hora === hora))
    throw new HorarioOcupado(await vagasDaOferta(deps, o, data));
  throw new DomainError('ENTRADA_INVALIDA', M.horarioIndisponivel);
}

/**
 * A booking from the public page (issue 34): the slot checked against the free slots, then one
 * transaction: the open-bookings limit of that mobile, the patient found by CPF or mobile (else a
 * pre-registration), the appointment (Agendado, or Pré-agendado when the staff confirm), its
 * reminder, the patient's link with the consent text shown and the staff's notices (the bell).
 * The exclusion constraint decides a race: the loser reads 409 with the fresh slots.
 */
export async function reservar(deps: Deps, origem: Origem, slug: string, d: ReservaDados): Promise<Reserva> {
  await deps.limiteReservaIp.consumir(origem.ip);
  const clinica = await clinicaPublica(deps.db, slug);
  const o = await ofertaDe(deps.db, clinica, d.id_tratamento, d.id_profissional);
  const status: StatusAgendamento = clinica.confirmacao === 'equipe' ? 'Pré-agendado' : 'Agendado';
  const codigo = gerarCodigoPublico();
  const resposta = { codigo, status, data_hora: d.data_hora, url: urlDaConsulta(deps, codigo) };
  // The honeypot: a bot that filled the hidden field is answered as a person and books nothing.
  if (d.site) return resposta;
  await deps.limiteReservaCelular.consumir(chaveCelular(clinica.id_conta, d.celular));
  const inicio = await conferirVaga(deps, deps.db, o, d.data_hora);
  const idConta = clinica.id_conta;
  try {
    await deps.db.transaction().execute(async (trx) => {
      const agora = deps.agora();
      if ((await contarAbertosDoCelular(trx, idConta, d.celular, agora)) >= clinica.max_por_celular)
        throw new DomainError('MUITAS_TENTATIVAS', M.limiteAtingido);
      const idPaciente =
        (await pacienteDaReserva(trx, idConta, d.celular, d.cpf)) ??
        (await inserirPreCadastro(trx, idConta, {
          nome: d.nome,
          celular: d.celular,
          email: d.email,
          // A CPF already on an archived record stays there: the new record goes without it.
          cpf: d.cpf && !(await cpfEmUso(trx, idConta, d.cpf)) ? d.cpf : null,
        }));
      // The unticked box: only a yes is recorded, by the patient, with the booking.
      if (d.aceita_marketing)
        await registrarAlteracoes(trx, {
          idConta,
          idPaciente,
          origem: 'agendamento',
          idUsuario: null,
          agora,
          alteracoes: CANAIS_MENSAGEM.map((canal) => ({ finalidade: 'marketing', canal, consentido: true })),
        });
      const idAgenda = await inserirAgendamento(trx, idConta, {
        id_paciente: idPaciente,
        id_profissional: d.id_profissional,
        id_tratamento: d.id_tratamento,
        inicio,
        duracao: o.tratamento.duracao,
        status,
        observacao: 'Agendado pelo paciente na página de agendamento online.',
        notificacoes: true,
      });
      await planejarLembrete(trx, {
        idConta,
        idAgenda,
        inicio,
        inicioAnterior: null,
        status,
        notificacoes: true,
        agora,
        fuso: clinica.fuso_horario,
        hora: clinica.lembrete_hora,
      });
      await inserirLinkConsulta(trx, {
        idConta,
        idAgenda,
        codigo,
        origem: 'online',
        consentimento: M.consentimento(clinica.nome),
      });
      await notificarAcaoDoPaciente(trx, {
        idConta,
        idAgenda,
        idPaciente,
        idProfissional: d.id_profissional,
        acao: status === 'Pré-agendado' ? 'consulta_solicitada' : 'consulta_agendada',
        dataHora: formatarDataHoraLocal(inicio, clinica.fuso_horario),
        hoje: horaLocalDe(agora, clinica.fuso_horario).data,
      });
    });
  } catch (e) {
    if (ehViolacaoExclusao(e))
      throw new HorarioOcupado(await vagasDaOferta(deps, o, d.data_hora.slice(0, 10)));
    throw e;
  }
  return resposta;
}
