import {
  type Agendamento,
  MSG,
  type OpcaoPaciente,
  type OpcaoProfissional,
  type OpcaoTratamento,
} from '@clinica/contracts';
import { STATUS_AGENDAMENTO, type StatusAgendamento } from '@clinica/domain';
import { AlertaFormulario } from '@clinica/ui/alerta-formulario';
import { Button } from '@clinica/ui/button';
import { Dialog } from '@clinica/ui/dialog';
import { Interruptor } from '@clinica/ui/interruptor';
import { MaskedInput } from '@clinica/ui/masked-input';
import { SelectField } from '@clinica/ui/select-field';
import { TextField } from '@clinica/ui/text-field';
import { toast } from '@clinica/ui/toast';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { brParaDia, diaParaBr } from '../../lib/datas-br';
import { lerFalha, mensagemDeErro } from '../../lib/erros';
import { zodResolver } from '../../lib/resolver-zod';
import { useTRPC } from '../../lib/trpc';
import { horaValida } from './datas';
import { LogLembrete } from './log-lembrete';
import { SeletorPaciente, SeletorProfissional, SeletorTratamento } from './seletores';

const M = MSG.agenda;
const obrigatorio = MSG.geral.campoObrigatorio;

/** What the form may start with: a slot chosen on the calendar, the patient of the record. */
export type PresetAgendamento = {
  paciente?: OpcaoPaciente | null;
  profissional?: OpcaoProfissional | null;
  dataHora?: string;
  duracao?: number;
};

const opcao = <T extends z.ZodRawShape>(shape: T) =>
  z
    .object(shape, { error: obrigatorio })
    .nullable()
    .refine((v) => v !== null, obrigatorio);

// The spec's rules (02 §5): every field but the observation required; duration up to 4 digits.
const formSchema = z.object({
  paciente: opcao({ id: z.number(), nome: z.string(), email: z.string().nullable() }),
  profissional: opcao({ id: z.number(), nome: z.string() }),
  tratamento: opcao({ id: z.number(), nome: z.string(), duracao: z.number().optional() }),
  data: z
    .string()
    .min(1, obrigatorio)
    .refine((v) => brParaDia(v) !== null, M.dataInvalida),
  hora: z.string().min(1, obrigatorio).refine(horaValida, M.horaInvalida),
  duracao: z
    .string()
    .min(1, obrigatorio)
    .regex(/^\d{1,4}$/, M.duracaoInvalida)
    .refine((v) => Number(v) >= 1, M.duracaoInvalida),
  status: z.enum(STATUS_AGENDAMENTO, { error: obrigatorio }),
  observacao: z.string().max(2000, 'Máximo de 2000 caracteres.'),
  notificacoes: z.boolean(),
});
type Form = z.input<typeof formSchema>;

type Props = {
  /** The appointment being edited; null for a new one. */
  agendamento: Agendamento | null;
  preset?: PresetAgendamento;
  onFechar: () => void;
};

