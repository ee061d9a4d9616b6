export type ResultadoData = { ok: true; iso: string } | { ok: false; erro: string };

const FORMATO_BR = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const PREFIXO_ISO = /^(\d{4})-(\d{2})-(\d{2})/;
const ANO_MINIMO = 1900;

function ehBissexto(ano: number): boolean {
  return (ano % 4 === 0 && ano % 100 !== 0) || ano % 400 === 0;
}

function diasNoMes(mes: number, ano: number): number {
  if (mes === 2) return ehBissexto(ano) ? 29 : 28;
  return [4, 6, 9, 11].includes(mes) ? 30 : 31;
}

/**
 * Valida uma data digitada como DD/MM/AAAA (ex.: nascimento). `hoje` vem de fora para manter a função pura;
 * ano futuro é rejeitado porque as datas digitadas neste formato são sempre do passado.
 */
export function parseDataBr(texto: string, hoje: Date): ResultadoData {
  const partes = FORMATO_BR.exec(texto.trim());
  if (!partes) return { ok: false, erro: 'Data inválida' };
  const [, dd = '', mm = '', aaaa = ''] = partes;
  const dia = Number(dd);
  const mes = Number(mm);
  const ano = Number(aaaa);
  if (mes < 1 || mes > 12) return { ok: false, erro: 'Mês inválido' };
  if (dia < 1 || dia > 31) return { ok: false, erro: 'Dia inválido' };
  if (dia > diasNoMes(mes, ano)) return { ok: false, erro: 'Dia inválido para o mês' };
  if (ano < ANO_MINIMO || ano > hoje.getFullYear()) return { ok: false, erro: 'Ano inválido' };
  return { ok: true, iso: `${aaaa}-${mm}-${dd}` };
}

/**
 * 'AAAA-MM-DD' (ou timestamp ISO) → 'DD/MM/AAAA'. Recorta a string em vez de passar por Date,
 * porque a conversão UTC → fuso local desloca datas puras para o dia anterior no Brasil (UTC-3).
 */
export function formatarDataBr(iso: string): string {
  const partes = PREFIXO_ISO.exec(iso.trim());
  if (!partes) return iso;
  const [, aaaa, mm, dd] = partes;
  return `${dd}/${mm}/${aaaa}`;
}

/**
 * A date typed as 'DD/MM/AAAA' (the forms' date mask) → 'AAAA-MM-DD', or null when it is not a
 * real calendar date from 1900 on. Unlike `parseDataBr`, a future year is fine (due dates, appointments).
 */
export function brParaDia(texto: string): string | null {
  const partes = FORMATO_BR.exec(texto.trim());
  if (!partes) return null;
  const [, dd = '', mm = '', aaaa = ''] = partes;
  const dia = Number(dd);
  const mes = Number(mm);
  const ano = Number(aaaa);
  if (ano < ANO_MINIMO || mes < 1 || mes > 12 || dia < 1 || dia > diasNoMes(mes, ano)) return null;
  return `${aaaa}-${mm}-${dd}`;
}
