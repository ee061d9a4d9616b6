import { describe, expect, it } from 'vitest';
import { consumirLotes, situacaoValidade, somarDias } from './lotes';

describe('lotes (FEFO)', () => {
  const lotes = [
    { id: 1, vencimento: null, saldo: 10 },
    { id: 2, vencimento: '2027-03-01', saldo: 5 },
    { id: 3, vencimento: '2026-12-10', saldo: 4 },
    { id: 4, vencimento: '2026-12-10', saldo: 3 },
  ];
  it('o que vence primeiro sai primeiro; empate pela entrada mais antiga; sem data por último', () => {
    expect(consumirLotes(lotes, 10)).toEqual([
      { id: 3, consumido: 4 },
      { id: 4, consumido: 3 },
      { id: 2, consumido: 3 },
    ]);
    expect(consumirLotes(lotes, 22)).toEqual([
      { id: 3, consumido: 4 },
      { id: 4, consumido: 3 },
      { id: 2, consumido: 5 },
      { id: 1, consumido: 10 },
    ]);
  });
  it('pula lotes vazios e não passa do que há', () => {
    expect(consumirLotes([{ id: 9, vencimento: '2026-01-01', saldo: 0 }, ...lotes], 2)).toEqual([
      { id: 3, consumido: 2 },
    ]);
    expect(consumirLotes([{ id: 1, vencimento: null, saldo: 2 }], 5)).toEqual([{ id: 1, consumido: 2 }]);
  });
});

describe('validade', () => {
  it('soma dias de calendário, virando mês e ano', () => {
    expect(somarDias('2026-12-15', 30)).toBe('2027-01-14');
    expect(somarDias('2028-02-28', 1)).toBe('2028-02-29');
  });
  it('vencido antes de hoje; a vencer até 30 dias (inclusive); sem data nunca alerta', () => {
    const hoje = '2026-11-23';
    expect(situacaoValidade('2026-11-22', hoje)).toBe('VENCIDO');
    expect(situacaoValidade('2026-11-23', hoje)).toBe('A_VENCER');
    expect(situacaoValidade('2026-12-23', hoje)).toBe('A_VENCER');
    expect(situacaoValidade('2026-12-24', hoje)).toBe('OK');
    expect(situacaoValidade(null, hoje)).toBe('OK');
  });
});
