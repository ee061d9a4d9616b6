import { describe, expect, it } from 'vitest';
import { diaLongo, gradeDoMes, mesesEntre } from './datas-agendamento';

describe('datas do agendamento online', () => {
  it('lê o dia da clínica sem passar por fuso', () => {
    expect(diaLongo('2026-11-30')).toBe('segunda-feira, 30 de novembro');
  });

  it('lista os meses entre o primeiro e o último dia, virando o ano', () => {
    expect(mesesEntre('2026-11-27', '2027-01-26')).toEqual(['2026-11', '2026-12', '2027-01']);
    expect(mesesEntre('2026-11-27', '2026-11-30')).toEqual(['2026-11']);
  });

  it('monta o mês começando no domingo', () => {
    const grade = gradeDoMes('2026-11'); // 1 de novembro de 2026 é um domingo
    expect(grade[0]).toBe('2026-11-01');
    expect(grade).toHaveLength(30);
    const fev = gradeDoMes('2027-02'); // segunda-feira: um vazio antes
    expect(fev.slice(0, 2)).toEqual([null, '2027-02-01']);
    expect(fev.at(-1)).toBe('2027-02-28');
  });
});
