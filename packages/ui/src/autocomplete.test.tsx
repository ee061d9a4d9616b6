import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Autocomplete } from './autocomplete';

interface Convenio {
  id: number;
  nome: string;
}

const opcoes: Convenio[] = [
  { id: 1, nome: 'Unimed' },
  { id: 2, nome: 'Bradesco Saúde' },
];

function renderizar(props: { options?: Convenio[]; value?: Convenio | null; loading?: boolean } = {}) {
  const onChange = vi.fn();
  const onQueryChange = vi.fn();
  const elemento = (p: typeof props) => (
    <Autocomplete<Convenio>
      label="Convênio"
      options={p.options ?? opcoes}
      value={p.value ?? null}
      onChange={onChange}
      onQueryChange={onQueryChange}
      getKey={(c) => c.id}
      getLabel={(c) => c.nome}
      loading={p.loading}
    />
  );
  const { rerender } = render(elemento(props));
  return {
    onChange,
    onQueryChange,
    rerender: (p: typeof props) => rerender(elemento(p)),
    input: screen.getByRole('combobox', { name: 'Convênio' }) as HTMLInputElement,
  };
}

describe('Autocomplete', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('faz debounce de 300 ms em onQueryChange', () => {
    const { onQueryChange, input } = renderizar();
    fireEvent.change(input, { target: { value: 'u' } });
    fireEvent.change(input, { target: { value: 'uni' } });
    act(() => {
      vi.advanceTimersByTime(299);
    });
    expect(onQueryChange).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onQueryChange).toHaveBeenCalledTimes(1);
    expect(onQueryChange).toHaveBeenCalledWith('uni');
  });

  it('mostra o rótulo do valor selecionado', () => {
    const { input } = renderizar({ value: opcoes[1] });
    expect(input.value).toBe('Bradesco Saúde');
  });

  it('mostra o texto de vazio quando não há opções', async () => {
    vi.useRealTimers();
    const { input } = renderizar({ options: [] });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'xyz' } });
    expect(await screen.findByText('Nenhum resultado encontrado')).toBeTruthy();
  });

  it('não deixa escolher opções de um texto antigo enquanto a resposta do novo não chega', async () => {
    vi.useRealTimers();
    const esperar = (ms: number) => act(() => new Promise((r) => setTimeout(r, ms)));
    const { input, onChange, onQueryChange, rerender } = renderizar();
    fireEvent.focus(input);
    await esperar(20);
    fireEvent.change(input, { target: { value: 'bra' } });
    // Typed, the search not sent yet: the old options are there but cannot be chosen.
    const antiga = screen.getByRole('option', { name: 'Unimed' });
    expect(antiga.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(antiga);
    expect(onChange).not.toHaveBeenCalled();
    // The search is sent and the caller is fetching: still not choosable.
    await esperar(320);
    expect(onQueryChange).toHaveBeenCalledWith('bra');
    rerender({ loading: true });
    expect(screen.getByRole('option', { name: 'Unimed' }).getAttribute('aria-disabled')).toBe('true');
    // The answer for 'bra' is in: its option is chosen.
    rerender({ options: [opcoes[1] as Convenio], loading: false });
    await esperar(20);
    const nova = screen.getByRole('option', { name: 'Bradesco Saúde' });
    expect(nova.getAttribute('aria-disabled')).toBeNull();
    fireEvent.mouseDown(nova);
    fireEvent.mouseUp(nova);
    fireEvent.click(nova);
    expect(onChange).toHaveBeenCalledWith(opcoes[1]);
  });
});
