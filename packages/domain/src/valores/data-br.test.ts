import { describe, expect, it } from 'vitest';
import { brParaDia, formatarDataBr, parseDataBr, type ResultadoData } from './data-br';

const hoje = new Date(2025, 5, 15);

describe('parseDataBr', () => {
  it.each<[string, ResultadoData]>([
    ['15/06/2025', { ok: true, iso: '2025-06-15' }],
    ['01/01/1900', { ok: true, iso: '1900-01-01' }],
    [' 31/12/1999 ', { ok: true, iso: '1999-12-31' }],
    ['29/02/2024', { ok: true, iso: '2024-02-29' }],
    ['29/02/2000', { ok: true, iso: '2000-02-29' }],
    ['31/12/2025', { ok: true, iso: '2025-12-31' }],
    ['', { ok: false, erro: 'Data inválida' }],
    ['1/1/2000', { ok: false, erro: 'Data inválida' }],
    ['2000-01-01', { ok: false, erro: 'Data inválida' }],
    ['01/01/20000', { ok: false, erro: 'Data inválida' }],
    ['aa/bb/cccc', { ok: false, erro: 'Data inválida' }],
    ['01/13/2000', { ok: false, erro: 'Mês inválido' }],
    ['01/00/2000', { ok: false, erro: 'Mês inválido' }],
    ['00/01/2000', { ok: false, erro: 'Dia inválido' }],
    ['32/01/2000', { ok: false, erro: 'Dia inválido' }],
    ['31/04/2000', { ok: false, erro: 'Dia inválido para o mês' }],
    ['30/02/2024', { ok: false, erro: 'Dia inválido para o mês' }],
    ['29/02/2023', { ok: false, erro: 'Dia inválido para o mês' }],
    ['29/02/1900', { ok: false, erro: 'Dia inválido para o mês' }],
    ['31/12/1899', { ok: false, erro: 'Ano inválido' }],
    ['01/01/2026', { ok: false, erro: 'Ano inválido' }],
  ])('%j → %j', (texto, esperado) => {
    expect(parseDataBr(texto, hoje)).toEqual(esperado);
  });
});

describe('formatarDataBr', () => {
  it.each([
    ['2025-06-15', '15/06/2025'],
    ['2025-01-01T00:00:00.000Z', '01/01/2025'],
    ['2024-12-31T23:59:59-03:00', '31/12/2024'],
    ['', ''],
    ['lixo', 'lixo'],
  ])('%j → %j', (iso, esperado) => {
    expect(formatarDataBr(iso)).toBe(esperado);
  });
});

describe('brParaDia', () => {
  it.each([
    ['15/06/2025', '2025-06-15'],
    [' 29/02/2024 ', '2024-02-29'],
    ['01/01/2999', '2999-01-01'],
    ['01/01/1900', '1900-01-01'],
    ['29/02/2023', null],
    ['31/04/2025', null],
    ['00/01/2025', null],
    ['01/13/2025', null],
    ['31/12/1899', null],
    ['1/1/2025', null],
    ['12/03/20', null],
    ['', null],
  ])('%j → %j', (texto, esperado) => {
    expect(brParaDia(texto)).toBe(esperado);
  });
});
