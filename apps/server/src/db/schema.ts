import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/**
 * Table types, written by hand while the schema is young (style guide 5 allows it for the
 * first weeks); kysely-codegen replaces this file once the schema settles.
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
  criado_em: Timestamp;
  atualizado_em: Timestamp;
}

export interface AssinaturaTable {
  id: Generated<number>;
  id_conta: number;
  status: 'trialing' | 'active' | 'past_due' | 'canceled';
  price_id: string | null;
  current_period_start: Timestamp | null;
  current_period_end: Timestamp | null;
  provedor: Generated<string>;
  id_externo: string | null;
  criado_em: Timestamp;
  atualizado_em: Timestamp;
}

export interface LogAuditoriaTable {
  id: Generated<number>;
  id_conta: number | null;
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

export interface Database {
  conta: ContaTable;
  perfil: PerfilTable;
  perfil_permissao: PerfilPermissaoTable;
  usuario: UsuarioTable;
  assinatura: AssinaturaTable;
  log_auditoria: LogAuditoriaTable;
  banco: RegistroSimplesTable;
  categoria: RegistroSimplesTable;
}

export type ContaRow = Selectable<ContaTable>;
export type UsuarioRow = Selectable<UsuarioTable>;
export type AssinaturaRow = Selectable<AssinaturaTable>;
export type NovaConta = Insertable<ContaTable>;
