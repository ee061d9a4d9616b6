import { describe, expect, it } from 'vitest';
import { cupomInputSchema } from './loja-cupom';
import { MSG } from './mensagens';

const cupom = { codigo: 'PROMO10', quantidade: 10, validade: '2030-12-31' };
const mensagens = (r: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  (r.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);

describe('cupomInputSchema: o desconto pela regra do domínio (descontoValido)', () => {
  it('um percentual vai até 100% (10000 centésimos); um valor fixo não tem teto percentual', () => {
    expect(cupomInputSchema.safeParse({ ...cupom, tipo: 'percentage', desconto: 10_000 }).success).toBe(true);
    expect(mensagens(cupomInputSchema.safeParse({ ...cupom, tipo: 'percentage', desconto: 10_001 }))).toEqual(
      [`desconto: ${MSG.cupons.descontoPercentualMaximo}`],
    );
    expect(cupomInputSchema.safeParse({ ...cupom, tipo: 'fixed', desconto: 1_000_000 }).success).toBe(true);
  });

  it('um desconto que não é inteiro positivo tem só a mensagem do próprio campo', () => {
    expect(mensagens(cupomInputSchema.safeParse({ ...cupom, tipo: 'percentage', desconto: 0 }))).toEqual([
      `desconto: ${MSG.cupons.descontoObrigatorio}`,
    ]);
    expect(mensagens(cupomInputSchema.safeParse({ ...cupom, tipo: 'percentage', desconto: 12.5 }))).toEqual([
      `desconto: ${MSG.cupons.descontoObrigatorio}`,
    ]);
  });
});
