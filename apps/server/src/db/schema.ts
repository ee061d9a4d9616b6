import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { DB } from './schema.gen';
import type { AgendaTable, LembreteEntregaTable, LembreteTable } from './schema-agenda';
import type {
  ModeloAnamneseQuestaoTable,
  ModeloAnamneseTable,
  PacienteAnamneseTable,
  QuestaoAnamneseTable,
} from './schema-anamnese';
import type { MovimentacaoTable, ProdutoTable } from './schema-estoque';
import type {
  CarteiraMovimentoTable,
  CarteiraTable,
  PagamentoPlanoLojaTable,
  PedidoTable,
  SaqueTable,
} from './schema-loja-carteira';
import type {
  ComissaoTable,
  OrcamentoItemTable,
  OrcamentoTable,
  PagamentoTable,
  TransacaoTable,
} from './schema-orcamento';

/**
 * Table types with their narrow column types (status unions, JSON shapes). schema.gen.ts is
 * generated from the migrations (`pnpm --filter @clinica/server db:codegen`, checked by the
 * test suite) and the check at the end of this file keeps both with the same columns. New
 * tables may use the generated types directly.
 */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface ContaTable {
  id: Generated<number>;
  nome: string;
  tipo: 'clinica' | 'profissional';
  documento: string | null;
  cep: string | null;
  endereco: string | null;
  numero: string | null;
  complemento: string | null;
  bairro: string | null;
  cidade: string | null;
  estado: string | null;
  id_logo: number | null;
  plano: string | null;
  codigo_checkout: string | null;
  codigo_cliente: string | null;
  status: string | null;
  cupom: Generated<boolean>;
  referencia: string | null;
  id_vendedor: number | null;
  fuso_horario: Generated<string>;
  /** The clinic's hour for the WhatsApp reminder the day before ('HH:mm', clinic time). */
  lembrete_hora: Generated<string>;
  /** Days an unsigned public code (patient document, anamnesis) stays valid: 1–365, 30 by default (issue 19). */
  validade_link_dias: Generated<number>;
  criado_em: Timestamp;
  atualizado_em: Timestamp;
}

export interface PerfilTable {
  id: Generated<number>;
  id_conta: number;
  nome: string;
  criado_em: Timestamp;
  atualizado_em: Timestamp;
}

export interface PerfilPermissaoTable {
  id_perfil: number;
  id_conta: number;
  chave: string;
}

export interface UsuarioTable {
  id: Generated<number>;
  id_conta: number;
  nome: string;
  email: string;
  senha_hash: string;
  whatsapp: string | null;
  cpf: string | null;
  cro: string | null;
  tipo: 'ADM' | 'USUARIO' | 'MEDICO' | 'PROFISSIONAL';
  id_perfil: number | null;
  ativo: Generated<boolean>;
  /** Who may open the store back office (issue 16): platform operator, store owner, or nobody. */
  papel_loja: Generated<'admin' | 'admin_store' | 'nenhum'>;
  criado_em: Timestamp;
  atualizado_em: Timestamp;
}

/** The clinic's subscription (one per clinic), kept from the provider's webhooks. */
export interface CobrancaTable {
  id: Generated<number>;
  id_conta: number;
  status: 'trialing' | 'active' | 'past_due' | 'canceled';
  price_id: string | null;
  current_period_start: Timestamp | null;
  current_period_end: Timestamp | null;
  provedor: Generated<string>;
  id_externo: string | null;
  /** When the provider created the event that set this state (older events are ignored). */
  evento_em: Timestamp | null;
  criado_em: Timestamp;
  atualizado_em: Timestamp;
}

/**
 * Stored files (DECISIONS.md 8): bytes outside the rows that list them. Exactly one of
 * `conteudo` (the Postgres driver) and `chave` (a file of the disk driver) is set.
 */
export interface ArquivoTable {
  id: Generated<number>;
  id_conta: number;
  finalidade: string;
  tipo_mime: string;
  tamanho: number;
  conteudo: Uint8Array | null;
  chave: string | null;
  criado_em: Timestamp;
}

/** Each payment-provider webhook event, stored once (a replay changes nothing). */
export interface EventoPagamentoTable {
  id: string;
  tipo: string;
  criado_no_provedor: Timestamp;
  recebido_em: Timestamp;
}

