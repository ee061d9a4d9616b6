import { FUSO_PADRAO, horaLocalDe } from '../agenda/horario';

/**
 * A report's date range (spec 03: "the range defaults to the current month"): two calendar
 * dates 'YYYY-MM-DD', both included, read on the clinic's clock (America/Sao_Paulo).
 */
export type Periodo = { inicio: string; fim: string };

const DATA = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date ('2026-02-30' is not). */
export function dataValida(texto: string): boolean {
  const m = DATA.exec(texto);
  if (!m) return false;
  const [ano, mes, dia] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (ano < 1900 || ano > 2999) return false;
  const d = new Date(Date.UTC(ano, mes - 1, dia));
  return d.getUTCFullYear() === ano && d.getUTCMonth() === mes - 1 && d.getUTCDate() === dia;
}

/** The current month on the clinic's clock: its first and last days. */
export function periodoPadrao(agora: Date, fuso: string = FUSO_PADRAO): Periodo {
  const hoje = horaLocalDe(agora, fuso).data;
  const [ano = 0, mes = 0] = hoje.split('-').map(Number);
  const ultimo = new Date(Date.UTC(ano, mes, 0)).getUTCDate();
  const mm = String(mes).padStart(2, '0');
  return { inicio: `${ano}-${mm}-01`, fim: `${ano}-${mm}-${String(ultimo).padStart(2, '0')}` };
}

export type RecusaPeriodo = 'DATA_INVALIDA' | 'FIM_ANTES_DO_INICIO';

/** Both dates real and in order (the same day is a one-day range). */
export function recusaDoPeriodo(p: Periodo): RecusaPeriodo | null {
  if (!dataValida(p.inicio) || !dataValida(p.fim)) return 'DATA_INVALIDA';
  if (p.fim < p.inicio) return 'FIM_ANTES_DO_INICIO';
  return null;
}

/** The day after `data` ('2026-12-31' → '2027-01-01'): the range's exclusive end. */
export function diaSeguinte(data: string): string {
  const [ano = 0, mes = 0, dia = 0] = data.split('-').map(Number);
  return new Date(Date.UTC(ano, mes - 1, dia + 1)).toISOString().slice(0, 10);
}
