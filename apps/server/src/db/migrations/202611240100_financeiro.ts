import { type Kysely, sql } from 'kysely';

/**
 * Finance (spec 03 §3): payments of a transaction ('Dar Baixa') and the professionals'
 * commissions they earn.
 *
 * `transacao.valor_pago` is the sum of its payments, kept by the service in the same database
 * transaction as the payments, under a lock of the transaction row; the CHECK makes overpaying
 * impossible even if a bug skipped that lock. A payment keeps its payment type's commission rate
 * as it was that day and its transaction's type (the dashboard sums payments per month and type
 * from one index). A commission row is one professional's share of one payment, written with the
 * payment: the commissions view is a sum over an index, never a recomputation.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE transacao
      ADD COLUMN valor_pago integer NOT NULL DEFAULT 0,
      ADD COLUMN id_usuario integer,
      ADD CONSTRAINT transacao_valor_pago CHECK (valor_pago BETWEEN 0 AND valor_total),
      ADD CONSTRAINT transacao_usuario FOREIGN KEY (id_conta, id_usuario) REFERENCES usuario (id_conta, id)
  `.execute(db);
  // The screen's period filter and the dashboard's month: by due date.
  await sql`CREATE INDEX transacao_conta_vencimento ON transacao (id_conta, vencimento, tipo)`.execute(db);

  await sql`
    CREATE TABLE pagamento (
      id serial PRIMARY KEY,
      id_conta integer NOT NULL,
      id_transacao integer NOT NULL,
      tipo text NOT NULL CHECK (tipo IN ('RECEITA', 'DESPESA')),
      id_tipo_pagamento integer NOT NULL,
      valor integer NOT NULL CHECK (valor BETWEEN 1 AND 2000000000),
      data date NOT NULL,
      qnt_parcelas smallint NOT NULL CHECK (qnt_parcelas BETWEEN 1 AND 120),
      taxa_comissao numeric(5, 2) NOT NULL DEFAULT 0 CHECK (taxa_comissao BETWEEN 0 AND 100),
      id_usuario integer,
      criado_em timestamptz NOT NULL DEFAULT now(),
      UNIQUE (id_conta, id),
      FOREIGN KEY (id_conta, id_transacao) REFERENCES transacao (id_conta, id) ON DELETE CASCADE,
      FOREIGN KEY (id_conta, id_tipo_pagamento) REFERENCES tipo_pagamento (id_conta, id),
      FOREIGN KEY (id_conta, id_usuario) REFERENCES usuario (id_conta, id)
    )`.execute(db);
  await sql`CREATE INDEX pagamento_transacao ON pagamento (id_transacao, id)`.execute(db);
  await sql`CREATE INDEX pagamento_conta_data ON pagamento (id_conta, data, tipo) INCLUDE (valor)`.execute(
    db,
  );
  await sql`CREATE INDEX pagamento_tipo_pagamento ON pagamento (id_tipo_pagamento)`.execute(db);

  await sql`
    CREATE TABLE comissao (
      id serial PRIMARY KEY,
      id_conta integer NOT NULL,
      id_pagamento integer NOT NULL,
      id_orcamento_item integer NOT NULL REFERENCES orcamento_item (id),
      id_profissional integer NOT NULL,
      data date NOT NULL,
      base integer NOT NULL CHECK (base >= 0),
      valor integer NOT NULL CHECK (valor >= 0),
      FOREIGN KEY (id_conta, id_pagamento) REFERENCES pagamento (id_conta, id) ON DELETE CASCADE,
      FOREIGN KEY (id_conta, id_profissional) REFERENCES usuario (id_conta, id)
    )`.execute(db);
  await sql`CREATE INDEX comissao_profissional_data ON comissao (id_conta, id_profissional, data)`.execute(
    db,
  );
  await sql`CREATE INDEX comissao_conta_data ON comissao (id_conta, data)`.execute(db);
  await sql`CREATE INDEX comissao_pagamento ON comissao (id_pagamento)`.execute(db);
  await sql`CREATE INDEX comissao_item ON comissao (id_orcamento_item)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE IF EXISTS comissao`.execute(db);
  await sql`DROP TABLE IF EXISTS pagamento`.execute(db);
  await sql`DROP INDEX IF EXISTS transacao_conta_vencimento`.execute(db);
  await sql`
    ALTER TABLE transacao DROP CONSTRAINT IF EXISTS transacao_usuario,
      DROP CONSTRAINT IF EXISTS transacao_valor_pago, DROP COLUMN IF EXISTS id_usuario,
      DROP COLUMN IF EXISTS valor_pago`.execute(db);
}
