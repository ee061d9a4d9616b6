/** 'YYYY-MM-DD' ↔ 'DD/MM/YYYY' (the forms' date mask); the reader is the domain's, which the contracts' form fields use too. */
export { brParaDia } from '@clinica/domain';
export const diaParaBr = (iso: string) => iso.split('-').reverse().join('/');

/** Today's date at the clinic, 'YYYY-MM-DD' (São Paulo; DECISIONS.md 7). */
export const hojeNaClinica = () => new Date().toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' });
