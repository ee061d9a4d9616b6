import { fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { TextField } from './text-field';

describe('Button', () => {
  it('é type="button" por padrão e chama onClick', () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Salvar</Button>);
    const botao = screen.getByRole('button', { name: 'Salvar' }) as HTMLButtonElement;
    expect(botao.type).toBe('button');
    fireEvent.click(botao);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('loading desabilita e marca aria-busy', () => {
    render(
      <Button type="submit" loading>
        Salvar
      </Button>,
    );
    const botao = screen.getByRole('button', { name: 'Salvar' }) as HTMLButtonElement;
    expect(botao.disabled).toBe(true);
    expect(botao.type).toBe('submit');
    expect(botao.getAttribute('aria-busy')).toBe('true');
  });
});

describe('TextField', () => {
  it('associa rótulo, erro e dica ao campo e repassa a ref', () => {
    const ref = createRef<HTMLInputElement>();
    render(<TextField ref={ref} label="Nome" name="nome" error="Obrigatório" hint="Como no documento" />);
    const input = screen.getByLabelText('Nome') as HTMLInputElement;
    expect(ref.current).toBe(input);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const alerta = screen.getByRole('alert');
    expect(alerta.textContent).toBe('Obrigatório');
    expect(input.getAttribute('aria-describedby')).toContain(alerta.id);
  });
});
