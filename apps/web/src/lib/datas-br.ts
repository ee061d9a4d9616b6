const d2 = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD' ↔ 'DD/MM/YYYY' (the forms' date mask). */
export const diaParaBr = (iso: string) => iso.split('-').reverse().join('/');
export function brParaDia(br: string): string | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(br.trim());
  if (!m) return null;
  const [, dia, mes, ano] = m.map(Number) as [number, number, number, number];
  const d = new Date(Date.UTC(ano, mes - 1, dia));
  if (ano < 1900 || d.getUTCMonth() !== mes - 1 || d.getUTCDate() !== dia) return null;
  return `${ano}-${d2(mes)}-${d2(dia)}`;
}

/** Today's date at the clinic, 'YYYY-MM-DD' (São Paulo; DECISIONS.md 7). */
export const hojeNaClinica = () => new Date().toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' });
