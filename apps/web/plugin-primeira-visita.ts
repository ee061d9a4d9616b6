import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/*
 * Chunks for the pages people open first, often on a phone: /login and the patient's public
 * pages (issue 22). Left to automatic splitting, their code lands in some thirty chunks of
 * 1–5 KB, each shared by a different set of the app's ~100 lazy pages; a first visit then pays
 * a request (and, on HTTP/1.1, a place in the queue of six connections) per chunk. Here every
 * module these pages import statically goes into one chunk per set of those pages that use it
 * (all of them, the public ones, login alone...), so each of them loads the entry and three or
 * four chunks. The clinic area imports the same chunks where it shares their modules (a button,
 * the toasts), and keeps its own splitting for everything else.
 */

type Grupo = {
  name: (id: string) => string | null;
  test: (id: string) => boolean;
  priority: number;
  includeDependenciesRecursively: boolean;
};

/**
 * One statement of an index: a re-export, a side-effect import, or the import-then-export pair
 * some builds emit for a renamed export (Headless UI's index: `import{Description as x}from…`
 * then `export{x as Description}`). Not recognising that pair made Headless UI's whole index —
 * the combobox and its virtualiser, radio groups, switches — part of /home's first visit.
 */
const REEXPORTACAO =
  /^(?:export\s*(?:\*(?:\s*as\s*[\w$]+)?|\{[^}]*\})\s*from\s*["'][^"']+["']|import\s*["'][^"']+["']|import\s*\{[^}]*\}\s*from\s*["'][^"']+["']|export\s*\{[^}]*\})$/;

/**
 * A module made only of re-exports (and side-effect imports): an index such as heroicons'.
 * Statement by statement (one regular expression over the whole file backtracks for ever on
 * some libraries); indexes are small, so anything large is not one.
 */
export function ehBarril(codigo: string): boolean {
  if (codigo.length === 0 || codigo.length > 100_000) return false;
  const partes = codigo
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/[^\n]*/g, '')
    .split(/[;\n]/)
    .map((p) => p.trim())
    .filter(Boolean);
  return partes.length > 0 && partes.every((p) => REEXPORTACAO.test(p));
}

/**
 * The names a module imports or re-exports by name (`import { A, B as c } from …` gives A and B).
 * Only import clauses count: matching the whole text had taken the word 'Menu' in the side menu's
 * label ('Menu principal') for Headless UI's Menu, and with it @floating-ui, into /home's first visit.
 */
export function nomesImportados(codigo: string): Set<string> {
  const nomes = new Set<string>();
  for (const [, lista] of codigo.matchAll(/(?:import|export)\s*(?:[\w$]+\s*,\s*)?\{([^}]*)\}\s*from\b/g)) {
    for (const parte of (lista ?? '').split(',')) {
      const nome = parte
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0]
        ?.trim();
      if (nome) nomes.add(nome);
    }
  }
  return nomes;
}

/** `a as b, c` → [[a, b], [c, c]]. */
function pares(lista: string): [string, string][] {
  return lista
    .split(',')
    .map((p) => p.trim().replace(/^type\s+/, ''))
    .filter(Boolean)
    .map((p) => {
      const [original = '', nome = original] = p.split(/\s+as\s+/).map((n) => n.trim());
      return [original, nome];
    });
}

/**
 * The names an index's sources give to the asked-for exports: `export { a as b } from …` (our
 * `lib/versao`: VERSAO is VERSAO_APP) and `import { a as x } from …; export { x as b }` (react-aria,
 * Headless UI) both turn a request for `b` into `a`.
 */
export function nomesOriginais(codigo: string, pedidos: Set<string>): string[] {
  const originais: string[] = [];
  const locais = new Map<string, string>();
  for (const [, lista] of codigo.matchAll(/import\s*\{([^}]*)\}\s*from\b/g))
    for (const [original, local] of pares(lista ?? '')) locais.set(local, original);
  for (const [, lista, de] of codigo.matchAll(/export\s*\{([^}]*)\}(\s*from\b)?/g))
    for (const [local, exposto] of pares(lista ?? ''))
      if (pedidos.has(exposto)) originais.push(de ? local : (locais.get(local) ?? local));
  return originais;
}

/**
 * Whether an import's source can name this module: a package (`react`, `@react-aria/focus`)
 * by its folder under node_modules, a relative path by its file name.
 */
