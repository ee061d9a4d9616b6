import { describe, expect, it } from 'vitest';
import { ehPalavraComum, ehRepetida, ehSequencia } from './senha-previsivel';

describe('senhas previsíveis', () => {
  it.each([
    ['aaaaaaaa', true],
    ['11111111', true],
    ['12121212', true],
    ['abcabcabc', true],
    ['  ZZZZZZZZZ ', true],
    ['aaaaaaab', false],
    ['abcdabcd', false],
  ])('repetida: %j → %s', (senha, esperado) => expect(ehRepetida(senha)).toBe(esperado));

  it.each([
    ['12345678', true],
    ['87654321', true],
    ['34567890', true],
    ['abcdefgh', true],
    ['HGFEDCBA', true],
    ['qwertyui', true],
    ['asdfghjk', true],
    ['1qaz2wsx', true],
    ['12345679', false],
    ['abcdefgz', false],
    ['Sorriso#2024', false],
  ])('sequência: %j → %s', (senha, esperado) => expect(ehSequencia(senha)).toBe(esperado));

  it.each([
    ['senha123', true],
    ['Senha@123', true],
    ['brasil2024', true],
    ['Clínica01', true],
    ['#flamengo81', true],
    ['maria1985', true],
    ['JOÃO2000!', true],
    ['mudar123', true],
    ['demo1234', false],
    ['Sorriso#2024', false],
    ['maria.silva85', false],
    ['senhaforte2024', false],
    ['ana.souza1', false],
  ])('palavra comum: %j → %s', (senha, esperado) => expect(ehPalavraComum(senha)).toBe(esperado));
});
