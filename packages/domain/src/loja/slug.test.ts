import { describe, expect, it } from 'vitest';
import { normalizarSlug, slugValido } from './slug';

describe('link da loja (slug)', () => {
  it('fica em minúsculas, sem acentos, com hífen no lugar de espaços e só letras, números e hífen', () => {
    expect(normalizarSlug('Banda Aurora')).toBe('banda-aurora');
    expect(normalizarSlug('São João & Cia.')).toBe('sao-joao--cia');
    expect(normalizarSlug('DJ_Ká 2026!')).toBe('djka-2026');
  });

  it('valida o que o servidor grava', () => {
    expect(slugValido('banda-aurora')).toBe(true);
    expect(slugValido('Banda')).toBe(false);
    expect(slugValido('')).toBe(false);
    expect(slugValido('a'.repeat(81))).toBe(false);
  });
});
