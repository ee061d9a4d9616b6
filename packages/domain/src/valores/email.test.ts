import { describe, expect, it } from 'vitest';
import { validarEmail } from './email';

describe('validarEmail', () => {
  it.each([
    ['maria@clinica.com', true],
    ['maria.silva+agenda@clinica.com.br', true],
    ['a@b.co', true],
    ['', false],
    ['maria', false],
    ['maria@', false],
    ['@clinica.com', false],
    ['maria@clinica', false],
    ['maria@clinica.c', false],
    ['maria@clinica.c0m', false],
    ['maria silva@clinica.com', false],
    ['maria@clin ica.com', false],
    ['maria@@clinica.com', false],
    ['maria@.com', false],
    ['maria@clinica..com', false],
    [' maria@clinica.com', false],
  ])('%j → %s', (email, esperado) => {
    expect(validarEmail(email)).toBe(esperado);
  });
});
