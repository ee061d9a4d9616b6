import { describe, expect, it } from 'vitest';
import { contemNul } from './nul';

describe('contemNul', () => {
  it('acha o NUL em qualquer texto, chave ou profundidade', () => {
    expect(contemNul('a\u0000b')).toBe(true);
    expect(contemNul({ nome: 'ok', itens: [{ obs: 'x\u0000' }] })).toBe(true);
    expect(contemNul({ 'a\u0000': 1 })).toBe(true);
    expect(contemNul([1, 'dois', null, { tres: true }])).toBe(false);
    expect(contemNul('Ação ç')).toBe(false);
    expect(contemNul(undefined)).toBe(false);
  });
});
