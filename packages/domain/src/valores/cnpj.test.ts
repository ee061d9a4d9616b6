import { describe, expect, it } from 'vitest';
import { formatarCnpj, validarCnpj } from './cnpj';

describe('validarCnpj', () => {
  it.each([
    ['11.222.333/0001-81', true],
    ['11222333000181', true],
    ['11.444.777/0001-61', true],
    ['11.222.333/0001-80', false],
    ['11.222.333/0001-91', false],
    ['00.000.000/0000-00', false],
    ['11111111111111', false],
    ['1122233300018', false],
    ['', false],
  ])('%j → %s', (entrada, esperado) => {
    expect(validarCnpj(entrada)).toBe(esperado);
  });
});

describe('formatarCnpj', () => {
  it.each([
    ['11222333000181', '11.222.333/0001-81'],
    ['11.222.333/0001-81', '11.222.333/0001-81'],
    ['11222', '11222'],
    ['', ''],
  ])('%j → %j', (entrada, esperado) => {
    expect(formatarCnpj(entrada)).toBe(esperado);
  });
});
