const FUSO = 'America/Sao_Paulo';

/** A timestamp as the clinic reads it: DD/MM/YYYY in São Paulo time (DECISIONS.md 7). */
export const formatarData = (iso: string) => new Date(iso).toLocaleDateString('pt-BR', { timeZone: FUSO });

export const formatarDataHora = (iso: string) =>
  new Date(iso).toLocaleString('pt-BR', { timeZone: FUSO, dateStyle: 'short', timeStyle: 'short' });
