import type { StatusAgendamento } from '@clinica/domain';
import { criarAgendamento } from '../modules/agenda/agenda.service';
import type { Ator } from '../platform/ator';
import type { Deps } from '../platform/deps';
import { type CalendarioDemo, diaDaSemana, diasDoMes, type Sorteador, somarDias } from './calendario-demo';
import type { EquipeDemo } from './equipe-demo';

/**
 * The demo's agenda (issue 40): the 3 past months and the current one, booked through the
 * agenda's own service (its overlap rule and reminders included). What already happened ended as
 * it does in a clinic — mostly 'Finalizada', some 'Faltou' and 'Cancelado pelo paciente' — and
 * what is still to come is 'Agendado' or 'Confirmado'. Today and the next days always have
 * something, so the agenda opens on a working week.
 */

/** 90 minutes apart: no two of a day overlap, whoever attends and whatever the treatment (≤ 90 min). */
const HORARIOS = ['08:00', '09:30', '11:00', '14:00', '15:30', '17:00'] as const;
/** Days from today that are always booked (the agenda's first view). */
const DIAS_CHEIOS = 3;

function statusDoPassado(r: Sorteador): StatusAgendamento {
  const x = r.proximo();
  if (x < 0.78) return 'Finalizada';
  return x < 0.9 ? 'Faltou' : 'Cancelado pelo paciente';
}

/** Soon means more confirmations already in. */
const statusDoFuturo = (r: Sorteador, dia: string, cal: CalendarioDemo): StatusAgendamento =>
  r.proximo() < (dia <= somarDias(cal.hoje, 2) ? 0.6 : 0.25) ? 'Confirmado' : 'Agendado';

/**
 * How many appointments a day gets: the days around today full, the rest of the months a few a
 * week (each one costs the seed a booking through the service, and the first start is timed).
 */
function quantosNoDia(r: Sorteador, dia: string, cal: CalendarioDemo): number {
  if (dia >= cal.hoje && dia <= somarDias(cal.hoje, DIAS_CHEIOS)) return 2;
  const semana = diaDaSemana(dia);
  if (semana === 0 || semana === 6) return 0;
  return r.proximo() < 0.2 ? 1 : 0;
}

export async function semearAgendaDemo(
  deps: Deps,
  ator: Ator,
  cal: CalendarioDemo,
  equipe: EquipeDemo,
  pacientes: number[],
  r: Sorteador,
): Promise<number> {
  const agora = `${cal.hoje} ${cal.agoraHora}`;
  let n = 0;
  for (const mes of cal.meses) {
    for (const dia of diasDoMes(mes)) {
      const horarios = r.alguns(HORARIOS, quantosNoDia(r, dia, cal)).sort();
      for (const hora of horarios) {
        const tratamento = r.um(equipe.tratamentos);
        const passado = `${dia} ${hora}` < agora;
        await criarAgendamento(deps, ator, {
          id_paciente: r.um(pacientes),
          id_profissional: r.um(equipe.profissionais),
          id_tratamento: tratamento.id,
          data_hora: `${dia} ${hora}`,
          duracao: tratamento.duracao,
          status: passado ? statusDoPassado(r) : statusDoFuturo(r, dia, cal),
          observacao: null,
          notificacoes: !passado,
        });
        n++;
      }
    }
  }
  return n;
}
