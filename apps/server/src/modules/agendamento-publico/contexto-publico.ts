import { MSG } from '@clinica/contracts';
import {
  type AgendaPreparada,
  aceitaAgendamentoOnline,
  instanteDeHoraLocal,
  prepararAgenda,
  type RegrasVagas,
  somarDias,
  TIPOS_QUE_ATENDEM,
} from '@clinica/domain';
import type { Db } from '../../db/kysely';
import { naoEncontrado } from '../../platform/errors';
import { listarAusencias, listarHorarios } from '../horario-profissional/horario-profissional.repository';
import {
  type ClinicaPublica,
  clinicaDoSlug,
  ocupadosNoPeriodo,
  profissionaisOferecidos,
  tratamentosOferecidos,
} from './agendamento-publico.repository';

const M = MSG.agendamentoPublico;

/**
 * The clinic of a public address while it takes online bookings: the page on and a subscription
 * the agenda works with (a cancelled one closes the page, a pending payment doesn't).
 */
export async function clinicaQueAgenda(db: Db, slug: string): Promise<ClinicaPublica | undefined> {
  const c = await clinicaDoSlug(db, slug);
  return c && aceitaAgendamentoOnline(c.cobranca) ? c : undefined;
}

/**
 * The same, else 404: an unknown address, a page turned off and a clinic whose subscription
 * closed it all read alike (the page shows the least: nothing tells why).
 */
export async function clinicaPublica(db: Db, slug: string): Promise<ClinicaPublica> {
  const c = await clinicaQueAgenda(db, slug);
  if (!c) throw naoEncontrado(M.paginaNaoEncontrada);
  return c;
}

export type Oferta = {
  clinica: ClinicaPublica;
  tratamento: { id: number; nome: string; duracao: number };
  profissionais: { id: number; nome: string }[];
};

/** The treatment and the professionals a question is about: offered ones only (404 otherwise). */
export async function ofertaDe(
  db: Db,
  clinica: ClinicaPublica,
  idTratamento: number,
  idProfissional?: number,
): Promise<Oferta> {
  const [tratamentos, profissionais] = await Promise.all([
    tratamentosOferecidos(db, clinica.id_conta),
    profissionaisOferecidos(db, clinica.id_conta, TIPOS_QUE_ATENDEM),
  ]);
  const tratamento = tratamentos.find((t) => t.id === idTratamento);
  if (!tratamento) throw naoEncontrado(M.tratamentoNaoEncontrado);
  const escolhidos =
    idProfissional === undefined ? profissionais : profissionais.filter((p) => p.id === idProfissional);
  if (escolhidos.length === 0) throw naoEncontrado(M.profissionalNaoEncontrado);
  return { clinica, tratamento, profissionais: escolhidos };
}

/** The clinic's rules for a treatment, at `agora`: the step defaults to the treatment's duration. */
export const regrasDe = (o: Oferta, agora: Date): RegrasVagas => ({
  fuso: o.clinica.fuso_horario,
  agora,
  antecedenciaHoras: o.clinica.antecedencia_horas,
  horizonteDias: o.clinica.horizonte_dias,
  duracaoMin: o.tratamento.duracao,
  passoMin: o.clinica.passo_minutos ?? o.tratamento.duracao,
});

/**
 * Each professional's agenda for clinic days [de, ate]: weekly hours, absences touching them and
 * the time held in them, three queries for every professional at once.
 */
export async function agendasDoPeriodo(
  db: Db,
  o: Oferta,
  de: string,
  ate: string,
): Promise<Map<number, AgendaPreparada>> {
  const ids = o.profissionais.map((p) => p.id);
  const fuso = o.clinica.fuso_horario;
  const inicio = instanteDeHoraLocal(de, '00:00', fuso) ?? new Date(`${de}T00:00:00Z`);
  const fim = instanteDeHoraLocal(somarDias(ate, 1), '00:00', fuso) ?? new Date(`${ate}T23:59:59Z`);
  const [horarios, ausencias, ocupados] = await Promise.all([
    listarHorarios(db, o.clinica.id_conta, ids),
    listarAusencias(db, o.clinica.id_conta, ids, de, ate),
    ocupadosNoPeriodo(db, o.clinica.id_conta, ids, inicio, fim, o.tratamento.duracao),
  ]);
  const porProfissional = <T extends { id_profissional: number }>(linhas: T[]) => {
    const m = new Map<number, T[]>(ids.map((id) => [id, []]));
    for (const l of linhas) m.get(l.id_profissional)?.push(l);
    return m;
  };
  const [h, a, o2] = [porProfissional(horarios), porProfissional(ausencias), porProfissional(ocupados)];
  return new Map(
    ids.map((id) => [
      id,
      prepararAgenda({ horarios: h.get(id) ?? [], ausencias: a.get(id) ?? [], ocupados: o2.get(id) ?? [] }),
    ]),
  );
}
