/** The first `max` characters of a text plus '...' when it is longer (term body preview: 50). */
export function resumirTexto(texto: string, max = 50): string {
  const limpo = texto.replace(/\s+/g, ' ').trim();
  return limpo.length > max ? `${limpo.slice(0, max).trimEnd()}...` : limpo;
}
