/**
 * The tutorials' Markdown (docs/guias/*.md) rendered to HTML at build time, served to the app as
 * the virtual module `virtual:guias` (types in src/features/ajuda/virtual-guias.d.ts).
 *
 * Each file starts with a small front matter (`chave: valor` lines between `---`): titulo,
 * resumo, ordem, duracao and, for the help page's questions, `tipo: perguntas`. The body is split
 * at its `##` headings into sections (id, title, HTML, plain text for the search). Pictures
 * (`![legenda](imagens/x.png)`) become imports, so Vite fingerprints them and nothing is fetched
 * from docs/ at run time; their width and height come from the PNG header (no layout shift).
 * The Markdown is ours, from the repository: its HTML is trusted like the rest of the bundle.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Links, Marked, type Token, type Tokens } from 'marked';
import type { Plugin } from 'vite';

const ID = 'virtual:guias';
const ID_RESOLVIDO = `\0${ID}`;
const DIR_GUIAS = fileURLToPath(new URL('../../docs/guias/', import.meta.url));

/** 'Primeiros passos: a conta' → 'primeiros-passos-a-conta' */
const ancora = (texto: string) =>
  texto
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const ENTIDADES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };
const textoPuro = (html: string) =>
  html
    .replace(/<\/(p|li|h\d|td|th|figcaption|blockquote)>|<br\s*\/?>/g, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, e: string) => ENTIDADES[e] ?? '')
    .replace(/\s+/g, ' ')
    .trim();

function frontMatter(fonte: string, arquivo: string) {
  const m = /^---\n([\s\S]*?)\n---\n/.exec(fonte);
  if (!m) throw new Error(`${arquivo}: falta o cabeçalho (--- titulo: ... ---)`);
  const dados: Record<string, string> = {};
  for (const linha of m[1]!.split('\n')) {
    const i = linha.indexOf(':');
    if (i > 0) dados[linha.slice(0, i).trim()] = linha.slice(i + 1).trim();
  }
  if (!dados.titulo) throw new Error(`${arquivo}: falta 'titulo' no cabeçalho`);
  return { dados, corpo: fonte.slice(m[0].length) };
}

/** Width and height of a PNG, from its IHDR chunk. */
function tamanhoPng(arquivo: string) {
  const b = fs.readFileSync(arquivo);
  if (b.toString('latin1', 1, 4) !== 'PNG') throw new Error(`${arquivo}: não é um PNG`);
  return { largura: b.readUInt32BE(16), altura: b.readUInt32BE(20) };
}

const esc = (s: string) =>
  s.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

type Imagem = { variavel: string; arquivo: string };

