import { type Conta, contaDadosSchema, MSG } from '@clinica/contracts';
import { formatarCep } from '@clinica/domain';
import { Button } from '@clinica/ui/button';
import { MaskedInput } from '@clinica/ui/masked-input';
import { SelectField } from '@clinica/ui/select-field';
import { Spinner } from '@clinica/ui/spinner';
import { TextField } from '@clinica/ui/text-field';
import { toast } from '@clinica/ui/toast';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { zodResolver } from '../../lib/resolver-zod';
import { useBuscaCep } from '../../lib/use-busca-cep';

export type ContaForm = z.input<typeof contaDadosSchema>;
export type ContaDados = z.output<typeof contaDadosSchema>;

const OBRIGATORIOS = [
  'nome',
  'tipo',
  'documento',
  'cep',
  'endereco',
  'numero',
  'bairro',
  'cidade',
  'estado',
] as const;
const TIPOS = [
  { value: 'profissional', label: 'Profissional' },
  { value: 'clinica', label: 'Clínica' },
];

const inicial = (c: Conta): ContaForm => ({
  nome: c.nome,
  tipo: c.tipo,
  documento: c.documento ?? '',
  cep: c.cep ? formatarCep(c.cep) : '',
  endereco: c.endereco ?? '',
  numero: c.numero ?? '',
  complemento: c.complemento ?? '',
  bairro: c.bairro ?? '',
  cidade: c.cidade ?? '',
  estado: c.estado ?? '',
});

type Props = { conta: Conta; logo: React.ReactNode; salvando: boolean; onSalvar: (d: ContaDados) => void };

/** 'Dados da Conta': basic data and address; CPF or CNPJ mask by tipo; the CEP fills the address. */
export function ContaFormulario({ conta, logo, salvando, onSalvar }: Props) {
  const form = useForm<ContaForm, unknown, ContaDados>({
    resolver: zodResolver(contaDadosSchema),
    defaultValues: inicial(conta),
  });
  const { register, control, setValue, formState } = form;
  const erros = formState.errors;
  const valores = useWatch({ control });
  const completo = OBRIGATORIOS.every((c) => String(valores[c] ?? '').trim() !== '');
  const cep = useBuscaCep((e) => {
    const opts = { shouldValidate: true, shouldDirty: true };
    setValue('endereco', e.logradouro, opts);
    setValue('bairro', e.bairro, opts);
    setValue('cidade', e.localidade, opts);
    setValue('estado', e.uf, opts);
  });
  const cnpj = valores.tipo !== 'profissional';

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(onSalvar, () => toast.error(MSG.conta.preenchaObrigatorios))}
      className="divide-y divide-slate-100"
    >
      <div className="pb-6">{logo}</div>
      <section className="py-6">
        <h3 className="mb-4 text-sm font-semibold text-slate-900">Dados básicos</h3>
        <div className="grid gap-4 sm:grid-cols-6">
          <TextField
            label="Nome"
            required
            containerClassName="sm:col-span-6"
            error={erros.nome?.message}
            {...register('nome')}
          />
          <Controller
            control={control}
            name="tipo"
            render={({ field }) => (
              <SelectField
                label="Tipo"
                required
                options={TIPOS}
                containerClassName="sm:col-span-2"
                error={erros.tipo?.message}
                value={field.value}
                onChange={(e) => {
                  field.onChange(e.target.value);
                  setValue('documento', '');
                }}
              />
            )}
          />
          <Controller
            control={control}
            name="documento"
            render={({ field }) => (
              <MaskedInput
                key={cnpj ? 'cnpj' : 'cpf'}
                mask={cnpj ? 'cnpj' : 'cpf'}
                label={cnpj ? 'CNPJ' : 'CPF'}
                required
                containerClassName="sm:col-span-4"
                error={erros.documento?.message}
                value={field.value}
                onValueChange={(v) => field.onChange(v)}
                onBlur={field.onBlur}
              />
            )}
          />
        </div>
      </section>
      <section className="py-6">
        <h3 className="mb-4 text-sm font-semibold text-slate-900">Endereço</h3>
        <div className="grid gap-4 sm:grid-cols-6">
          <Controller
            control={control}
            name="cep"
            render={({ field }) => (
              <MaskedInput
                mask="cep"
                label="CEP"
                required
                containerClassName="sm:col-span-2"
                error={erros.cep?.message}
                hint={cep.buscando ? 'Buscando endereço…' : undefined}
                value={field.value}
                onValueChange={(v, digitos) => {
                  field.onChange(v);
                  void cep.buscar(digitos);
                }}
                onBlur={field.onBlur}
              />
            )}
          />
          <div className="hidden items-end pb-2.5 sm:col-span-4 sm:flex">
            {cep.buscando && <Spinner className="text-teal-600" />}
          </div>
          <TextField
            label="Endereço"
            required
            containerClassName="sm:col-span-4"
            error={erros.endereco?.message}
            {...register('endereco')}
          />
          <TextField
            label="Número"
            required
            containerClassName="sm:col-span-2"
            error={erros.numero?.message}
            {...register('numero')}
          />
          <TextField
            label="Complemento"
            containerClassName="sm:col-span-3"
            error={erros.complemento?.message}
            {...register('complemento')}
          />
          <TextField
            label="Bairro"
            required
            containerClassName="sm:col-span-3"
            error={erros.bairro?.message}
            {...register('bairro')}
          />
          <TextField
            label="Cidade"
            required
            containerClassName="sm:col-span-4"
            error={erros.cidade?.message}
            {...register('cidade')}
          />
          <TextField
            label="Estado"
            required
            maxLength={2}
            containerClassName="sm:col-span-2"
            className="uppercase"
            error={erros.estado?.message}
            {...register('estado')}
          />
        </div>
      </section>
      <div className="flex justify-end pt-6">
        <Button type="submit" loading={salvando} disabled={!completo} className="w-full sm:w-auto">
          Salvar Alterações
        </Button>
      </div>
    </form>
  );
}