/** 'Novo Agendamento' / 'Editar Agendamento': shared by the agenda and the patient's tab. */
export function AgendamentoDialog({ agendamento: a, preset, onFechar }: Props) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [erroServidor, setErroServidor] = useState<string | null>(null);
  const detalhe = useQuery({ ...trpc.agenda.get.queryOptions({ id: a?.id ?? 0 }), enabled: a !== null });
  const [dia, hora] = (a?.data_hora ?? preset?.dataHora ?? '').split(' ');
  const form = useForm<Form>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      paciente: a ? a.paciente : (preset?.paciente ?? null),
      profissional: a ? a.profissional : (preset?.profissional ?? null),
      tratamento: a ? a.tratamento : null,
      data: dia ? diaParaBr(dia) : '',
      hora: hora ?? '',
      duracao: String(a?.duracao ?? preset?.duracao ?? 30),
      status: a?.status ?? 'Agendado',
      observacao: a?.observacao ?? '',
      notificacoes: a?.notificacoes ?? true,
    },
  });
  const erros = form.formState.errors;
  const fim = (mensagem: string) => ({
    onSuccess: () => {
      toast.success(mensagem);
      void queryClient.invalidateQueries(trpc.agenda.pathFilter());
      onFechar();
    },
    onError: (e: unknown) => {
      const msg = mensagemDeErro(e, M.erroSalvar);
      const f = lerFalha(e);
      // A conflict or a missing reference is about this form: say it here too.
      if (f.tipo === 'resposta' && f.status < 500) setErroServidor(msg);
      toast.error(msg);
    },
  });
  const criar = useMutation(trpc.agenda.create.mutationOptions(fim(M.criado)));
  const atualizar = useMutation(trpc.agenda.update.mutationOptions(fim(M.atualizado)));
  const salvando = criar.isPending || atualizar.isPending;

  const salvar = form.handleSubmit((f) => {
    if (salvando) return;
    setErroServidor(null);
    const dados = {
      id_paciente: f.paciente!.id,
      id_profissional: f.profissional!.id,
      id_tratamento: f.tratamento!.id,
      data_hora: `${brParaDia(f.data)} ${f.hora}`,
      duracao: Number(f.duracao),
      status: f.status as StatusAgendamento,
      observacao: f.observacao.trim() || null,
      notificacoes: f.notificacoes,
    };
    if (a) atualizar.mutate({ id: a.id, ...dados });
    else criar.mutate(dados);
  });

  return (
    <Dialog
      open
      persistent
      fullScreenOnMobile
      onClose={onFechar}
      title={a ? 'Editar Agendamento' : 'Novo Agendamento'}
      maxWidth="2xl"
      footer={
        <>
          <Button variant="secondary" onClick={onFechar} disabled={salvando}>
            Cancelar
          </Button>
          <Button onClick={() => void salvar()} loading={salvando}>
            Salvar
          </Button>
        </>
      }
    >
      <form
        className="grid grid-cols-1 gap-4 sm:grid-cols-6"
        onSubmit={(e) => {
          e.preventDefault();
          void salvar();
        }}
        noValidate
      >
        <AlertaFormulario mensagem={erroServidor} />
        <Controller
          control={form.control}
          name="paciente"
          render={({ field }) => (
            <SeletorPaciente
              label="Paciente"
              className="sm:col-span-6"
              value={field.value as OpcaoPaciente | null}
              onChange={field.onChange}
              error={erros.paciente?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="profissional"
          render={({ field }) => (
            <SeletorProfissional
              label="Profissional"
              className="sm:col-span-3"
              value={field.value as OpcaoProfissional | null}
              onChange={field.onChange}
              error={erros.profissional?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="tratamento"
          render={({ field }) => (
            <SeletorTratamento
              label="Tratamento"
              className="sm:col-span-3"
              value={field.value as OpcaoTratamento | null}
              onChange={(t) => {
                field.onChange(t);
                // The treatment's own duration is the usual one; a treatment without one keeps the typed value.
                if (t && t.duracao > 0) form.setValue('duracao', String(t.duracao), { shouldValidate: true });
              }}
              error={erros.tratamento?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="data"
          render={({ field }) => (
            <MaskedInput
              mask="data"
              label="Data"
              containerClassName="sm:col-span-2"
              value={field.value}
              onValueChange={(v) => field.onChange(v)}
              onBlur={field.onBlur}
              error={erros.data?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="hora"
          render={({ field }) => (
            <MaskedInput
              mask="hora"
              label="Hora"
              containerClassName="sm:col-span-2"
              value={field.value}
              onValueChange={(v) => field.onChange(v)}
              onBlur={field.onBlur}
              error={erros.hora?.message}
            />
          )}
        />
        <TextField
          label="Duração (min)"
          inputMode="numeric"
          maxLength={4}
          containerClassName="sm:col-span-2"
          error={erros.duracao?.message}
          {...form.register('duracao')}
        />
        <SelectField
          label="Status"
          containerClassName="sm:col-span-3"
          options={STATUS_AGENDAMENTO.map((s) => ({ value: s, label: s }))}
          error={erros.status?.message}
          {...form.register('status')}
        />
        <div className="flex items-end sm:col-span-3">
          <Controller
            control={form.control}
            name="notificacoes"
            render={({ field }) => (
              <Interruptor ligado={field.value} onChange={field.onChange} rotulo="Lembrete por WhatsApp" />
            )}
          />
        </div>
        <div className="flex flex-col gap-1.5 sm:col-span-6">
          <label htmlFor="agendamento-observacao" className="text-sm font-medium text-slate-700">
            Observação
          </label>
          <textarea
            id="agendamento-observacao"
            rows={3}
            className="rounded-lg border border-slate-300 px-3 py-2 text-sm text-slate-900 shadow-xs placeholder:text-slate-400 focus:border-teal-500 focus:outline-none focus:ring-2 focus:ring-teal-500/30"
            placeholder="Ex.: trazer exames, preferência de horário..."
            {...form.register('observacao')}
          />
          {erros.observacao?.message && (
            <p role="alert" className="text-xs font-medium text-rose-600">
              {erros.observacao.message}
            </p>
          )}
        </div>
        {a && (
          <div className="sm:col-span-6">
            <LogLembrete lembrete={detalhe.data?.lembrete ?? null} carregando={detalhe.isPending} />
          </div>
        )}
      </form>
    </Dialog>
  );
}
