import { MoneyInput } from '@clinica/ui/money-input';
import { TextField } from '@clinica/ui/text-field';
import type { ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { CampoMascara } from './campo-mascara';
import type { FormUnidade } from './unidade-form';

/** One titled block of the unit form; six columns from the small breakpoint up. */
export function Secao({ titulo, children }: { titulo: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0 py-5 first:pt-0 last:pb-0">
      {/* Floated, the legend sits inside the padding like any heading (not on the top edge). */}
      <legend className="float-left mb-3 w-full text-sm font-semibold text-slate-900">{titulo}</legend>
      <div className="clear-both grid gap-4 sm:grid-cols-6">{children}</div>
    </fieldset>
  );
}

/** 'Dados': names, CNPJ, responsible, opening hours and the marketing fee (cents). */
export function SecaoDados({ form }: { form: FormUnidade }) {
  const { register } = form;
  const erros = form.formState.errors;
  return (
    <Secao titulo="Dados">
      <TextField
        label="Nome fantasia"
        required
        autoFocus
        containerClassName="sm:col-span-4"
        error={erros.nome_fantasia?.message}
        {...register('nome_fantasia')}
      />
      <CampoMascara form={form} nome="cnpj" mascara="cnpj" rotulo="CNPJ" required className="sm:col-span-2" />
      <TextField
        label="Razão social"
        containerClassName="sm:col-span-3"
        error={erros.razao_social?.message}
        {...register('razao_social')}
      />
      <TextField
        label="Responsável"
        containerClassName="sm:col-span-3"
        error={erros.responsavel?.message}
        {...register('responsavel')}
      />
      <TextField
        label="Horário de início"
        type="time"
        containerClassName="sm:col-span-2"
        error={erros.horario_inicio?.message}
        {...register('horario_inicio')}
      />
      <TextField
        label="Horário de fim"
        type="time"
        containerClassName="sm:col-span-2"
        error={erros.horario_fim?.message}
        {...register('horario_fim')}
      />
      <Controller
        control={form.control}
        name="taxa_marketing"
        render={({ field }) => (
          <MoneyInput
            label="Taxa de marketing"
            containerClassName="sm:col-span-2"
            valueCents={field.value ?? null}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={erros.taxa_marketing?.message}
          />
        )}
      />
    </Secao>
  );
}

/** 'Contato': e-mail, landline (##) ####-####, mobile (##) #####-####. */
export function SecaoContato({ form }: { form: FormUnidade }) {
  return (
    <Secao titulo="Contato">
      <TextField
        label="E-mail"
        type="email"
        inputMode="email"
        containerClassName="sm:col-span-6 md:col-span-2"
        error={form.formState.errors.email?.message}
        {...form.register('email')}
      />
      <CampoMascara
        form={form}
        nome="telefone"
        mascara="telefone-br"
        rotulo="Telefone"
        placeholder="(00) 0000-0000"
        className="sm:col-span-3 md:col-span-2"
      />
      <CampoMascara
        form={form}
        nome="celular"
        mascara="whatsapp"
        rotulo="Celular"
        className="sm:col-span-3 md:col-span-2"
      />
    </Secao>
  );
}