/** A local demo checkout (demo billing only): the random id is the page's address. */
export interface CheckoutDemoTable {
  id: string;
  id_conta: number;
  price_id: string;
  criado_em: Timestamp;
  concluido_em: Timestamp | null;
}

export interface LogAuditoriaTable {
  id: Generated<number>;
  id_conta: number;
  id_usuario: number | null;
  acao: string;
  descricao: string | null;
  ip: string | null;
  user_agent: string | null;
  criado_em: Timestamp;
}

/** banco and categoria share one shape: a named registry of the clinic. */
export interface RegistroSimplesTable {
  id: Generated<number>;
  id_conta: number;
  nome: string;
  criado_em: Timestamp;
  atualizado_em: Timestamp;
}

/** Treatments of a clinic: prices in integer cents, duration in minutes (0 = none). */
export interface TratamentoTable {
  id: Generated<number>;
  id_conta: number;
  nome: string;
  preco_venda: Generated<number>;
  preco_custo: Generated<number>;
  duracao: Generated<number>;
  status: Generated<boolean>;
  /** Optional free text (spec 02 §3); null when none. */
  descricao: string | null;
  criado_em: Timestamp;
  atualizado_em: Timestamp;
}

/** Payment types: tipo R (receita) or D (despesa); taxa numeric(5,2) comes back as a string. */
export interface TipoPagamentoTable {
  id: Generated<number>;
  id_conta: number;
  nome: string;
  tipo: 'R' | 'D';
  taxa: ColumnType<string, number | string, number | string>;
  criado_em: Timestamp;
  atualizado_em: Timestamp;
}

export interface UnidadeTable {
  id: Generated<number>;
  id_conta: number;
  nome_fantasia: string;
  cnpj: string;
  razao_social: string | null;
  responsavel: string | null;
  horario_inicio: string | null;
  horario_fim: string | null;
  taxa_marketing: number | null;
  email: string | null;
  telefone: string | null;
  celular: string | null;
  cep: string | null;
  endereco: string | null;
  numero: string | null;
  complemento: string | null;
  bairro: string | null;
  cidade: string | null;
  estado: string | null;
  criado_em: Timestamp;
  atualizado_em: Timestamp;
}

export interface UsuarioUnidadeTable {
  id_conta: number;
  id_usuario: number;
  id_unidade: number;
}

export interface PacienteTable {
  id: Generated<number>;
  id_conta: number;
  nome: string;
  /** GENERATED ALWAYS AS (f_busca(nome)) STORED: never written by the application. */
  nome_busca: ColumnType<string, never, never>;
  ddi: Generated<'55' | '1'>;
  celular: string;
  sexo: 'Masculino' | 'Feminino' | 'Outro';
  nascimento: string;
  cpf: string | null;
  rg: string | null;
  email: string | null;
  /** GENERATED ALWAYS AS (f_busca(email)) STORED: the search compares it (issue 20). */
  email_busca: ColumnType<string | null, never, never>;
  observacao: string | null;
  responsavel_nome: string | null;
  responsavel_celular: string | null;
  responsavel_cpf: string | null;
  responsavel_nascimento: string | null;
  cep: string | null;
  endereco: string | null;
  numero: string | null;
  complemento: string | null;
  bairro: string | null;
  cidade: string | null;
  estado: string | null;
  criado_em: Timestamp;
  atualizado_em: Timestamp;
  /** Retention (issue 19): archived instead of deleted; a plain user id (no foreign key). */
  arquivado_em: Timestamp | null;
  arquivado_por: number | null;
}

export interface FotoTable {
  id: Generated<number>;
  id_conta: number;
  id_paciente: number;
  nome: string;
  observacao: string | null;
  nome_arquivo: string;
  tipo_mime: string;
  tamanho: number;
  id_arquivo: number;
  id_miniatura: number | null;
  criado_em: Timestamp;
  atualizado_em: Timestamp;
  /** Retention (issue 19): archived instead of deleted; a plain user id (no foreign key). */
  arquivado_em: Timestamp | null;
  arquivado_por: number | null;
}

export interface PacienteArquivoTable {
  id: Generated<number>;
  id_conta: number;
  id_paciente: number;
  nome: string;
  observacao: string | null;
  nome_arquivo: string;
  tipo_mime: string;
  tamanho: number;
  id_arquivo: number;
  criado_em: Timestamp;
  /** Retention (issue 19): archived instead of deleted; a plain user id (no foreign key). */
  arquivado_em: Timestamp | null;
  arquivado_por: number | null;
}