/** One Markdown file → its sections, with image URLs left as `\0IMG<n>\0` markers. */
function renderizar(corpo: string, arquivo: string, imagens: Imagem[], avisos: string[]) {
  const marked = new Marked({ gfm: true });
  const dir = path.dirname(arquivo);
  const figura = (t: Tokens.Image) => {
    const alvo = path.resolve(dir, t.href);
    // A picture not captured yet (e2e/guias/capturas.spec.ts makes them): the caption alone.
    if (!fs.existsSync(alvo)) {
      avisos.push(`${path.basename(arquivo)}: falta a imagem ${t.href}`);
      return `<figure><figcaption>${esc(t.text)}</figcaption></figure>`;
    }
    const { largura, altura } = tamanhoPng(alvo);
    const variavel = `img${imagens.length}`;
    imagens.push({ variavel, arquivo: alvo });
    const celular = /-celular\.png$/.test(alvo) ? ' data-celular=""' : '';
    return `<figure${celular}><img src="\0${variavel}\0" alt="${esc(t.text)}" width="${largura}" height="${altura}" loading="lazy" decoding="async"><figcaption>${esc(t.text)}</figcaption></figure>`;
  };
  marked.use({
    renderer: {
      heading({ tokens, depth }) {
        const texto = this.parser.parseInline(tokens);
        return `<h${depth} id="${ancora(textoPuro(texto))}">${texto}</h${depth}>\n`;
      },
      paragraph({ tokens }) {
        const so = tokens.filter((t) => !(t.type === 'text' && !t.raw.trim()));
        if (so.length === 1 && so[0]!.type === 'image') return figura(so[0] as Tokens.Image);
        return `<p>${this.parser.parseInline(tokens)}</p>\n`;
      },
      image(t) {
        return figura(t);
      },
      // Raw HTML in a guide is shown as text: the guides are Markdown only.
      html({ text }) {
        return esc(text);
      },
      link({ href, tokens }) {
        const texto = this.parser.parseInline(tokens);
        if (/^https?:/.test(href)) {
          return `<a href="${esc(href)}" target="_blank" rel="noopener noreferrer">${texto}</a>`;
        }
        if (!href.startsWith('/') && !href.startsWith('#')) {
          throw new Error(`${arquivo}: link relativo '${href}' (use a rota, ex.: /tutoriais/agenda)`);
        }
        return `<a href="${esc(href)}">${texto}</a>`;
      },
    },
  });

  // Sections: whatever comes before the first `##`, then one per `##`.
  const grupos: { titulo: string | null; tokens: Token[] }[] = [{ titulo: null, tokens: [] }];
  for (const t of marked.lexer(corpo)) {
    if (t.type === 'heading' && t.depth === 2) grupos.push({ titulo: t.text, tokens: [t] });
    else grupos.at(-1)!.tokens.push(t);
  }
  return grupos
    .filter((g) => g.tokens.length > 0)
    .map((g) => {
      const lista = Object.assign(g.tokens, { links: {} }) as Token[] & { links: Links };
      const html = marked.parser(lista);
      const titulo = g.titulo === null ? null : textoPuro(marked.parseInline(g.titulo) as string);
      return {
        id: titulo === null ? '' : ancora(titulo),
        titulo,
        html,
        // The heading is searched apart (titulo); the snippet starts in the text.
        texto: textoPuro(html.replace(/<h2[^>]*>[\s\S]*?<\/h2>|<figcaption>[\s\S]*?<\/figcaption>/g, '')),
      };
    });
}

/** The module's source: the data as JSON, with the image markers turned into imported URLs. */
export function gerarModulo(dir = DIR_GUIAS) {
  const imagens: Imagem[] = [];
  const avisos: string[] = [];
  const arquivos = fs
    .readdirSync(dir)
    .filter((a) => a.endsWith('.md') && a !== 'README.md')
    .sort();
  const docs = arquivos.map((nome) => {
    const arquivo = path.join(dir, nome);
    const { dados, corpo } = frontMatter(fs.readFileSync(arquivo, 'utf8'), arquivo);
    return {
      slug: nome.replace(/\.md$/, ''),
      titulo: dados.titulo!,
      resumo: dados.resumo ?? '',
      duracao: dados.duracao ?? '',
      ordem: Number(dados.ordem ?? 99),
      tipo: dados.tipo === 'perguntas' ? 'perguntas' : 'guia',
      secoes: renderizar(corpo, arquivo, imagens, avisos),
    };
  });
  docs.sort((a, b) => a.ordem - b.ordem || a.titulo.localeCompare(b.titulo, 'pt-BR'));
  const guias = docs.filter((d) => d.tipo === 'guia');
  const perguntas = docs
    .filter((d) => d.tipo === 'perguntas')
    .flatMap((d) => d.secoes.filter((s) => s.titulo));
  const json = JSON.stringify({ guias, perguntas }).replace(/\\u0000(img\d+)\\u0000/g, '" + $1 + "');
  return {
    guias,
    perguntas,
    codigo: [
      ...imagens.map((i) => `import ${i.variavel} from ${JSON.stringify(i.arquivo)};`),
      `const dados = ${json};`,
      'export const guias = dados.guias;',
      'export const perguntas = dados.perguntas;',
    ].join('\n'),
    arquivos: [...arquivos.map((a) => path.join(dir, a)), ...imagens.map((i) => i.arquivo)],
    avisos,
  };
}

export function guias(): Plugin {
  return {
    name: 'clinica-guias',
    resolveId: (id) => (id === ID ? ID_RESOLVIDO : undefined),
    load(id) {
      if (id !== ID_RESOLVIDO) return undefined;
      const { codigo, arquivos, avisos } = gerarModulo();
      for (const a of arquivos) this.addWatchFile(a);
      for (const a of avisos) this.warn(a);
      this.addWatchFile(DIR_GUIAS);
      return codigo;
    },
  };
}
