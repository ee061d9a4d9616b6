import {
  MSG,
  type OpcaoPaciente,
  type OpcaoProfissional,
  type OpcaoTratamentoOrcamento,
} from '@clinica/contracts';
import { formatarCentavos, MAXIMO_ITENS_ORCAMENTO } from '@clinica/domain';
import { AlertaFormulario } from '@clinica/ui/alerta-formulario';
import { Button } from '@clinica/ui/button';
import { Dialog } from '@clinica/ui/dialog';
import { MaskedInput } from '@clinica/ui/masked-input';
import { toast } from '@clinica/ui/toast';
import { PlusIcon, TrashIcon } from '@heroicons/react/24/outline';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { brParaDia, diaParaBr, hojeNaClinica } from '../../lib/datas-br';
import { lerFalha, mensagemDeErro } from '../../lib/erros';
import { zodResolver } from '../../lib/resolver-zod';
import { useTRPC } from '../../lib/trpc';
import { SeletorPaciente, SeletorProfissional, SeletorTratamento } from '../seletores/seletores';

const M = MSG.orcamentos;
const obrigatorio = MSG.geral.campoObrigatorio;
/** A quote usually holds for a month: the due date starts there and can be changed. */
const VALIDADE_PADRAO_DIAS = 30;

const opcao = <T extends z.ZodRawShape>(shape: T) =>
  z
    .object(shape, { error: obrigatorio })
    .nullable()
    .refine((v) => v !== null, obrigatorio);

// The spec's rules (02 §5): patient, due date and, on every row, treatment and professional.
const formSchema = z.object({
  paciente: opcao({ id: z.number(), nome: z.string(), email: z.string().nullable() }),
  vencimento: z
    .string()
    .min(1, obrigatorio)
    .refine((v) => brParaDia(v) !== null, M.dataInvalida),
  linhas: z
    .array(
      z.object({
        tratamento: opcao({ id: z.number(), nome: z.string(), preco_venda: z.number() }),
        profissional: opcao({ id: z.number(), nome: z.string() }),
      }),
    )
    .min(1, M.tratamentosObrigatorios)
    .max(MAXIMO_ITENS_ORCAMENTO, M.tratamentosDemais),
});
type Form = z.input<typeof formSchema>;
type Linha = Form['linhas'][number];

const linhaVazia = (): Linha => ({ tratamento: null, profissional: null });

function emDias(dias: number) {
  const [a, m, d] = hojeNaClinica().split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(a, m - 1, d + dias)).toISOString().slice(0, 10);
}

type Props = {
  /** The patient of the record (the tab): fixed in the form. */
  paciente?: OpcaoPaciente;
  onFechar: () => void;
};

