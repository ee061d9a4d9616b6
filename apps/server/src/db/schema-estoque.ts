import type { ColumnType, Generated } from 'kysely';

/** The stock tables with their narrow types (schema.ts lists them in `Database`). */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A `date` column: 'YYYY-MM-DD' both ways (the pg type parser keeps it a string). */
type Dia = ColumnType<string, string, string>;

export interface ProdutoTable {
  id: Generated<number>;
  id_conta: number;
  nome: string;
  /** f_busca(nome), stored by Postgres for the name searches (migration 202611250100). */
  nome_busca: Generated<string>;
  qnt_minima: number;
  qnt_atual: Generated<number>;
  /** How many movements it has, kept by the movement write (the list's unfiltered total). */
  qnt_movimentacoes: Generated<number>;
  /** Integer cents (bigint, read as a number): what the units in stock cost. */
  valor_estoque: Generated<number>;
  /** The weighted average cost of a unit, in cents, read from the two above. */
  preco_custo: Generated<number>;
  criado_em: Timestamp;
  atualizado_em: Timestamp;
}

export interface MovimentacaoTable {
  id: Generated<number>;
  id_conta: number;
  id_produto: number;
  tipo: 'ENTRADA' | 'SAIDA';
  quantidade: number;
  /** Cents: an entry's purchase price, an exit's average cost of the moment. */
  preco_custo: number;
  /** Cents: the movement's exact value. */
  valor_total: number;
  vencimento: Dia | null;
  /** What is left of an entry (a lot); null for an exit. */
  saldo_lote: number | null;
  observacao: string | null;
  /** The professional of an exit (spec's field name). */
  id_usuario: number | null;
  /** Who recorded it. */
  id_criado_por: number | null;
  id_unidade: number | null;
  criado_em: Timestamp;
}
