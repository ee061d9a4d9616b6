import { describe, expect, it } from 'vitest';
import { tempoRelativo } from './tempo-relativo';

const agora = new Date('2026-11-24T15:00:00Z');
const antes = (segundos: number) => new Date(agora.getTime() - segundos * 1000).toISOString();

describe('tempoRelativo', () => {
  it.each([
    [10, 'agora'],
    [5 * 60, 'há 5 minutos'],
    [2 * 3600, 'há 2 horas'],
    [26 * 3600, 'ontem'],
    [3 * 86_400, 'há 3 dias'],
    [10 * 86_400, '14/11/2026'],
  ])('%i s atrás → %s', (s, esperado) => {
    expect(tempoRelativo(antes(s), agora)).toBe(esperado);
  });
});