/** 'Novo Orçamento': patient, due date and treatment rows, with the running total. */
export function OrcamentoDialog({ paciente, onFechar }: Props) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [erroServidor, setErroServidor] = useState<string | null>(null);
  const form = useForm<Form>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      paciente: paciente ?? null,
      vencimento: diaParaBr(emDias(VALIDADE_PADRAO_DIAS)),
      linhas: [linhaVazia()],
    },
  });
  const linhas = useFieldArray({ control: form.control, name: 'linhas' });
  const valores = useWatch({ control: form.control, name: 'linhas' });
  // The preview uses today's prices; the server reads them again and keeps them on the budget.
  const total = valores.reduce((s, l) => s + (l.tratamento?.preco_venda ?? 0), 0);
  const erros = form.formState.errors;
  const criar = useMutation(
    trpc.orcamento.create.mutationOptions({
      onSuccess: () => {
        toast.success(M.criado);
        void queryClient.invalidateQueries(trpc.orcamento.pathFilter());
        onFechar();
      },
      onError: (e) => {
        const msg = mensagemDeErro(e, M.erroSalvar);
        const f = lerFalha(e);
        if (f.tipo === 'resposta' && f.status < 500) setErroServidor(msg);
        toast.error(msg);
      },
    }),
  );
  const salvar = form.handleSubmit((f) => {
    if (criar.isPending) return;
    setErroServidor(null);
    criar.mutate({
      id_paciente: f.paciente!.id,
      vencimento: brParaDia(f.vencimento)!,
      tratamentos: f.linhas.map((l) => ({
        id_tratamento: l.tratamento!.id,
        id_profissional: l.profissional!.id,
      })),
    });
  });

  return (
    <Dialog
      open
      persistent
      fullScreenOnMobile
      onClose={onFechar}
      title="Novo Orçamento"
      maxWidth="4xl"
      footer={
        <>
          <Button variant="secondary" onClick={onFechar} disabled={criar.isPending}>
            Cancelar
          </Button>
          <Button onClick={() => void salvar()} loading={criar.isPending}>
            Salvar
          </Button>
        </>
      }
    >
      <form
        className="space-y-5"
        onSubmit={(e) => {
          e.preventDefault();
          void salvar();
        }}
        noValidate
      >
        <AlertaFormulario mensagem={erroServidor} />
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          <Controller
            control={form.control}
            name="paciente"
            render={({ field }) => (
              <SeletorPaciente
                label="Paciente"
                className="sm:col-span-2"
                value={field.value as OpcaoPaciente | null}
                onChange={field.onChange}
                disabled={paciente !== undefined}
                fonte={(q) => trpc.orcamento.pacientes.queryOptions({ q })}
                erroBusca={M.erroBuscarPacientes}
                error={erros.paciente?.message}
              />
            )}
          />
          <Controller
            control={form.control}
            name="vencimento"
            render={({ field }) => (
              <MaskedInput
                mask="data"
                label="Vencimento"
                value={field.value}
                onValueChange={(v) => field.onChange(v)}
                onBlur={field.onBlur}
                error={erros.vencimento?.message}
              />
            )}
          />
        </div>

        <fieldset className="space-y-3">
          <legend className="text-sm font-semibold text-slate-900">Tratamentos</legend>
          {linhas.fields.map((campo, i) => (
            <div
              key={campo.id}
              className="grid grid-cols-1 gap-3 rounded-xl border border-slate-200 bg-slate-50/60 p-3 sm:grid-cols-[1fr_1fr_7rem_2.25rem] sm:items-start sm:border-0 sm:bg-transparent sm:p-0"
            >
              <Controller
                control={form.control}
                name={`linhas.${i}.tratamento`}
                render={({ field }) => (
                  <SeletorTratamento<OpcaoTratamentoOrcamento>
                    label={`Tratamento ${i + 1}`}
                    value={field.value as OpcaoTratamentoOrcamento | null}
                    onChange={field.onChange}
                    fonte={(q) => trpc.orcamento.tratamentos.queryOptions({ q })}
                    erroBusca={M.erroBuscarTratamentos}
                    detalhe={(o) => formatarCentavos(o.preco_venda)}
                    error={erros.linhas?.[i]?.tratamento?.message}
                  />
                )}
              />
              <Controller
                control={form.control}
                name={`linhas.${i}.profissional`}
                render={({ field }) => (
                  <SeletorProfissional
                    label={`Profissional ${i + 1}`}
                    value={field.value as OpcaoProfissional | null}
                    onChange={field.onChange}
                    fonte={(q) => trpc.orcamento.profissionais.queryOptions({ q })}
                    erroBusca={M.erroBuscarProfissionais}
                    error={erros.linhas?.[i]?.profissional?.message}
                  />
                )}
              />
              <div className="flex items-center justify-between gap-2 sm:block">
                <p className="text-sm font-medium text-slate-700 sm:mb-1.5">Valor</p>
                <p className="text-sm tabular-nums text-slate-900 sm:flex sm:h-10 sm:items-center sm:justify-end">
                  {valores[i]?.tratamento ? formatarCentavos(valores[i].tratamento.preco_venda) : '—'}
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
          ))}
          {erros.linhas?.message && <p className="text-sm text-rose-700">{erros.linhas.message}</p>}
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
      </form>
    </Dialog>
  );
}
