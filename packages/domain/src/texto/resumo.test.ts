import { describe, expect, it } from 'vitest';
import { resumirTexto } from './resumo';

describe('resumirTexto', () => {
  it.each([
    ['curto', 50, 'curto'],
    ['a'.repeat(50), 50, 'a'.repeat(50)],
    ['a'.repeat(51), 50, `${'a'.repeat(50)}...`],
    ['  muitos   espaços  ', 50, 'muitos espaços'],
    ['Termo de consentimento livre', 10, 'Termo de c...'],
  ])('%s (%i)', (texto, max, esperado) => {
    expect(resumirTexto(texto, max)).toBe(esperado);
  });
});
