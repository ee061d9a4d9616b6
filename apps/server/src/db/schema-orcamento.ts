import type { StatusOrcamentoGravado } from '@clinica/domain';
import type { ColumnType, Generated } from 'kysely';

/** The budgets' and transactions' tables with their narrow types (schema.ts lists them in `Database`). */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A `date` column: 'YYYY-MM-DD' both ways (the pg type parser is set to keep it a string). */
type Dia = ColumnType<string, string, string>;

export interface OrcamentoTable {
  id: Generated<number>;
  id_conta: number;
  id_paciente: number;
  vencimento: Dia;
  status: ColumnType<StatusOrcamentoGravado, StatusOrcamentoGravado | undefined, StatusOrcamentoGravado>;
  /** Integer cents, the sum of the items' frozen prices. */
  valor_total: number;
  criado_em: Timestamp;
  atualizado_em: Timestamp;
}

/** A treatment row of a budget: name and price frozen when the budget was made. */
export interface OrcamentoItemTable {
  id: Generated<number>;
  id_conta: number;
  id_orcamento: number;
  ordem: number;
  id_tratamento: number;
  id_profissional: number;
  nome: string;
  valor_venda: number;
}

export interface TransacaoTable {
  id: Generated<number>;
  id_conta: number;
  tipo: 'RECEITA' | 'DESPESA';
  id_paciente: number | null;
  id_orcamento: number | null;
  descricao: string | null;
  id_categoria: number | null;
  id_banco: number | null;
  vencimento: Dia;
  observacao: string | null;
  valor_total: number;
  /** The sum of its payments, kept with them under the row's lock. */
  valor_pago: Generated<number>;
  /** Who created it. */
  id_usuario: number | null;
  criado_em: Timestamp;
  atualizado_em: Timestamp;
}

/** One payment line of 'Dar Baixa'; the rate is the payment type's on that day. */
export interface PagamentoTable {
  id: Generated<number>;
  id_conta: number;
  id_transacao: number;
  tipo: 'RECEITA' | 'DESPESA';
  id_tipo_pagamento: number;
  valor: number;
  data: Dia;
  qnt_parcelas: number;
  /** numeric(5,2): comes back as a string. */
  taxa_comissao: ColumnType<string, string | number | undefined, string | number>;
  id_usuario: number | null;
  criado_em: Timestamp;
}

/** One professional's share of one payment of a revenue. */
export interface ComissaoTable {
  id: Generated<number>;
  id_conta: number;
  id_pagamento: number;
  id_orcamento_item: number;
  id_profissional: number;
  data: Dia;
  base: number;
  valor: number;
}
