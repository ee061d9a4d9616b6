import type { PacienteDados } from '@clinica/contracts';
import { formatarTelefone } from '@clinica/domain';
import { MaskedInput } from '@clinica/ui/masked-input';
import { SelectField } from '@clinica/ui/select-field';
import { TextField } from '@clinica/ui/text-field';
import type { ReactNode } from 'react';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { useBuscaCep } from '../../lib/use-busca-cep';
import { OPCOES_DDI, OPCOES_SEXO, type PacienteForm } from './paciente-form';

type Form = UseFormReturn<PacienteForm, unknown, PacienteDados>;
type Mascara = 'cpf' | 'cep' | 'data' | 'telefone-br' | 'telefone-us';

function Secao({ titulo, children }: { titulo: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4">
      <legend className="mb-3 text-sm font-semibold text-slate-900">{titulo}</legend>
      <div className="grid gap-4 sm:grid-cols-6">{children}</div>
    </fieldset>
  );
}

/** The patient form's three sections: personal data, guardian (responsável) and address. */
export function PacienteCampos({ form }: { form: Form }) {
  const { register, control, setValue } = form;
  const erros = form.formState.errors;
  const ddi = useWatch({ control, name: 'ddi' });
  const telefone: Mascara = ddi === '1' ? 'telefone-us' : 'telefone-br';
  const cep = useBuscaCep((e) => {
    const opcoes = { shouldValidate: true, shouldDirty: true };
    setValue('endereco', e.logradouro, opcoes);
    setValue('bairro', e.bairro, opcoes);
    setValue('cidade', e.localidade, opcoes);
    setValue('estado', e.uf, opcoes);
  });

  const mascarado = (
    name: keyof PacienteForm,
    label: string,
    mask: Mascara,
    classe: string,
    extra: { required?: boolean; aoCompletar?: (digitos: string) => void; hint?: string } = {},
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <MaskedInput
          key={mask}
          mask={mask}
          label={label}
          required={extra.required}
          hint={extra.hint}
          containerClassName={classe}
          error={erros[name]?.message}
          name={field.name}
          value={field.value}
          onValueChange={(v, digitos) => {
            field.onChange(v);
            extra.aoCompletar?.(digitos);
          }}
          onBlur={field.onBlur}
          ref={field.ref}
        />
      )}
    />
  );

  return (
    <div className="space-y-8">
      <Secao titulo="Dados pessoais">
        <TextField
          label="Nome"
          required
          autoComplete="off"
          containerClassName="sm:col-span-6"
          error={erros.nome?.message}
          {...register('nome')}
        />
        <SelectField
          label="DDI"
          options={OPCOES_DDI}
          containerClassName="sm:col-span-2"
          {...register('ddi', {
            onChange: (e: { target: { value: string } }) => {
              const novo = e.target.value === '1' ? '1' : '55';
              setValue('celular', formatarTelefone(form.getValues('celular'), novo));
              setValue('responsavel_celular', formatarTelefone(form.getValues('responsavel_celular'), novo));
            },
          })}
        />
        {mascarado('celular', 'Celular', telefone, 'sm:col-span-2', { required: true })}
        <SelectField
          label="Sexo"
          required
          placeholder="Selecione..."
          options={OPCOES_SEXO}
          containerClassName="sm:col-span-2"
          error={erros.sexo?.message}
          {...register('sexo')}
        />
        {mascarado('nascimento', 'Data de nascimento', 'data', 'sm:col-span-2', { required: true })}
        {mascarado('cpf', 'CPF', 'cpf', 'sm:col-span-2')}
        <TextField
          label="RG"
          autoComplete="off"
          containerClassName="sm:col-span-2"
          error={erros.rg?.message}
          {...register('rg')}
        />
        <TextField
          label="E-mail"
          type="email"
          inputMode="email"
          autoComplete="off"
          containerClassName="sm:col-span-6"
          error={erros.email?.message}
          {...register('email')}
        />
        <TextField
          label="Observação"
          autoComplete="off"
          containerClassName="sm:col-span-6"
          error={erros.observacao?.message}
          {...register('observacao')}
        />
      </Secao>
      <Secao titulo="Dados do responsável">
        <TextField
          label="Nome do responsável"
          autoComplete="off"
          containerClassName="sm:col-span-6"
          error={erros.responsavel_nome?.message}
          {...register('responsavel_nome')}
        />
        {mascarado('responsavel_celular', 'Celular do responsável', telefone, 'sm:col-span-2')}
        {mascarado('responsavel_cpf', 'CPF do responsável', 'cpf', 'sm:col-span-2')}
        {mascarado('responsavel_nascimento', 'Nascimento do responsável', 'data', 'sm:col-span-2')}
      </Secao>
      <Secao titulo="Endereço">
        {mascarado('cep', 'CEP', 'cep', 'sm:col-span-2', {
          aoCompletar: (d) => void cep.buscar(d),
          hint: cep.buscando ? 'Buscando endereço...' : undefined,
        })}
        <TextField
          label="Endereço"
          autoComplete="off"
          containerClassName="sm:col-span-4"
          error={erros.endereco?.message}
          {...register('endereco')}
        />
        <TextField
          label="Número"
          autoComplete="off"
          containerClassName="sm:col-span-2"
          error={erros.numero?.message}
          {...register('numero')}
        />
        <TextField
          label="Complemento"
          autoComplete="off"
          containerClassName="sm:col-span-4"
          error={erros.complemento?.message}
          {...register('complemento')}
        />
        <TextField
          label="Bairro"
          autoComplete="off"
          containerClassName="sm:col-span-2"
          error={erros.bairro?.message}
          {...register('bairro')}
        />
        <TextField
          label="Cidade"
          autoComplete="off"
          containerClassName="sm:col-span-3"
          error={erros.cidade?.message}
          {...register('cidade')}
        />
        <TextField
          label="Estado"
          autoComplete="off"
          maxLength={2}
          containerClassName="sm:col-span-1"
          error={erros.estado?.message}
          {...register('estado')}
        />
      </Secao>
    </div>
  );
}
