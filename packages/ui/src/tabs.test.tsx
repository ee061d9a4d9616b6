import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Tabs } from './tabs';

const abas = [
  { key: 'dados', label: 'Dados' },
  { key: 'consultas', label: 'Consultas' },
  { key: 'financeiro', label: 'Financeiro' },
];

describe('Tabs', () => {
  it('marca a aba selecionada e troca por clique', () => {
    const onChange = vi.fn();
    render(<Tabs tabs={abas} selected="consultas" onChange={onChange} />);
    expect(screen.getByRole('tablist')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Consultas' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Dados' }).tabIndex).toBe(-1);
    fireEvent.click(screen.getByRole('tab', { name: 'Financeiro' }));
    expect(onChange).toHaveBeenCalledWith('financeiro');
  });

  it('navega com as setas, Home e End', () => {
    const onChange = vi.fn();
    render(<Tabs tabs={abas} selected="dados" onChange={onChange} />);
    const lista = screen.getByRole('tablist');
    fireEvent.keyDown(lista, { key: 'ArrowRight' });
    fireEvent.keyDown(lista, { key: 'ArrowLeft' });
    fireEvent.keyDown(lista, { key: 'End' });
    expect(onChange.mock.calls).toEqual([['consultas'], ['financeiro'], ['financeiro']]);
  });
});
