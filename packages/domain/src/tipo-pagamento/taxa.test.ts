import { describe, expect, it } from 'vitest';
import { ehTaxaValida, formatarTaxa, parseTaxa } from './taxa';

describe('parseTaxa', () => {
  it.each([
    ['2,5', 2.5],
    ['2.5', 2.5],
    ['0', 0],
    ['100', 100],
    ['12,25', 12.25],
    [' 10 % ', 10],
    ['99,99', 99.99],
  ])('%j → %d', (texto, esperado) => {
    expect(parseTaxa(texto)).toBe(esperado);
  });

  it.each(['', 'abc', '-1', '100,01', '101', '2,555', '1.000', '2,', ',5', '2,5,1', 'R$ 2'])(
    '%j → null',
    (texto) => {
      expect(parseTaxa(texto)).toBeNull();
    },
  );
});

describe('ehTaxaValida', () => {
  it.each([0, 2.5, 0.01, 100])('%d é válida', (t) => expect(ehTaxaValida(t)).toBe(true));
  it.each([-0.01, 100.01, 2.555, Number.NaN, Number.POSITIVE_INFINITY])('%d é inválida', (t) =>
    expect(ehTaxaValida(t)).toBe(false),
  );
});

describe('formatarTaxa', () => {
  it.each([
    [2.5, '2,5'],
    [10, '10'],
    [12.25, '12,25'],
    [0, '0'],
  ])('%d → %j', (taxa, esperado) => expect(formatarTaxa(taxa)).toBe(esperado));
});
