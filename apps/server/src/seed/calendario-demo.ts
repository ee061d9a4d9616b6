import { horaLocalDe, mesAtual, mesesAte, numerosDe } from '@clinica/domain';

/**
 * The demo clinic's calendar (issue 40): its months and days on the clinic's wall clock, relative
 * to `deps.agora()`, and a seeded pseudo-random sequence, so the same start date always seeds the
 * same clinic.
 */

/** The 3 past months and the current one, oldest first. */
const MESES_DEMO = 4;

export type CalendarioDemo = {
  /** 'YYYY-MM-DD' now on the clinic's clock, and 'HH:mm'. */
  hoje: string;
  agoraHora: string;
  /** 'YYYY-MM', oldest first; the last is the current month. */
  meses: string[];
};

export function calendarioDemo(agora: Date, fuso: string): CalendarioDemo {
  const local = horaLocalDe(agora, fuso);
  return { hoje: local.data, agoraHora: local.hora, meses: mesesAte(mesAtual(agora, fuso), MESES_DEMO) };
}

const d2 = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD' plus n days (negative goes back). */
export function somarDias(data: string, n: number): string {
  const [a, m, d] = numerosDe(data, '-');
  return new Date(Date.UTC(a, m - 1, d + n)).toISOString().slice(0, 10);
}

/** Days in the month 'YYYY-MM'. */
export function diasNoMes(mes: string): number {
  const [a, m] = numerosDe(mes, '-');
  return new Date(Date.UTC(a, m, 0)).getUTCDate();
}

/** The day `dia` of `mes` (clamped to the month's last day). */
export function diaDoMes(mes: string, dia: number): string {
  return `${mes}-${d2(Math.min(Math.max(dia, 1), diasNoMes(mes)))}`;
}

/** 0 = Sunday … 6 = Saturday. */
export function diaDaSemana(data: string): number {
  const [a, m, d] = numerosDe(data, '-');
  return new Date(Date.UTC(a, m - 1, d)).getUTCDay();
}

/** Every day of the month, 'YYYY-MM-DD'. */
export function diasDoMes(mes: string): string[] {
  return Array.from({ length: diasNoMes(mes) }, (_, i) => `${mes}-${d2(i + 1)}`);
}

/**
 * A date of the month for something that already happened (a payment): the day itself in a past
 * month, never after today in the current one.
 */
export const diaJaPassado = (cal: CalendarioDemo, mes: string, dia: number) => {
  const data = diaDoMes(mes, dia);
  // ISO dates compare as strings (Math.max would read them as numbers).
  if (data > cal.hoje) return cal.hoje;
  return data;
};

/** A date of the month for something still to come in the current month (an open bill): today at the earliest. */
export const diaAindaPorVir = (cal: CalendarioDemo, mes: string, dia: number) => {
  const data = diaDoMes(mes, dia);
  if (data < cal.hoje) return cal.hoje;
  return data;
};

/** Mulberry32: a small seeded generator, the same sequence for the same seed. */
export function sorteador(semente: number) {
  let s = semente >>> 0;
  const proximo = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    /** [0, 1). */
    proximo,
    /** An integer in [min, max]. */
    inteiro: (min: number, max: number) => min + Math.floor(proximo() * (max - min + 1)),
    /** One of the items. */
    um: <T>(itens: readonly T[]): T => {
      const item = itens[Math.floor(proximo() * itens.length)];
      if (item === undefined) throw new Error('sorteio em lista vazia');
      return item;
    },
    /** `quantos` distinct items, in a random order. */
    alguns: <T>(itens: readonly T[], quantos: number): T[] => {
      const copia = [...itens];
      for (let i = copia.length - 1; i > 0; i--) {
        const j = Math.floor(proximo() * (i + 1));
        const a = copia[i];
        const b = copia[j];
        if (a === undefined || b === undefined) continue;
        [copia[i], copia[j]] = [b, a];
      }
      return copia.slice(0, quantos);
    },
  };
}
export type Sorteador = ReturnType<typeof sorteador>;
