import { CampoMascara, CampoTexto } from '@clinica/ui/campos-form';
import { useBuscaCep } from '../../lib/use-busca-cep';
import { Secao } from './secoes-unidade';
import type { FormUnidade } from './unidade-form';

/** 'Endereço': a CEP with 8 digits fills street, district, city and state (server lookup). */
export function SecaoEndereco({ form }: { form: FormUnidade }) {
  const { setValue } = form;
  const cep = useBuscaCep((e) => {
    const opts = { shouldValidate: true, shouldDirty: true };
    setValue('endereco', e.logradouro, opts);
    setValue('bairro', e.bairro, opts);
    setValue('cidade', e.localidade, opts);
    setValue('estado', e.uf, opts);
  });

  return (
    <Secao titulo="Endereço">
      <CampoMascara
        form={form}
        nome="cep"
        mask="cep"
        label="CEP"
        containerClassName="sm:col-span-2"
        hint={cep.buscando ? 'Buscando endereço…' : undefined}
        onDigitos={(d) => void cep.buscar(d)}
      />
      <CampoTexto form={form} nome="endereco" label="Endereço" containerClassName="sm:col-span-4" />
      <CampoTexto form={form} nome="numero" label="Número" containerClassName="sm:col-span-2" />
      <CampoTexto form={form} nome="complemento" label="Complemento" containerClassName="sm:col-span-4" />
      <CampoTexto form={form} nome="bairro" label="Bairro" containerClassName="sm:col-span-2" />
      <CampoTexto form={form} nome="cidade" label="Cidade" containerClassName="sm:col-span-3" />
      <CampoTexto
        form={form}
        nome="estado"
        label="Estado"
        maxLength={2}
        autoCapitalize="characters"
        placeholder="UF"
        className="uppercase"
        containerClassName="sm:col-span-1"
      />
    </Secao>
  );
}
