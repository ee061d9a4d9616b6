import { describe, expect, it } from 'vitest';
import { somenteDigitos } from './digitos';

describe('somenteDigitos', () => {
  it.each([
    ['123.456.789-09', '12345678909'],
    ['(11) 98765-4321', '11987654321'],
    ['abc', ''],
    ['', ''],
    ['  01310-100 ', '01310100'],
  ])('%j → %j', (entrada, esperado) => {
    expect(somenteDigitos(entrada)).toBe(esperado);
  });
});
