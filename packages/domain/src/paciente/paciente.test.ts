import { describe, expect, it } from 'vitest';
import { lerDataNascimento, validarCelular } from './paciente';

const hoje = new Date(2026, 5, 15);

describe('lerDataNascimento', () => {
  it.each([
    ['31/12/1990', { ok: true, iso: '1990-12-31' }],
    ['1990-12-31', { ok: true, iso: '1990-12-31' }],
    ['29/02/2024', { ok: true, iso: '2024-02-29' }],
    ['01/01/1900', { ok: true, iso: '1900-01-01' }],
    ['', { ok: false, erro: 'Data inválida' }],
    ['1/2/1990', { ok: false, erro: 'Data inválida' }],
    ['10/13/1990', { ok: false, erro: 'Mês inválido' }],
    ['32/01/1990', { ok: false, erro: 'Dia inválido' }],
    ['00/01/1990', { ok: false, erro: 'Dia inválido' }],
    ['31/04/1990', { ok: false, erro: 'Dia inválido para o mês' }],
    ['29/02/2023', { ok: false, erro: 'Dia inválido para o mês' }],
    ['31/12/1899', { ok: false, erro: 'Ano inválido' }],
    ['01/01/2027', { ok: false, erro: 'Ano inválido' }],
    ['2027-01-01', { ok: false, erro: 'Ano inválido' }],
  ])('%s', (texto, esperado) => {
    expect(lerDataNascimento(texto, hoje)).toEqual(esperado);
  });
});

describe('validarCelular', () => {
  it.each([
    ['(11) 98765-4321', '55', true],
    ['11987654321', '55', true],
    ['(11) 3456-7890', '55', true],
    ['(20) 98765-4321', '55', false],
    ['1198765432', '55', true],
    ['119876543', '55', false],
    ['415-555-0123', '1', true],
    ['115-555-0123', '1', false],
    ['(11) 98765-4321', '1', false],
  ] as const)('%s com DDI %s → %s', (numero, ddi, ok) => {
    expect(validarCelular(numero, ddi)).toBe(ok);
  });
});
