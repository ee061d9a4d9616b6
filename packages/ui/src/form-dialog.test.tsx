import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { type Resolver, type ResolverResult, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { CampoTexto } from './campos-form';
import { ERRO_SERVIDOR, FormDialog } from './form-dialog';

type Valores = { nome: string };

const resolver: Resolver<Valores> = async (v): Promise<ResolverResult<Valores>> =>
  v.nome.trim()
    ? { values: v, errors: {} }
    : { values: {}, errors: { nome: { type: 'required', message: 'Nome é obrigatório' } } };

function Formulario(p: {
  onSubmit: (v: Valores) => unknown;
  onClose?: () => void;
  rotuloSalvar?: string;
  salvarDesabilitado?: boolean;
  aoMontar?: (f: ReturnType<typeof useForm<Valores>>) => void;
}) {
  const form = useForm<Valores>({
    defaultValues: { nome: '' },
    resolver,
  });
  p.aoMontar?.(form);
  return (
    <FormDialog
      open
      onClose={p.onClose ?? (() => {})}
      title="Novo Produto"
      form={form}
      onSubmit={p.onSubmit}
      rotuloSalvar={p.rotuloSalvar}
      salvarDesabilitado={p.salvarDesabilitado}
    >
      <CampoTexto form={form} nome="nome" label="Nome" />
    </FormDialog>
  );
}

describe('FormDialog', () => {
  it('título, Cancelar/Salvar; Salvar envia os valores válidos, Cancelar fecha', async () => {
    const onSubmit = vi.fn();
    const onClose = vi.fn();
    render(<Formulario onSubmit={onSubmit} onClose={onClose} />);
    expect(await screen.findByRole('dialog', { name: 'Novo Produto' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Nome'), { target: { value: 'Luva' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ nome: 'Luva' }, expect.anything()));
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('um envio recusado pelo esquema mostra o erro no campo e não envia', async () => {
    const onSubmit = vi.fn();
    render(<Formulario onSubmit={onSubmit} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Nome é obrigatório')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    // The field is fixed as it is typed, after the first try.
    fireEvent.change(screen.getByLabelText('Nome'), { target: { value: 'L' } });
    await waitFor(() => expect(screen.queryByText('Nome é obrigatório')).toBeNull());
  });

  it('enquanto o envio não termina, o rodapé fica ocupado', async () => {
    let terminar: () => void = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((ok) => (terminar = ok)));
    render(<Formulario onSubmit={onSubmit} rotuloSalvar="Registrar" />);
    fireEvent.change(await screen.findByLabelText('Nome'), { target: { value: 'Luva' } });
    fireEvent.click(screen.getByRole('button', { name: 'Registrar' }));
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Registrar' }) as HTMLButtonElement).disabled).toBe(true),
    );
    expect((screen.getByRole('button', { name: 'Cancelar' }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => terminar());
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Registrar' }) as HTMLButtonElement).disabled).toBe(false),
    );
  });

  it('a recusa do servidor aparece no alto do formulário e sai no envio seguinte', async () => {
    let form: ReturnType<typeof useForm<Valores>> | undefined;
    const onSubmit = vi.fn();
    render(<Formulario onSubmit={onSubmit} aoMontar={(f) => (form = f)} />);
    await screen.findByRole('dialog');
    act(() => form?.setError(ERRO_SERVIDOR, { message: 'Já existe um produto com este nome.' }));
    expect(screen.getByRole('alert').textContent).toContain('Já existe um produto com este nome.');
    fireEvent.change(screen.getByLabelText('Nome'), { target: { value: 'Luva' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(screen.queryByText('Já existe um produto com este nome.')).toBeNull();
  });

  it('Salvar pode esperar (campos obrigatórios ainda vazios)', async () => {
    render(<Formulario onSubmit={vi.fn()} salvarDesabilitado />);
    const salvar = (await screen.findByRole('button', { name: 'Salvar' })) as HTMLButtonElement;
    expect(salvar.disabled).toBe(true);
  });
});
