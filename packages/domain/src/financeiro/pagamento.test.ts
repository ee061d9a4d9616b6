import { describe, expect, it } from 'vitest';
import { errosDosPagamentos, estaPago, pendente } from './pagamento';

const HOJE = '2026-11-23';
const linha = (valor: number, data = HOJE, qnt_parcelas = 1) => ({ valor, data, qnt_parcelas });

describe('pendente e pago', () => {
  it('pendente é total menos pago; Pago só em exatamente zero', () => {
    expect(pendente({ valor_total: 50_050, valor_pago: 20_000 })).toBe(30_050);
    expect(estaPago({ valor_total: 50_050, valor_pago: 50_050 })).toBe(true);
    expect(estaPago({ valor_total: 50_050, valor_pago: 50_049 })).toBe(false);
  });
});

describe('errosDosPagamentos', () => {
  it('linhas que cabem no pendente passam, até exatamente o pendente', () => {
    expect(errosDosPagamentos([linha(20_000), linha(30_050, '2026-11-01', 3)], 50_050, HOJE)).toEqual([
      null,
      null,
    ]);
  });
  it('marca a linha que faz a soma passar do pendente', () => {
    expect(errosDosPagamentos([linha(30_000), linha(20_051)], 50_050, HOJE)).toEqual([
      null,
      'valorMaiorQuePendente',
    ]);
  });
  it('data depois de hoje, valor zero, parcelas fora de 1..120', () => {
    expect(
      errosDosPagamentos(
        [linha(10, '2026-11-24'), linha(0), linha(10, HOJE, 0), linha(10, HOJE, 121), linha(10, HOJE, 120)],
        1_000,
        HOJE,
      ),
    ).toEqual(['dataFutura', 'valorInvalido', 'parcelasInvalidas', 'parcelasInvalidas', null]);
  });
});
