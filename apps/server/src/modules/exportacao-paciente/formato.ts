import { formatarDataBr, horaLocalDe } from '@clinica/domain';

/** 'dd/mm/aaaa HH:mm' on the clinic's wall clock (DECISIONS.md 7). */
export function dataHora(instante: Date | string, fuso: string): string {
  const l = horaLocalDe(new Date(instante), fuso);
  return `${formatarDataBr(l.data)} ${l.hora}`;
}

/** 'aaaa-mm-dd' of the clinic's day: the export's file name. */
export const diaDaClinica = (instante: Date, fuso: string) => horaLocalDe(instante, fuso).data;

/** A piece of a file name inside the ZIP: no path separators, control or reserved characters. */
export function nomeSeguro(nome: string, max = 80): string {
  const limpo = nome
    .normalize('NFC')
    // Control characters (below space, DEL) and the characters file systems refuse.
    .replace(/[/\\:*?"<>|]/g, '_')
    .replace(/\p{Cc}/gu, '_')
    .replace(/^[.\s]+|[.\s]+$/g, '')
    .slice(0, max);
  return limpo || 'arquivo';
}

/** 'Termo de Clareamento' → 'termo-de-clareamento' (ASCII, for a file name). */
export function slug(texto: string, max = 60): string {
  const s = texto
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max)
    .replace(/-+$/, '');
  return s || 'registro';
}
