import { describe, expect, it } from 'vitest';
import { proximoPrefixo } from './lista';

describe('proximoPrefixo: o fim da faixa das palavras que começam por um prefixo', () => {
  it('avança o último caractere', () => {
    expect(proximoPrefixo('ana')).toBe('anb');
    expect(proximoPrefixo('joaz')).toBe('joa{');
    expect(proximoPrefixo('bia.costa@')).toBe('bia.costaA');
    expect(proximoPrefixo('9')).toBe(':');
  });

  it('toda palavra com o prefixo fica antes do fim, byte a byte (a ordem de text_pattern_ops)', () => {
    const bytes = (s: string) => Buffer.from(s, 'utf8');
    for (const [prefixo, palavra] of [
      ['ana', 'anazzzz'],
      ['ana', 'ana'],
      ['souz', 'souza'],
      ['ç', 'çã'],
      ['a', `a${String.fromCodePoint(0x10ffff)}`],
    ] as const) {
      const fim = proximoPrefixo(prefixo);
      expect(Buffer.compare(bytes(palavra), bytes(prefixo))).toBeGreaterThanOrEqual(0);
      expect(Buffer.compare(bytes(palavra), bytes(fim))).toBeLessThan(0);
    }
    // And a word without the prefix is outside: 'anb' is the end itself.
    expect(Buffer.compare(bytes('anb'), bytes(proximoPrefixo('ana')))).toBe(0);
  });
});
