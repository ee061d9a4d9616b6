import { describe, expect, it } from 'vitest';
import { recusaSenha } from './senha-recusada';
import { ehSenhaComum, TOTAL_SENHAS_COMUNS } from './senhas-comuns';

const ctx = { email: 'Ana.Souza@Clinica.com.br', ehComum: ehSenhaComum };

describe('recusaSenha', () => {
  it.each([
    ['        ', 'espacos'],
    ['\t \n', 'espacos'],
    ['abc', 'curta'],
    ['ana.souza@clinica.com.br', 'igualEmail'],
    ['ANA.SOUZA', 'igualEmail'],
    [' ana.souza@CLINICA.com.br ', 'igualEmail'],
    ['password', 'comum'],
    ['12345678', 'sequencia'],
    ['Password1', 'comum'],
    [' qwerty123 ', 'comum'],
    ['iloveyou1', 'comum'],
    ['aaaaaaaa', 'repetida'],
    ['12121212', 'repetida'],
    ['87654321', 'sequencia'],
    ['qwertyuiop', 'sequencia'],
    ['senha123', 'palavraComum'],
    ['Brasil@2024', 'palavraComum'],
    ['clinica01', 'palavraComum'],
    ['Sorriso#2024', null],
    ['ana.souza1', null],
    ['clinica.com.br', null],
    ['demo1234', null],
  ] as const)('%j → %s', (senha, esperado) => {
    expect(recusaSenha(senha, ctx)).toBe(esperado);
  });

  it('sem e-mail nem lista, só espaços e comprimento contam', () => {
    expect(recusaSenha('password')).toBeNull();
    expect(recusaSenha('ana.souza', { email: null })).toBeNull();
    expect(recusaSenha('')).toBe('curta');
  });

  it('um e-mail sem parte local não recusa tudo', () => {
    expect(recusaSenha('qualquer-coisa', { email: '@' })).toBeNull();
  });
});

describe('senhas comuns', () => {
  it('a lista tem as 10.000 mais comuns, em ordem, sem distinguir maiúsculas', () => {
    expect(TOTAL_SENHAS_COMUNS).toBe(10_000);
    expect(ehSenhaComum('123456')).toBe(true);
    expect(ehSenhaComum('DRAGON')).toBe(true);
    expect(ehSenhaComum('Cl1nica!Segura#2024')).toBe(false);
  });
});
