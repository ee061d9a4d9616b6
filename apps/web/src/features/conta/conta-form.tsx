import { type Conta, contaDadosSchema, type contaUpdateOutputSchema, MSG } from '@clinica/contracts';
import { formatarCep } from '@clinica/domain';
import { AlertaFormulario } from '@clinica/ui/alerta-formulario';
import { Button } from '@clinica/ui/button';
import { CampoMascara, CampoSelecao, CampoTexto } from '@clinica/ui/campos-form';
import { erroServidor } from '@clinica/ui/form-dialog';
import { Spinner } from '@clinica/ui/spinner';
import { toast } from '@clinica/ui/toast';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { zodResolver } from '../../lib/resolver-zod';
import { useBuscaCep } from '../../lib/use-busca-cep';
import { useSalvar } from '../../lib/use-salvar';

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

/** What the save answers: the account and the message to show. */
export type ContaSalva = z.output<typeof contaUpdateOutputSchema>;

type Props = {
  conta: Conta;
  logo: React.ReactNode;
  /** The call: tRPC, or multipart with a new logo (lib/arquivos-rest). */
  salvar: (d: ContaDados) => Promise<ContaSalva>;
  aoSalvar: (r: ContaSalva) => void;
};

/** 'Dados da Conta': basic data and address; CPF or CNPJ mask by tipo; the CEP fills the address. */
export function ContaFormulario({ conta, logo, salvar, aoSalvar }: Props) {
  const form = useForm<ContaForm, unknown, ContaDados>({
    resolver: zodResolver(contaDadosSchema),
    defaultValues: inicial(conta),
  });
  const { control, setValue } = form;
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
  const salvando = useSalvar({
    form,
    salvar,
    sucesso: (r) => r.message,
    erro: MSG.conta.erroSalvar,
    aoSalvar,
  });

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(salvando.enviar, () => toast.error(MSG.conta.preenchaObrigatorios))}
      className="divide-y divide-slate-100"
    >
      <div className="pb-6">{logo}</div>
      <section className="py-6">
        <h3 className="mb-4 text-sm font-semibold text-slate-900">Dados básicos</h3>
        <div className="grid gap-4 sm:grid-cols-6">
          <CampoTexto form={form} nome="nome" label="Nome" required containerClassName="sm:col-span-6" />
          <CampoSelecao
            form={form}
            nome="tipo"
            label="Tipo"
            required
            options={TIPOS}
            containerClassName="sm:col-span-2"
            // The document's mask follows the type: what was typed for the other one goes.
            onChange={() => setValue('documento', '')}
          />
          <CampoMascara
            key={cnpj ? 'cnpj' : 'cpf'}
            form={form}
            nome="documento"
            mask={cnpj ? 'cnpj' : 'cpf'}
            label={cnpj ? 'CNPJ' : 'CPF'}
            required
            containerClassName="sm:col-span-4"
          />
        </div>
      </section>
      <section className="py-6">
        <h3 className="mb-4 text-sm font-semibold text-slate-900">Endereço</h3>
        <div className="grid gap-4 sm:grid-cols-6">
          <CampoMascara
            form={form}
            nome="cep"
            mask="cep"
            label="CEP"
            required
            containerClassName="sm:col-span-2"
            hint={cep.buscando ? 'Buscando endereço…' : undefined}
            onDigitos={(d) => void cep.buscar(d)}
          />
          <div className="hidden items-end pb-2.5 sm:col-span-4 sm:flex">
            {cep.buscando && <Spinner className="text-teal-600" />}
          </div>
          <CampoTexto
            form={form}
            nome="endereco"
            label="Endereço"
            required
            containerClassName="sm:col-span-4"
          />
          <CampoTexto form={form} nome="numero" label="Número" required containerClassName="sm:col-span-2" />
          <CampoTexto form={form} nome="complemento" label="Complemento" containerClassName="sm:col-span-3" />
          <CampoTexto form={form} nome="bairro" label="Bairro" required containerClassName="sm:col-span-3" />
          <CampoTexto form={form} nome="cidade" label="Cidade" required containerClassName="sm:col-span-4" />
          <CampoTexto
            form={form}
            nome="estado"
            label="Estado"
            required
            maxLength={2}
            containerClassName="sm:col-span-2"
            className="uppercase"
          />
        </div>
      </section>
      <div className="space-y-4 pt-6">
        <AlertaFormulario mensagem={erroServidor(form.formState.errors)} />
        <div className="flex justify-end">
          <Button type="submit" loading={salvando.salvando} disabled={!completo} className="w-full sm:w-auto">
            Salvar Alterações
          </Button>
        </div>
      </div>
    </form>
  );
}
