import { type Kysely, sql } from 'kysely';

/**
 * Moving in (issue 39): an import of a clinic's data from a spreadsheet (or, later, the old
 * system's API). One row per import: its file (kept in the storage while it may run), the column
 * mapping, the preview (first rows, skipped rows, conflicts; written before anything else),
 * its status and its cursor (rows of the file done: the worker resumes there after a crash or a
 * restart, and a lease lets any instance claim an import whose worker died). Counts per kind of
 * data (patients now; appointments, budgets… later) in their own rows, moved by each batch.
 * Frozen in time: never import application code here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const x = (q: ReturnType<typeof sql>) => q.execute(db);
  await x(sql`
    CREATE TABLE importacao (
      id serial PRIMARY KEY,
      id_conta integer NOT NULL REFERENCES conta (id) ON DELETE CASCADE,
      origem text NOT NULL CHECK (origem IN ('planilha', 'api')),
      tipo text NOT NULL CHECK (tipo IN ('pacientes', 'agendas')),
      status text NOT NULL DEFAULT 'previa'
        CHECK (status IN ('previa', 'importando', 'concluida', 'falhou', 'desfeita')),
      id_arquivo integer,
      nome_arquivo text CHECK (char_length(nome_arquivo) <= 255),
      cabecalhos jsonb NOT NULL DEFAULT '[]',
      mapeamento jsonb NOT NULL DEFAULT '{}',
      previa jsonb NOT NULL DEFAULT '{}',
      cursor integer NOT NULL DEFAULT 0 CHECK (cursor >= 0),
      reservada_ate timestamptz,
      erro text,
      desfazer jsonb,
      criado_por integer,
      criado_em timestamptz NOT NULL DEFAULT now(),
      atualizado_em timestamptz NOT NULL DEFAULT now(),
      confirmada_em timestamptz,
      concluida_em timestamptz,
      desfeita_em timestamptz,
      UNIQUE (id_conta, id),
      -- Ready to distribute by clinic (docs/deploy.md): every key between clinic tables carries
      -- id_conta; a deleted file or user empties only its own column.
      FOREIGN KEY (id_conta, id_arquivo) REFERENCES arquivo (id_conta, id) ON DELETE SET NULL (id_arquivo),
      FOREIGN KEY (id_conta, criado_por) REFERENCES usuario (id_conta, id) ON DELETE SET NULL (criado_por)
    )`);
  await x(sql`CREATE INDEX importacao_conta_idx ON importacao (id_conta, id DESC)`);
  // The worker's look-up: only running imports, few at any time.
  await x(
    sql`CREATE INDEX importacao_importando_idx ON importacao (reservada_ate) WHERE status = 'importando'`,
  );
  await x(sql`
    CREATE TABLE importacao_contagem (
      id_conta integer NOT NULL,
      id_importacao integer NOT NULL,
      tipo_dado text NOT NULL CHECK (tipo_dado IN ('pacientes', 'agendas')),
      total integer NOT NULL DEFAULT 0 CHECK (total >= 0),
      importados integer NOT NULL DEFAULT 0 CHECK (importados >= 0),
      ignorados integer NOT NULL DEFAULT 0 CHECK (ignorados >= 0),
      duplicados integer NOT NULL DEFAULT 0 CHECK (duplicados >= 0),
      erros integer NOT NULL DEFAULT 0 CHECK (erros >= 0),
      PRIMARY KEY (id_conta, id_importacao, tipo_dado),
      FOREIGN KEY (id_conta, id_importacao) REFERENCES importacao (id_conta, id) ON DELETE CASCADE
    )`);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE importacao_contagem`.execute(db);
  await sql`DROP TABLE importacao`.execute(db);
}
