import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

function renderizar(props: Partial<Parameters<typeof ConfirmDialog>[0]> = {}) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(
    <ConfirmDialog
      open
      title="Excluir paciente"
      message="Esta ação não pode ser desfeita."
      onConfirm={onConfirm}
      onCancel={onCancel}
      {...props}
    />,
  );
  return { onConfirm, onCancel };
}

describe('ConfirmDialog', () => {
  it('mostra título e mensagem com os rótulos padrão', async () => {
    renderizar();
    expect(await screen.findByRole('dialog', { name: 'Excluir paciente' })).toBeTruthy();
    expect(screen.getByText('Esta ação não pode ser desfeita.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Confirmar' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeTruthy();
  });

  it('chama onConfirm ao confirmar', async () => {
    const { onConfirm, onCancel } = renderizar({ confirmLabel: 'Excluir' });
    fireEvent.click(await screen.findByRole('button', { name: 'Excluir' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('chama onCancel ao cancelar', async () => {
    const { onConfirm, onCancel } = renderizar({ cancelLabel: 'Voltar', tone: 'primary' });
    fireEvent.click(await screen.findByRole('button', { name: 'Voltar' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('desabilita os botões enquanto carrega', async () => {
    const { onConfirm } = renderizar({ loading: true });
    const confirmar = (await screen.findByRole('button', { name: 'Confirmar' })) as HTMLButtonElement;
    expect(confirmar.disabled).toBe(true);
    expect(confirmar.getAttribute('aria-busy')).toBe('true');
    expect((screen.getByRole('button', { name: 'Cancelar' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(confirmar);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('não renderiza nada quando fechado', () => {
    renderizar({ open: false });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
