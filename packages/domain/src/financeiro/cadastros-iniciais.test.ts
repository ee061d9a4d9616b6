import { describe, expect, it } from 'vitest';
import { normalizarBusca } from '../busca/texto';
import { ehTaxaValida } from '../tipo-pagamento/taxa';
import { CATEGORIAS_INICIAIS, TIPOS_PAGAMENTO_INICIAIS } from './cadastros-iniciais';

const nomesDo = (tipo: 'R' | 'D') =>
  TIPOS_PAGAMENTO_INICIAIS.filter((t) => t.tipo === tipo).map((t) => t.nome);

describe('cadastros iniciais de uma clínica nova', () => {
  it('receitas: dinheiro, PIX e os dois cartões; despesas: dinheiro, PIX, boleto e cartão de crédito', () => {
    expect(nomesDo('R')).toEqual(['Dinheiro', 'PIX', 'Cartão de débito', 'Cartão de crédito']);
    expect(nomesDo('D')).toEqual(['Dinheiro', 'PIX', 'Boleto', 'Cartão de crédito']);
  });

  it('nenhuma comissão de saída, e uma taxa que o formulário aceitaria', () => {
    for (const t of TIPOS_PAGAMENTO_INICIAIS) {
      expect(t.taxa).toBe(0);
      expect(ehTaxaValida(t.taxa)).toBe(true);
    }
  });

  it('cabem nas regras do cadastro: nome de 1 a 120 caracteres, sem repetir (sem caixa nem acento) no mesmo tipo', () => {
    const chaves = TIPOS_PAGAMENTO_INICIAIS.map((t) => `${t.tipo}:${normalizarBusca(t.nome)}`);
    expect(new Set(chaves).size).toBe(chaves.length);
    const categorias = CATEGORIAS_INICIAIS.map(normalizarBusca);
    expect(new Set(categorias).size).toBe(categorias.length);
    for (const nome of [...TIPOS_PAGAMENTO_INICIAIS.map((t) => t.nome), ...CATEGORIAS_INICIAIS]) {
      expect(nome).toBe(nome.trim());
      expect(nome.length).toBeGreaterThanOrEqual(1);
      expect(nome.length).toBeLessThanOrEqual(120);
    }
  });

  it('algumas categorias de despesa, entre elas as contas de todo mês', () => {
    expect(CATEGORIAS_INICIAIS).toEqual(
      expect.arrayContaining([
        'Aluguel',
        'Materiais e insumos',
        'Salários e pró-labore',
        'Contas de consumo',
        'Impostos e taxas',
        'Marketing',
      ]),
    );
  });
});
