import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ChipsFiltros } from './chips-filtros';

describe('ChipsFiltros', () => {
  it('nada aparece sem filtros', () => {
    const { container } = render(<ChipsFiltros chips={[]} onRemover={() => {}} />);
    expect(container.innerHTML).toBe('');
  });

  it('cada chip se remove pelo seu botão; "Limpar filtros" só com dois ou mais', () => {
    const onRemover = vi.fn();
    const onLimpar = vi.fn();
    const { rerender } = render(
      <ChipsFiltros
        chips={[{ chave: 'de', rotulo: 'Data inicial: 01/11/2026' }]}
        onRemover={onRemover}
        onLimpar={onLimpar}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Limpar filtros' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remover filtro Data inicial: 01/11/2026' }));
    expect(onRemover).toHaveBeenCalledWith('de');

    rerender(
      <ChipsFiltros
        chips={[
          { chave: 'de', rotulo: 'Data inicial: 01/11/2026' },
          { chave: 'ate', rotulo: 'Data final: 30/11/2026' },
        ]}
        onRemover={onRemover}
        onLimpar={onLimpar}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    expect(onLimpar).toHaveBeenCalledTimes(1);
  });
});
