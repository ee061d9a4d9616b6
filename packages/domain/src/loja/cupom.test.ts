import { describe, expect, it } from 'vitest';
import {
  codigoCupomBemFormado,
  descontoValido,
  formatarDescontoCupom,
  normalizarCodigoCupom,
  quantidadeCupomValida,
} from './cupom';

describe('cupom', () => {
  it('o código é comparado sem espaços nas pontas e em maiúsculas', () => {
    expect(normalizarCodigoCupom('  promo10 ')).toBe('PROMO10');
    expect(normalizarCodigoCupom('Black-Friday')).toBe('BLACK-FRIDAY');
  });

  it('o código aceita letras, números, hífen e sublinhado', () => {
    expect(codigoCupomBemFormado('PROMO_10-A')).toBe(true);
    expect(codigoCupomBemFormado('PROMO 10')).toBe(false);
    expect(codigoCupomBemFormado('PROMOÇÃO')).toBe(false);
  });

  it('um desconto percentual não passa de 100%; o fixo só precisa ser positivo', () => {
    expect(descontoValido('percentage', 10_000)).toBe(true);
    expect(descontoValido('percentage', 10_001)).toBe(false);
    expect(descontoValido('fixed', 1_000_000)).toBe(true);
    expect(descontoValido('fixed', 0)).toBe(false);
    expect(descontoValido('percentage', 10.5)).toBe(false);
  });

  it('mostra o desconto como a tabela: percentual ou reais', () => {
    expect(formatarDescontoCupom('percentage', 1000)).toBe('10%');
    expect(formatarDescontoCupom('percentage', 1250)).toBe('12,5%');
    expect(formatarDescontoCupom('fixed', 150_000)).toBe('R$ 1.500,00');
  });

  it('a quantidade não fica abaixo da já usada', () => {
    expect(quantidadeCupomValida(10, 3)).toBe(true);
    expect(quantidadeCupomValida(3, 3)).toBe(true);
    expect(quantidadeCupomValida(2, 3)).toBe(false);
    expect(quantidadeCupomValida(0, 0)).toBe(false);
  });
});
