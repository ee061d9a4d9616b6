import { describe, expect, it } from 'vitest';
import { dataValida, diaSeguinte, periodoPadrao, recusaDoPeriodo } from './periodo';

describe('periodoPadrao', () => {
  it('o mês corrente no relógio de São Paulo', () => {
    expect(periodoPadrao(new Date('2026-11-24T12:00:00Z'))).toEqual({
      inicio: '2026-11-01',
      fim: '2026-11-30',
    });
  });
  it('01/12 00:30 em UTC ainda é novembro em São Paulo', () => {
    expect(periodoPadrao(new Date('2026-12-01T00:30:00Z'))).toEqual({
      inicio: '2026-11-01',
      fim: '2026-11-30',
    });
  });
  it('fevereiro de ano bissexto termina no dia 29', () => {
    expect(periodoPadrao(new Date('2028-02-10T12:00:00Z')).fim).toBe('2028-02-29');
  });
});

describe('recusaDoPeriodo', () => {
  it.each([
    [{ inicio: '2026-11-01', fim: '2026-11-30' }, null],
    [{ inicio: '2026-11-05', fim: '2026-11-05' }, null],
    [{ inicio: '2026-11-30', fim: '2026-11-01' }, 'FIM_ANTES_DO_INICIO'],
    [{ inicio: '2026-02-30', fim: '2026-03-01' }, 'DATA_INVALIDA'],
    [{ inicio: '01/11/2026', fim: '2026-11-30' }, 'DATA_INVALIDA'],
  ] as const)('%o → %s', (p, esperado) => {
    expect(recusaDoPeriodo(p)).toBe(esperado);
  });
});

it('dataValida e diaSeguinte atravessam meses e anos', () => {
  expect(dataValida('2028-02-29')).toBe(true);
  expect(dataValida('2026-02-29')).toBe(false);
  expect(diaSeguinte('2026-12-31')).toBe('2027-01-01');
  expect(diaSeguinte('2028-02-28')).toBe('2028-02-29');
});
