import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { diaSchema } from './agenda';
import {
  campoData,
  campoDataOpcional,
  campoEscolha,
  campoEscolhaOpcional,
  campoInteiro,
  campoOpcao,
  campoValor,
  digitos,
  enderecoObrigatorio,
  enderecoOpcional,
  opcional,
} from './campos';

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

describe('campos de formulário derivados do contrato', () => {
  it('data DD/MM/AAAA: vazia é obrigatória, inválida diz a mensagem do formulário, válida vira AAAA-MM-DD', () => {
    const data = campoData(diaSchema, 'Data inválida');
    expect(data.parse(' 15/06/2026 ')).toBe('2026-06-15');
    expect(erro(data.safeParse(''))).toBe('Campo obrigatório');
    expect(erro(data.safeParse('31/02/2026'))).toBe('Data inválida');
    expect(erro(data.safeParse('15/06/20'))).toBe('Data inválida');
    expect(erro(campoData(diaSchema, 'Data inválida', 'Informe a validade').safeParse(''))).toBe(
      'Informe a validade',
    );
    // The wire's own rule runs after: here a range the contract sets.
    const ate2030 = campoData(
      diaSchema.refine((v) => v <= '2030-12-31', 'Até 2030'),
      'Data inválida',
    );
    expect(erro(ate2030.safeParse('01/01/2031'))).toBe('Até 2030');
  });

  it('data opcional: vazia é null', () => {
    const data = campoDataOpcional(diaSchema, 'Data inválida');
    expect(data.parse('')).toBeNull();
    expect(data.parse('01/02/2027')).toBe('2027-02-01');
    expect(erro(data.safeParse('99/99/2027'))).toBe('Data inválida');
  });

  it('escolha {id, nome}: nada escolhido é obrigatório; o fio recebe o id', () => {
    expect(campoEscolha().parse({ id: 7, nome: 'Ana' })).toBe(7);
    expect(erro(campoEscolha().safeParse(null))).toBe('Campo obrigatório');
    expect(erro(campoEscolha('Escolha um modelo').safeParse(null))).toBe('Escolha um modelo');
    expect(campoEscolhaOpcional().parse(null)).toBeNull();
    // A picker the form never touched holds nothing at all.
    const s = z.object({ id_usuario: campoEscolhaOpcional(), id_paciente: campoEscolha() });
    expect(erro(s.safeParse({}))).toBe('Campo obrigatório');
    expect(s.safeParse({ id_paciente: { id: 1, nome: 'Ana' } }).data).toEqual({
      id_usuario: null,
      id_paciente: 1,
    });
    expect(campoEscolhaOpcional().parse({ id: 3, nome: 'Banco' })).toBe(3);
  });

  it('inteiro digitado: vazio é obrigatório, só dígitos, e a faixa do contrato', () => {
    const q = campoInteiro(z.number().int().min(1, 'Maior que zero'), 'Só números');
    expect(q.parse(' 12 ')).toBe(12);
    expect(erro(q.safeParse(''))).toBe('Campo obrigatório');
    expect(erro(q.safeParse('1,5'))).toBe('Só números');
    expect(erro(q.safeParse('0'))).toBe('Maior que zero');
    expect(erro(campoInteiro(z.number(), 'Só números', 'Parcelas inválidas').safeParse(''))).toBe(
      'Parcelas inválidas',
    );
  });

  it('valor em centavos: vazio (null) recebe a mensagem do contrato', () => {
    const v = campoValor(z.number({ error: 'Campo obrigatório' }).min(1, 'Informe um valor maior que zero.'));
    expect(v.parse(1250)).toBe(1250);
    expect(erro(v.safeParse(null))).toBe('Campo obrigatório');
    expect(erro(v.safeParse(0))).toBe('Informe um valor maior que zero.');
  });
});

describe('opção de um select', () => {
  it('o texto do select passa pela regra do contrato; vazio recebe a mensagem dele', () => {
    const sexo = campoOpcao(z.enum(['Feminino', 'Masculino'], { error: 'Campo obrigatório' }));
    expect(sexo.parse('Feminino')).toBe('Feminino');
    expect(erro(sexo.safeParse(''))).toBe('Campo obrigatório');
  });
});
