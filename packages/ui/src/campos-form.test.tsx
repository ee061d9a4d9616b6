import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { type Resolver, type ResolverResult, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import {
  CampoAutocomplete,
  CampoData,
  CampoDinheiro,
  CampoInterruptor,
  CampoMascara,
  CampoSelecao,
  CampoTexto,
} from './campos-form';

type Valores = {
  quantidade: string;
  cpf: string;
  valor: number | null;
  preco: number;
  validade: string;
  duracao: number;
  ativo: boolean;
  paciente: { id: number; nome: string } | null;
};

const INICIAIS: Valores = {
  quantidade: '',
  cpf: '',
  valor: null,
  preco: 500,
  validade: '15/12/2026',
  duracao: 30,
  ativo: true,
  paciente: null,
};

const resolver: Resolver<Valores> = async (v): Promise<ResolverResult<Valores>> =>
  v.paciente
    ? { values: v, errors: {} }
    : { values: {}, errors: { paciente: { type: 'required', message: 'Campo obrigatório' } } };

function Formulario({ onSubmit }: { onSubmit: (v: Valores) => void }) {
  const form = useForm<Valores>({
    defaultValues: INICIAIS,
    resolver,
  });
  return (
    <form onSubmit={form.handleSubmit(onSubmit)}>
      <CampoTexto form={form} nome="quantidade" label="Quantidade" filtro={(t) => t.replace(/\D/g, '')} />
      <CampoMascara form={form} nome="cpf" label="CPF" mask="cpf" />
      <CampoDinheiro form={form} nome="valor" label="Valor" />
      <CampoDinheiro form={form} nome="preco" label="Preço" vazioComoZero />
      <CampoData form={form} nome="validade" label="Validade" rotuloLimpar="Limpar validade" />
      <CampoSelecao
        form={form}
        nome="duracao"
        label="Duração"
        numero
        options={[
          { value: '30', label: '30 min' },
          { value: '60', label: '60 min' },
        ]}
      />
      <CampoInterruptor form={form} nome="ativo" rotulo="Ativo" />
      <CampoAutocomplete form={form} nome="paciente">
        {(campo) => (
          <div>
            <button type="button" onClick={() => campo.onChange({ id: 7, nome: 'Ana' })}>
              Escolher Ana
            </button>
            <span>{campo.value?.nome ?? 'ninguém'}</span>
            {campo.error && <p>{campo.error}</p>}
          </div>
        )}
      </CampoAutocomplete>
      <button type="submit">Enviar</button>
    </form>
  );
}

describe('campos ligados ao react-hook-form', () => {
  it('cada campo guarda o que o formulário espera, e o erro aparece no campo', async () => {
    const onSubmit = vi.fn();
    render(<Formulario onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText('Quantidade'), { target: { value: '1a2' } });
    expect((screen.getByLabelText('Quantidade') as HTMLInputElement).value).toBe('12');
    fireEvent.change(screen.getByLabelText('Valor'), { target: { value: '1234' } });
    expect((screen.getByLabelText('Valor') as HTMLInputElement).value).toBe('R$ 12,34');
    // An emptied price holds 0.
    fireEvent.change(screen.getByLabelText('Preço'), { target: { value: '' } });
    expect((screen.getByLabelText('Preço') as HTMLInputElement).value).toBe('R$ 0,00');
    fireEvent.click(screen.getByRole('button', { name: 'Limpar validade' }));
    expect((screen.getByLabelText('Validade') as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('button', { name: 'Limpar validade' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Duração'), { target: { value: '60' } });
    fireEvent.click(screen.getByRole('switch'));

    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Campo obrigatório')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Escolher Ana' }));
    expect(screen.getByText('Ana')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      quantidade: '12',
      cpf: '',
      valor: 1234,
      preco: 0,
      validade: '',
      duracao: 60,
      ativo: false,
      paciente: { id: 7, nome: 'Ana' },
    });
  });
});
