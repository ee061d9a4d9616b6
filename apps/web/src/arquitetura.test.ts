import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The web's shape, checked on every run (issue 37), as apps/server/src/arquitetura.test.ts does
 * for the server: the composition (app/: route table, authenticated area, menu) is on top and
 * only routes.tsx imports it; the chrome (shell/), the shared code (lib/) and the patient's
 * public pages (publico/) never import a feature; no two feature folders import each other,
 * directly or round a longer circle.
 */
const RAIZ = path.dirname(fileURLToPath(import.meta.url));

function arquivos(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const caminho = path.join(dir, e.name);
    if (e.isDirectory()) return arquivos(caminho);
    return /\.tsx?$/.test(e.name) ? [path.relative(RAIZ, caminho).split(path.sep).join('/')] : [];
  });
}

// Static imports and re-exports (type-only too: layering is about knowledge, not only runtime) and import().
const IMPORTACAO = /(?:^|\n)\s*(?:import|export)\s(?:[^;]*?from\s*)?'([^']+)'|import\(\s*'([^']+)'\s*\)/g;

function resolver(de: string, especificador: string): string | null {
  if (!especificador.startsWith('.')) return null;
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(de), especificador));
  for (const candidato of [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`, base]) {
    if (/\.tsx?$/.test(candidato) && existsSync(path.join(RAIZ, candidato))) return candidato;
  }
  // Assets (CSS, the guides' virtual module) are not part of the shape.
  return null;
}

const ARQUIVOS = arquivos(RAIZ);
const GRAFO = new Map(
  ARQUIVOS.map((arquivo) => {
    const fonte = readFileSync(path.join(RAIZ, arquivo), 'utf8');
    const alvos = [...fonte.matchAll(IMPORTACAO)]
      .map((m) => resolver(arquivo, (m[1] ?? m[2]) as string))
      .filter((a): a is string => a !== null);
    return [arquivo, [...new Set(alvos)]] as const;
  }),
);

const ehTeste = (arquivo: string) => /\.test\.tsx?$/.test(arquivo);
const importacoes = (filtro: (arquivo: string) => boolean, alvo: (a: string) => boolean) =>
  ARQUIVOS.filter((a) => !ehTeste(a) && filtro(a)).flatMap((arquivo) =>
    (GRAFO.get(arquivo) ?? []).filter(alvo).map((a) => `${arquivo} → ${a}`),
  );
/** features/<folder> (features/loja/<folder> for the store's), or null outside features/. */
const pastaDeFeature = (arquivo: string) => {
  const partes = arquivo.split('/');
  if (partes[0] !== 'features') return null;
  return partes[1] === 'loja' ? `features/loja/${partes[2]}` : `features/${partes[1]}`;
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

describe('arquitetura da web', () => {
  it('lê as importações de todos os arquivos', () => {
    expect(ARQUIVOS.length).toBeGreaterThan(100);
    expect(GRAFO.get('routes.tsx')).toContain('app/area-autenticada.tsx');
  });

  it('só routes.tsx importa a composição (app/)', () => {
    expect(
      importacoes(
        (a) => a !== 'routes.tsx' && !a.startsWith('app/'),
        (alvo) => alvo.startsWith('app/'),
      ),
    ).toEqual([]);
  });

  it('shell/, lib/ e publico/ nunca importam uma feature', () => {
    expect(
      importacoes(
        (a) => ['shell/', 'lib/', 'publico/'].some((p) => a.startsWith(p)),
        (alvo) => alvo.startsWith('features/'),
      ),
    ).toEqual([]);
  });

  it('nenhum ciclo de importação entre pastas de features', () => {
    const entrePastas = new Map<string, string[]>();
    for (const [arquivo, alvos] of GRAFO) {
      const de = pastaDeFeature(arquivo);
      if (!de || ehTeste(arquivo)) continue;
      const para = new Set(entrePastas.get(de) ?? []);
      for (const alvo of alvos) {
        const pasta = pastaDeFeature(alvo);
        if (pasta && pasta !== de) para.add(pasta);
      }
      entrePastas.set(de, [...para]);
    }
    expect(ciclos(entrePastas).map((c) => c.join(' → '))).toEqual([]);
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
