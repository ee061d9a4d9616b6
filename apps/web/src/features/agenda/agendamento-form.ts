import {
  type Agendamento,
  type AgendamentoInput,
  agendamentoInputSchema,
  campoData,
  campoEscolha,
  campoInteiro,
  diaSchema,
  MSG,
  type OpcaoPaciente,
  type OpcaoProfissional,
  type OpcaoTratamento,
} from '@clinica/contracts';
import { z } from 'zod';
import { diaParaBr } from '../../lib/datas-br';
import { horaValida } from './datas';

const M = MSG.agenda;

/** What the form may start with: a slot chosen on the calendar, the patient of the record. */
export type PresetAgendamento = {
  paciente?: OpcaoPaciente | null;
  profissional?: OpcaoProfissional | null;
  dataHora?: string;
  duracao?: number;
};

/**
 * The contract's appointment (spec 02 §5: every field but the observation required; duration
 * up to 4 digits) with the fields as the dialog shows them: the three pickers, the date and the
 * time apart, the duration as typed.
 */
export const agendamentoFormSchema = agendamentoInputSchema.omit({ data_hora: true }).extend({
  id_paciente: campoEscolha<OpcaoPaciente>(),
  id_profissional: campoEscolha<OpcaoProfissional>(),
  id_tratamento: campoEscolha<OpcaoTratamento>(),
  data: campoData(diaSchema, M.dataInvalida),
  hora: z.string().trim().min(1, MSG.geral.campoObrigatorio).refine(horaValida, M.horaInvalida),
  duracao: campoInteiro(agendamentoInputSchema.shape.duracao, M.duracaoInvalida),
});
export type AgendamentoForm = z.input<typeof agendamentoFormSchema>;
export type AgendamentoSaida = z.output<typeof agendamentoFormSchema>;

export function valoresIniciais(a: Agendamento | null, preset?: PresetAgendamento): AgendamentoForm {
  const [dia, hora] = (a?.data_hora ?? preset?.dataHora ?? '').split(' ');
  return {
    id_paciente: a ? a.paciente : (preset?.paciente ?? null),
    id_profissional: a ? a.profissional : (preset?.profissional ?? null),
    // The picker holds its options' shape; a new choice's duration is the one read (the form's own here).
    id_tratamento: a ? { ...a.tratamento, duracao: a.duracao } : null,
    data: dia ? diaParaBr(dia) : '',
    hora: hora ?? '',
    duracao: String(a?.duracao ?? preset?.duracao ?? 30),
    status: a?.status ?? 'Agendado',
    observacao: a?.observacao ?? '',
    notificacoes: a?.notificacoes ?? true,
  };
}

/** The call: the date and the time are one wall-clock instant on the wire. */
export const paraEntrada = ({ data, hora, ...resto }: AgendamentoSaida): AgendamentoInput => ({
  ...resto,
  data_hora: `${data} ${hora}`,
});
