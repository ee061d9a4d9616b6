/*
 * Clinic days ('YYYY-MM-DD') and times as the booking pages show them. Every date the server
 * sends is already on the clinic's wall clock (DECISIONS 7), so these never convert a zone: a
 * day is read at noon UTC and printed in UTC.
 */
import { numerosDe } from '@clinica/domain';

const meioDia = (dia: string) => new Date(`${dia}T12:00:00Z`);

/** 'segunda-feira, 30 de novembro' */
export const diaLongo = (dia: string) =>
  meioDia(dia).toLocaleDateString('pt-BR', {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  });

/** 'novembro de 2026' */
export const nomeDoMes = (mes: string) =>
  meioDia(`${mes}-01`).toLocaleDateString('pt-BR', { timeZone: 'UTC', month: 'long', year: 'numeric' });

/** 'YYYY-MM-DD HH:mm' → its day and its time. */
export const partesDataHora = (dataHora: string) => ({
  dia: dataHora.slice(0, 10),
  hora: dataHora.slice(11, 16),
});

/** The months ('YYYY-MM') from the first day's to the last day's. */
export function mesesEntre(primeiro: string, ultimo: string): string[] {
  const meses: string[] = [];
  let [ano, mes] = numerosDe(primeiro.slice(0, 7), '-');
  const fim = ultimo.slice(0, 7);
  for (let i = 0; i < 24; i++) {
    const atual = `${ano}-${String(mes).padStart(2, '0')}`;
    meses.push(atual);
    if (atual >= fim) break;
    mes += 1;
    if (mes > 12) [ano, mes] = [ano + 1, 1];
  }
  return meses;
}

/** A month's grid, Sunday first: null for the blanks before the 1st. */
export function gradeDoMes(mes: string): (string | null)[] {
  const primeiro = meioDia(`${mes}-01`);
  const [ano, m] = numerosDe(mes, '-');
  const dias = new Date(Date.UTC(ano, m, 0)).getUTCDate();
  return [
    ...Array.from({ length: primeiro.getUTCDay() }, () => null),
    ...Array.from({ length: dias }, (_, i) => `${mes}-${String(i + 1).padStart(2, '0')}`),
  ];
}
