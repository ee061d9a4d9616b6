import { MSG } from '@clinica/contracts';
import { describe, expect, it } from 'vitest';
import { rascunhoVazio, validarMovimentacao } from './movimentacao-form';

const luva = { id: 4, nome: 'Luva nitrílica', qnt_atual: 20 };
const obrigatorio = MSG.geral.campoObrigatorio;

describe('validarMovimentacao', () => {
  it('uma entrada vazia pede produto, quantidade e preço de custo', () => {
    const { entrada, erros } = validarMovimentacao(rascunhoVazio());
    expect(entrada).toBeNull();
    expect(erros).toEqual({ produto: obrigatorio, quantidade: obrigatorio, precoCusto: obrigatorio });
  });

  it('quantidade e custo precisam ser maiores que zero; a validade, uma data real', () => {
    const { erros } = validarMovimentacao({
      ...rascunhoVazio(luva),
      quantidade: '0',
      precoCusto: 0,
      validade: '31/02/2027',
    });
    expect(erros).toEqual({
      quantidade: MSG.movimentacoes.quantidadeInvalida,
      precoCusto: MSG.movimentacoes.custoInvalido,
      validade: MSG.movimentacoes.dataInvalida,
    });
  });

  it('monta a entrada com a validade em AAAA-MM-DD e a unidade escolhida', () => {
    const r = validarMovimentacao({
      ...rascunhoVazio(luva),
      quantidade: '10',
      precoCusto: 500,
      validade: '15/12/2026',
      unidade: '2',
    });
    expect(r.erros).toEqual({});
    expect(r.entrada).toEqual({
      tipo: 'ENTRADA',
      id_produto: 4,
      quantidade: 10,
      observacao: '',
      id_unidade: 2,
      preco_custo: 500,
      vencimento: '2026-12-15',
    });
  });

  it('a saída não pede custo nem validade; o profissional é opcional', () => {
    const vazia = validarMovimentacao({ ...rascunhoVazio(), tipo: 'SAIDA' });
    expect(vazia.erros).toEqual({ produto: obrigatorio, quantidade: obrigatorio });
    const r = validarMovimentacao({
      ...rascunhoVazio(luva),
      tipo: 'SAIDA',
      quantidade: '5',
      precoCusto: 0,
      validade: 'lixo',
      profissional: { id: 9, nome: 'Dra. Carla' },
    });
    expect(r.entrada).toEqual({
      tipo: 'SAIDA',
      id_produto: 4,
      quantidade: 5,
      observacao: '',
      id_unidade: null,
      id_usuario: 9,
    });
  });
});