export function especificadorDe(id: string, fonte: string): boolean {
  if (fonte.startsWith('.') || fonte.startsWith('/')) {
    const nome = path.parse(fonte).name;
    return path.parse(id).name === nome || id.includes(`/${nome}/index.`);
  }
  return id.includes(`/node_modules/${fonte}/`);
}

type Modulo = {
  importa: readonly string[];
  codigo: string;
  exporta: readonly string[];
  barril: boolean;
  /** Its package says loading it has no side effects (package.json `sideEffects`). */
  semEfeitos: boolean;
};

/**
 * Whether a package's `sideEffects` (false, or the list of files that have them) says this module
 * has none. The bundler then runs an index's side-effect imports only through a module that does
 * run: `@clinica/contracts`' index imports './zod-pt' (zod's Brazilian messages), yet a page taking
 * only MSG from it never loads zod — counting that import had put zod in /home's first visit.
 */
export function semEfeitosColaterais(id: string, lerPacote: (dir: string) => string | null): boolean {
  for (let dir = path.dirname(id); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const texto = lerPacote(dir);
    if (texto === null) continue;
    const efeitos: unknown = (JSON.parse(texto) as { sideEffects?: unknown }).sideEffects;
    if (efeitos === false) return true;
    if (!Array.isArray(efeitos)) return false;
    const relativo = path.relative(dir, id);
    return !efeitos.some((padrao) => {
      const p = String(padrao).replace(/^\.\//, '');
      // A glob: '**/' any folders, '**' anything, '*' anything within one name.
      const escapar = (t: string) => t.replace(/[.+^${}()|[\]\\?]/g, '\\$&');
      const corpo = p
        .split('**/')
        .map((a) =>
          a
            .split('**')
            .map((b) => b.split('*').map(escapar).join('[^/]*'))
            .join('.*'),
        )
        .join('(.*/)?');
      const regex = new RegExp(`(^|/)${corpo}$`);
      return regex.test(relativo);
    });
  }
  return false;
}

function lerPacote(dir: string): string | null {
  try {
    return fs.readFileSync(path.join(dir, 'package.json'), 'utf8');
  } catch {
    return null;
  }
}

export function primeiraVisita(opts: {
  raiz: string;
  /** The first script (its modules stay in it). */
  entrada: string;
  /**
   * Each first-visit page by name: the addresses it answers (a prefix, e.g. '/assinar/') and the
   * modules it loads at once (the page, its providers...).
   */
  paginas: Record<string, { rotas: string[]; modulos: string[] }>;
}): { plugin: Plugin; grupo: Grupo } {
  const modulos = new Map<string, Modulo>();
  let assinaturas: Map<string, string> | null = null;
  const absoluto = (f: string) => path.resolve(opts.raiz, f);

  /**
   * The modules of an index that `codigo` names: an index re-exports a whole package (every icon,
   * every rule of the domain), and following all of it would claim for these pages modules only
   * the clinic area uses. A module whose exports (or file name, for heroicons' `default`) the
   * importer never mentions is left out; side-effect imports always count. A guess can only
   * misplace a module (automatic splitting takes it), never leave it out of the build.
   */
  function doBarril(barril: Modulo, idBarril: string, codigo: string): string[] {
    // `import * as x from '…'` of this very index takes all of it (React's `import * as React`
    // in a Headless UI component says nothing about react-aria's index beside it).
    const inteiro = [...codigo.matchAll(/import\s*\*\s*as\s*[\w$]+\s*from\s*["']([^"']+)["']/g)].some(
      ([, fonte]) => fonte && especificadorDe(idBarril, fonte),
    );
    return inteiro ? todos(barril) : modulosNomeados(barril, nomesImportados(codigo));
  }

  /** Every module behind an index, through the indexes it re-exports. */
  function todos(barril: Modulo): string[] {
    return barril.importa.flatMap((id) => {
      const m = modulos.get(id);
      return m?.barril ? [id, ...todos(m)] : [id];
    });
  }

  function modulosNomeados(barril: Modulo, pedidos: Set<string>): string[] {
    // What the importer asked for, under the names the index's sources give it (`lib/versao`:
    // `export { VERSAO_APP as VERSAO } from …` turns a request for VERSAO into VERSAO_APP).
    const importados = new Set([...pedidos, ...nomesOriginais(barril.codigo, pedidos)]);
    return barril.importa.flatMap((id) => {
      const m = modulos.get(id);
      if (!m) return [id];
      if (m.barril) return modulosNomeados(m, importados);
      // A side-effect import runs through the index only if the index itself runs.
      if (m.exporta.length === 0) return barril.semEfeitos ? [] : [id];
      // The file's name stands for a default export only (heroicons' `default as XIcon`).
      const nomes = [
        ...m.exporta.filter((n) => n !== 'default'),
        ...(m.exporta.includes('default') ? [path.parse(id).name] : []),
      ];
      return nomes.some((n) => importados.has(n)) ? [id] : [];
    });
  }

  function fecho(inicio: string[]): Set<string> {
    const visto = new Set<string>();
    const pilha = [...inicio];
    for (let id = pilha.pop(); id !== undefined; id = pilha.pop()) {
      if (visto.has(id)) continue;
      visto.add(id);
      const m = modulos.get(id);
      // An index's modules were taken (or not) by the importer that named them.
      if (!m || m.barril) continue;
      for (const dep of m.importa) {
        const d = modulos.get(dep);
        if (d?.barril) pilha.push(dep, ...doBarril(d, dep, m.codigo));
        else pilha.push(dep);
      }
    }
    return visto;
  }

  /** Module id → the names of the first-visit pages that load it, e.g. 'login+assinatura'. */
  function calcular(): Map<string, string> {
    const daEntrada = fecho([absoluto(opts.entrada)]);
    const porModulo = new Map<string, string[]>();
    for (const [nome, { modulos: arquivos }] of Object.entries(opts.paginas)) {
      for (const id of fecho(arquivos.map(absoluto))) {
        if (daEntrada.has(id)) continue;
        porModulo.set(id, [...(porModulo.get(id) ?? []), nome]);
      }
    }
    return new Map([...porModulo].map(([id, nomes]) => [id, `visita-${nomes.join('+')}`]));
  }
  const assinatura = (id: string) => {
    assinaturas ??= calcular();
    return assinaturas.get(id) ?? null;
  };

  return {
    plugin: {
      name: 'clinica:primeira-visita',
      apply: 'build',
      buildStart() {
        modulos.clear();
        assinaturas = null;
      },
      moduleParsed(info) {
        const codigo = info.code ?? '';
        modulos.set(info.id, {
          importa: info.importedIds,
          codigo,
          exporta: info.exports,
          barril: ehBarril(codigo),
          semEfeitos: semEfeitosColaterais(info.id, lerPacote),
        });
      },
      /**
       * `preload-rotas.json`: for each address prefix, the chunks its page needs beyond what
       * index.html already preloads. The server lists them in that page's index.html as
       * <link rel="modulepreload">, so they download beside the first script instead of after
       * it has run (apps/server/src/web/static.ts).
       */
      generateBundle(_saida, bundle) {
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
        const porArquivo = new Map(chunks.map((c) => [c.fileName, c]));
        const comImportacoes = (inicio: string[]) => {
          const visto = new Set<string>();
          const pilha = [...inicio];
          for (let f = pilha.pop(); f !== undefined; f = pilha.pop()) {
            if (visto.has(f)) continue;
            visto.add(f);
            pilha.push(...(porArquivo.get(f)?.imports ?? []));
          }
          return visto;
        };
        // The first script (index.html's own entry) and what index.html preloads with it.
        const jaNoHtml = comImportacoes(chunks.filter((c) => c.isEntry).map((c) => c.fileName));
        const rotas: Record<string, string[]> = {};
        for (const { rotas: prefixos, modulos: arquivos } of Object.values(opts.paginas)) {
          const raizes = arquivos.map(absoluto);
          const daPagina = chunks
            .filter((c) => raizes.some((r) => c.moduleIds.includes(r)))
            .map((c) => c.fileName);
          const lista = [...comImportacoes(daPagina)].filter((f) => !jaNoHtml.has(f)).map((f) => `/${f}`);
          for (const prefixo of prefixos) rotas[prefixo] = lista.sort();
        }
        this.emitFile({
          type: 'asset',
          fileName: 'preload-rotas.json',
          source: JSON.stringify(rotas, null, 2),
        });
      },
    },
    // The sets are closed under import already; following dependencies again would pull a
    // module shared by two pages into the chunk of one of them.
    grupo: {
      name: assinatura,
      test: (id) => assinatura(id) !== null,
      priority: 1,
      includeDependenciesRecursively: false,
    },
  };
}
