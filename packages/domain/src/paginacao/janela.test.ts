import { describe, expect, it } from 'vitest';
import { faixaExibida, janelaPaginas, textoMostrando, totalPaginas } from './janela';

describe('janelaPaginas', () => {
  it.each<[number, number, number | undefined, number[]]>([
    [1, 0, undefined, []],
    [1, 1, undefined, []],
    [1, 2, undefined, [1, 2]],
    [3, 5, undefined, [1, 2, 3, 4, 5]],
    [1, 20, undefined, [1, 2, 3, 4, 5, 6, 7]],
    [4, 20, undefined, [1, 2, 3, 4, 5, 6, 7]],
    [5, 20, undefined, [2, 3, 4, 5, 6, 7, 8]],
    [10, 20, undefined, [7, 8, 9, 10, 11, 12, 13]],
    [17, 20, undefined, [14, 15, 16, 17, 18, 19, 20]],
    [20, 20, undefined, [14, 15, 16, 17, 18, 19, 20]],
    [10, 20, 5, [8, 9, 10, 11, 12]],
    [10, 20, 4, [8, 9, 10, 11]],
    [1, 20, 1, [1]],
    [99, 20, 5, [16, 17, 18, 19, 20]],
    [0, 20, 5, [1, 2, 3, 4, 5]],
  ])('página %i de %i (max %s) → %j', (atual, total, max, esperado) => {
    expect(janelaPaginas(atual, total, max)).toEqual(esperado);
  });
});

describe('totalPaginas', () => {
  it.each([
    [0, 15, 0],
    [1, 15, 1],
    [15, 15, 1],
    [16, 15, 2],
    [42, 15, 3],
    [-5, 15, 0],
    [10, 0, 0],
  ])('%i itens, %i por página → %i', (total, porPagina, esperado) => {
    expect(totalPaginas(total, porPagina)).toBe(esperado);
  });
});

describe('faixaExibida', () => {
  it.each([
    [1, 15, 0, { inicio: 0, fim: 0 }],
    [1, 15, 42, { inicio: 1, fim: 15 }],
    [2, 15, 42, { inicio: 16, fim: 30 }],
    [3, 15, 42, { inicio: 31, fim: 42 }],
    [1, 15, 7, { inicio: 1, fim: 7 }],
  ])('página %i, %i por página, total %i → %j', (pagina, porPagina, total, esperado) => {
    expect(faixaExibida(pagina, porPagina, total)).toEqual(esperado);
  });
});

describe('textoMostrando', () => {
  it.each<[number, number, number, string | undefined, string]>([
    [1, 15, 42, undefined, 'Mostrando 1 - 15 de 42'],
    [1, 15, 42, 'pacientes', 'Mostrando 1 - 15 de 42 pacientes'],
    [3, 15, 42, 'pacientes', 'Mostrando 31 - 42 de 42 pacientes'],
    [1, 15, 0, undefined, 'Mostrando 0 - 0 de 0'],
  ])('%i/%i/%i/%s → %j', (pagina, porPagina, total, sufixo, esperado) => {
    expect(textoMostrando(pagina, porPagina, total, sufixo)).toBe(esperado);
  });
});