export interface TermoTable {
  id: Generated<number>;
  id_conta: number;
  titulo: string;
  corpo: string;
  corpo_texto: string;
  /** 'uso_imagem' marks the clinic's image-use consent template (issue 19, CFM 2.336/2023). */
  tipo: Generated<'geral' | 'uso_imagem'>;
  criado_em: Timestamp;
  atualizado_em: Timestamp;
}

export interface PacienteTermoTable {
  id: Generated<number>;
  id_conta: number;
  id_paciente: number;
  codigo: string;
  tipo: 'CONTRATO' | 'TERMO';
  titulo: string;
  cabecalho: string;
  corpo: string;
  id_arquivo_assinatura: number | null;
  assinado_em: Timestamp | null;
  assinatura_ip: string | null;
  assinatura_user_agent: string | null;
  hash_conteudo: string | null;
  hash_assinatura: string | null;
  /** When the current public code was issued ('Reenviar link' restarts it); it expires after the clinic's validity. */
  codigo_emitido_em: Generated<Date>;
  /** The staff member who wrote it: told when the patient signs (issue 19); null for older rows. */
  id_criado_por: number | null;
  /** The template it was written from and that template's kind, copied at creation (issue 19). */
  id_termo: number | null;
  tipo_termo: Generated<'geral' | 'uso_imagem'>;
  criado_em: Timestamp;
  atualizado_em: Timestamp;
  /** Retention (issue 19): archived instead of deleted; a plain user id (no foreign key). */
  arquivado_em: Timestamp | null;
  arquivado_por: number | null;
}

export interface Database {
  conta: ContaTable;
  perfil: PerfilTable;
  perfil_permissao: PerfilPermissaoTable;
  usuario: UsuarioTable;
  cobranca: CobrancaTable;
  log_auditoria: LogAuditoriaTable;
  arquivo: ArquivoTable;
  evento_pagamento: EventoPagamentoTable;
  checkout_demo: CheckoutDemoTable;
  banco: RegistroSimplesTable;
  categoria: RegistroSimplesTable;
  termo: TermoTable;
  paciente_termo: PacienteTermoTable;
  questao_anamnese: QuestaoAnamneseTable;
  modelo_anamnese: ModeloAnamneseTable;
  modelo_anamnese_questao: ModeloAnamneseQuestaoTable;
  paciente_anamnese: PacienteAnamneseTable;
  unidade: UnidadeTable;
  usuario_unidade: UsuarioUnidadeTable;
  tratamento: TratamentoTable;
  tipo_pagamento: TipoPagamentoTable;
  paciente: PacienteTable;
  foto: FotoTable;
  paciente_arquivo: PacienteArquivoTable;
  agenda: AgendaTable;
  lembrete: LembreteTable;
  lembrete_entrega: LembreteEntregaTable;
  orcamento: OrcamentoTable;
  orcamento_item: OrcamentoItemTable;
  transacao: TransacaoTable;
  pagamento: PagamentoTable;
  comissao: ComissaoTable;
  produto: ProdutoTable;
  movimentacao: MovimentacaoTable;
  contador_limite: DB['contador_limite'];
  sessao: DB['sessao'];
  exportacao_vaga: DB['exportacao_vaga'];
  acesso_paciente: DB['acesso_paciente'];
  notificacao: DB['notificacao'];
  paciente_contagem: DB['paciente_contagem'];
  /** The patient search's words (202612010100, kept by triggers). */
  paciente_palavra: DB['paciente_palavra'];
  // Store back office (issue 16).
  loja: DB['loja'];
  cupom: DB['cupom'];
  pedido: PedidoTable;
  carteira: CarteiraTable;
  saque: SaqueTable;
  carteira_movimento: CarteiraMovimentoTable;
  pagamento_plano_loja: PagamentoPlanoLojaTable;
}

export type ContaRow = Selectable<ContaTable>;
export type UsuarioRow = Selectable<UsuarioTable>;
export type CobrancaRow = Selectable<CobrancaTable>;
export type NovaConta = Insertable<ContaTable>;
export type { PerguntaAnamneseJson, RespostaAnamneseJson } from './schema-anamnese';
