import { TextField } from '@clinica/ui/text-field';
import { useBuscaCep } from '../../lib/use-busca-cep';
import { CampoMascara } from './campo-mascara';
import { Secao } from './secoes-unidade';
import type { FormUnidade } from './unidade-form';

/** 'Endereço': a CEP with 8 digits fills street, district, city and state (server lookup). */
export function SecaoEndereco({ form }: { form: FormUnidade }) {
  const { register, setValue } = form;
  const erros = form.formState.errors;
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
        mascara="cep"
        rotulo="CEP"
        className="sm:col-span-2"
        hint={cep.buscando ? 'Buscando endereço…' : undefined}
        onDigitos={(d) => void cep.buscar(d)}
      />
      <TextField
        label="Endereço"
        containerClassName="sm:col-span-4"
        error={erros.endereco?.message}
        {...register('endereco')}
      />
      <TextField
        label="Número"
        containerClassName="sm:col-span-2"
        error={erros.numero?.message}
        {...register('numero')}
      />
      <TextField
        label="Complemento"
        containerClassName="sm:col-span-4"
        error={erros.complemento?.message}
        {...register('complemento')}
      />
      <TextField
        label="Bairro"
        containerClassName="sm:col-span-2"
        error={erros.bairro?.message}
        {...register('bairro')}
      />
      <TextField
        label="Cidade"
        containerClassName="sm:col-span-3"
        error={erros.cidade?.message}
        {...register('cidade')}
      />
      <TextField
        label="Estado"
        maxLength={2}
        autoCapitalize="characters"
        placeholder="UF"
        className="uppercase"
        containerClassName="sm:col-span-1"
        error={erros.estado?.message}
        {...register('estado')}
      />
    </Secao>
  );
}
