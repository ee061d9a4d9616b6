import { describe, expect, it } from 'vitest';
import { MSG } from './mensagens';
import { tipoPagamentoInputSchema } from './tipo-pagamento';
import { tratamentoInputSchema, tratamentoRestInputSchema } from './tratamento';

const base = { nome: 'Limpeza', preco_venda: 123_456, preco_custo: 0, duracao: 30 };
const erro = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe('tratamento: centavos no tRPC, reais no REST', () => {
  it('o REST converte reais em centavos sem perder o centavo', () => {
    const r = tratamentoRestInputSchema.parse({ ...base, preco_venda: 1234.56, preco_custo: 0.1 });
    expect(r).toMatchObject({ preco_venda: 123_456, preco_custo: 10 });
  });

  it('o tRPC exige centavos inteiros', () => {
    expect(tratamentoInputSchema.safeParse({ ...base, preco_venda: 10.5 }).success).toBe(false);
  });

  it.each([
    [{ nome: '  ' }, MSG.tratamentos.nomeObrigatorio],
    [{ duracao: 12 }, MSG.tratamentos.duracaoInvalida],
    [{ preco_custo: -1 }, MSG.tratamentos.valorNegativo],
  ])('%j → %s', (mudanca, mensagem) => {
    expect(erro(tratamentoInputSchema.safeParse({ ...base, ...mudanca }))).toBe(mensagem);
  });
});

describe('tipo de pagamento: taxa', () => {
  const pix = { nome: 'Pix', tipo: 'R' };
  it.each([
    ['2,5', 2.5],
    [2.5, 2.5],
    ['100', 100],
  ])('%j → %d', (taxa, esperado) => {
    expect(tipoPagamentoInputSchema.parse({ ...pix, taxa }).taxa).toBe(esperado);
  });

  it.each([
    ['', MSG.tiposPagamento.taxaObrigatoria],
    [undefined, MSG.tiposPagamento.taxaObrigatoria],
    ['101', MSG.tiposPagamento.taxaInvalida],
    [1.234, MSG.tiposPagamento.taxaInvalida],
  ])('%j → %s', (taxa, mensagem) => {
    expect(erro(tipoPagamentoInputSchema.safeParse({ ...pix, taxa }))).toBe(mensagem);
  });
});
