import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PasswordStrength } from './password-strength';

describe('PasswordStrength', () => {
  it('não renderiza nada para senha vazia', () => {
    const { container } = render(<PasswordStrength senha="" />);
    expect(container.innerHTML).toBe('');
  });

  it.each([
    ['abc', 'Fraca'],
    ['clinica123', 'Média'],
    ['Cl1nica!Segura#2024', 'Forte'],
  ])('"%s" → %s', (senha, rotulo) => {
    render(<PasswordStrength senha={senha} />);
    const texto = screen.getByText(rotulo);
    expect(texto).toBeTruthy();
    expect(texto.closest('[aria-live="polite"]')).not.toBeNull();
  });
});
