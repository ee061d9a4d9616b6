// Calendar arithmetic on 'YYYY-MM-DD' lives with the stock's expiry dates: one helper for the package.
import { somarDias } from '../estoque/lotes';
import { horaLocalDe, instanteDeHoraLocal } from './horario';
import {
  type Ausencia,
  type DiaSemana,
  diaDaSemana,
  emAusencia,
  horaDeMinutos,
  type IntervaloSemanal,
  minutosDoDia,
} from './horario-trabalho';

/**
 * Free slots for online booking (issue 34), computed from a professional's weekly hours minus
 * absences minus appointments that hold time, honouring the clinic's notice, horizon and step,
 * never in the past. Pure: `agora` and every row come from the caller; the database's exclusion
 * constraint stays the last word when two patients pick the same slot.
 */

/** The clinic's rules and the treatment's duration, for one question. */
export type RegrasVagas = {
  fuso: string;
  agora: Date;
  /** A slot starts at least this many hours from now. */
  antecedenciaHoras: number;
  /** The last bookable clinic day is today + this many days. */
  horizonteDias: number;
  duracaoMin: number;
  /** Slots start at each interval's start and every `passoMin` after it. */
  passoMin: number;
};

/**
 * An appointment that holds the professional's time: [inicio, fim), as instants or epoch
 * milliseconds (the server reads numbers: parsing thousands of timestamps into Dates cost more
 * than the query itself).
 */
export type Ocupado = { inicio: Date | number; fim: Date | number };
const ms = (t: Date | number) => (typeof t === 'number' ? t : t.getTime());

export type AgendaProfissional = {
  horarios: readonly IntervaloSemanal[];
  ausencias: readonly Ausencia[];
  ocupados: readonly Ocupado[];
};

/** A professional's agenda made ready for many questions: hours by weekday, busy time merged. */
export type AgendaPreparada = {
  porDia: ReadonlyMap<DiaSemana, readonly { inicio: number; fim: number }[]>;
  ausencias: readonly Ausencia[];
  /** Disjoint and sorted, so sorted by end too: a binary search finds the first one after t. */
  inicios: Float64Array;
  fins: Float64Array;
};

export type Vaga = { hora: string; inicio: Date };

export function prepararAgenda(a: AgendaProfissional): AgendaPreparada {
  const porDia = new Map<DiaSemana, { inicio: number; fim: number }[]>();
  for (const h of a.horarios) {
    const l = porDia.get(h.dia_semana) ?? [];
    l.push({ inicio: minutosDoDia(h.inicio), fim: minutosDoDia(h.fim) });
    porDia.set(h.dia_semana, l);
  }
  for (const l of porDia.values()) l.sort((x, y) => x.inicio - y.inicio);
  const ordenados = [...a.ocupados].sort((x, y) => ms(x.inicio) - ms(y.inicio));
  const inicios: number[] = [];
  const fins: number[] = [];
  for (const o of ordenados) {
    const i = ms(o.inicio);
    const f = ms(o.fim);
    const ultimo = fins.length - 1;
    if (ultimo >= 0 && i <= (fins[ultimo] ?? 0)) fins[ultimo] = Math.max(fins[ultimo] ?? 0, f);
    else {
      inicios.push(i);
      fins.push(f);
    }
  }
  return {
    porDia,
    ausencias: a.ausencias,
    inicios: Float64Array.from(inicios),
    fins: Float64Array.from(fins),
  };
}

/** Whether [s, e) meets any busy interval: the first one ending after s must start at or after e. */
function ocupado(p: AgendaPreparada, s: number, e: number): boolean {
  let lo = 0;
  let hi = p.fins.length;
  while (lo < hi) {
    const m = (lo + hi) >> 1;
    if ((p.fins[m] ?? 0) <= s) lo = m + 1;
    else hi = m;
  }
  return lo < p.fins.length && (p.inicios[lo] ?? 0) < e;
}

export type JanelaDeReserva = { hoje: string; ultimoDia: string; primeiroInstante: Date };

