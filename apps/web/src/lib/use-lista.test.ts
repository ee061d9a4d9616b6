import { listaInputSchema, tratamentoListaInputSchema } from '@clinica/contracts';
import type { FiltroDeclarado } from '@clinica/ui/filtros-dialog';
import { describe, expect, it } from 'vitest';
import { comMudancas, lerLista } from './use-lista';

const FILTROS: FiltroDeclarado[] = [
  { tipo: 'texto', chave: 'nome', rotulo: 'Nome' },
  { tipo: 'numero', chave: 'preco_venda', rotulo: 'Valor de venda', moeda: true },
];

describe('lerLista', () => {
  it('o endereço diz a página, o termo e os filtros, lidos pelo contrato da lista', () => {
    const { entrada, filtros } = lerLista(
      tratamentoListaInputSchema,
      'page=3&q=limpeza&nome=Pele&preco_venda=1500&outra=1',
      10,
      FILTROS,
    );
    expect(entrada).toEqual({ page: 3, limit: 10, q: 'limpeza', nome: 'Pele', preco_venda: 1500 });
    expect(filtros).toEqual({ nome: 'Pele', preco_venda: 1500 });
  });

  it('sem nada no endereço: página 1, sem termo nem filtros', () => {
    expect(lerLista(listaInputSchema, '', 15, [])).toEqual({
      entrada: { page: 1, limit: 15, q: '' },
      filtros: {},
    });
  });

  it('uma chave que o contrato recusa cai; o resto da vista fica', () => {
    const { entrada, filtros } = lerLista(
      tratamentoListaInputSchema,
      'page=abc&nome=Pele&preco_venda=-5',
      10,
      FILTROS,
    );
    expect(entrada).toEqual({ page: 1, limit: 10, q: '', nome: 'Pele' });
    expect(filtros).toEqual({ nome: 'Pele' });
  });

  it('uma chave não declarada não vira filtro nem chamada', () => {
    expect(lerLista(tratamentoListaInputSchema, 'nome=Pele', 10, []).entrada).toEqual({
      page: 1,
      limit: 10,
      q: '',
    });
  });
});

describe('comMudancas', () => {
  it('escreve as chaves dadas e guarda as outras; vazio e a página 1 saem do endereço', () => {
    expect(comMudancas('aba=x&page=2&q=ana', { q: 'bia', page: 1 })).toBe('aba=x&q=bia');
    expect(comMudancas('q=ana&nome=Pele', { q: '', nome: undefined, page: 4 })).toBe('page=4');
  });
});
