import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { diaSchema } from './agenda';
import { dataHoraLeniente, dataLeniente, diaLeniente, lerData } from './leniente';

/* Issue 33: one reading of dates for every REST write that takes one. */
describe('lerData', () => {
  it.each([
    ['25/12/2030', '2030-12-25'],
    [' 25/12/2030 ', '2030-12-25'],
    ['2030-12-25', '2030-12-25'],
    ['2026-12-01T03:00:00.000Z', '2026-12-01'],
    ['25/12/2030 10:00', '25/12/2030 10:00'],
    ['25-12-2030', '25-12-2030'],
    [20301225, 20301225],
  ])('um dia: %j → %j', (entrada, saida) => {
    expect(lerData(entrada)).toBe(saida);
  });

  it.each([
    ['04/03/2030 09:00', '2030-03-04 09:00'],
    ['04/03/2030T09:00', '2030-03-04 09:00'],
    ['04/03/2030 09:00:00', '2030-03-04 09:00:00'],
    ['2030-03-04 09:00', '2030-03-04 09:00'],
    ['2030-03-04T09:00', '2030-03-04T09:00'],
    ['04/03/2030', '2030-03-04'],
  ])('com hora: %j → %j', (entrada, saida) => {
    expect(lerData(entrada, true)).toBe(saida);
  });

  it('o schema ainda decide se o dia existe; vazio e null são "sem data" só no diaLeniente', () => {
    expect(dataLeniente(diaSchema).safeParse('31/02/2030').success).toBe(false);
    expect(dataLeniente(diaSchema).parse('28/02/2030')).toBe('2030-02-28');
    expect(dataLeniente(diaSchema).safeParse(null).success).toBe(false);
    expect(diaLeniente(diaSchema).parse('')).toBeNull();
    expect(dataHoraLeniente(z.string()).parse('01/01/2031 07:15')).toBe('2031-01-01 07:15');
  });
});
