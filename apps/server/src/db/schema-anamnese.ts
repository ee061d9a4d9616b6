import type { ColumnType, Generated } from 'kysely';

/** The anamnesis tables with their narrow types (schema.ts lists them in `Database`). */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type PerguntaAnamneseJson = {
  id_pergunta: number;
  pergunta: string;
  tipo_pergunta: 'texto' | 'sim_nao' | 'sim_nao_naosei' | 'sim_nao_naosei_texto' | 'esquerda_direita_naosei';
  texto_auxiliar: string | null;
};
export type RespostaAnamneseJson = {
  id_pergunta: number;
  resposta: string;
  resposta_auxiliar: string | null;
};

export interface PacienteAnamneseTable {
  id: Generated<number>;
  id_conta: number;
  id_paciente: number;
  id_modelo: number | null;
  nome_modelo: string;
  perguntas: ColumnType<PerguntaAnamneseJson[], string, string>;
  respostas: ColumnType<RespostaAnamneseJson[] | null, string | null, string | null>;
  codigo: string;
  id_arquivo_assinatura: number | null;
  assinado_em: Timestamp | null;
  assinatura_ip: string | null;
  assinatura_user_agent: string | null;
  hash_conteudo: string | null;
  hash_assinatura: string | null;
  /** When the current public code was issued ('Reenviar link' restarts it); it expires after the clinic's validity. */
  codigo_emitido_em: Generated<Date>;
  /** The staff member who created it: told when the patient signs (issue 19); null for older rows. */
  id_criado_por: number | null;
  criado_em: Timestamp;
  atualizado_em: Timestamp;
  /** Retention (issue 19): archived instead of deleted; a plain user id (no foreign key). */
  arquivado_em: Timestamp | null;
  arquivado_por: number | null;
}

export interface QuestaoAnamneseTable {
  id: Generated<number>;
  id_conta: number;
  pergunta: string;
  tipo_pergunta: 'texto' | 'sim_nao' | 'sim_nao_naosei' | 'sim_nao_naosei_texto' | 'esquerda_direita_naosei';
  texto_auxiliar: string | null;
  criado_em: Timestamp;
  atualizado_em: Timestamp;
}

export interface ModeloAnamneseTable {
  id: Generated<number>;
  id_conta: number;
  nome: string;
  criado_em: Timestamp;
  atualizado_em: Timestamp;
}

export interface ModeloAnamneseQuestaoTable {
  id_conta: number;
  id_modelo: number;
  id_questao: number;
  ordem: number;
}
