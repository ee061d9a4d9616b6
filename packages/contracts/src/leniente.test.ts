import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  booleanoLeniente,
  comDdi55,
  enumLeniente,
  idLeniente,
  inteiroLeniente,
  leniente,
  reaisLeniente,
  reaisParaCentavosSchema,
} from './leniente';
import { configurarZodPtBR } from './zod-pt';

configurarZodPtBR();

describe('primitivos lenientes', () => {
  it('ids: 12 ou "12"; fora do integer do Postgres, 400', () => {
    expect([12, '12', ' 7 '].map((v) => idLeniente.parse(v))).toEqual([12, 12, 7]);
    for (const v of [2_147_483_648, '2147483648', 0, -1, '1.5', '1e3', 'abc'])
      expect(idLeniente.safeParse(v).success).toBe(false);
  });
  it('inteiros limitados à faixa pedida', () => {
    const duracao = inteiroLeniente(0, 9999);
    expect(duracao.parse('30')).toBe(30);
    expect(duracao.safeParse('10000').success).toBe(false);
  });
  it('booleanos e enums como os clientes antigos mandavam', () => {
    expect(['true', 1, '0', false].map((v) => booleanoLeniente.parse(v))).toEqual([true, true, false, false]);
    const tipo = enumLeniente(['ADM', 'PROFISSIONAL'], z.enum(['ADM', 'PROFISSIONAL']));
    expect(tipo.parse('profissional')).toBe('PROFISSIONAL');
  });
  it('reais: "150,00" e "R$ 1.234,56" para centavos; acima do teto, 400', () => {
    const r = reaisParaCentavosSchema('inválido', 'acima', 100_000_000);
    expect(['150,00', 'R$ 1.234,56', 0.1].map((v) => r.parse(v))).toEqual([15000, 123456, 10]);
    expect(r.safeParse('1e10').success).toBe(false);
    expect(r.safeParse(1e10).error?.issues[0]?.message).toBe('acima');
    expect(reaisLeniente(z.number()).parse('150.5')).toBe(150.5);
  });
  it('WhatsApp nacional ganha o 55; o resto fica como veio', () => {
    expect(['11987654321', '5511987654321', '12025550123', '1198765432'].map(comDdi55)).toEqual([
      '5511987654321',
      '5511987654321',
      '12025550123',
      '1198765432',
    ]);
  });
  it('leniente(schema): o schema estrito inteiro aceita o que veio em texto, sem mudar a entrada tipada', () => {
    const s = leniente(z.object({ id: z.number(), ativo: z.boolean(), tipo: z.enum(['R', 'D']) }));
    expect(s.parse({ id: '3', ativo: '1', tipo: 'r' })).toEqual({ id: 3, ativo: true, tipo: 'R' });
    expect(s.parse({ id: 3, ativo: true, tipo: 'R' })).toEqual({ id: 3, ativo: true, tipo: 'R' });
  });
});
