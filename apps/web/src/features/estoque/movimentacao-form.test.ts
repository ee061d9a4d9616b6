import { MSG } from '@clinica/contracts';
import { describe, expect, it } from 'vitest';
import { movimentacaoFormSchema, movimentacaoVazia } from './movimentacao-form';

const luva = { id: 4, nome: 'Luva nitrílica', qnt_atual: 20 };
const obrigatorio = MSG.geral.campoObrigatorio;

/** The first message of each field, as the form shows them. */
function erros(v: unknown) {
  const r = movimentacaoFormSchema.safeParse(v);
  const porCampo: Record<string, string> = {};
  for (const i of r.error?.issues ?? []) porCampo[String(i.path[0])] ??= i.message;
  return porCampo;
}

describe('movimentacaoFormSchema', () => {
  it('uma entrada vazia pede produto, quantidade e preço de custo', () => {
    expect(erros(movimentacaoVazia())).toEqual({
      id_produto: obrigatorio,
      quantidade: obrigatorio,
      preco_custo: obrigatorio,
    });
  });

  it('quantidade e custo precisam ser maiores que zero; a validade, uma data real', () => {
    expect(
      erros({ ...movimentacaoVazia(luva), quantidade: '0', preco_custo: 0, vencimento: '31/02/2027' }),
    ).toEqual({
      quantidade: MSG.movimentacoes.quantidadeInvalida,
      preco_custo: MSG.movimentacoes.custoInvalido,
      vencimento: MSG.movimentacoes.dataInvalida,
    });
  });

  it('monta a entrada com a validade em AAAA-MM-DD e a unidade escolhida', () => {
    const r = movimentacaoFormSchema.parse({
      ...movimentacaoVazia(luva),
      quantidade: '10',
      preco_custo: 500,
      vencimento: '15/12/2026',
      id_unidade: 2,
    });
    expect(r).toEqual({
      tipo: 'ENTRADA',
      id_produto: 4,
      quantidade: 10,
      observacao: null,
      id_unidade: 2,
      preco_custo: 500,
      vencimento: '2026-12-15',
    });
  });

  it('a saída não pede custo nem validade; o profissional é opcional', () => {
    expect(erros({ ...movimentacaoVazia(), tipo: 'SAIDA' })).toEqual({
      id_produto: obrigatorio,
      quantidade: obrigatorio,
    });
    // What the entry had typed stays in the form and is not sent.
    const r = movimentacaoFormSchema.parse({
      ...movimentacaoVazia(luva),
      tipo: 'SAIDA',
      quantidade: '5',
      preco_custo: 0,
      vencimento: 'lixo',
      id_usuario: { id: 9, nome: 'Dra. Carla' },
    });
    expect(r).toEqual({
      tipo: 'SAIDA',
      id_produto: 4,
      quantidade: 5,
      observacao: null,
      id_unidade: null,
      id_usuario: 9,
    });
  });
});
