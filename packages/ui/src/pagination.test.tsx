import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from './pagination';

const paginas = () => screen.getAllByRole('button', { name: /^Página \d+$/ });

describe('Pagination', () => {
  it('fica oculta quando há uma página ou menos', () => {
    const { container } = render(<Pagination page={1} pageSize={15} total={15} onPageChange={() => {}} />);
    expect(container.innerHTML).toBe('');
    const vazio = render(<Pagination page={1} pageSize={15} total={0} onPageChange={() => {}} />);
    expect(vazio.container.innerHTML).toBe('');
  });

  it('mostra o texto "Mostrando" com o sufixo', () => {
    render(<Pagination page={2} pageSize={15} total={42} sufixo="pacientes" onPageChange={() => {}} />);
    expect(screen.getByText('Mostrando 16 - 30 de 42 pacientes')).toBeTruthy();
  });

  it('mostra "Mostrando 16 - 30 de 42" sem sufixo', () => {
    render(<Pagination page={2} pageSize={15} total={42} onPageChange={() => {}} />);
    expect(screen.getByText('Mostrando 16 - 30 de 42')).toBeTruthy();
    expect(paginas()).toHaveLength(3);
  });

  it('mostra no máximo 7 botões de página e marca a atual', () => {
    render(<Pagination page={10} pageSize={10} total={500} onPageChange={() => {}} />);
    const botoes = paginas();
    expect(botoes).toHaveLength(7);
    expect(botoes.map((b) => b.textContent)).toEqual(['7', '8', '9', '10', '11', '12', '13']);
    const atual = screen.getByRole('button', { name: 'Página 10' });
    expect(atual.getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: 'Página 9' }).getAttribute('aria-current')).toBeNull();
  });

  it('chama onPageChange ao clicar em página, anterior e próxima', () => {
    const onPageChange = vi.fn();
    render(<Pagination page={2} pageSize={15} total={42} onPageChange={onPageChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Página 3' }));
    fireEvent.click(screen.getByRole('button', { name: 'Página anterior' }));
    fireEvent.click(screen.getByRole('button', { name: 'Próxima página' }));
    expect(onPageChange.mock.calls).toEqual([[3], [1], [3]]);
  });

  it('desabilita anterior na primeira página e próxima na última', () => {
    const { rerender } = render(<Pagination page={1} pageSize={15} total={42} onPageChange={() => {}} />);
    expect((screen.getByRole('button', { name: 'Página anterior' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    rerender(<Pagination page={3} pageSize={15} total={42} onPageChange={() => {}} />);
    expect((screen.getByRole('button', { name: 'Próxima página' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
