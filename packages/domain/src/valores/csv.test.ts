import { describe, expect, it } from 'vitest';
import { BOM, celulaCsv, centesimosComVirgula, documentoCsv, linhaCsv } from './csv';

describe('celulaCsv', () => {
  it.each([
    ['Ana Souza', 'Ana Souza'],
    ['Clareamento; sessão 1', '"Clareamento; sessão 1"'],
    ['Dente "siso"', '"Dente ""siso"""'],
    ['linha\nquebrada', '"linha\nquebrada"'],
    ['=HYPERLINK("x")', '"\'=HYPERLINK(""x"")"'],
    ['+5511', "'+5511"],
    ['-dr', "'-dr"],
    ['@soma', "'@soma"],
    ['', ''],
  ])('%j → %j', (valor, esperado) => {
    expect(celulaCsv(valor)).toBe(esperado);
  });

  it('números saem como estão', () => {
    expect(celulaCsv(42)).toBe('42');
  });
});

describe('centesimosComVirgula', () => {
  it.each([
    [0, '0,00'],
    [5, '0,05'],
    [123_456, '1234,56'],
    [1_000, '10,00'],
    [1_250, '12,50'],
    [-5, '-0,05'],
  ])('%d → %s', (n, esperado) => {
    expect(centesimosComVirgula(n)).toBe(esperado);
  });
});

describe('documentoCsv', () => {
  it('BOM, cabeçalho e linhas separadas por ; e terminadas em CRLF', () => {
    expect(linhaCsv(['a', 1, 'b;c'])).toBe('a;1;"b;c"');
    expect(documentoCsv(['Data', 'Valor (R$)'], [['01/11/2026', '10,00']])).toBe(
      `${BOM}Data;Valor (R$)\r\n01/11/2026;10,00\r\n`,
    );
  });
});
