import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, type DataTableColumn } from './data-table';

interface Paciente {
  id: number;
  nome: string;
  cpf: string;
}

const colunas: DataTableColumn<Paciente>[] = [
  { key: 'nome', header: 'Nome', render: (p) => p.nome },
  { key: 'cpf', header: 'CPF', render: (p) => p.cpf, hideOnMobile: true },
];

const linhas: Paciente[] = [
  { id: 1, nome: 'Ana Souza', cpf: '111.111.111-11' },
  { id: 2, nome: 'Bruno Lima', cpf: '222.222.222-22' },
  { id: 3, nome: 'Carla Dias', cpf: '333.333.333-33' },
];

describe('DataTable', () => {
  it('renderiza cabeçalhos e linhas; coluna hideOnMobile some abaixo de md', () => {
    render(<DataTable columns={colunas} rows={linhas} rowKey={(p) => p.id} caption="Pacientes" />);
    expect(screen.getByRole('table', { name: 'Pacientes' })).toBeTruthy();
    expect(screen.getByText('Bruno Lima')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'CPF' }).className).toContain('hidden md:table-cell');
    expect(screen.getAllByRole('row')).toHaveLength(4);
  });

  it('mostra linhas-esqueleto enquanto carrega', () => {
    render(<DataTable columns={colunas} rows={[]} rowKey={(p) => p.id} loading empty={<p>Vazio</p>} />);
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(5);
    expect(screen.queryByText('Vazio')).toBeNull();
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
  });

  it('mantém a quantidade de linhas ao recarregar com dados', () => {
    render(<DataTable columns={colunas} rows={linhas} rowKey={(p) => p.id} loading />);
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(3);
    expect(screen.queryByText('Ana Souza')).toBeNull();
  });

  it('mostra o nó "empty" quando não há linhas', () => {
    render(<DataTable columns={colunas} rows={[]} rowKey={(p) => p.id} empty={<p>Nenhum paciente</p>} />);
    expect(screen.getByText('Nenhum paciente')).toBeTruthy();
  });

  it('mostra um estado vazio padrão', () => {
    render(<DataTable columns={colunas} rows={[]} rowKey={(p) => p.id} />);
    expect(screen.getByText('Nenhum registro encontrado')).toBeTruthy();
  });

  it('selecionar todos marca todas as linhas; de novo desmarca', () => {
    const onSelectedChange = vi.fn();
    const { rerender } = render(
      <DataTable
        columns={colunas}
        rows={linhas}
        rowKey={(p) => p.id}
        selectable
        selected={new Set()}
        onSelectedChange={onSelectedChange}
      />,
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'Selecionar todos' }));
    expect([...onSelectedChange.mock.lastCall![0]]).toEqual([1, 2, 3]);

    rerender(
      <DataTable
        columns={colunas}
        rows={linhas}
        rowKey={(p) => p.id}
        selectable
        selected={new Set([1, 2, 3])}
        onSelectedChange={onSelectedChange}
      />,
    );
    const todos = screen.getByRole('checkbox', { name: 'Selecionar todos' }) as HTMLInputElement;
    expect(todos.checked).toBe(true);
    fireEvent.click(todos);
    expect([...onSelectedChange.mock.lastCall![0]]).toEqual([]);
  });

  it('seleção por linha e estado indeterminado', () => {
    const onSelectedChange = vi.fn();
    render(
      <DataTable
        columns={colunas}
        rows={linhas}
        rowKey={(p) => p.id}
        selectable
        selected={new Set([2])}
        onSelectedChange={onSelectedChange}
      />,
    );
    const todos = screen.getByRole('checkbox', { name: 'Selecionar todos' }) as HTMLInputElement;
    expect(todos.indeterminate).toBe(true);
    const porLinha = screen.getAllByRole('checkbox', { name: 'Selecionar linha' });
    expect(porLinha).toHaveLength(3);
    fireEvent.click(porLinha[0]!);
    expect([...onSelectedChange.mock.lastCall![0]].sort()).toEqual([1, 2]);
  });

  it('linha de totais (tfoot) com as células das colunas, só quando há linhas', () => {
    const comTotal: DataTableColumn<Paciente>[] = [
      { ...colunas[0]!, footer: 'Total' },
      { ...colunas[1]!, footer: '3 pacientes' },
    ];
    const { rerender } = render(<DataTable columns={comTotal} rows={linhas} rowKey={(p) => p.id} />);
    expect(screen.getAllByRole('row')).toHaveLength(5);
    expect(screen.getByText('3 pacientes').className).toContain('hidden md:table-cell');
    rerender(<DataTable columns={comTotal} rows={[]} rowKey={(p) => p.id} />);
    expect(screen.queryByText('Total')).toBeNull();
  });

  it('renderiza a paginação abaixo da tabela', () => {
    const onPageChange = vi.fn();
    render(
      <DataTable
        columns={colunas}
        rows={linhas}
        rowKey={(p) => p.id}
        pagination={{ page: 1, pageSize: 3, total: 10, onPageChange, sufixo: 'pacientes' }}
      />,
    );
    expect(screen.getByText('Mostrando 1 - 3 de 10 pacientes')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Próxima página' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('no celular cada linha é um cartão: título, ações no canto e os outros campos com o rótulo', () => {
    interface Orcamento {
      id: number;
      paciente: string;
      valor: string;
      status: string;
    }
    const cols: DataTableColumn<Orcamento>[] = [
      { key: 'id', header: 'ID', render: (o) => o.id },
      { key: 'paciente', header: 'Paciente', className: 'w-64', render: (o) => o.paciente },
      { key: 'valor', header: <span>Valor Total</span>, rotulo: 'Valor Total', render: (o) => o.valor },
      { key: 'status', header: 'Status', hideOnMobile: true, render: (o) => o.status },
      {
        key: 'acoes',
        header: <span className="sr-only">Ações</span>,
        render: () => <button type="button">⋮</button>,
      },
    ];
    const linha = [{ id: 7, paciente: 'Ana Souza', valor: 'R$ 10,00', status: 'Ativo' }];
    const { rerender } = render(<DataTable columns={cols} rows={linha} rowKey={(o) => o.id} selectable />);
    const celula = (texto: string) => screen.getByText(texto).closest('td') as HTMLElement;

    // The title sits beside the checkbox, the actions in the last grid column, no label on either.
    expect(celula('Ana Souza').style.gridColumn).toBe('2');
    expect(celula('Ana Souza').hasAttribute('data-rotulo')).toBe(false);
    expect(celula('Ana Souza').className).toContain('max-md:w-auto');
    expect(screen.getByRole('button', { name: '⋮' }).closest('td')?.style.gridColumn).toBe('3');
    expect(screen.getByRole('row', { selected: false }).style.gridTemplateColumns).toBe(
      'auto minmax(0,1fr) auto',
    );
    // Other fields carry their label (a text header, or `rotulo` when the header is not text).
    expect(celula('7').getAttribute('data-rotulo')).toBe('ID');
    expect(celula('R$ 10,00').getAttribute('data-rotulo')).toBe('Valor Total');
    // A column hidden on phones gets no card class that would show it again.
    expect(celula('Ativo').className).toContain('hidden md:table-cell');
    expect(celula('Ativo').className).not.toContain('max-md:flex');
    // The header row stays for screen readers, visually hidden below md.
    expect(screen.getByRole('columnheader', { name: 'Paciente' }).closest('thead')?.className).toContain(
      'max-md:sr-only',
    );

    rerender(<DataTable columns={cols} rows={linha} rowKey={(o) => o.id} celular="tabela" />);
    expect(celula('R$ 10,00').hasAttribute('data-rotulo')).toBe(false);
    expect(screen.getByRole('table').className).not.toContain('max-md:block');
  });

  it('a caixa de seleção tem um alvo de 44 px no celular', () => {
    render(<DataTable columns={colunas} rows={linhas} rowKey={(p) => p.id} selectable />);
    const alvo = screen.getAllByRole('checkbox', { name: 'Selecionar linha' })[0]?.closest('label');
    expect(alvo?.className).toContain('size-11');
  });
});
