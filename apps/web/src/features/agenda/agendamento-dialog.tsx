import { type Agendamento, MSG } from '@clinica/contracts';
import { STATUS_AGENDAMENTO } from '@clinica/domain';
import {
  CampoAreaTexto,
  CampoAutocomplete,
  CampoData,
  CampoInterruptor,
  CampoMascara,
  CampoSelecao,
  CampoTexto,
} from '@clinica/ui/campos-form';
import { FormDialog } from '@clinica/ui/form-dialog';
import { useQuery } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '../../lib/resolver-zod';
import { useTRPC, useTRPCClient } from '../../lib/trpc';
import { useSalvar } from '../../lib/use-salvar';
import { LinhaPacoteAgendamento } from '../pacote/linha-pacote-agendamento';
import {
  type AgendamentoForm,
  type AgendamentoSaida,
  agendamentoFormSchema,
  type PresetAgendamento,
  paraEntrada,
  valoresIniciais,
} from './agendamento-form';
import { LogLembrete } from './log-lembrete';
import { SeletorPaciente, SeletorProfissional, SeletorTratamento } from './seletores';

export type { PresetAgendamento } from './agendamento-form';

const M = MSG.agenda;
const OPCOES_STATUS = STATUS_AGENDAMENTO.map((s) => ({ value: s, label: s }));

type Props = {
  /** The appointment being edited; null for a new one. */
  agendamento: Agendamento | null;
  preset?: PresetAgendamento;
  onFechar: () => void;
};

/** 'Novo Agendamento' / 'Editar Agendamento': shared by the agenda and the patient's tab. */
export function AgendamentoDialog({ agendamento: a, preset, onFechar }: Props) {
  const trpc = useTRPC();
  const cliente = useTRPCClient();
  const detalhe = useQuery({ ...trpc.agenda.get.queryOptions({ id: a?.id ?? 0 }), enabled: a !== null });
  const form = useForm<AgendamentoForm, unknown, AgendamentoSaida>({
    resolver: zodResolver(agendamentoFormSchema),
    defaultValues: valoresIniciais(a, preset),
  });
  // A conflict or a missing reference is about this form: it says so above the fields too.
  const salvar = useSalvar({
    form,
    salvar: (f: AgendamentoSaida) =>
      a
        ? cliente.agenda.update.mutate({ id: a.id, ...paraEntrada(f) })
        : cliente.agenda.create.mutate(paraEntrada(f)),
    sucesso: a ? M.atualizado : M.criado,
    erro: M.erroSalvar,
    invalidar: [trpc.agenda.pathFilter(), trpc.pacote.pathFilter()],
    onFechar,
  });
  const paciente = useWatch({ control: form.control, name: 'id_paciente' });
  const tratamento = useWatch({ control: form.control, name: 'id_tratamento' });

  return (
    <FormDialog
      open
      onClose={onFechar}
      title={a ? 'Editar Agendamento' : 'Novo Agendamento'}
      maxWidth="2xl"
      form={form}
      onSubmit={salvar.enviar}
      className="grid grid-cols-1 gap-4 sm:grid-cols-6"
    >
      <CampoAutocomplete form={form} nome="id_paciente">
        {(campo) => (
          <SeletorPaciente
            {...campo}
            value={campo.value ?? null}
            label="Paciente"
            className="sm:col-span-6"
          />
        )}
      </CampoAutocomplete>
      <CampoAutocomplete form={form} nome="id_profissional">
        {(campo) => (
          <SeletorProfissional
            {...campo}
            value={campo.value ?? null}
            label="Profissional"
            className="sm:col-span-3"
          />
        )}
      </CampoAutocomplete>
      <CampoAutocomplete form={form} nome="id_tratamento">
        {({ onChange, ...campo }) => (
          <SeletorTratamento
            {...campo}
            value={campo.value ?? null}
            label="Tratamento"
            className="sm:col-span-3"
            onChange={(t) => {
              onChange(t);
              // The treatment's own duration is the usual one; a treatment without one keeps the typed value.
              if (t && t.duracao > 0) form.setValue('duracao', String(t.duracao), { shouldValidate: true });
            }}
          />
        )}
      </CampoAutocomplete>
      <LinhaPacoteAgendamento
        idPaciente={paciente?.id ?? null}
        idTratamento={tratamento?.id ?? null}
        idAgenda={a?.id ?? null}
        className="sm:col-span-6"
      />
      <CampoData form={form} nome="data" label="Data" containerClassName="sm:col-span-2" />
      <CampoMascara form={form} nome="hora" mask="hora" label="Hora" containerClassName="sm:col-span-2" />
      <CampoTexto
        form={form}
        nome="duracao"
        label="Duração (min)"
        inputMode="numeric"
        maxLength={4}
        containerClassName="sm:col-span-2"
      />
      <CampoSelecao
        form={form}
        nome="status"
        label="Status"
        containerClassName="sm:col-span-3"
        options={OPCOES_STATUS}
      />
      <div className="flex items-end sm:col-span-3">
        <CampoInterruptor form={form} nome="notificacoes" rotulo="Lembrete por WhatsApp" />
      </div>
      <CampoAreaTexto
        form={form}
        nome="observacao"
        label="Observação"
        rows={3}
        containerClassName="sm:col-span-6"
        placeholder="Ex.: trazer exames, preferência de horário..."
      />
      {a && (
        <div className="sm:col-span-6">
          <LogLembrete lembrete={detalhe.data?.lembrete ?? null} carregando={detalhe.isPending} />
        </div>
      )}
    </FormDialog>
  );
}
