import { describe, expect, it } from 'vitest';
import { termosBuscaPaciente } from './busca-paciente';

describe('termosBuscaPaciente', () => {
  it('separa as palavras sem acento e em minúsculas', () => {
    expect(termosBuscaPaciente('  João   da SILVA ')).toEqual({
      palavras: ['joao', 'da', 'silva'],
      digitos: null,
      id: null,
    });
  });

  it('procura dígitos só quando o termo é um número (com máscara), não em "Rua 7"', () => {
    expect(termosBuscaPaciente('(21) 91234').digitos).toBe('2191234');
    expect(termosBuscaPaciente('444.777').digitos).toBe('444777');
    expect(termosBuscaPaciente('Rua 789').digitos).toBeNull();
    expect(termosBuscaPaciente('12').digitos).toBeNull();
  });

  it('um número puro de até 9 dígitos também é o id', () => {
    expect(termosBuscaPaciente(' 42 ').id).toBe(42);
    expect(termosBuscaPaciente('1234567890').id).toBeNull();
    expect(termosBuscaPaciente('42a').id).toBeNull();
  });
});
