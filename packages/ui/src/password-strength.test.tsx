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

describe('PasswordStrength com os motivos de recusa', () => {
  const motivos = {
    espacos: 'A senha não pode ter só espaços.',
    igualEmail: 'A senha não pode ser igual ao e-mail.',
    comum: 'Senha muito comum. Escolha uma menos previsível.',
  };

  it('igual ao e-mail (ou à parte antes do @): Fraca, com o motivo', () => {
    render(<PasswordStrength senha="Ana.Souza!1" email="ana.souza!1@clinica.com" motivos={motivos} />);
    expect(screen.getByText(motivos.igualEmail)).toBeTruthy();
    expect(screen.getByText('Fraca')).toBeTruthy();
  });

  it('uma senha comum é reconhecida depois que a lista chega (import dinâmico)', async () => {
    render(<PasswordStrength senha="Password1" motivos={motivos} />);
    // The list is a chunk of its own: on a loaded two-core host its import took over findBy's 1 s.
    expect(await screen.findByText(motivos.comum, {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('Fraca')).toBeTruthy();
  });

  it('só espaços', () => {
    render(<PasswordStrength senha="          " motivos={motivos} />);
    expect(screen.getByText(motivos.espacos)).toBeTruthy();
  });

  it('sem os motivos, mostra só a força, como antes', () => {
    render(<PasswordStrength senha="Password1" email="password1@x.com" />);
    expect(screen.getByText('Média')).toBeTruthy();
    expect(screen.queryByText(motivos.igualEmail)).toBeNull();
  });
});
