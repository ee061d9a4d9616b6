import { describe, expect, it } from 'vitest';
import {
  diasDoMes,
  instantesDoMes,
  mesAtual,
  mesesAntes,
  mesesAte,
  mesValido,
  nomeDoMes,
  numeroDoMes,
  rotuloCurtoDoMes,
  somarMeses,
} from './mes';

describe('mesValido', () => {
  it.each(['2026-11', '2026-01', '2026-12', '1900-01', '2999-12'])('%s vale', (m) => {
    expect(mesValido(m)).toBe(true);
  });
  it.each([
    '2026-13',
    '2026-00',
    '2026-1',
    '26-11',
    '2026-11-01',
    '',
    ' 2026-11',
    '1899-12',
    '3000-01',
    '2026/11',
  ])('"%s" não vale', (m) => {
    expect(mesValido(m)).toBe(false);
  });
});

describe('aritmética de meses', () => {
  it('soma e subtrai atravessando anos', () => {
    expect(somarMeses('2026-11', 1)).toBe('2026-12');
    expect(somarMeses('2026-12', 1)).toBe('2027-01');
    expect(somarMeses('2026-01', -1)).toBe('2025-12');
    expect(somarMeses('2026-03', -14)).toBe('2025-01');
    expect(somarMeses('2026-11', 0)).toBe('2026-11');
  });
  it('os dias do mês formam um intervalo semiaberto', () => {
    expect(diasDoMes('2026-02')).toEqual({ de: '2026-02-01', ate: '2026-03-01' });
    expect(diasDoMes('2026-12')).toEqual({ de: '2026-12-01', ate: '2027-01-01' });
  });
  it('os 12 meses do gráfico terminam no mês escolhido, o mais antigo primeiro', () => {
    const meses = mesesAte('2026-11', 12);
    expect(meses).toHaveLength(12);
    expect(meses[0]).toBe('2025-12');
    expect(meses[11]).toBe('2026-11');
  });
  it('número do mês', () => {
    expect(numeroDoMes('2026-02')).toBe(2);
  });
});

describe('o mês no relógio da clínica', () => {
  it('23h30 de 30/11 em São Paulo ainda é novembro (em UTC já é dezembro)', () => {
    expect(mesAtual(new Date('2026-12-01T02:30:00Z'), 'America/Sao_Paulo')).toBe('2026-11');
    expect(mesAtual(new Date('2026-12-01T03:00:00Z'), 'America/Sao_Paulo')).toBe('2026-12');
    expect(mesAtual(new Date('2026-12-01T02:30:00Z'), 'UTC')).toBe('2026-12');
  });
  it('o mês começa à meia-noite da clínica', () => {
    expect(instantesDoMes('2026-11', 'America/Sao_Paulo')).toEqual({
      de: new Date('2026-11-01T03:00:00Z'),
      ate: new Date('2026-12-01T03:00:00Z'),
    });
    expect(instantesDoMes('2026-11', 'Asia/Tokyo').de).toEqual(new Date('2026-10-31T15:00:00Z'));
  });
  it('seis meses antes, no mesmo horário; o dia que falta vira o último do mês', () => {
    expect(mesesAntes(new Date('2026-11-23T13:00:00Z'), 6, 'America/Sao_Paulo')).toEqual(
      new Date('2026-05-23T13:00:00Z'),
    );
    expect(mesesAntes(new Date('2026-08-31T15:00:00Z'), 6, 'America/Sao_Paulo')).toEqual(
      new Date('2026-02-28T15:00:00Z'),
    );
    expect(mesesAntes(new Date('2028-08-31T15:00:00Z'), 6, 'America/Sao_Paulo')).toEqual(
      new Date('2028-02-29T15:00:00Z'),
    );
  });
});

describe('nomes', () => {
  it('por extenso e curto, em português', () => {
    expect(nomeDoMes('2026-11')).toBe('novembro de 2026');
    expect(nomeDoMes('2027-03')).toBe('março de 2027');
    expect(rotuloCurtoDoMes('2026-11')).toBe('nov/26');
    expect(rotuloCurtoDoMes('2027-03')).toBe('mar/27');
  });
});
