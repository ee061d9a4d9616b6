import { describe, expect, it } from 'vitest';
import { formatarCpf, validarCpf } from './cpf';

describe('validarCpf', () => {
  it.each([
    ['529.982.247-25', true],
    ['52998224725', true],
    ['111.444.777-35', true],
    ['529.982.247-24', false],
    ['529.982.247-15', false],
    ['111.111.111-11', false],
    ['00000000000', false],
    ['5299822472', false],
    ['529982247251', false],
    ['', false],
  ])('%j → %s', (entrada, esperado) => {
    expect(validarCpf(entrada)).toBe(esperado);
  });
});

describe('formatarCpf', () => {
  it.each([
    ['52998224725', '529.982.247-25'],
    ['529.982.247-25', '529.982.247-25'],
    ['5299822', '5299822'],
    ['529.982', '529982'],
    ['', ''],
  ])('%j → %j', (entrada, esperado) => {
    expect(formatarCpf(entrada)).toBe(esperado);
  });
});
