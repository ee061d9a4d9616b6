import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loginInputSchema } from './acesso';
import { registroFormSchema, registroInputSchema } from './cadastro';
import { MSG } from './mensagens';
import { configurarZodPtBR } from './zod-pt';

configurarZodPtBR();

const primeiraMensagem = (r: { success: boolean; error?: z.ZodError }) => r.error?.issues[0]?.message;

describe('loginInputSchema', () => {
  it('apara e põe o e-mail em minúsculas', () => {
    expect(loginInputSchema.parse({ email: '  Ana@Clinica.COM ', senha: 'x' })).toEqual({
      email: 'ana@clinica.com',
      senha: 'x',
    });
  });

  it.each([
    [{}, MSG.login.preenchaTodos],
    [{ email: '   ', senha: 'x' }, MSG.login.preenchaTodos],
    [{ email: 'ana@clinica', senha: 'x' }, MSG.login.emailInvalido],
  ])('%o -> %s', (entrada, mensagem) => {
    expect(primeiraMensagem(loginInputSchema.safeParse(entrada))).toBe(mensagem);
  });
});

describe('registroInputSchema', () => {
  const valido = {
    nome: ' Clínica ',
    tipo: 'profissional',
    usuario: { nome: 'Ana', email: 'ANA@X.COM', senha: '12345678', whatsapp: '+55 (11) 98765-4321' },
  };

  it('guarda o WhatsApp só com dígitos e aceita id_vendedor em texto', () => {
    const r = registroInputSchema.parse({ ...valido, id_vendedor: '42' });
    expect(r.usuario.whatsapp).toBe('5511987654321');
    expect(r.usuario.email).toBe('ana@x.com');
    expect(r.nome).toBe('Clínica');
    expect(r.id_vendedor).toBe(42);
  });

  it('um id_vendedor que não é número é ignorado, não recusa o cadastro', () => {
    expect(registroInputSchema.parse({ ...valido, id_vendedor: 'abc' }).id_vendedor).toBeNull();
  });

  it('id_vendedor 0, "0", "", null ou lixo é "sem vendedor" (issue 33: os clientes antigos mandam 0)', () => {
    for (const id_vendedor of [0, '0', ' 0 ', '', null, 'abc', {}, true]) {
      expect(registroInputSchema.parse({ ...valido, id_vendedor }).id_vendedor).toBeNull();
    }
  });

  it('um id_vendedor numérico que a coluna não guarda é 400 nomeando o campo (nunca um 500)', () => {
    for (const id_vendedor of [2_147_483_648, '2147483648', 1e10, -1, 1.5]) {
      expect(primeiraMensagem(registroInputSchema.safeParse({ ...valido, id_vendedor }))).toMatch(
        /^id_vendedor: /,
      );
    }
  });

  it('WhatsApp com ou sem o 55', () => {
    const r = registroInputSchema.parse({
      ...valido,
      usuario: { ...valido.usuario, whatsapp: '(11) 98765-4321' },
    });
    expect(r.usuario.whatsapp).toBe('5511987654321');
  });

  it('um número dos EUA (1 + 10 dígitos) é aceito', () => {
    const r = registroInputSchema.safeParse({
      ...valido,
      usuario: { ...valido.usuario, whatsapp: '12125551234' },
    });
    expect(r.success).toBe(true);
  });
});

describe('registroFormSchema (a tela)', () => {
  const tela = {
    nome: 'Clínica',
    tipo: 'clinica',
    nomeUsuario: 'Ana',
    email: 'ana@x.com',
    senha: '12345678',
    whatsapp: '(11) 98765-4321',
  };

  it('o WhatsApp da máscara nacional recebe o 55 na validação', () => {
    expect(registroFormSchema.safeParse(tela).success).toBe(true);
    expect(primeiraMensagem(registroFormSchema.safeParse({ ...tela, whatsapp: '(20) 98765-4321' }))).toBe(
      MSG.registro.whatsappInvalido,
    );
    expect(primeiraMensagem(registroFormSchema.safeParse({ ...tela, whatsapp: '(11) 3333-4444' }))).toBe(
      MSG.registro.whatsappInvalido,
    );
  });
});

describe('mensagens em português', () => {
  it('uma mensagem não definida no schema cai no locale pt-BR do Zod, com o campo, nunca em inglês', async () => {
    const r = z.object({ n: z.number() }).safeParse({ n: 'x' });
    expect(primeiraMensagem(r)).toBe('n: esperava um número, recebeu um texto');
  });
});
