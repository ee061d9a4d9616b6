import { MSG, type OpcaoPaciente, type OpcaoTratamentoOrcamento } from '@clinica/contracts';
import { formatarCentavos, MAXIMO_ITENS_ORCAMENTO } from '@clinica/domain';
import { Button } from '@clinica/ui/button';
import { CampoAutocomplete, CampoData, CampoDinheiro, CampoTexto } from '@clinica/ui/campos-form';
import { FormDialog } from '@clinica/ui/form-dialog';
import { PlusIcon, TrashIcon } from '@heroicons/react/24/outline';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '../../lib/resolver-zod';
import { useTRPC, useTRPCClient } from '../../lib/trpc';
import { useSalvar } from '../../lib/use-salvar';
import { SeletorPaciente, SeletorProfissional, SeletorTratamento } from '../seletores/seletores';
import {
  linhaVazia,
  type OrcamentoForm,
  type OrcamentoSaida,
  orcamentoFormSchema,
  orcamentoVazio,
  valorDaLinha,
} from './orcamento-form';

const M = MSG.orcamentos;

type Props = {
  /** The patient of the record (the tab): fixed in the form. */
  paciente?: OpcaoPaciente;
  onFechar: () => void;
};

/** 'Novo Orçamento': patient, due date and treatment rows, with the running total. */
export function OrcamentoDialog({ paciente, onFechar }: Props) {
  const trpc = useTRPC();
  const cliente = useTRPCClient();
  const form = useForm<OrcamentoForm, unknown, OrcamentoSaida>({
    resolver: zodResolver(orcamentoFormSchema),
    defaultValues: orcamentoVazio(paciente ?? null),
  });
  const linhas = useFieldArray({ control: form.control, name: 'tratamentos' });
  const valores = useWatch({ control: form.control, name: 'tratamentos' });
  // The preview uses today's prices; the server reads them again and keeps them on the budget.
  const total = valores.reduce((s, l) => s + (valorDaLinha(l) ?? 0), 0);
  const erroLinhas = form.formState.errors.tratamentos;
  // A refusal (a treatment gone, a patient archived) is about this form: it says so above the fields too.
  const salvar = useSalvar({
    form,
    // A package price left behind when the sessions went back to 1 is not sent (it is hidden then).
    salvar: (dados: OrcamentoSaida) =>
      cliente.orcamento.create.mutate({
        ...dados,
        tratamentos: dados.tratamentos.map((t) => (t.quantidade > 1 ? t : { ...t, valor_pacote: null })),
      }),
    sucesso: M.criado,
    erro: M.erroSalvar,
    invalidar: [trpc.orcamento.pathFilter()],
    onFechar,
  });

  return (
    <FormDialog
      open
      onClose={onFechar}
      title="Novo Orçamento"
      maxWidth="4xl"
      form={form}
      onSubmit={salvar.enviar}
      className="space-y-5"
    >
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <CampoAutocomplete form={form} nome="id_paciente">
          {(campo) => (
            <SeletorPaciente
              {...campo}
              value={campo.value ?? null}
              label="Paciente"
              className="sm:col-span-2"
              disabled={paciente !== undefined}
              fonte={(q) => trpc.orcamento.pacientes.queryOptions({ q })}
              erroBusca={M.erroBuscarPacientes}
            />
          )}
        </CampoAutocomplete>
        <CampoData form={form} nome="vencimento" label="Vencimento" />
      </div>

      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-slate-900">Tratamentos</legend>
        {linhas.fields.map((campo, i) => {
          const tratamento = valores[i]?.id_tratamento;
          const quantidade = Number(valores[i]?.quantidade) || 1;
          // A package price only makes sense for 2 or more sessions (the server refuses it otherwise).
          const pacote = quantidade > 1;
          return (
            <div
              key={campo.id}
              className="grid grid-cols-1 gap-3 rounded-xl border border-slate-200 bg-slate-50/60 p-3 sm:grid-cols-[1fr_1fr_5.5rem_8.5rem_7rem_2.25rem] sm:items-start sm:border-0 sm:bg-transparent sm:p-0"
            >
              <CampoAutocomplete form={form} nome={`tratamentos.${i}.id_tratamento`}>
                {(c) => (
                  <SeletorTratamento<OpcaoTratamentoOrcamento>
                    {...c}
                    value={c.value ?? null}
                    label={`Tratamento ${i + 1}`}
                    fonte={(q) => trpc.orcamento.tratamentos.queryOptions({ q })}
                    erroBusca={M.erroBuscarTratamentos}
                    detalhe={(o) => formatarCentavos(o.preco_venda)}
                  />
                )}
              </CampoAutocomplete>
              <CampoAutocomplete form={form} nome={`tratamentos.${i}.id_profissional`}>
                {(c) => (
                  <SeletorProfissional
                    {...c}
                    value={c.value ?? null}
                    label={`Profissional ${i + 1}`}
                    fonte={(q) => trpc.orcamento.profissionais.queryOptions({ q })}
                    erroBusca={M.erroBuscarProfissionais}
                  />
                )}
              </CampoAutocomplete>
              <CampoTexto
                form={form}
                nome={`tratamentos.${i}.quantidade`}
                label="Sessões"
                inputMode="numeric"
                maxLength={3}
                filtro={(t) => t.replace(/\D/g, '')}
              />
              {pacote ? (
                <CampoDinheiro
                  form={form}
                  nome={`tratamentos.${i}.valor_pacote`}
                  label="Valor do pacote"
                  placeholder="Opcional"
                />
              ) : (
                <div className="hidden sm:block" />
              )}
              <div className="flex items-center justify-between gap-2 sm:block">
                <p className="text-sm font-medium text-slate-700 sm:mb-1.5">Valor</p>
                <p className="flex flex-col items-end text-right text-sm tabular-nums text-slate-900 sm:h-10 sm:justify-center">
                  <span>{tratamento ? formatarCentavos(valorDaLinha(valores[i]) ?? 0) : '—'}</span>
                  {tratamento && pacote && (
                    <span className="text-xs text-slate-500">
                      {quantidade} × {formatarCentavos(tratamento.preco_venda)}
                    </span>
                  )}
                </p>
              </div>
              <div className="flex justify-end sm:pt-7">
                {linhas.fields.length > 1 && (
                  <Button
                    variant="ghost"
                    size="sm"
                    icon={<TrashIcon />}
                    aria-label={`Remover tratamento ${i + 1}`}
                    onClick={() => linhas.remove(i)}
                  >
                    <span className="sm:sr-only">Remover</span>
                  </Button>
                )}
              </div>
            </div>
          );
        })}
        {(erroLinhas?.message ?? erroLinhas?.root?.message) && (
          <p className="text-sm text-rose-700">{erroLinhas?.message ?? erroLinhas?.root?.message}</p>
        )}
        {linhas.fields.length < MAXIMO_ITENS_ORCAMENTO && (
          <Button
            variant="secondary"
            size="sm"
            icon={<PlusIcon />}
            onClick={() => linhas.append(linhaVazia())}
          >
            Adicionar tratamento
          </Button>
        )}
      </fieldset>

      <div className="flex items-baseline justify-between rounded-xl bg-teal-50 px-4 py-3 ring-1 ring-teal-600/15">
        <span className="text-sm font-medium text-teal-900">Total</span>
        <span className="text-xl font-semibold tabular-nums text-teal-900" data-testid="total-orcamento">
          {formatarCentavos(total)}
        </span>
      </div>
    </FormDialog>
  );
}
