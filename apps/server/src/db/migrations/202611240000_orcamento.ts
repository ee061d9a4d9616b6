import { type Kysely, sql } from 'kysely';

/**
 * Budgets (spec 02 §3) and the table finance builds on (spec 03 §3).
 *
 * A budget's items keep the treatment's name and sale price as they were when it was made
 * (a later price change doesn't alter a quote already given), and the total is stored beside
 * them, computed by the server from those prices. VENCIDO is not a stored status: it is read
 * from `vencimento` against the clinic's date at the moment of reading.
 *
 * `transacao` starts here because a budget and its revenue are tied by the database: the
 * revenue's foreign key refuses the deletion of the budget it came from, and UNIQUE
 * (id_orcamento) refuses a second revenue for one budget, even with two requests racing.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE orcamento (
      id serial PRIMARY KEY,
      id_conta integer NOT NULL REFERENCES conta (id) ON DELETE CASCADE,
      id_paciente integer NOT NULL,
      vencimento date NOT NULL,
      status text NOT NULL DEFAULT 'ATIVO' CHECK (status IN ('ATIVO', 'INATIVO', 'CANCELADO')),
      valor_total integer NOT NULL CHECK (valor_total BETWEEN 0 AND 2000000000),
      criado_em timestamptz NOT NULL DEFAULT now(),
      atualizado_em timestamptz NOT NULL DEFAULT now(),
      UNIQUE (id_conta, id),
      FOREIGN KEY (id_conta, id_paciente) REFERENCES paciente (id_conta, id) ON DELETE CASCADE
    )`.execute(db);
  // The screen (newest first) and the patient's tab.
  await sql`CREATE INDEX orcamento_conta ON orcamento (id_conta, id DESC)`.execute(db);
  await sql`CREATE INDEX orcamento_paciente ON orcamento (id_conta, id_paciente, id DESC)`.execute(db);

  await sql`
    CREATE TABLE orcamento_item (
      id serial PRIMARY KEY,
      id_conta integer NOT NULL,
      id_orcamento integer NOT NULL,
      ordem smallint NOT NULL CHECK (ordem >= 0),
      id_tratamento integer NOT NULL,
      id_profissional integer NOT NULL,
      nome text NOT NULL,
      valor_venda integer NOT NULL CHECK (valor_venda >= 0),
      UNIQUE (id_orcamento, ordem),
      FOREIGN KEY (id_conta, id_orcamento) REFERENCES orcamento (id_conta, id) ON DELETE CASCADE,
      FOREIGN KEY (id_conta, id_tratamento) REFERENCES tratamento (id_conta, id),
      FOREIGN KEY (id_conta, id_profissional) REFERENCES usuario (id_conta, id)
    )`.execute(db);
  // A treatment or professional in use can't be deleted: these make that check an index probe.
  await sql`CREATE INDEX orcamento_item_tratamento ON orcamento_item (id_tratamento)`.execute(db);
  await sql`CREATE INDEX orcamento_item_profissional ON orcamento_item (id_profissional)`.execute(db);

  await sql`
    CREATE TABLE transacao (
      id serial PRIMARY KEY,
      id_conta integer NOT NULL REFERENCES conta (id) ON DELETE CASCADE,
      tipo text NOT NULL CHECK (tipo IN ('RECEITA', 'DESPESA')),
      id_paciente integer,
      id_orcamento integer UNIQUE,
      descricao text CHECK (char_length(descricao) BETWEEN 1 AND 200),
      id_categoria integer,
      id_banco integer,
      vencimento date NOT NULL,
      observacao text CHECK (char_length(observacao) <= 2000),
      valor_total integer NOT NULL CHECK (valor_total BETWEEN 0 AND 2000000000),
      criado_em timestamptz NOT NULL DEFAULT now(),
      atualizado_em timestamptz NOT NULL DEFAULT now(),
      UNIQUE (id_conta, id),
      CHECK (
        (tipo = 'RECEITA' AND id_orcamento IS NOT NULL AND id_paciente IS NOT NULL)
        OR (tipo = 'DESPESA' AND descricao IS NOT NULL AND id_categoria IS NOT NULL)
      ),
      FOREIGN KEY (id_conta, id_paciente) REFERENCES paciente (id_conta, id),
      FOREIGN KEY (id_conta, id_orcamento) REFERENCES orcamento (id_conta, id),
      FOREIGN KEY (id_conta, id_categoria) REFERENCES categoria (id_conta, id),
      FOREIGN KEY (id_conta, id_banco) REFERENCES banco (id_conta, id)
    )`.execute(db);
  await sql`CREATE INDEX transacao_conta ON transacao (id_conta, id DESC)`.execute(db);
  await sql`CREATE INDEX transacao_categoria ON transacao (id_categoria)`.execute(db);
  await sql`CREATE INDEX transacao_banco ON transacao (id_banco)`.execute(db);
  await sql`CREATE INDEX transacao_paciente ON transacao (id_paciente)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE IF EXISTS transacao`.execute(db);
  await sql`DROP TABLE IF EXISTS orcamento_item`.execute(db);
  await sql`DROP TABLE IF EXISTS orcamento`.execute(db);
}
