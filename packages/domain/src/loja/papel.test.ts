import { describe, expect, it } from 'vitest';
import { papelLojaPermite } from './papel';

describe('papelLojaPermite', () => {
  it('o operador e o dono da loja entram onde a declaração os lista', () => {
    expect(papelLojaPermite('admin', ['admin', 'admin_store'])).toBe(true);
    expect(papelLojaPermite('admin_store', ['admin', 'admin_store'])).toBe(true);
  });
  it('o dono da loja não entra nas telas só do operador', () => {
    expect(papelLojaPermite('admin_store', ['admin'])).toBe(false);
    expect(papelLojaPermite('admin', ['admin'])).toBe(true);
  });
  it('sem papel (ou desconhecido) nunca entra', () => {
    expect(papelLojaPermite('nenhum', ['admin', 'admin_store'])).toBe(false);
    expect(papelLojaPermite(undefined, ['admin', 'admin_store'])).toBe(false);
  });
});
