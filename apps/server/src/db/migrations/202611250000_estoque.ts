import { type Kysely, sql } from 'kysely';

/**
 * Products and stock movements (spec 03 §3).
 *
 * A product keeps its quantity and the exact value of that quantity in cents (`valor_estoque`,
 * bigint); `preco_custo` is the weighted average read from them (packages/domain estoque/custo),
 * stored so lists sort and show it without arithmetic. All three change only with a movement,
 * in the same database transaction, under a lock of the product row: concurrent exits queue on
 * that lock and can't oversell, and the CHECKs refuse a negative stock even if a bug skipped it.
 *
 * Each ENTRADA is a lot: `saldo_lote` is what is left of it, consumed first-expired-first-out by
 * the exits, so the expiry alerts count only units still on the shelf. A SAIDA keeps the unit
 * cost it was valued at (the average of the moment) and its exact value.
 *
 * A product with movements can't be deleted: the foreign key refuses it, whatever raced.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE produto (
      id serial PRIMARY KEY,
      id_conta integer NOT NULL REFERENCES conta (id) ON DELETE CASCADE,
      nome text NOT NULL CHECK (char_length(nome) BETWEEN 1 AND 120),
      qnt_minima integer NOT NULL CHECK (qnt_minima BETWEEN 0 AND 10000000),
      qnt_atual integer NOT NULL DEFAULT 0 CHECK (qnt_atual BETWEEN 0 AND 10000000),
      valor_estoque bigint NOT NULL DEFAULT 0 CHECK (valor_estoque >= 0),
      preco_custo integer NOT NULL DEFAULT 0 CHECK (preco_custo >= 0),
      criado_em timestamptz NOT NULL DEFAULT now(),
      atualizado_em timestamptz NOT NULL DEFAULT now(),
      UNIQUE (id_conta, id),
      CHECK (qnt_atual > 0 OR valor_estoque = 0)
    )`.execute(db);
  await sql`CREATE INDEX produto_conta ON produto (id_conta, id DESC)`.execute(db);
  await sql`CREATE INDEX produto_conta_criado ON produto (id_conta, criado_em)`.execute(db);
  await sql`CREATE UNIQUE INDEX produto_nome_key ON produto (id_conta, f_busca(nome))`.execute(db);

  await sql`
    CREATE TABLE movimentacao (
      id serial PRIMARY KEY,
      id_conta integer NOT NULL REFERENCES conta (id) ON DELETE CASCADE,
      id_produto integer NOT NULL,
      tipo text NOT NULL CHECK (tipo IN ('ENTRADA', 'SAIDA')),
      quantidade integer NOT NULL CHECK (quantidade BETWEEN 1 AND 1000000),
      preco_custo integer NOT NULL CHECK (preco_custo >= 0),
      valor_total bigint NOT NULL CHECK (valor_total >= 0),
      vencimento date,
      saldo_lote integer CHECK (saldo_lote BETWEEN 0 AND quantidade),
      observacao text CHECK (char_length(observacao) <= 500),
      id_usuario integer,
      id_criado_por integer,
      id_unidade integer,
      criado_em timestamptz NOT NULL DEFAULT now(),
      CHECK (
        (tipo = 'ENTRADA' AND saldo_lote IS NOT NULL AND id_usuario IS NULL)
        OR (tipo = 'SAIDA' AND saldo_lote IS NULL AND vencimento IS NULL)
      ),
      FOREIGN KEY (id_conta, id_produto) REFERENCES produto (id_conta, id),
      FOREIGN KEY (id_conta, id_usuario) REFERENCES usuario (id_conta, id),
      FOREIGN KEY (id_conta, id_criado_por) REFERENCES usuario (id_conta, id),
      FOREIGN KEY (id_conta, id_unidade) REFERENCES unidade (id_conta, id)
    )`.execute(db);
  // The screen (newest first), its period filter, and one product's modal.
  await sql`CREATE INDEX movimentacao_conta ON movimentacao (id_conta, id DESC)`.execute(db);
  await sql`CREATE INDEX movimentacao_conta_criado ON movimentacao (id_conta, criado_em)`.execute(db);
  await sql`CREATE INDEX movimentacao_produto ON movimentacao (id_produto, id DESC)`.execute(db);
  // Lots still on the shelf: FEFO order per product, and the clinic's expiry alerts.
  await sql`
    CREATE INDEX movimentacao_lotes ON movimentacao (id_produto, vencimento, id)
      WHERE saldo_lote > 0`.execute(db);
  await sql`
    CREATE INDEX movimentacao_conta_validade ON movimentacao (id_conta, vencimento)
      INCLUDE (id_produto) WHERE saldo_lote > 0 AND vencimento IS NOT NULL`.execute(db);
  // A user or unit in use: deleting them checks these.
  await sql`CREATE INDEX movimentacao_usuario ON movimentacao (id_usuario)`.execute(db);
  await sql`CREATE INDEX movimentacao_criado_por ON movimentacao (id_criado_por)`.execute(db);
  await sql`CREATE INDEX movimentacao_unidade ON movimentacao (id_unidade)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE IF EXISTS movimentacao`.execute(db);
  await sql`DROP TABLE IF EXISTS produto`.execute(db);
}
