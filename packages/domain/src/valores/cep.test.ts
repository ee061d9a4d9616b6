import { describe, expect, it } from 'vitest';
import { formatarCep, normalizarCep } from './cep';

describe('normalizarCep', () => {
  it.each([
    ['01310-100', '01310100'],
    ['01310100', '01310100'],
    [' 01.310-100 ', '01310100'],
    ['0131010', null],
    ['013101000', null],
    ['', null],
    ['abcdefgh', null],
  ])('%j → %j', (entrada, esperado) => {
    expect(normalizarCep(entrada)).toBe(esperado);
  });
});

describe('formatarCep', () => {
  it.each([
    ['01310100', '01310-100'],
    ['01310-100', '01310-100'],
    ['0131', '0131'],
    ['', ''],
  ])('%j → %j', (entrada, esperado) => {
    expect(formatarCep(entrada)).toBe(esperado);
  });
});
