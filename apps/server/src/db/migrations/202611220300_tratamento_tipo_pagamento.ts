import { type Kysely, sql } from 'kysely';

/**
 * Treatments and payment types (spec 03 §3). Money is integer cents (DECISIONS.md 6); the
 * duration rule is the domain's ehDuracaoValida, repeated here as a CHECK so no path can
 * store another value. UNIQUE (id_conta, id) lets budgets and payments reference a row of
 * the same clinic with a composite foreign key.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE tratamento (
      id serial PRIMARY KEY,
      id_conta integer NOT NULL REFERENCES conta (id) ON DELETE CASCADE,
      nome text NOT NULL CHECK (char_length(nome) BETWEEN 1 AND 120),
      preco_venda integer NOT NULL DEFAULT 0 CHECK (preco_venda >= 0),
      preco_custo integer NOT NULL DEFAULT 0 CHECK (preco_custo >= 0),
      duracao integer NOT NULL DEFAULT 0
        CHECK (duracao = 0 OR (duracao BETWEEN 10 AND 180 AND duracao % 5 = 0)),
      status boolean NOT NULL DEFAULT true,
      criado_em timestamptz NOT NULL DEFAULT now(),
      atualizado_em timestamptz NOT NULL DEFAULT now(),
      UNIQUE (id_conta, id)
    )`.execute(db);
  // One name per clinic, whatever the case or accents (as banks and categories).
  await sql`CREATE UNIQUE INDEX tratamento_nome_key ON tratamento (id_conta, f_busca(nome))`.execute(db);

  await sql`
    CREATE TABLE tipo_pagamento (
      id serial PRIMARY KEY,
      id_conta integer NOT NULL REFERENCES conta (id) ON DELETE CASCADE,
      nome text NOT NULL CHECK (char_length(nome) BETWEEN 1 AND 120),
      tipo char(1) NOT NULL CHECK (tipo IN ('R', 'D')),
      taxa numeric(5, 2) NOT NULL DEFAULT 0 CHECK (taxa BETWEEN 0 AND 100),
      criado_em timestamptz NOT NULL DEFAULT now(),
      atualizado_em timestamptz NOT NULL DEFAULT now(),
      UNIQUE (id_conta, id)
    )`.execute(db);
  // 'Pix' may exist once as Receita and once as Despesa, never twice as the same type.
  await sql`
    CREATE UNIQUE INDEX tipo_pagamento_nome_key ON tipo_pagamento (id_conta, tipo, f_busca(nome))
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE IF EXISTS tipo_pagamento`.execute(db);
  await sql`DROP TABLE IF EXISTS tratamento`.execute(db);
}
