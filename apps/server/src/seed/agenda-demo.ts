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
 * what is still to come is 'Agendado' or 'Confirmado'. Today and the next two days always
 * have something, so the agenda opens on a working week.
 */

/** 90 minutes apart: no two of a day overlap, whoever attends and whatever the treatment (≤ 90 min). */
const HORARIOS = ['08:00', '09:30', '11:00', '14:00', '15:30', '17:00'] as const;
/** Days from today that are always booked (the agenda's first view). */
const DIAS_CHEIOS = 2;

function statusDoPassado(r: Sorteador): StatusAgendamento {
  const x = r.proximo();
  if (x < 0.78) return 'Finalizada';
  return x < 0.9 ? 'Faltou' : 'Cancelado pelo paciente';
}

/** Soon means more confirmations already in. */
const statusDoFuturo = (r: Sorteador, dia: string, cal: CalendarioDemo): StatusAgendamento =>
  r.proximo() < (dia <= somarDias(cal.hoje, 2) ? 0.6 : 0.25) ? 'Confirmado' : 'Agendado';

/** Weekdays of each month with one appointment, besides the booked days around today. */
const DIAS_POR_MES = 4;

const cheio = (dia: string, cal: CalendarioDemo) =>
  dia >= cal.hoje && dia <= somarDias(cal.hoje, DIAS_CHEIOS);
const diaUtil = (dia: string) => diaDaSemana(dia) !== 0 && diaDaSemana(dia) !== 6;

/**
 * The days of a month and how many appointments each gets: the days around today two each, and a
 * few weekdays one each (every booking goes through the service, and the first start is timed).
 */
function diasComAgenda(r: Sorteador, mes: string, cal: CalendarioDemo): [string, number][] {
  const dias = diasDoMes(mes);
  const avulsos = new Set(
    r.alguns(
      dias.filter((d) => diaUtil(d) && !cheio(d, cal)),
      DIAS_POR_MES,
    ),
  );
  return dias.flatMap((d): [string, number][] => (cheio(d, cal) ? [[d, 2]] : avulsos.has(d) ? [[d, 1]] : []));
}

/** The booked days around today that fall in the next month (today is one of the last days). */
function diasSeguintes(cal: CalendarioDemo): [string, number][] {
  const atual = cal.meses.at(-1) ?? '';
  return Array.from({ length: DIAS_CHEIOS }, (_, i) => somarDias(cal.hoje, i + 1))
    .filter((d) => d.slice(0, 7) > atual)
    .map((d) => [d, 2]);
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
  const dias = [...cal.meses.flatMap((mes) => diasComAgenda(r, mes, cal)), ...diasSeguintes(cal)];
  for (const [dia, quantos] of dias) {
    for (const hora of r.alguns(HORARIOS, quantos).sort()) {
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
  return n;
}
