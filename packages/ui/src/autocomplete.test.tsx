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

function renderizar(props: { options?: Convenio[]; value?: Convenio | null } = {}) {
  const onChange = vi.fn();
  const onQueryChange = vi.fn();
  render(
    <Autocomplete<Convenio>
      label="Convênio"
      options={props.options ?? opcoes}
      value={props.value ?? null}
      onChange={onChange}
      onQueryChange={onQueryChange}
      getKey={(c) => c.id}
      getLabel={(c) => c.nome}
    />,
  );
  return {
    onChange,
    onQueryChange,
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
});
