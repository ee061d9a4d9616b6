import type { jsPDF } from 'jspdf';

/*
 * The budget PDF's drawing primitives: its colours, text jsPDF's built-in fonts can draw
 * (WinAnsi), fonts in points, wrapped lines and baselines measured from a top edge.
 */

/** Helvetica's cap height, as a share of the font size: puts a baseline below a top edge. */
export const ALTURA_MAIUSCULA = 0.72;

const COR = {
  destaque: [13, 148, 136],
  destaqueEscuro: [17, 94, 89],
  destaqueClaro: [240, 253, 250],
  texto: [15, 23, 42],
  secundario: [71, 85, 105],
  suave: [100, 116, 139],
  linha: [226, 232, 240],
  alerta: [185, 28, 28],
  alertaClaro: [254, 242, 242],
  cinzaClaro: [241, 245, 249],
  branco: [255, 255, 255],
} satisfies Record<string, [number, number, number]>;
export type NomeCor = keyof typeof COR;

// Characters of WinAnsiEncoding above Latin-1 that jsPDF's built-in fonts can draw.
const EXTRAS_WIN_ANSI = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
// Letters with a stroke have no decomposition, so NFD alone can't strip them.
const SEM_TRACO: Record<string, string> = { Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', Ħ: 'H', ħ: 'h', ı: 'i' };
const desenhavel = (c: string) => c.charCodeAt(0) <= 0xff || EXTRAS_WIN_ANSI.includes(c);

/**
 * One character jsPDF's Helvetica can't draw makes it write the whole string as UTF-16, which
 * renders as garbage. Such a letter loses its accent (ő → o) or shows as '?', so the reader sees
 * something is there; emoji and other symbols are dropped.
 */
export function paraWinAnsi(texto: string): string {
  const trocado = Array.from(texto.replace(/\s+/g, ' '), (c) => {
    if (desenhavel(c)) return c;
    const base = SEM_TRACO[c] ?? c.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
    if (base.length === 1 && desenhavel(base)) return base;
    return /\p{L}/u.test(c) ? '?' : '';
  });
  return trocado.join('').replace(/ {2,}/g, ' ').trim();
}

/** Typographic points (font sizes) to millimetres (the page's unit). */
export const mm = (pontos: number) => (pontos * 25.4) / 72;

export function fonte(doc: jsPDF, tamanho: number, estilo: 'normal' | 'bold', cor: NomeCor): jsPDF {
  doc.setFont('helvetica', estilo).setFontSize(tamanho);
  return doc.setTextColor(...COR[cor]);
}
export const preencher = (doc: jsPDF, cor: NomeCor) => doc.setFillColor(...COR[cor]);
export const traco = (doc: jsPDF, cor: NomeCor, espessura: number) =>
  doc.setDrawColor(...COR[cor]).setLineWidth(espessura);

/** Wrapped lines of the current font; a long unbroken word is split rather than overflowing. */
export function quebrar(doc: jsPDF, texto: string, largura: number): string[] {
  const linhas: unknown = doc.splitTextToSize(paraWinAnsi(texto), largura);
  return Array.isArray(linhas) ? linhas.map(String) : [String(linhas)];
}

/** The baseline that puts the current font's capitals right under `topo`. */
export const baseDe = (doc: jsPDF, topo: number) => topo + mm(doc.getFontSize()) * ALTURA_MAIUSCULA;

/** Draws lines from a top edge and returns the baseline of the last one. */
export function linhas(doc: jsPDF, texto: string[], x: number, topo: number, entrelinha: number): number {
  const base = baseDe(doc, topo);
  for (const [i, l] of texto.entries()) doc.text(l, x, base + i * entrelinha);
  return base + (texto.length - 1) * entrelinha;
}
