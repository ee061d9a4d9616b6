import { describe, expect, it } from 'vitest';
import { TIPOS_USUARIO, type TipoUsuario, temPermissao } from './permissoes';

describe('temPermissao', () => {
  it.each<[TipoUsuario, string[], string, boolean]>([
    ['ADM', [], 'open', true],
    ['ADM', [], 'ADM', true],
    ['ADM', [], 'pacientes', true],
    ['USUARIO', [], 'open', true],
    ['MEDICO', [], 'open', true],
    ['PROFISSIONAL', [], 'open', true],
    ['USUARIO', [], 'ADM', false],
    ['USUARIO', ['ADM'], 'ADM', false],
    ['MEDICO', ['agenda'], 'ADM', false],
    ['USUARIO', ['pacientes', 'agenda'], 'pacientes', true],
    ['MEDICO', ['agenda'], 'agenda', true],
    ['PROFISSIONAL', ['agenda'], 'financeiro', false],
    ['USUARIO', [], 'pacientes', false],
  ])('%s %j pede %j → %s', (tipo, permissoes, requisito, esperado) => {
    expect(temPermissao({ tipo, permissoes }, requisito)).toBe(esperado);
  });
});

describe('temPermissao com chave ou tipo', () => {
  const requisito = { chave: 'financeiro', ouTipos: ['PROFISSIONAL', 'MEDICO'] } as const;
  it.each<[TipoUsuario, string[], boolean]>([
    ['ADM', [], true],
    ['PROFISSIONAL', [], true],
    ['MEDICO', [], true],
    ['USUARIO', ['financeiro'], true],
    ['USUARIO', ['agenda'], false],
    ['USUARIO', [], false],
  ])('%s %j → %s', (tipo, permissoes, esperado) => {
    expect(temPermissao({ tipo, permissoes }, requisito)).toBe(esperado);
  });
});

describe('temPermissao com alguma de várias chaves', () => {
  const requisito = { algumaDe: ['listar', 'movimentar'] } as const;
  it.each<[TipoUsuario, string[], boolean]>([
    ['ADM', [], true],
    ['USUARIO', ['movimentar'], true],
    ['USUARIO', ['listar'], true],
    ['PROFISSIONAL', ['agenda'], false],
    ['USUARIO', [], false],
  ])('%s %j → %s', (tipo, permissoes, esperado) => {
    expect(temPermissao({ tipo, permissoes }, requisito)).toBe(esperado);
  });
});

describe('TIPOS_USUARIO', () => {
  it('lista os quatro tipos', () => {
    expect(TIPOS_USUARIO).toEqual(['ADM', 'USUARIO', 'MEDICO', 'PROFISSIONAL']);
  });
});
