import { describe, expect, it } from 'vitest';
import { comissoesDoPagamento, taxaEmCentesimos } from './comissao';

const itens = [
  { id_item: 1, id_profissional: 10, valor_venda: 15_000 },
  { id_item: 2, id_profissional: 20, valor_venda: 35_050 },
];

describe('taxaEmCentesimos', () => {
  it('lê o numeric do banco ou um número', () => {
    expect(taxaEmCentesimos('12.50')).toBe(1250);
    expect(taxaEmCentesimos('10,5')).toBe(1050);
    expect(taxaEmCentesimos(0)).toBe(0);
    expect(() => taxaEmCentesimos('101')).toThrow(RangeError);
  });
});

describe('comissoesDoPagamento', () => {
  it('a taxa incide uma vez sobre o pagamento e é dividida pelos itens por valor', () => {
    const c = comissoesDoPagamento(50_050, 1000, itens);
    expect(c.map((x) => x.base)).toEqual([15_000, 35_050]);
    expect(c.map((x) => x.valor)).toEqual([1_500, 3_505]);
  });
  it('pagamento parcial: bases e comissões fecham no centavo', () => {
    const c = comissoesDoPagamento(10_001, 333, itens);
    expect(c.reduce((s, x) => s + x.base, 0)).toBe(10_001);
    // 10,001 × 3.33% = 333.03 → 333 cents, split 30/70.
    expect(c.reduce((s, x) => s + x.valor, 0)).toBe(333);
    expect(c.map((x) => x.valor)).toEqual([100, 233]);
  });
  it('taxa zero não gera comissão; sem itens, nada', () => {
    expect(comissoesDoPagamento(10_000, 0, itens).map((x) => x.valor)).toEqual([0, 0]);
    expect(comissoesDoPagamento(10_000, 1000, [])).toEqual([]);
  });
});
