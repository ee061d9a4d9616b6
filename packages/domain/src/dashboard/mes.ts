import { FUSO_PADRAO, horaLocalDe, instanteDeHoraLocal } from '../agenda/horario';

/**
 * The dashboard's month (DECISIONS.md 7): a calendar month of the clinic, 'YYYY-MM'. Date
 * columns (due date, payment date) compare with its first days as plain dates; timestamps
 * (a patient's registration) with the instants those days start at on the clinic's clock.
 * Pure: the caller passes the clock and the zone.
 */

const MES = /^(\d{4})-(0[1-9]|1[0-2])$/;
const d2 = (n: number) => String(n).padStart(2, '0');

/** Years a month may name: the same range the date fields accept. */
export const ANO_MINIMO_MES = 1900;
export const ANO_MAXIMO_MES = 2999;

function partes(mes: string): { ano: number; mes: number } {
  const m = MES.exec(mes);
  if (!m) throw new RangeError(`mês inválido: ${mes}`);
  return { ano: Number(m[1]), mes: Number(m[2]) };
}

/** 'YYYY-MM' with a real month (01–12) in the accepted years. */
export function mesValido(mes: string): boolean {
  const m = MES.exec(mes);
  if (!m) return false;
  const ano = Number(m[1]);
  return ano >= ANO_MINIMO_MES && ano <= ANO_MAXIMO_MES;
}

/** The clinic's month at an instant ('2026-11' for 30/11 23:30 in São Paulo, already December in UTC). */
export function mesAtual(agora: Date, fuso: string = FUSO_PADRAO): string {
  return horaLocalDe(agora, fuso).data.slice(0, 7);
}

/** `mes` plus n months (negative goes back), across years. */
export function somarMeses(mes: string, n: number): string {
  const p = partes(mes);
  const indice = p.ano * 12 + (p.mes - 1) + n;
  return `${Math.floor(indice / 12)}-${d2((indice % 12) + 1)}`;
}

/** The month's days as a half-open range of dates: [first day, first day of the next month). */
export function diasDoMes(mes: string): { de: string; ate: string } {
  return { de: `${mes}-01`, ate: `${somarMeses(mes, 1)}-01` };
}

/** The month as a half-open range of instants: from midnight of its 1st to midnight of the next 1st, in the zone. */
export function instantesDoMes(mes: string, fuso: string = FUSO_PADRAO): { de: Date; ate: Date } {
  const dias = diasDoMes(mes);
  const de = instanteDeHoraLocal(dias.de, '00:00', fuso);
  const ate = instanteDeHoraLocal(dias.ate, '00:00', fuso);
  if (!de || !ate) throw new RangeError(`mês inválido: ${mes}`);
  return { de, ate };
}

/** The `quantidade` months ending in `mes`, oldest first (the chart's bars). */
export function mesesAte(mes: string, quantidade: number): string[] {
  return Array.from({ length: quantidade }, (_, i) => somarMeses(mes, i - quantidade + 1));
}

/** 1–12. */
export function numeroDoMes(mes: string): number {
  return partes(mes).mes;
}

const DIAS_NO_MES = (ano: number, mes: number) => new Date(Date.UTC(ano, mes, 0)).getUTCDate();

/**
 * The instant `meses` calendar months before `agora` on the clinic's clock, at the same wall
 * time; a day the earlier month lacks becomes its last day (31/08 − 6 months = 28/02 or 29/02).
 */
export function mesesAntes(agora: Date, meses: number, fuso: string = FUSO_PADRAO): Date {
  const local = horaLocalDe(agora, fuso);
  const [ano = 0, mes = 0, dia = 0] = local.data.split('-').map(Number);
  const alvo = partes(somarMeses(`${ano}-${d2(mes)}`, -meses));
  const diaAlvo = Math.min(dia, DIAS_NO_MES(alvo.ano, alvo.mes));
  const data = `${alvo.ano}-${d2(alvo.mes)}-${d2(diaAlvo)}`;
  // A wall time that a DST change skipped still gives an instant (moved forward by the gap).
  return instanteDeHoraLocal(data, local.hora, fuso) ?? agora;
}

const NOMES = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
] as const;

/** 'novembro de 2026' (written out, not Intl: the same text on every ICU, in tests and on screen). */
export function nomeDoMes(mes: string): string {
  const p = partes(mes);
  return `${NOMES[p.mes - 1]} de ${p.ano}`;
}

/** 'nov/26', the chart's axis label. */
export function rotuloCurtoDoMes(mes: string): string {
  const p = partes(mes);
  return `${NOMES[p.mes - 1]?.slice(0, 3)}/${String(p.ano).slice(-2)}`;
}
