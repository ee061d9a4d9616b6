import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { RowKey } from './data-table';
import type { FiltroDeclarado } from './filtros-dialog';
import { ListPage } from './list-page';

type Linha = { id: number; nome: string };
const LINHAS: Linha[] = [
  { id: 1, nome: 'Ana' },
  { id: 2, nome: 'Bia' },
];
const colunas = [{ key: 'nome', header: 'Nome', render: (l: Linha) => l.nome }];
const DECLARACAO: FiltroDeclarado[] = [{ tipo: 'texto', chave: 'nome', rotulo: 'Nome' }];

function Tela({ onPageChange }: { onPageChange: (p: number) => void }) {
  const [sel, setSel] = useState<Set<RowKey>>(new Set());
  return (
    <ListPage
      title="X"
      selection={{
        selecionadas: sel,
        onChange: setSel,
        acoes: <button type="button">Excluir selecionados ({sel.size})</button>,
      }}
      table={{
        columns: colunas,
        rows: LINHAS,
        rowKey: (l) => l.id,
        pagination: { page: 1, pageSize: 2, total: 4, onPageChange },
      }}
    />
  );
}

describe('ListPage', () => {
  it('a página tem o cabeçalho (h1); a aba, só o seu título (h2) e os botões', () => {
    const { rerender } = render(
      <ListPage
        title="Fotos"
        actions={<button type="button">Nova</button>}
        table={{ columns: colunas, rows: LINHAS, rowKey: (l) => l.id }}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Fotos' })).toBeTruthy();
    rerender(
      <ListPage
        variante="aba"
        title="Fotos"
        actions={<button type="button">Nova</button>}
        table={{ columns: colunas, rows: LINHAS, rowKey: (l) => l.id }}
      />,
    );
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Fotos' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Fotos' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Nova' })).toBeTruthy();
  });

  it('um corpo que não é tabela: o esqueleto ao carregar, o vazio ou os itens, e a paginação', () => {
    const corpo = {
      carregando: true,
      esqueleto: <p>carregando</p>,
      itens: <ul aria-label="Cartões" />,
      pagination: { page: 1, pageSize: 2, total: 4, onPageChange: () => {} },
    };
    const { rerender } = render(<ListPage title="X" corpo={corpo} />);
    expect(screen.getByText('carregando')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    rerender(<ListPage title="X" corpo={{ ...corpo, carregando: false, vazio: <p>Nada</p> }} />);
    expect(screen.getByText('Nada')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Cartões' })).toBeNull();
    rerender(<ListPage title="X" corpo={{ ...corpo, carregando: false }} />);
    expect(screen.getByRole('list', { name: 'Cartões' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Paginação' })).toBeTruthy();
  });

  it('uma aba sem título: nenhum cabeçalho, e os botões fecham a linha da pesquisa', () => {
    render(
      <ListPage
        variante="aba"
        actions={<button type="button">Novo</button>}
        search={{ placeholder: 'Nome', onSearch: () => {} }}
        table={{ columns: colunas, rows: LINHAS, rowKey: (l) => l.id }}
      />,
    );
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByRole('button', { name: 'Novo' })).toBeTruthy();
  });

  it('o seletor fica na linha da pesquisa; a pesquisa leva o seu rótulo', () => {
    render(
      <ListPage
        title="X"
        seletor={<input aria-label="Filtrar por paciente" />}
        search={{ placeholder: 'Código', onSearch: () => {}, rotulo: 'Pesquisar cupons por código' }}
        table={{ columns: colunas, rows: LINHAS, rowKey: (l) => l.id }}
      />,
    );
    expect(screen.getByLabelText('Filtrar por paciente')).toBeTruthy();
    expect(screen.getByLabelText('Pesquisar cupons por código')).toBeTruthy();
  });

  it("'Atualizar' recarrega", () => {
    const onRefresh = vi.fn();
    render(
      <ListPage
        title="X"
        refresh={{ onRefresh }}
        table={{ columns: colunas, rows: [], rowKey: (l: Linha) => l.id }}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Atualizar' }));
    expect(onRefresh).toHaveBeenCalledOnce();
  });

  it("os filtros declarados: 'Filtros (n)', um chip removível por filtro e o diálogo comum", () => {
    const onChange = vi.fn();
    render(
      <ListPage
        title="X"
        filters={{ declaracao: DECLARACAO, valores: { nome: 'Ana' }, onChange }}
        table={{ columns: colunas, rows: LINHAS, rowKey: (l) => l.id }}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remover filtro Nome: Ana' }));
    expect(onChange).toHaveBeenLastCalledWith({});
    fireEvent.click(screen.getByRole('button', { name: 'Filtros (1)' }));
    fireEvent.change(screen.getByLabelText('Nome'), { target: { value: 'Bia' } });
    fireEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(onChange).toHaveBeenLastCalledWith({ nome: 'Bia' });
  });

  it('a seleção passa pela tabela; as ações em lote só aparecem com algo marcado e a troca de página a limpa', () => {
    const onPageChange = vi.fn();
    render(<Tela onPageChange={onPageChange} />);
    expect(screen.queryByRole('button', { name: /Excluir selecionados/ })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Selecionar todos' }));
    expect(screen.getByRole('button', { name: 'Excluir selecionados (2)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Página 2' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
    expect(screen.queryByRole('button', { name: /Excluir selecionados/ })).toBeNull();
  });
});
