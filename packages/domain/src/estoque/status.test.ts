import { describe, expect, it } from 'vitest';
import { ROTULO_STATUS_ESTOQUE, statusEstoque } from './status';

describe('status do estoque', () => {
  it('zero é Sem Estoque, mesmo com mínimo zero', () => {
    expect(statusEstoque(0, 0)).toBe('SEM_ESTOQUE');
    expect(statusEstoque(0, 5)).toBe('SEM_ESTOQUE');
  });
  it('abaixo do mínimo, e no mínimo já é Em Estoque', () => {
    expect(statusEstoque(4, 5)).toBe('ABAIXO_MINIMO');
    expect(statusEstoque(5, 5)).toBe('EM_ESTOQUE');
    expect(statusEstoque(1, 0)).toBe('EM_ESTOQUE');
  });
  it('rótulos do spec', () => {
    expect(Object.values(ROTULO_STATUS_ESTOQUE)).toEqual(['Em Estoque', 'Abaixo do Mínimo', 'Sem Estoque']);
  });
});
