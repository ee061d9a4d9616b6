import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { configurarZodPtBR } from './zod-pt';

configurarZodPtBR();

describe('mensagens de reserva do zod', () => {
  it('em português do Brasil, com o nome do campo', () => {
    const s = z.object({ id_perfil: z.number(), nome: z.string().max(3), itens: z.array(z.boolean()) });
    const r = s.safeParse({ id_perfil: '1', nome: 'abcd', itens: [1] });
    expect(r.error?.issues.map((i) => i.message)).toEqual([
      'id_perfil: esperava um número, recebeu um texto',
      'nome: Grande demais: esperava que o texto tivesse <= 3 caracteres',
      'itens.0: esperava um valor booleano, recebeu um número',
    ]);
    expect(s.safeParse({ nome: 'a', itens: [] }).error?.issues[0]?.message).toBe(
      'id_perfil: campo obrigatório',
    );
  });
  it('uma mensagem definida pelo schema continua valendo', () => {
    expect(
      z.object({ a: z.string({ error: 'Campo obrigatório' }) }).safeParse({}).error?.issues[0]?.message,
    ).toBe('Campo obrigatório');
  });
});
