import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MoneyInput } from './money-input';

function Controlado({
  inicial = null,
  onChange,
}: {
  inicial?: number | null;
  onChange: (c: number | null) => void;
}) {
  const [valor, setValor] = useState<number | null>(inicial);
  return (
    <MoneyInput
      label="Valor"
      valueCents={valor}
      onChange={(c) => {
        setValor(c);
        onChange(c);
      }}
    />
  );
}

describe('MoneyInput', () => {
  it('digitar dígitos gera centavos e mostra no formato R$', () => {
    const onChange = vi.fn();
    render(<Controlado onChange={onChange} />);
    const input = screen.getByLabelText('Valor') as HTMLInputElement;
    let texto = '';
    for (const d of '123456') {
      texto = `${input.value}${d}`;
      fireEvent.change(input, { target: { value: texto } });
    }
    expect(onChange).toHaveBeenLastCalledWith(123456);
    expect(input.value).toBe('R$ 1.234,56');
  });

  it('mostra o valor inicial formatado e apaga dígito a dígito', () => {
    const onChange = vi.fn();
    render(<Controlado inicial={1050} onChange={onChange} />);
    const input = screen.getByLabelText('Valor') as HTMLInputElement;
    expect(input.value).toBe('R$ 10,50');
    fireEvent.change(input, { target: { value: 'R$ 10,5' } });
    expect(onChange).toHaveBeenLastCalledWith(105);
    expect(input.value).toBe('R$ 1,05');
  });

  it('apagar tudo resulta em null', () => {
    const onChange = vi.fn();
    render(<Controlado inicial={5} onChange={onChange} />);
    const input = screen.getByLabelText('Valor') as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'R$ 0,0' } });
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(input.value).toBe('');
  });

  it('ignora letras e marca erro com aria-invalid', () => {
    const onChange = vi.fn();
    render(<MoneyInput label="Preço" valueCents={null} onChange={onChange} error="Informe o preço" />);
    const input = screen.getByLabelText('Preço');
    fireEvent.change(input, { target: { value: 'abc7' } });
    expect(onChange).toHaveBeenLastCalledWith(7);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Informe o preço');
  });
});

describe('MoneyInput ao receber o foco', () => {
  it('seleciona o valor inteiro, para o que se digita substituir o valor sugerido', () => {
    render(<Controlado inicial={15000} onChange={() => {}} />);
    const input = screen.getByLabelText('Valor') as HTMLInputElement;
    fireEvent.mouseDown(input);
    expect(document.activeElement).toBe(input);
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, 'R$ 150,00'.length]);
  });
});
