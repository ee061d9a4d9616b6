import { describe, expect, it } from 'vitest';
import { dividirProporcional, parcelas } from './dividir';

const soma = (xs: number[]) => xs.reduce((s, x) => s + x, 0);

describe('dividirProporcional', () => {
  it('divide pelo peso e a soma fecha no centavo', () => {
    expect(dividirProporcional(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(dividirProporcional(50_050, [15_000, 35_050])).toEqual([15_000, 35_050]);
    expect(dividirProporcional(1_000, [15_000, 35_050])).toEqual([300, 700]);
    expect(dividirProporcional(1, [1, 1])).toEqual([1, 0]);
  });
  it('o centavo que sobra vai para o maior resto', () => {
    // 10 × (1/6, 2/6, 3/6) = 1.67, 3.33, 5 → 1, 3, 5 + one cent to the largest remainder (0.67).
    expect(dividirProporcional(10, [1, 2, 3])).toEqual([2, 3, 5]);
  });
  it('sem peso nenhum, divide igualmente', () => {
    expect(dividirProporcional(10, [0, 0, 0])).toEqual([4, 3, 3]);
  });
  it('nunca perde nem inventa centavo (1.000 casos)', () => {
    let semente = 7;
    const aleatorio = (max: number) => {
      semente = (semente * 1_103_515_245 + 12_345) % 2 ** 31;
      return semente % max;
    };
    for (let caso = 0; caso < 1000; caso++) {
      const total = aleatorio(10_000_000);
      const pesos = Array.from({ length: 1 + aleatorio(12) }, () => aleatorio(500_000));
      const partes = dividirProporcional(total, pesos);
      expect(soma(partes)).toBe(total);
      expect(partes.every((p) => Number.isInteger(p) && p >= 0)).toBe(true);
    }
  });
  it('valores no limite (R$ 20 milhões × pesos de R$ 20 milhões) continuam exatos', () => {
    const partes = dividirProporcional(2_000_000_000, [2_000_000_000, 1_999_999_999, 7]);
    expect(soma(partes)).toBe(2_000_000_000);
    expect([3, 4]).toContain(partes[2]);
  });
  it('recusa total que não é centavo inteiro', () => {
    expect(() => dividirProporcional(1.5, [1])).toThrow(RangeError);
    expect(dividirProporcional(10, [])).toEqual([]);
  });
});

describe('parcelas', () => {
  it('parcelas iguais, centavos que sobram nas primeiras', () => {
    expect(parcelas(10_000, 3)).toEqual([3_334, 3_333, 3_333]);
    expect(parcelas(500, 1)).toEqual([500]);
    expect(soma(parcelas(123_457, 7))).toBe(123_457);
    expect(parcelas(100, 0)).toEqual([]);
  });
});
