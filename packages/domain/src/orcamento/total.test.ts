import { describe, expect, it } from 'vitest';
import { totalDoOrcamento, VALOR_MAXIMO_ORCAMENTO_CENTAVOS } from './total';

describe('totalDoOrcamento', () => {
  it('soma os preços de venda em centavos, sem erro de ponto flutuante', () => {
    expect(totalDoOrcamento([{ valor_venda: 10 }, { valor_venda: 20 }])).toBe(30);
    expect(totalDoOrcamento([{ valor_venda: 15_000 }, { valor_venda: 35_050 }, { valor_venda: 1 }])).toBe(
      50_051,
    );
  });
  it('sem itens é zero; item gratuito conta zero', () => {
    expect(totalDoOrcamento([])).toBe(0);
    expect(totalDoOrcamento([{ valor_venda: 0 }, { valor_venda: 500 }])).toBe(500);
  });
  it('recusa passar do limite e valores que não são centavos inteiros', () => {
    expect(totalDoOrcamento([{ valor_venda: VALOR_MAXIMO_ORCAMENTO_CENTAVOS }])).toBe(
      VALOR_MAXIMO_ORCAMENTO_CENTAVOS,
    );
    expect(
      totalDoOrcamento([{ valor_venda: VALOR_MAXIMO_ORCAMENTO_CENTAVOS }, { valor_venda: 1 }]),
    ).toBeNull();
    expect(totalDoOrcamento([{ valor_venda: 10.5 }])).toBeNull();
    expect(totalDoOrcamento([{ valor_venda: -1 }])).toBeNull();
  });
});
