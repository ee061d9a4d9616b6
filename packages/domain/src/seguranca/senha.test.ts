import { describe, expect, it } from 'vitest';
import { forcaSenha, SENHA_MINIMO } from './senha';

describe('forcaSenha', () => {
  it.each([
    ['', 'Fraca'],
    ['a1!', 'Fraca'],
    ['abc12!@', 'Fraca'], // 7 caracteres, mesmo variada
    ['abcdefgh', 'Fraca'],
    ['12345678', 'Fraca'],
    ['!@#$%^&*', 'Fraca'],
    ['abcd1234', 'Média'],
    ['abcd!@#$', 'Média'],
    ['1234!@#$', 'Média'],
    ['ação1234', 'Média'],
    ['abcd123!', 'Forte'],
    ['Senh@123', 'Forte'],
    ['coração1!', 'Forte'],
  ] as const)('%j → %s', (senha, esperado) => {
    expect(forcaSenha(senha)).toBe(esperado);
  });

  it('mínimo é 8', () => {
    expect(SENHA_MINIMO).toBe(8);
  });
});
