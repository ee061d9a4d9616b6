import { describe, expect, it } from 'vitest';
import { ehBarril, nomesImportados, nomesOriginais } from './plugin-primeira-visita';

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