/** Today on the clinic's clock, the last bookable day, and the first bookable instant. */
export function janelaDeReserva(r: RegrasVagas): JanelaDeReserva {
  const hoje = horaLocalDe(r.agora, r.fuso).data;
  return {
    hoje,
    ultimoDia: somarDias(hoje, r.horizonteDias),
    primeiroInstante: new Date(r.agora.getTime() + r.antecedenciaHoras * 3_600_000),
  };
}

/**
 * A clinic day's geometry, computed once for every professional: its local midnight, and
 * whether the day has 24 hours (then a wall-clock minute is midnight plus minutes; on a DST
 * change day each slot is converted on its own and a time the clock skips is not offered).
 */
export type DiaLocal = { data: string; meiaNoite: number; uniforme: boolean; fuso: string };

export function prepararDia(data: string, fuso: string): DiaLocal | null {
  const meiaNoite = instanteDeHoraLocal(data, '00:00', fuso);
  const seguinte = instanteDeHoraLocal(somarDias(data, 1), '00:00', fuso);
  if (!meiaNoite || !seguinte) return null;
  return {
    data,
    fuso,
    meiaNoite: meiaNoite.getTime(),
    uniforme: seguinte.getTime() - meiaNoite.getTime() === 86_400_000,
  };
}

function instanteDoMinuto(dia: DiaLocal, minuto: number): number | null {
  if (dia.uniforme) return dia.meiaNoite + minuto * 60_000;
  const hora = horaDeMinutos(minuto);
  const t = instanteDeHoraLocal(dia.data, hora, dia.fuso);
  // A skipped time comes back moved forward: it doesn't exist on that day's clock.
  return t && horaLocalDe(t, dia.fuso).hora === hora ? t.getTime() : null;
}

/**
 * The free slots of one professional on one clinic day, in order. Empty outside
 * [today, today + horizon], on an absence, or on a weekday without hours. A slot fits wholly
 * inside one working interval, starts no earlier than now + notice and overlaps no busy time.
 */
export function vagasDoDia(
  data: string,
  agenda: AgendaPreparada,
  r: RegrasVagas,
  dia: DiaLocal | null = prepararDia(data, r.fuso),
  limite = Number.POSITIVE_INFINITY,
  // Reading the clock's date is an Intl call: a caller asking about many days computes it once.
  janela: JanelaDeReserva = janelaDeReserva(r),
): Vaga[] {
  if (!dia || data < janela.hoje || data > janela.ultimoDia || emAusencia(data, agenda.ausencias)) return [];
  const intervalos = agenda.porDia.get(diaDaSemana(data)) ?? [];
  const passo = Math.max(1, r.passoMin);
  const duracaoMs = r.duracaoMin * 60_000;
  const vagas: Vaga[] = [];
  for (const it of intervalos) {
    for (let m = it.inicio; m + r.duracaoMin <= it.fim; m += passo) {
      const s = instanteDoMinuto(dia, m);
      if (s === null || s < janela.primeiroInstante.getTime()) continue;
      if (ocupado(agenda, s, s + duracaoMs)) continue;
      vagas.push({ hora: horaDeMinutos(m), inicio: new Date(s) });
      if (vagas.length >= limite) return vagas;
    }
  }
  return vagas;
}

/**
 * The clinic days in [de, ate] ∩ [today, today + horizon] where at least one of the
 * professionals has a free slot: the day picker's question, one pass over the days with each
 * day's geometry computed once and each professional stopping at its first slot.
 */
export function diasComVaga(
  agendas: readonly AgendaPreparada[],
  r: RegrasVagas,
  de?: string,
  ate?: string,
): string[] {
  const janela = janelaDeReserva(r);
  const inicio = de && de > janela.hoje ? de : janela.hoje;
  const fim = ate && ate < janela.ultimoDia ? ate : janela.ultimoDia;
  const dias: string[] = [];
  for (let d = inicio; d <= fim; d = somarDias(d, 1)) {
    const dia = prepararDia(d, r.fuso);
    if (agendas.some((a) => vagasDoDia(d, a, r, dia, 1, janela).length > 0)) dias.push(d);
  }
  return dias;
}
