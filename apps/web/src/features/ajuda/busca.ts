/**
 * The search of the tutorials and the help page: in the browser, over the guides' text built
 * into the bundle. Accents and case do not matter ('orcamento' finds 'Orçamento'); every word
 * typed must appear in the guide (or the question), and each matching section is one result
 * with a snippet around the first word found.
 */

type SecaoBuscavel = { id: string; titulo: string | null; texto: string };
export type DocBuscavel = { slug: string; titulo: string; resumo: string; secoes: SecaoBuscavel[] };

export type Resultado = {
  slug: string;
  tituloDoc: string;
  /** The section's anchor ('' = the guide's opening text). */
  secaoId: string;
  secaoTitulo: string | null;
  trecho: string;
  /** Where the typed words fall in `trecho` ([start, end) pairs), for <mark>. */
  destaques: [number, number][];
  pontos: number;
};

const MARCAS = /\p{M}/gu;

/** Lower case without accents, one character per character, so positions stay aligned. */
export function normalizar(texto: string): string {
  let saida = '';
  for (const c of texto) {
    const n = c.normalize('NFD').replace(MARCAS, '').toLowerCase();
    saida += n.length === 1 ? n : c.length === 1 ? c.toLowerCase() : '?';
  }
  return saida;
}

const palavrasDaBusca = (termo: string) =>
  normalizar(termo)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((p) => p.length > 0);

const RAIO = 90;

/** The snippet around the first word found, cut at spaces, with the words' positions. */
function trechoCom(texto: string, palavras: string[]): { trecho: string; destaques: [number, number][] } {
  const norm = normalizar(texto);
  const inicios = palavras.map((p) => norm.indexOf(p)).filter((i) => i >= 0);
  const primeiro = inicios.length ? Math.min(...inicios) : 0;
  let ini = Math.max(0, primeiro - RAIO);
  let fim = Math.min(texto.length, primeiro + RAIO * 2);
  if (ini > 0) ini = texto.indexOf(' ', ini) + 1 || ini;
  if (fim < texto.length) fim = texto.lastIndexOf(' ', fim) > ini ? texto.lastIndexOf(' ', fim) : fim;
  const trecho = `${ini > 0 ? '… ' : ''}${texto.slice(ini, fim)}${fim < texto.length ? ' …' : ''}`;
  const prefixo = ini > 0 ? 2 : 0; // '… '
  const destaques: [number, number][] = [];
  const normTrecho = norm.slice(ini, fim);
  for (const p of palavras) {
    for (let i = normTrecho.indexOf(p); i >= 0; i = normTrecho.indexOf(p, i + p.length)) {
      destaques.push([i + prefixo, i + prefixo + p.length]);
    }
  }
  destaques.sort((a, b) => a[0] - b[0]);
  // Overlapping words ('agenda', 'agend') become one mark.
  const unidos: [number, number][] = [];
  for (const d of destaques) {
    const ultimo = unidos.at(-1);
    if (ultimo && d[0] <= ultimo[1]) ultimo[1] = Math.max(ultimo[1], d[1]);
    else unidos.push([d[0], d[1]]);
  }
  return { trecho, destaques: unidos };
}

/** Results best first: the title counts most, then a section's title, then its text. */
export function buscar(termo: string, docs: readonly DocBuscavel[], limite = 20): Resultado[] {
  const palavras = palavrasDaBusca(termo);
  if (palavras.length === 0) return [];
  const resultados: Resultado[] = [];
  for (const doc of docs) {
    const titulo = normalizar(doc.titulo);
    const inteiro = normalizar(
      [doc.titulo, doc.resumo, ...doc.secoes.map((s) => `${s.titulo ?? ''} ${s.texto}`)].join(' '),
    );
    if (!palavras.every((p) => inteiro.includes(p))) continue;
    const doTitulo = palavras.filter((p) => titulo.includes(p)).length;
    for (const s of doc.secoes) {
      const tituloSecao = normalizar(s.titulo ?? '');
      const texto = normalizar(s.texto);
      const naSecao = palavras.filter((p) => tituloSecao.includes(p) || texto.includes(p));
      if (naSecao.length === 0) continue;
      const pontos =
        doTitulo * 5 +
        palavras.filter((p) => tituloSecao.includes(p)).length * 3 +
        palavras.filter((p) => texto.includes(p)).length +
        (naSecao.length === palavras.length ? 2 : 0);
      resultados.push({
        slug: doc.slug,
        tituloDoc: doc.titulo,
        secaoId: s.id,
        secaoTitulo: s.titulo,
        ...trechoCom(s.texto, palavras),
        pontos,
      });
    }
  }
  return resultados
    .sort((a, b) => b.pontos - a.pontos || a.tituloDoc.localeCompare(b.tituloDoc, 'pt-BR'))
    .slice(0, limite);
}
