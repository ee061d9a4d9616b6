import { type Kysely, sql } from 'kysely';

/**
 * The store's money (issue 16, spec 03 "store-template"): orders, the wallet (one row per store,
 * the lock every withdrawal takes), its movements (credits from orders, debits from approved
 * withdrawals), withdrawal requests, and the subscription payments the payments report lists.
 * Money in integer cents. Every row carries id_conta and every key and reference includes it.
 * Runs after 202611300300_loja (the `loja` table). Frozen in time: never import application code.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // No storefront in this product: orders come from the demo seed (and, later, an integration).
  await sql`
    CREATE TABLE pedido (
      id serial PRIMARY KEY,
      id_conta integer NOT NULL,
      id_loja integer NOT NULL,
      comprador_nome text NOT NULL,
      comprador_email text,
      comprador_telefone text,
      subtotal integer NOT NULL CHECK (subtotal >= 0),
      frete integer NOT NULL DEFAULT 0 CHECK (frete >= 0),
      total integer NOT NULL CHECK (total >= 0),
      preco_custo integer NOT NULL DEFAULT 0 CHECK (preco_custo >= 0),
      taxa_transacao integer NOT NULL DEFAULT 0 CHECK (taxa_transacao >= 0),
      taxa_nota integer NOT NULL DEFAULT 0 CHECK (taxa_nota >= 0),
      comissao_franqueado integer NOT NULL DEFAULT 0 CHECK (comissao_franqueado >= 0),
      comissao_sistema integer NOT NULL DEFAULT 0 CHECK (comissao_sistema >= 0),
      comissao_repassada boolean NOT NULL DEFAULT false,
      criado_em timestamptz NOT NULL DEFAULT now(),
      UNIQUE (id_conta, id),
      FOREIGN KEY (id_conta, id_loja) REFERENCES loja (id_conta, id) ON DELETE CASCADE
    )`.execute(db);
  // The report's order, one store's (owner) and every store of the account (operator).
  await sql`CREATE INDEX pedido_loja_data_idx ON pedido (id_conta, id_loja, criado_em, id)`.execute(db);
  await sql`CREATE INDEX pedido_data_idx ON pedido (id_conta, criado_em, id)`.execute(db);

  // The row a withdrawal request or approval locks (SELECT … FOR UPDATE): one writer per wallet.
  await sql`
    CREATE TABLE carteira (
      id_conta integer NOT NULL,
      id_loja integer NOT NULL,
      criado_em timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (id_conta, id_loja),
      FOREIGN KEY (id_conta, id_loja) REFERENCES loja (id_conta, id) ON DELETE CASCADE
    )`.execute(db);

  await sql`
    CREATE TABLE saque (
      id serial PRIMARY KEY,
      id_conta integer NOT NULL,
      id_loja integer NOT NULL,
      valor integer NOT NULL CHECK (valor > 0),
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'refused')),
      -- Random public reference shown to the operator (the spec's 'token'; never a bearer token).
      token text NOT NULL,
      -- Plain ids (no reference): the operator who decides belongs to another account.
      id_solicitante integer,
      id_decidido_por integer,
      criado_em timestamptz NOT NULL DEFAULT now(),
      decidido_em timestamptz,
      CHECK ((status = 'pending') = (decidido_em IS NULL)),
      UNIQUE (id_conta, id),
      FOREIGN KEY (id_conta, id_loja) REFERENCES carteira (id_conta, id_loja) ON DELETE CASCADE
    )`.execute(db);
  // "One pending withdrawal at a time", kept by the database as well as by the service.
  await sql`CREATE UNIQUE INDEX saque_pendente_key ON saque (id_conta, id_loja) WHERE status = 'pending'`.execute(
    db,
  );
  await sql`CREATE INDEX saque_loja_idx ON saque (id_conta, id_loja, criado_em DESC, id DESC)`.execute(db);
  await sql`CREATE INDEX saque_data_idx ON saque (id_conta, criado_em DESC, id DESC)`.execute(db);

  // C = credit (an order's net value, released at disponivel_em), D = debit (an approved withdrawal).
  await sql`
    CREATE TABLE carteira_movimento (
      id serial PRIMARY KEY,
      id_conta integer NOT NULL,
      id_loja integer NOT NULL,
      tipo text NOT NULL CHECK (tipo IN ('C', 'D')),
      valor integer NOT NULL CHECK (valor > 0),
      descricao text NOT NULL,
      id_pedido integer,
      id_saque integer,
      disponivel_em timestamptz NOT NULL DEFAULT now(),
      criado_em timestamptz NOT NULL DEFAULT now(),
      CHECK (id_saque IS NULL OR tipo = 'D'),
      CHECK (id_pedido IS NULL OR tipo = 'C'),
      UNIQUE (id_conta, id),
      -- A withdrawal is debited at most once, whatever the service does.
      UNIQUE (id_conta, id_saque),
      FOREIGN KEY (id_conta, id_loja) REFERENCES carteira (id_conta, id_loja) ON DELETE CASCADE,
      FOREIGN KEY (id_conta, id_pedido) REFERENCES pedido (id_conta, id) ON DELETE CASCADE,
      FOREIGN KEY (id_conta, id_saque) REFERENCES saque (id_conta, id) ON DELETE CASCADE
    )`.execute(db);
  await sql`
    CREATE INDEX carteira_movimento_loja_idx
      ON carteira_movimento (id_conta, id_loja, criado_em DESC, id DESC)`.execute(db);
  await sql`CREATE INDEX carteira_movimento_pedido_idx ON carteira_movimento (id_conta, id_pedido)`.execute(
    db,
  );

  // A store's plan payments (the "subscription payments" report). The payer is copied as paid
  // (a receipt keeps the name it was issued to, and a deleted user leaves the payment).
  await sql`
    CREATE TABLE pagamento_plano_loja (
      id serial PRIMARY KEY,
      id_conta integer NOT NULL,
      id_loja integer NOT NULL,
      pagador_nome text NOT NULL,
      pagador_email text NOT NULL,
      pagador_whatsapp text,
      plano text NOT NULL,
      pago_com text NOT NULL CHECK (pago_com IN ('cartao', 'pix', 'boleto')),
      valor integer NOT NULL CHECK (valor >= 0),
      comissao_sistema integer NOT NULL DEFAULT 0 CHECK (comissao_sistema >= 0),
      pago_em timestamptz NOT NULL DEFAULT now(),
      UNIQUE (id_conta, id),
      FOREIGN KEY (id_conta, id_loja) REFERENCES loja (id_conta, id) ON DELETE CASCADE
    )`.execute(db);
  await sql`CREATE INDEX pagamento_plano_loja_idx ON pagamento_plano_loja (id_conta, id_loja, pago_em, id)`.execute(
    db,
  );
  await sql`CREATE INDEX pagamento_plano_data_idx ON pagamento_plano_loja (id_conta, pago_em, id)`.execute(
    db,
  );

  // The advisors report: the account's store owners and advisors by registration date.
  await sql`
    CREATE INDEX usuario_assessor_idx ON usuario (id_conta, criado_em, id)
      WHERE papel_loja = 'admin_store'`.execute(db);

  // The store's access logs are the account's audit rows whose action starts with 'loja.'.
  await sql`
    CREATE INDEX log_auditoria_loja_idx ON log_auditoria (id_conta, criado_em DESC, id DESC)
      WHERE acao LIKE 'loja.%'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX IF EXISTS log_auditoria_loja_idx`.execute(db);
  await sql`DROP INDEX IF EXISTS usuario_assessor_idx`.execute(db);
  for (const t of ['pagamento_plano_loja', 'carteira_movimento', 'saque', 'carteira', 'pedido']) {
    await sql.raw(`DROP TABLE IF EXISTS ${t}`).execute(db);
  }
}
