import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The server's shape, checked on every run (issue 10): the base layer sits below the slices
 * and never imports one; only the composition roots import every slice; nothing imports in
 * a circle, neither file to file nor slice to slice.
 */
const RAIZ = path.dirname(fileURLToPath(import.meta.url));

/** Below the slices: what every slice may import. */
const BASE = ['trpc/', 'rest/', 'acesso/', 'platform/', 'db/', 'web/', 'config.ts'];
/** Above the slices: they wire them together; nothing but app.ts, index.ts and tests imports them. */
const RAIZES_DE_COMPOSICAO = ['app-router.ts', 'rotas-rest.ts'];
const QUEM_IMPORTA_RAIZES = ['app.ts', 'index.ts'];

function arquivosTs(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const caminho = path.join(dir, e.name);
    if (e.isDirectory()) return arquivosTs(caminho);
    return e.name.endsWith('.ts') ? [path.relative(RAIZ, caminho).split(path.sep).join('/')] : [];
  });
}

// Static imports and re-exports (type-only too: layering is about knowledge, not only runtime) and import().
const IMPORTACAO = /(?:^|\n)\s*(?:import|export)\s(?:[^;]*?from\s*)?'([^']+)'|import\(\s*'([^']+)'\s*\)/g;

function resolver(de: string, especificador: string): string | null {
  if (!especificador.startsWith('.')) return null;
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(de), especificador));
  for (const candidato of [`${base}.ts`, `${base}/index.ts`, base]) {
    if (existsSync(path.join(RAIZ, candidato)) && candidato.endsWith('.ts')) return candidato;
  }
  throw new Error(`${de}: import '${especificador}' não resolvido`);
}

const ARQUIVOS = arquivosTs(RAIZ);
const GRAFO = new Map(
  ARQUIVOS.map((arquivo) => {
    const fonte = readFileSync(path.join(RAIZ, arquivo), 'utf8');
    const alvos = [...fonte.matchAll(IMPORTACAO)]
      .map((m) => resolver(arquivo, (m[1] ?? m[2]) as string))
      .filter((a): a is string => a !== null);
    return [arquivo, [...new Set(alvos)]] as const;
  }),
);

const ehTeste = (arquivo: string) => arquivo.endsWith('.test.ts');
const ehBase = (arquivo: string) => BASE.some((b) => arquivo === b || arquivo.startsWith(b));
/** modules/<slice>, the base folder, or the root file itself. */
const grupo = (arquivo: string) => {
  const partes = arquivo.split('/');
  if (partes[0] === 'modules') return `modules/${partes[1]}`;
  return partes.length > 1 ? (partes[0] as string) : arquivo;
};

/** Every cycle (as a path a → b → … → a) in a directed graph; empty when there is none. */
function ciclos(grafo: Map<string, readonly string[]>): string[][] {
  const encontrados: string[][] = [];
  const estado = new Map<string, 'visitando' | 'feito'>();
  const pilha: string[] = [];
  const visitar = (no: string) => {
    estado.set(no, 'visitando');
    pilha.push(no);
    for (const vizinho of grafo.get(no) ?? []) {
      if (estado.get(vizinho) === 'visitando')
        encontrados.push([...pilha.slice(pilha.indexOf(vizinho)), vizinho]);
      else if (!estado.has(vizinho)) visitar(vizinho);
    }
    pilha.pop();
    estado.set(no, 'feito');
  };
  for (const no of grafo.keys()) if (!estado.has(no)) visitar(no);
  return encontrados;
}

describe('arquitetura do servidor', () => {
  it('lê as importações de todos os arquivos', () => {
    expect(ARQUIVOS.length).toBeGreaterThan(100);
    expect(GRAFO.get('app.ts')).toContain('app-router.ts');
  });

  it('a camada base (trpc, rest, acesso, platform, db, web, config) não importa nenhuma fatia', () => {
    const violacoes = ARQUIVOS.filter(ehBase).flatMap((arquivo) =>
      (GRAFO.get(arquivo) ?? [])
        .filter((alvo) => alvo.startsWith('modules/'))
        .map((alvo) => `${arquivo} → ${alvo}`),
    );
    expect(violacoes).toEqual([]);
  });

  it('só app.ts, index.ts e testes importam as raízes de composição (app-router, rotas-rest)', () => {
    const violacoes = ARQUIVOS.filter((a) => !ehTeste(a) && !QUEM_IMPORTA_RAIZES.includes(a)).flatMap(
      (arquivo) =>
        (GRAFO.get(arquivo) ?? [])
          .filter((alvo) => RAIZES_DE_COMPOSICAO.includes(alvo))
          .map((alvo) => `${arquivo} → ${alvo}`),
    );
    expect(violacoes).toEqual([]);
  });

  it('nenhum ciclo de importação entre arquivos', () => {
    expect(ciclos(GRAFO).map((c) => c.join(' → '))).toEqual([]);
  });

  // Tests sit on top of everything (they import testing/, which builds the whole app), so they
  // are left out here; every other import between two slices or folders must point one way.
  it('nenhum ciclo de importação entre fatias e pastas', () => {
    const entreGrupos = new Map<string, string[]>();
    for (const [arquivo, alvos] of GRAFO) {
      if (ehTeste(arquivo)) continue;
      const de = grupo(arquivo);
      const para = new Set(entreGrupos.get(de) ?? []);
      for (const alvo of alvos) if (grupo(alvo) !== de) para.add(grupo(alvo));
      entreGrupos.set(de, [...para]);
    }
    expect(ciclos(entreGrupos).map((c) => c.join(' → '))).toEqual([]);
  });

  it('a verificação de ciclos encontra um ciclo quando há um', () => {
    const grafo = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    expect(ciclos(grafo)).toEqual([['a', 'b', 'c', 'a']]);
  });
});
