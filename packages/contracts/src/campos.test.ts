import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { digitos, enderecoObrigatorio, enderecoOpcional, opcional } from './campos';

const erro = (r: { success: boolean; error?: z.ZodError }) => r.error?.issues[0]?.message;

describe('campos compartilhados', () => {
  it('opcional apara e troca vazio por null; digitos guarda só os dígitos da máscara', () => {
    expect(opcional(10).parse('  Sala 2 ')).toBe('Sala 2');
    expect(opcional(10).parse('   ')).toBeNull();
    expect(erro(opcional(3).safeParse('abcd'))).toBe('Máximo de 3 caracteres.');
    expect(digitos('CEP inválido', { min: 8, max: 8 }).parse('01310-100')).toBe('01310100');
    expect(erro(digitos('CEP inválido', { min: 8, max: 8 }).safeParse('0131'))).toBe('CEP inválido');
  });

  it('endereço opcional: tudo pode faltar; UF em maiúsculas e com duas letras', () => {
    const s = z.object(enderecoOpcional({ cepInvalido: 'CEP inválido', estadoInvalido: 'Estado inválido' }));
    expect(s.parse({})).toMatchObject({ cep: null, estado: null, cidade: null });
    expect(s.parse({ estado: 'sp', cep: '01310-100' })).toMatchObject({ estado: 'SP', cep: '01310100' });
    expect(erro(s.safeParse({ estado: 's1' }))).toBe('Estado inválido');
  });

  it('endereço obrigatório: só o complemento pode faltar', () => {
    const s = z.object(
      enderecoObrigatorio({
        obrigatorio: 'Campo obrigatório',
        cepInvalido: 'CEP inválido',
        estadoInvalido: 'UF',
      }),
    );
    const ok = {
      cep: '01310-100',
      endereco: 'Av. Paulista',
      numero: '1000',
      bairro: 'Bela Vista',
      cidade: 'São Paulo',
      estado: 'sp',
    };
    expect(s.parse(ok)).toMatchObject({ cep: '01310100', estado: 'SP', complemento: null });
    expect(erro(s.safeParse({ ...ok, bairro: ' ' }))).toBe('Campo obrigatório');
  });
});
