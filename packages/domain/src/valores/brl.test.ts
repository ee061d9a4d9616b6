import { describe, expect, it } from 'vitest';
import { centavosParaReais, formatarCentavos, reaisParaCentavos } from './brl';

describe('formatarCentavos', () => {
  it.each([
    [0, 'R$ 0,00'],
    [5, 'R$ 0,05'],
    [99, 'R$ 0,99'],
    [100, 'R$ 1,00'],
    [123456, 'R$ 1.234,56'],
    [100000000, 'R$ 1.000.000,00'],
    [-123456, '-R$ 1.234,56'],
    [-5, '-R$ 0,05'],
  ])('%i → %j', (centavos, esperado) => {
    expect(formatarCentavos(centavos)).toBe(esperado);
  });

  it('usa espaço comum, não U+00A0', () => {
    expect(formatarCentavos(100)).not.toContain('\u00a0');
  });
});

describe('reaisParaCentavos', () => {
  it.each([
    [0, 0],
    [1, 100],
    [0.1 + 0.2, 30],
    [1.005, 101],
    [19.99, 1999],
    [1234.56, 123456],
    [-1.005, -101],
    [-0.001, 0],
  ])('%d → %i', (reais, esperado) => {
    expect(reaisParaCentavos(reais)).toBe(esperado);
  });
});

describe('centavosParaReais', () => {
  it.each([
    [0, 0],
    [99, 0.99],
    [123456, 1234.56],
    [-150, -1.5],
  ])('%i → %d', (c, esperado) => {
    expect(centavosParaReais(c)).toBe(esperado);
  });
});
