import { describe, expect, it } from 'vitest';
import { DDDS_VALIDOS, formatarTelefone, validarWhatsapp } from './whatsapp';

describe('DDDS_VALIDOS', () => {
  it('tem os 67 DDDs da ANATEL', () => {
    expect(DDDS_VALIDOS).toHaveLength(67);
  });

  it.each([
    [11, true],
    [19, true],
    [20, false],
    [23, false],
    [25, false],
    [26, false],
    [29, false],
    [36, false],
    [39, false],
    [47, true],
    [49, true],
    [50, false],
    [52, false],
    [56, false],
    [70, false],
    [72, false],
    [76, false],
    [78, false],
    [80, false],
    [90, false],
    [99, true],
  ])('DDD %i → %s', (ddd, esperado) => {
    expect(DDDS_VALIDOS.includes(ddd)).toBe(esperado);
  });
});

describe('validarWhatsapp', () => {
  it.each([
    ['5511987654321', true],
    ['+55 (11) 98765-4321', true],
    ['5599912345678', true],
    ['5520987654321', false], // DDD inexistente
    ['5511887654321', false], // não começa com 9
    ['551198765432', false], // curto
    ['55119876543210', false], // longo
    ['551187654321', false], // fixo de 8 dígitos
    ['12125551234', true],
    ['+1 (212) 555-1234', true],
    ['11125551234', false], // código de área começando com 1
    ['10125551234', false], // código de área começando com 0
    ['1212555123', false],
    ['11987654321', false], // sem DDI
    ['', false],
    ['abc', false],
  ])('%j → %s', (entrada, esperado) => {
    expect(validarWhatsapp(entrada)).toBe(esperado);
  });
});

describe('formatarTelefone', () => {
  it.each([
    ['', '55', ''],
    ['1', '55', '(1'],
    ['11', '55', '(11'],
    ['119', '55', '(11) 9'],
    ['1198765', '55', '(11) 98765'],
    ['11987654', '55', '(11) 98765-4'],
    ['11987654321', '55', '(11) 98765-4321'],
    ['(11) 98765-4321', '55', '(11) 98765-4321'],
    ['119876543210', '55', '(11) 98765-4321'],
    ['', '1', ''],
    ['212', '1', '212'],
    ['2125', '1', '212-5'],
    ['212555', '1', '212-555'],
    ['2125551', '1', '212-555-1'],
    ['2125551234', '1', '212-555-1234'],
    ['21255512345', '1', '212-555-1234'],
  ] as const)('%j (%s) → %j', (entrada, ddi, esperado) => {
    expect(formatarTelefone(entrada, ddi)).toBe(esperado);
  });
});
