import { describe, expect, it } from 'vitest';
import { aplicarEntrada, aplicarSaida, cabeNoEstoque, custoMedio, QUANTIDADE_MAXIMA_ESTOQUE } from './custo';

const vazio = { quantidade: 0, valor: 0 };

describe('custo médio ponderado', () => {
  it('10 a R$ 5,00 e 10 a R$ 7,00 dão média de R$ 6,00', () => {
    const s = aplicarEntrada(aplicarEntrada(vazio, 10, 500), 10, 700);
    expect(s).toEqual({ quantidade: 20, valor: 12000 });
    expect(custoMedio(s, 0)).toBe(600);
  });

  it('arredonda a média meio centavo para cima, sem acumular erro', () => {
    // 1 a R$ 0,01 + 2 a R$ 0,02 = R$ 0,05 em 3 unidades = 1,666… centavos → 2.
    const s = aplicarEntrada(aplicarEntrada(vazio, 1, 1), 2, 2);
    expect(custoMedio(s, 0)).toBe(2);
    // 2 unidades valendo 3 centavos: 1,5 → 2 (meio para cima).
    expect(custoMedio({ quantidade: 2, valor: 3 }, 0)).toBe(2);
    expect(custoMedio({ quantidade: 4, valor: 5 }, 0)).toBe(1);
  });

  it('sem estoque, a média fica no último custo', () => {
    expect(custoMedio(vazio, 637)).toBe(637);
  });

  it('a saída leva a sua parte do valor; a média do que fica não muda', () => {
    const s = aplicarEntrada(aplicarEntrada(vazio, 10, 500), 10, 700);
    const r = aplicarSaida(s, 5);
    expect(r).toEqual({ ok: true, saldo: { quantidade: 15, valor: 9000 }, valorBaixado: 3000 });
    if (r.ok) expect(custoMedio(r.saldo, 0)).toBe(600);
  });

  it('a saída que esvazia o estoque leva todo o valor: nenhum centavo sobra', () => {
    // 3 unidades por R$ 0,10: 3,33… por unidade.
    const s = { quantidade: 3, valor: 10 };
    const a = aplicarSaida(s, 1);
    expect(a.ok && a.valorBaixado).toBe(3);
    const b = a.ok ? aplicarSaida(a.saldo, 2) : null;
    expect(b).toEqual({ ok: true, saldo: { quantidade: 0, valor: 0 }, valorBaixado: 7 });
  });

  it('mil saídas de 1 unidade nunca deixam o valor negativo nem sobra', () => {
    let s = aplicarEntrada(aplicarEntrada(vazio, 700, 333), 300, 1001);
    let baixado = 0;
    const inicial = s.valor;
    for (let i = 0; i < 1000; i++) {
      const r = aplicarSaida(s, 1);
      if (!r.ok) throw new Error('recusou');
      expect(r.saldo.valor).toBeGreaterThanOrEqual(0);
      baixado += r.valorBaixado;
      s = r.saldo;
    }
    expect(s).toEqual(vazio);
    expect(baixado).toBe(inicial);
  });

  it('recusa a saída além do disponível e diz quanto há', () => {
    expect(aplicarSaida({ quantidade: 20, valor: 12000 }, 25)).toEqual({ ok: false, disponivel: 20 });
  });

  it('valores no limite continuam exatos (BigInt na divisão)', () => {
    const s = aplicarEntrada(vazio, QUANTIDADE_MAXIMA_ESTOQUE, 9_999_999);
    const r = aplicarSaida(s, 3);
    expect(r.ok && r.valorBaixado).toBe(29_999_997);
    expect(cabeNoEstoque(s, 1)).toBe(false);
    expect(cabeNoEstoque(vazio, QUANTIDADE_MAXIMA_ESTOQUE)).toBe(true);
  });
});
