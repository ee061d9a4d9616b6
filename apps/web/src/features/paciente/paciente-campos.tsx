import { formatarTelefone } from '@clinica/domain';
import { CampoMascara, CampoSelecao, CampoTexto } from '@clinica/ui/campos-form';
import type { ReactNode } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { useBuscaCep } from '../../lib/use-busca-cep';
import { OPCOES_DDI, OPCOES_SEXO, type PacienteForm, type PacienteSaida } from './paciente-form';

type Form = UseFormReturn<PacienteForm, unknown, PacienteSaida>;

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
  const { control, setValue, getValues } = form;
  const ddi = useWatch({ control, name: 'ddi' });
  const telefone = ddi === '1' ? 'telefone-us' : 'telefone-br';
  const cep = useBuscaCep((e) => {
    const opcoes = { shouldValidate: true, shouldDirty: true };
    setValue('endereco', e.logradouro, opcoes);
    setValue('bairro', e.bairro, opcoes);
    setValue('cidade', e.localidade, opcoes);
    setValue('estado', e.uf, opcoes);
  });
  // The phones follow the DDI's mask.
  const mudarDdi = () => {
    const novo = getValues('ddi') === '1' ? '1' : '55';
    setValue('celular', formatarTelefone(getValues('celular'), novo));
    setValue('responsavel_celular', formatarTelefone(getValues('responsavel_celular') ?? '', novo));
  };

  return (
    <div className="space-y-8">
      <Secao titulo="Dados pessoais">
        <CampoTexto
          form={form}
          nome="nome"
          label="Nome"
          required
          autoComplete="off"
          containerClassName="sm:col-span-6"
        />
        <CampoSelecao
          form={form}
          nome="ddi"
          label="DDI"
          options={OPCOES_DDI}
          containerClassName="sm:col-span-2"
          onChange={mudarDdi}
        />
        <CampoMascara
          key={`celular-${telefone}`}
          form={form}
          nome="celular"
          mask={telefone}
          label="Celular"
          required
          containerClassName="sm:col-span-2"
        />
        <CampoSelecao
          form={form}
          nome="sexo"
          label="Sexo"
          required
          placeholder="Selecione..."
          options={OPCOES_SEXO}
          containerClassName="sm:col-span-2"
        />
        <CampoMascara
          form={form}
          nome="nascimento"
          mask="data"
          label="Data de nascimento"
          required
          containerClassName="sm:col-span-2"
        />
        <CampoMascara form={form} nome="cpf" mask="cpf" label="CPF" containerClassName="sm:col-span-2" />
        <CampoTexto form={form} nome="rg" label="RG" autoComplete="off" containerClassName="sm:col-span-2" />
        <CampoTexto
          form={form}
          nome="email"
          label="E-mail"
          type="email"
          inputMode="email"
          autoComplete="off"
          containerClassName="sm:col-span-6"
        />
        <CampoTexto
          form={form}
          nome="observacao"
          label="Observação"
          autoComplete="off"
          containerClassName="sm:col-span-6"
        />
      </Secao>
      <Secao titulo="Dados do responsável">
        <CampoTexto
          form={form}
          nome="responsavel_nome"
          label="Nome do responsável"
          autoComplete="off"
          containerClassName="sm:col-span-6"
        />
        <CampoMascara
          key={`responsavel-${telefone}`}
          form={form}
          nome="responsavel_celular"
          mask={telefone}
          label="Celular do responsável"
          containerClassName="sm:col-span-2"
        />
        <CampoMascara
          form={form}
          nome="responsavel_cpf"
          mask="cpf"
          label="CPF do responsável"
          containerClassName="sm:col-span-2"
        />
        <CampoMascara
          form={form}
          nome="responsavel_nascimento"
          mask="data"
          label="Nascimento do responsável"
          containerClassName="sm:col-span-2"
        />
      </Secao>
      <Secao titulo="Endereço">
        <CampoMascara
          form={form}
          nome="cep"
          mask="cep"
          label="CEP"
          containerClassName="sm:col-span-2"
          hint={cep.buscando ? 'Buscando endereço...' : undefined}
          onDigitos={(d) => void cep.buscar(d)}
        />
        <CampoTexto
          form={form}
          nome="endereco"
          label="Endereço"
          autoComplete="off"
          containerClassName="sm:col-span-4"
        />
        <CampoTexto
          form={form}
          nome="numero"
          label="Número"
          autoComplete="off"
          containerClassName="sm:col-span-2"
        />
        <CampoTexto
          form={form}
          nome="complemento"
          label="Complemento"
          autoComplete="off"
          containerClassName="sm:col-span-4"
        />
        <CampoTexto
          form={form}
          nome="bairro"
          label="Bairro"
          autoComplete="off"
          containerClassName="sm:col-span-2"
        />
        <CampoTexto
          form={form}
          nome="cidade"
          label="Cidade"
          autoComplete="off"
          containerClassName="sm:col-span-3"
        />
        <CampoTexto
          form={form}
          nome="estado"
          label="Estado"
          autoComplete="off"
          maxLength={2}
          containerClassName="sm:col-span-1"
        />
      </Secao>
    </div>
  );
}
