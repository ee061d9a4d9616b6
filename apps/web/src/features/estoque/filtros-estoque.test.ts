import { describe, expect, it } from 'vitest';
import { chipsDosFiltros, contarFiltros, removerFiltro } from './filtros-estoque';

describe('filtros do estoque', () => {
  const f = { de: '2026-11-01', ate: '2026-11-30', unidades: [3, 7] };
  const nomes = new Map([[3, 'Centro']]);

  it('um chip por filtro, datas como DD/MM/AAAA, unidades pelo nome', () => {
    expect(chipsDosFiltros(f, (id) => nomes.get(id))).toEqual([
      { chave: 'de', rotulo: 'Data inicial: 01/11/2026' },
      { chave: 'ate', rotulo: 'Data final: 30/11/2026' },
      { chave: 'unidade-3', rotulo: 'Unidade: Centro' },
      { chave: 'unidade-7', rotulo: 'Unidade: nº 7' },
    ]);
    expect(contarFiltros(f)).toBe(4);
    expect(chipsDosFiltros({})).toEqual([]);
  });

  it('remover um chip tira só o seu filtro; a última unidade leva a lista junto', () => {
    expect(removerFiltro(f, 'de')).toEqual({ ate: '2026-11-30', unidades: [3, 7] });
    expect(removerFiltro(f, 'unidade-3')).toEqual({ de: '2026-11-01', ate: '2026-11-30', unidades: [7] });
    expect(removerFiltro({ unidades: [7] }, 'unidade-7')).toEqual({});
    expect(removerFiltro(f, 'outra')).toBe(f);
  });
});
