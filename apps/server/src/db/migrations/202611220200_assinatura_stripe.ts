import { type Kysely, sql } from 'kysely';

/**
 * Billing and account files: stored files (logos now; photos and patient files later), the
 * provider's webhook events (each stored once), the local demo checkouts, and the ordering
 * stamp that keeps an older event from rolling the subscription back.
 * Frozen in time: never import application code here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE arquivo (
      id serial PRIMARY KEY,
      id_conta integer NOT NULL REFERENCES conta (id) ON DELETE CASCADE,
      finalidade text NOT NULL,
      tipo_mime text NOT NULL,
      tamanho integer NOT NULL CHECK (tamanho >= 0),
      conteudo bytea NOT NULL,
      criado_em timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX arquivo_conta_idx ON arquivo (id_conta, id)`.execute(db);

  await sql`
    CREATE TABLE evento_pagamento (
      id text PRIMARY KEY,
      tipo text NOT NULL,
      criado_no_provedor timestamptz NOT NULL,
      recebido_em timestamptz NOT NULL DEFAULT now()
    )`.execute(db);

  await sql`
    CREATE TABLE checkout_demo (
      id text PRIMARY KEY,
      id_conta integer NOT NULL REFERENCES conta (id) ON DELETE CASCADE,
      price_id text NOT NULL,
      criado_em timestamptz NOT NULL DEFAULT now(),
      concluido_em timestamptz
    )`.execute(db);
  await sql`CREATE INDEX checkout_demo_conta_idx ON checkout_demo (id_conta)`.execute(db);

  await sql`ALTER TABLE assinatura ADD COLUMN evento_em timestamptz`.execute(db);
  await sql`CREATE UNIQUE INDEX conta_codigo_cliente_key ON conta (codigo_cliente)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX IF EXISTS conta_codigo_cliente_key`.execute(db);
  await sql`ALTER TABLE assinatura DROP COLUMN IF EXISTS evento_em`.execute(db);
  for (const t of ['checkout_demo', 'evento_pagamento', 'arquivo']) {
    await sql.raw(`DROP TABLE IF EXISTS ${t}`).execute(db);
  }
}
