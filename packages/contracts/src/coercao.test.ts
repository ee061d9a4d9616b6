import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { coagirEntrada, lerBooleano, lerEnum, lerNumero, lerReais } from './coercao';
import { configurarZodPtBR } from './zod-pt';

configurarZodPtBR();

describe('leitores', () => {
  it('números: decimais com ponto ou vírgula; expoente, hexa, Infinity e vazio ficam como vieram', () => {
    expect(['30', ' 150.00 ', '150,5', '-2', '0'].map(lerNumero)).toEqual([30, 150, 150.5, -2, 0]);
    for (const v of ['1e10', '1e400', '0x10', 'Infinity', 'NaN', '', ' ', '1.234,56', '12a', '9'.repeat(41)])
      expect(lerNumero(v)).toBe(v);
    expect(lerNumero(12)).toBe(12);
  });
  it('booleanos: true/false, "true"/"FALSE", 1/0, "1"/"0"; o resto fica', () => {
    expect([true, 'true', ' TRUE ', 1, '1'].map(lerBooleano)).toEqual([true, true, true, true, true]);
    expect([false, 'false', 0, '0'].map(lerBooleano)).toEqual([false, false, false, false]);
    expect(['sim', 2, null].map(lerBooleano)).toEqual(['sim', 2, null]);
  });
  it('enums em qualquer caixa e sem acento; número lido pelos dígitos', () => {
    const tipo = lerEnum(['PROFISSIONAL', 'Não sei', '55']);
    expect(['profissional', 'nao sei', ' NÃO SEI ', 55].map(tipo)).toEqual([
      'PROFISSIONAL',
      'Não sei',
      'Não sei',
      '55',
    ]);
    expect(tipo('outro')).toBe('outro');
  });
  it('reais: número, "150.00", "150,00", "R$ 1.234,56"', () => {
    expect([150.5, '150.00', '150,00', 'R$ 1.234,56'].map(lerReais)).toEqual([150.5, 150, 150, 1234.56]);
    expect(lerReais('1e10')).toBe('1e10');
  });
});

describe('coagirEntrada (a leitura guiada pelo schema)', () => {
  const schema = z.object({
    id: z.number().int().max(2_147_483_647),
    ativo: z.boolean().optional(),
    tipo: z.enum(['ADM', 'PROFISSIONAL']),
    ddi: z.enum(['55', '1']).default('55'),
    nome: z.string(),
    itens: z.array(z.object({ qtd: z.coerce.number() })).default([]),
    preco: z.preprocess((v) => v, z.number()).transform((n) => n * 100),
  });
  it('lê o que os clientes antigos mandavam e o schema estrito aceita', () => {
    const lido = coagirEntrada(schema, {
      id: '12',
      ativo: 'true',
      tipo: 'profissional',
      ddi: 55,
      nome: 123,
      itens: [{ qtd: '2' }],
      preco: '1,5',
    });
    expect(schema.parse(lido)).toEqual({
      id: 12,
      ativo: true,
      tipo: 'PROFISSIONAL',
      ddi: '55',
      nome: '123',
      itens: [{ qtd: 2 }],
      preco: 150,
    });
  });
  it('entrada tipada volta igual (o cliente web não muda)', () => {
    const tipado = { id: 7, ativo: false, tipo: 'ADM', ddi: '1', nome: 'x', itens: [], preco: 2 };
    expect(coagirEntrada(schema, tipado)).toEqual(tipado);
  });
  it('números continuam limitados: fora da faixa, NaN e Infinity são recusados pelo schema, nomeando o campo', () => {
    for (const id of ['2147483648', '1e400', 'NaN', 'Infinity', 1e10]) {
      const r = schema.safeParse(coagirEntrada(schema, { id, tipo: 'ADM', nome: 'x', preco: 1 }));
      expect(r.success).toBe(false);
      expect(r.error?.issues[0]?.message).toMatch(/^id: /);
    }
  });
  it('uniões discriminadas: o discriminador em qualquer caixa escolhe a opção, e o resto é lido por ela', () => {
    const u = z.discriminatedUnion('tipo', [
      z.object({ tipo: z.literal('ENTRADA'), qtd: z.number() }),
      z.object({ tipo: z.literal('SAIDA'), id: z.number() }),
    ]);
    expect(u.parse(coagirEntrada(u, { tipo: 'saída', id: '3' }))).toEqual({ tipo: 'SAIDA', id: 3 });
    expect(coagirEntrada(u, { tipo: 'outro', id: '3' })).toEqual({ tipo: 'outro', id: '3' });
  });
  it('valores hostis voltam sem erro (o schema decide): arrays no lugar de objetos, aninhamento profundo', () => {
    let fundo: unknown = 1;
    for (let i = 0; i < 10_000; i++) fundo = { id: fundo };
    expect(() => coagirEntrada(schema, fundo)).not.toThrow();
    expect(coagirEntrada(schema, [1, 2])).toEqual([1, 2]);
    expect(coagirEntrada(schema, null)).toBeNull();
    expect(coagirEntrada({} as z.ZodType, 'x')).toBe('x');
  });
});
