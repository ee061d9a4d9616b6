import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { chipsDosFiltros, contarFiltros, type FiltroDeclarado, FiltrosDialog } from './filtros-dialog';

const DECLARACAO: FiltroDeclarado[] = [
  { tipo: 'texto', chave: 'nome', rotulo: 'Nome' },
  {
    tipo: 'escolha',
    chave: 'tipo',
    rotulo: 'Tipo',
    opcoes: [
      { valor: 'RECEITA', rotulo: 'Receitas' },
      { valor: 'DESPESA', rotulo: 'Despesas' },
    ],
  },
  { tipo: 'periodo', rotulo: 'Vencimento', de: 'de', ate: 'ate' },
  { tipo: 'numero', chave: 'preco_venda', rotulo: 'Valor de venda', moeda: true },
  { tipo: 'numero', chave: 'quantidade', rotulo: 'Quantidade' },
];

describe('filtros declarados', () => {
  it('um chip por chave preenchida, na ordem da declaração, com o valor como a tela o mostra', () => {
    const chips = chipsDosFiltros(DECLARACAO, {
      quantidade: 3,
      nome: '  Limpeza ',
      tipo: 'DESPESA',
      de: '2026-11-01',
      ate: '',
      preco_venda: 123456,
    });
    expect(chips).toEqual([
      { chave: 'nome', rotulo: 'Nome: Limpeza' },
      { chave: 'tipo', rotulo: 'Tipo: Despesas' },
      { chave: 'de', rotulo: 'Vencimento de: 01/11/2026' },
      { chave: 'preco_venda', rotulo: 'Valor de venda: R$ 1.234,56' },
      { chave: 'quantidade', rotulo: 'Quantidade: 3' },
    ]);
  });

  it('vazio e undefined não contam como filtro; zero conta', () => {
    expect(contarFiltros({ nome: '', tipo: undefined, preco_venda: 0 })).toBe(1);
  });
});

describe('FiltrosDialog', () => {
  const abrir = (onAplicar = vi.fn(), valores = {}) => {
    const onFechar = vi.fn();
    render(
      <FiltrosDialog
        aberto
        declaracao={DECLARACAO}
        valores={valores}
        onAplicar={onAplicar}
        onFechar={onFechar}
      />,
    );
    return { onAplicar, onFechar };
  };

  it('começa dos filtros em vigor e entrega só os campos preenchidos, datas em ISO', () => {
    const { onAplicar, onFechar } = abrir(vi.fn(), { nome: 'Botox', de: '2026-11-01' });
    expect(screen.getByLabelText('Nome')).toHaveProperty('value', 'Botox');
    expect(screen.getByLabelText('Vencimento de')).toHaveProperty('value', '01/11/2026');
    fireEvent.change(screen.getByLabelText('Tipo'), { target: { value: 'RECEITA' } });
    fireEvent.change(screen.getByLabelText('Quantidade'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(onAplicar).toHaveBeenCalledWith({
      nome: 'Botox',
      tipo: 'RECEITA',
      de: '2026-11-01',
      quantidade: 2,
    });
    expect(onFechar).toHaveBeenCalled();
  });

  it('uma data que não existe fica no campo com a mensagem e nada é aplicado', () => {
    const { onAplicar, onFechar } = abrir();
    const ate = screen.getByLabelText('até') as HTMLInputElement;
    ate.focus();
    ate.value = '31022026';
    ate.setSelectionRange(8, 8);
    fireEvent.input(ate, { target: { value: '31022026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(screen.getByText('Data inválida')).toBeTruthy();
    expect(onAplicar).not.toHaveBeenCalled();
    expect(onFechar).not.toHaveBeenCalled();
  });

  it("'Limpar filtros' entrega nenhum filtro", () => {
    const { onAplicar } = abrir(vi.fn(), { nome: 'Botox' });
    fireEvent.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    expect(onAplicar).toHaveBeenCalledWith({});
  });
});

describe("filtro 'varias' (unidades)", () => {
  const unidades = (carregando = false): FiltroDeclarado[] => [
    {
      tipo: 'varias',
      chave: 'unidades',
      rotulo: 'Unidades',
      opcoes: carregando
        ? []
        : [
            { valor: '1', rotulo: 'Centro' },
            { valor: '3', rotulo: 'Jardins' },
          ],
      carregando,
      vazio: 'Nenhuma unidade.',
    },
  ];

  it('um chip com os nomes; as caixas marcadas viram "1,3"', () => {
    expect(chipsDosFiltros(unidades(), { unidades: '3,1' })).toEqual([
      { chave: 'unidades', rotulo: 'Unidades: Jardins, Centro' },
    ]);
    const onAplicar = vi.fn();
    render(
      <FiltrosDialog
        aberto
        declaracao={unidades()}
        valores={{ unidades: '3' }}
        onAplicar={onAplicar}
        onFechar={vi.fn()}
      />,
    );
    expect(screen.getByLabelText('Jardins')).toHaveProperty('checked', true);
    fireEvent.click(screen.getByLabelText('Centro'));
    fireEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(onAplicar).toHaveBeenCalledWith({ unidades: '3,1' });
  });

  it('o que foi marcado fica quando a página redesenha com a lista de opções que chegou', () => {
    const props = { aberto: true, valores: {}, onAplicar: vi.fn(), onFechar: vi.fn() };
    const { rerender } = render(<FiltrosDialog {...props} declaracao={unidades(true)} />);
    expect(screen.queryByLabelText('Centro')).toBeNull();
    rerender(<FiltrosDialog {...props} declaracao={unidades()} />);
    fireEvent.click(screen.getByLabelText('Centro'));
    // A background refetch hands new objects with the same filters: the draft stays.
    rerender(<FiltrosDialog {...props} valores={{}} declaracao={unidades()} />);
    expect(screen.getByLabelText('Centro')).toHaveProperty('checked', true);
    fireEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(props.onAplicar).toHaveBeenCalledWith({ unidades: '1' });
  });
});
