import { describe, expect, it } from 'vitest';
import type { TipoUsuario } from '../acesso/permissoes';
import { veApenasAsPropriasComissoes } from './visibilidade-comissao';

describe('veApenasAsPropriasComissoes', () => {
  it.each<[TipoUsuario, boolean]>([
    ['PROFISSIONAL', true],
    ['MEDICO', true],
    ['ADM', false],
    ['USUARIO', false],
  ])('%s → %s', (tipo, esperado) => {
    expect(veApenasAsPropriasComissoes(tipo)).toBe(esperado);
  });
});
