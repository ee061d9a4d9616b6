import type { EstadoLembrete, StatusAgendamento } from '@clinica/domain';
import type { ColumnType, Generated } from 'kysely';

/** The agenda's tables with their narrow types (schema.ts lists them in `Database`). */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** An appointment: an instant and a duration; `fim` feeds the no-overlap constraint. */
export interface AgendaTable {
  id: Generated<number>;
  id_conta: number;
  id_paciente: number;
  id_profissional: number;
  id_tratamento: number;
  inicio: Timestamp;
  duracao: number;
  fim: Timestamp;
  status: ColumnType<StatusAgendamento, StatusAgendamento | undefined, StatusAgendamento>;
  observacao: string | null;
  notificacoes: Generated<boolean>;
  criado_em: Timestamp;
  atualizado_em: Timestamp;
}

/** The reminder outbox: one row per appointment. */
export interface LembreteTable {
  id: Generated<number>;
  id_conta: number;
  id_agenda: number;
  status: EstadoLembrete;
  enviar_em: Timestamp;
  tentativas: Generated<number>;
  enviado_em: Timestamp | null;
  ultimo_erro: string | null;
  criado_em: Timestamp;
  atualizado_em: Timestamp;
}

/** Every attempt to deliver a reminder, for the form's delivery log. */
export interface LembreteEntregaTable {
  id: Generated<number>;
  id_conta: number;
  id_lembrete: number;
  tentativa: number;
  sucesso: boolean;
  detalhe: string | null;
  criado_em: Timestamp;
}
