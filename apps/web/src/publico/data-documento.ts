/** The long pt-BR date of the document's creation, in the clinic's time (not plus one day: DECISIONS.md 7). */
export const dataLonga = (iso: string) =>
  new Date(iso).toLocaleDateString('pt-BR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'America/Sao_Paulo',
  });

export const dataHora = (iso: string) =>
  new Date(iso).toLocaleString('pt-BR', {
    dateStyle: 'long',
    timeStyle: 'medium',
    timeZone: 'America/Sao_Paulo',
  });
