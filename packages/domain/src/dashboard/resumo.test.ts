import { describe, expect, it } from 'vitest';
import { formatarPercentual, percentualMargem, resumoFinanceiro } from './resumo';

describe('percentualMargem', () => {
  it('líquida sobre bruta, uma casa decimal', () => {
    expect(percentualMargem(100_000, 42_500)).toBe(42.5);
    expect(percentualMargem(30_000, 10_000)).toBe(33.3);
    expect(percentualMargem(30_000, 20_000)).toBe(66.7);
    expect(percentualMargem(100_000, 100_000)).toBe(100);
  });
  it('negativa quando as despesas passam das receitas', () => {
    expect(percentualMargem(10_000, -5_000)).toBe(-50);
    expect(percentualMargem(30_000, -20_000)).toBe(-66.7);
  });
  it('sem receita não há margem (nada de dividir por zero)', () => {
    expect(percentualMargem(0, 0)).toBeNull();
    expect(percentualMargem(0, -5_000)).toBeNull();
  });
  it('zero é zero, nunca -0', () => {
    expect(Object.is(percentualMargem(10_000, 0), 0)).toBe(true);
    expect(Object.is(percentualMargem(1_000_000, -1), 0)).toBe(true);
  });
});

describe('resumoFinanceiro', () => {
  it('monta os cartões a partir das somas de cada tipo', () => {
    const r = resumoFinanceiro(
      { pago: 150_000, previsto: 200_000, pendente: 80_000 },
      { pago: 50_000, previsto: 70_000, pendente: 30_000 },
    );
    expect(r).toEqual({
      receita_bruta: 150_000,
      despesa: 50_000,
      receita_liquida: 100_000,
      percentual: 66.7,
      receitas: { a_receber: 80_000, previsto: 200_000 },
      despesas: { a_pagar: 30_000, previsto: 70_000 },
      saldo: { pendente: 50_000, previsto: 130_000 },
    });
  });
  it('um mês vazio é zero, sem margem', () => {
    const zero = { pago: 0, previsto: 0, pendente: 0 };
    expect(resumoFinanceiro(zero, zero).percentual).toBeNull();
    expect(resumoFinanceiro(zero, zero).saldo).toEqual({ pendente: 0, previsto: 0 });
  });
});

describe('formatarPercentual', () => {
  it('vírgula decimal e traço sem margem', () => {
    expect(formatarPercentual(42.5)).toBe('42,5%');
    expect(formatarPercentual(-12)).toBe('-12%');
    expect(formatarPercentual(0)).toBe('0%');
    expect(formatarPercentual(null)).toBe('—');
  });
});
