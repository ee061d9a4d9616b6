import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MaskedInput, type MaskKind } from './masked-input';

function Controlado({
  mask,
  onValueChange,
}: {
  mask: MaskKind;
  onValueChange: (m: string, d: string) => void;
}) {
  const [valor, setValor] = useState('');
  return (
    <MaskedInput
      label="Campo"
      mask={mask}
      value={valor}
      onValueChange={(m, d) => {
        setValor(m);
        onValueChange(m, d);
      }}
    />
  );
}

function digitar(input: HTMLInputElement, texto: string) {
  input.focus();
  input.value = texto;
  input.setSelectionRange(texto.length, texto.length);
  fireEvent.input(input, { target: { value: texto } });
}

describe('MaskedInput', () => {
  it('aplica a máscara de CPF e informa os dígitos', () => {
    const onValueChange = vi.fn();
    render(<Controlado mask="cpf" onValueChange={onValueChange} />);
    const input = screen.getByLabelText('Campo') as HTMLInputElement;
    digitar(input, '12345678909');
    expect(input.value).toBe('123.456.789-09');
    expect(onValueChange).toHaveBeenLastCalledWith('123.456.789-09', '12345678909');
    expect(input.getAttribute('inputmode')).toBe('numeric');
  });

  it.each<[MaskKind, string, string]>([
    ['cnpj', '11222333000181', '11.222.333/0001-81'],
    ['cep', '01310100', '01310-100'],
    ['whatsapp', '11987654321', '(11) 98765-4321'],
    ['telefone-br', '11987654321', '(11) 98765-4321'],
    ['telefone-br', '1133334444', '(11) 3333-4444'],
    ['telefone-us', '2025550123', '202-555-0123'],
    ['data', '31122024', '31/12/2024'],
  ])('máscara %s: %s → %s', (mask, digitos, esperado) => {
    const onValueChange = vi.fn();
    render(<Controlado mask={mask} onValueChange={onValueChange} />);
    const input = screen.getByLabelText('Campo') as HTMLInputElement;
    digitar(input, digitos);
    expect(input.value).toBe(esperado);
    expect(onValueChange).toHaveBeenLastCalledWith(esperado, digitos);
  });

  it('mostra o valor inicial e o erro associado', () => {
    render(
      <MaskedInput
        label="CPF"
        mask="cpf"
        value="123.456.789-09"
        onValueChange={() => {}}
        error="CPF inválido"
      />,
    );
    const input = screen.getByLabelText('CPF') as HTMLInputElement;
    expect(input.value).toBe('123.456.789-09');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
  });
});
