import { describe, expect, it } from 'vitest';
import {
  ehBarril,
  especificadorDe,
  nomesImportados,
  nomesOriginais,
  semEfeitosColaterais,
} from './plugin-primeira-visita';

describe('primeira visita: o que um módulo pede de um índice', () => {
  it('lê só as cláusulas de import e export, não o texto (um rótulo "Menu principal" não pede o Menu)', () => {
    const codigo = `import { Dialog, DialogPanel as Painel } from "@headlessui/react";
      import { XMarkIcon } from "@heroicons/react/24/outline";
      const x = jsx("nav", { "aria-label": "Menu principal" });`;
    expect([...nomesImportados(codigo)].sort()).toEqual(['Dialog', 'DialogPanel', 'XMarkIcon']);
  });

  it('segue um apelido do índice até o nome original', () => {
    const indice = 'export { VERSAO_APP as VERSAO } from "@clinica/contracts";';
    expect(nomesOriginais(indice, new Set(['VERSAO']))).toEqual(['VERSAO_APP']);
    expect(nomesOriginais(indice, new Set(['OUTRO']))).toEqual([]);
  });

  it('reconhece índices, inclusive o par importa-e-exporta do Headless UI, e não um módulo com código', () => {
    expect(ehBarril('import{Description as t}from"./d.js";export{t as Description};')).toBe(true);
    expect(ehBarril('export * from "./a";\nexport { b } from "./b";')).toBe(true);
    expect(ehBarril('import { a } from "./a";\nexport const b = a + 1;')).toBe(false);
  });
});

describe('primeira visita: apelidos de um índice', () => {
  it('segue o par importa-e-exporta renomeado (react-aria, Headless UI)', () => {
    const indice = 'import {$abc$export$1 as $x} from "./useHover.mjs";\nexport {$x as useHover};';
    expect(nomesOriginais(indice, new Set(['useHover']))).toEqual(['$abc$export$1']);
  });
});

describe('primeira visita: qual índice um `import * as` nomeia', () => {
  it('o pacote pela pasta em node_modules, um caminho relativo pelo nome do arquivo', () => {
    const aria = '/r/node_modules/.pnpm/x/node_modules/@react-aria/focus/dist/import.mjs';
    expect(especificadorDe(aria, '@react-aria/focus')).toBe(true);
    expect(especificadorDe(aria, 'react')).toBe(false);
    expect(especificadorDe('/r/src/lib/formatar.ts', './formatar')).toBe(true);
    expect(especificadorDe('/r/src/lib/formatar.ts', './datas')).toBe(false);
  });
});

describe('primeira visita: o sideEffects do pacote', () => {
  const pacotes: Record<string, string> = {
    '/r/packages/contracts': JSON.stringify({ sideEffects: ['./src/zod-pt.ts'] }),
    '/r/packages/domain': JSON.stringify({ sideEffects: false }),
    '/r/node_modules/lib': JSON.stringify({ sideEffects: ['*.css', 'dist/polyfills/**'] }),
    '/r/node_modules/velha': JSON.stringify({ name: 'velha' }),
  };
  const ler = (dir: string) => pacotes[dir] ?? null;

  it('um índice fora da lista não tem efeitos; o arquivo listado tem (o zod-pt do contracts)', () => {
    expect(semEfeitosColaterais('/r/packages/contracts/src/index.ts', ler)).toBe(true);
    expect(semEfeitosColaterais('/r/packages/contracts/src/zod-pt.ts', ler)).toBe(false);
    expect(semEfeitosColaterais('/r/packages/domain/src/index.ts', ler)).toBe(true);
  });

  it('padrões com * e **, e um pacote que não diz nada tem efeitos', () => {
    expect(semEfeitosColaterais('/r/node_modules/lib/dist/estilo.css', ler)).toBe(false);
    expect(semEfeitosColaterais('/r/node_modules/lib/dist/polyfills/a/b.js', ler)).toBe(false);
    expect(semEfeitosColaterais('/r/node_modules/lib/dist/index.js', ler)).toBe(true);
    expect(semEfeitosColaterais('/r/node_modules/velha/index.js', ler)).toBe(false);
  });
});
