import { describe, expect, it } from 'vitest';
import {
  calendarioDemo,
  diaAindaPorVir,
  diaDaSemana,
  diaDoMes,
  diaJaPassado,
  diasNoMes,
  somarDias,
  sorteador,
} from './calendario-demo';

describe('calendário da clínica de demonstração', () => {
  it('os 3 meses passados e o atual, no relógio da clínica (já é março em UTC, ainda fevereiro em São Paulo)', () => {
    const cal = calendarioDemo(new Date('2026-03-01T02:30:00Z'), 'America/Sao_Paulo');
    expect(cal).toEqual({
      hoje: '2026-02-28',
      agoraHora: '23:30',
      meses: ['2025-11', '2025-12', '2026-01', '2026-02'],
    });
  });

  it('datas do mês: o que já aconteceu nunca depois de hoje, o que está por vir nunca antes', () => {
    const cal = calendarioDemo(new Date('2026-03-10T15:00:00Z'), 'America/Sao_Paulo');
    expect(diaJaPassado(cal, '2026-02', 20)).toBe('2026-02-20');
    expect(diaJaPassado(cal, '2026-03', 20)).toBe('2026-03-10');
    expect(diaAindaPorVir(cal, '2026-03', 3)).toBe('2026-03-10');
    expect(diaAindaPorVir(cal, '2026-03', 22)).toBe('2026-03-22');
    expect(diaDoMes('2026-02', 31)).toBe('2026-02-28');
    expect(diasNoMes('2024-02')).toBe(29);
    expect(somarDias('2025-12-30', 3)).toBe('2026-01-02');
    expect(diaDaSemana('2026-03-01')).toBe(0);
  });

  it('a sequência sorteada é sempre a mesma para a mesma semente', () => {
    const a = sorteador(40);
    const b = sorteador(40);
    const sa = Array.from({ length: 50 }, () => a.inteiro(1, 6));
    const sb = Array.from({ length: 50 }, () => b.inteiro(1, 6));
    expect(sa).toEqual(sb);
    expect(new Set(sa).size).toBe(6);
    expect(sorteador(41).alguns([1, 2, 3, 4, 5], 5).sort()).toEqual([1, 2, 3, 4, 5]);
  });
});
