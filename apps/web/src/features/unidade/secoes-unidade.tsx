import { CampoDinheiro, CampoMascara, CampoTexto } from '@clinica/ui/campos-form';
import type { ReactNode } from 'react';
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
  return (
    <Secao titulo="Dados">
      <CampoTexto
        form={form}
        nome="nome_fantasia"
        label="Nome fantasia"
        required
        autoFocus
        containerClassName="sm:col-span-4"
      />
      <CampoMascara
        form={form}
        nome="cnpj"
        mask="cnpj"
        label="CNPJ"
        required
        containerClassName="sm:col-span-2"
      />
      <CampoTexto form={form} nome="razao_social" label="Razão social" containerClassName="sm:col-span-3" />
      <CampoTexto form={form} nome="responsavel" label="Responsável" containerClassName="sm:col-span-3" />
      <CampoTexto
        form={form}
        nome="horario_inicio"
        label="Horário de início"
        type="time"
        containerClassName="sm:col-span-2"
      />
      <CampoTexto
        form={form}
        nome="horario_fim"
        label="Horário de fim"
        type="time"
        containerClassName="sm:col-span-2"
      />
      <CampoDinheiro
        form={form}
        nome="taxa_marketing"
        label="Taxa de marketing"
        containerClassName="sm:col-span-2"
      />
    </Secao>
  );
}

/** 'Contato': e-mail, landline (##) ####-####, mobile (##) #####-####. */
export function SecaoContato({ form }: { form: FormUnidade }) {
  return (
    <Secao titulo="Contato">
      <CampoTexto
        form={form}
        nome="email"
        label="E-mail"
        type="email"
        inputMode="email"
        containerClassName="sm:col-span-6 md:col-span-2"
      />
      <CampoMascara
        form={form}
        nome="telefone"
        mask="telefone-br"
        label="Telefone"
        placeholder="(00) 0000-0000"
        containerClassName="sm:col-span-3 md:col-span-2"
      />
      <CampoMascara
        form={form}
        nome="celular"
        mask="whatsapp"
        label="Celular"
        containerClassName="sm:col-span-3 md:col-span-2"
      />
    </Secao>
  );
}
