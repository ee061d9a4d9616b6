import { describe, expect, it } from 'vitest';
import { DURACOES_TRATAMENTO, ehDuracaoValida } from './duracao';

describe('DURACOES_TRATAMENTO', () => {
  it('começa em 0 (sem duração) e segue de 10 a 180 de 5 em 5', () => {
    expect(DURACOES_TRATAMENTO.slice(0, 4)).toEqual([0, 10, 15, 20]);
    expect(DURACOES_TRATAMENTO.at(-1)).toBe(180);
    expect(DURACOES_TRATAMENTO).toHaveLength(1 + 35);
  });

  it('toda duração da lista é válida', () => {
    expect(DURACOES_TRATAMENTO.every(ehDuracaoValida)).toBe(true);
  });
});

describe('ehDuracaoValida', () => {
  it.each([0, 10, 15, 90, 175, 180])('%i é válida', (m) => {
    expect(ehDuracaoValida(m)).toBe(true);
  });

  it.each([-5, 5, 9, 11, 12.5, 181, 185, 1000, Number.NaN])('%d é inválida', (m) => {
    expect(ehDuracaoValida(m)).toBe(false);
  });
});
