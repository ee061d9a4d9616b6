import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchBox } from './search-box';

describe('SearchBox', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('chama onSearch uma única vez, 300 ms após a última tecla', () => {
    const onSearch = vi.fn();
    render(<SearchBox onSearch={onSearch} />);
    const input = screen.getByRole('searchbox', { name: 'Pesquisar' });
    for (const texto of ['m', 'ma', 'mar', 'mari', 'maria']) {
      fireEvent.change(input, { target: { value: texto } });
      act(() => {
        vi.advanceTimersByTime(100);
      });
    }
    expect(onSearch).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(199);
    });
    expect(onSearch).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('maria');
  });

  it('respeita o delay informado e o placeholder padrão', () => {
    const onSearch = vi.fn();
    render(<SearchBox onSearch={onSearch} delay={500} />);
    const input = screen.getByPlaceholderText('Pesquisar...');
    fireEvent.change(input, { target: { value: 'joão' } });
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(onSearch).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(onSearch).toHaveBeenCalledWith('joão');
  });

  it('o botão limpar esvazia o campo e pesquisa vazio imediatamente', () => {
    const onSearch = vi.fn();
    render(<SearchBox onSearch={onSearch} defaultValue="ana" />);
    const input = screen.getByRole('searchbox') as HTMLInputElement;
    fireEvent.click(screen.getByRole('button', { name: 'Limpar pesquisa' }));
    expect(input.value).toBe('');
    expect(onSearch).toHaveBeenCalledWith('');
    expect(screen.queryByRole('button', { name: 'Limpar pesquisa' })).toBeNull();
  });
});
