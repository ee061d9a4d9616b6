import { type Kysely, sql } from 'kysely';

/**
 * Session packages (issue 36). A budget item sells `quantidade` sessions (1 for every item that
 * existed before: an old budget keeps meaning one session each) at price × quantity, or at
 * `valor_pacote` when the clinic set one. When the budget becomes a revenue, each item of more
 * than one session opens a `pacote` for the patient; an appointment of that patient and
 * treatment that ends 'Finalizada' (or 'Faltou', when the clinic says so) uses one session.
 *
 * "Exactly once" is the database's: `pacote_sessao` is UNIQUE (id_agenda), so an appointment uses
 * at most one session however many requests race; the package row is locked while a session is
 * taken or given back, and CHECK (usadas BETWEEN 0 AND sessoes) refuses a package used past its
 * size. `avisado_em` marks the bell's notice a week before expiry (one per validity: an edit of
 * the validity clears it). Frozen in time: never import application code here.
 */
const TIPOS_ANTES = [
  'documento_assinado',
  'anamnese_assinada',
  'consulta_agendada',
  'consulta_solicitada',
  'consulta_confirmada',
  'consulta_cancelada',
  'consulta_remarcada',
];
const TIPOS_DEPOIS = [...TIPOS_ANTES, 'pacote_a_vencer'];

const restricao = (tipos: string[]) =>
  sql`ALTER TABLE notificacao ADD CONSTRAINT notificacao_tipo_check CHECK (tipo IN (${sql.join(
    tipos.map((t) => sql.lit(t)),
  )}))`;

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE orcamento_item
      ADD COLUMN quantidade smallint NOT NULL DEFAULT 1 CHECK (quantidade BETWEEN 1 AND 100),
      ADD COLUMN valor_pacote integer CHECK (valor_pacote BETWEEN 0 AND 2000000000)`.execute(db);
  await sql`
    ALTER TABLE conta
      ADD COLUMN pacote_validade_meses smallint NOT NULL DEFAULT 12
        CHECK (pacote_validade_meses BETWEEN 1 AND 120),
      ADD COLUMN pacote_faltou_consome boolean NOT NULL DEFAULT false`.execute(db);

  // The package names the sold item by clinic and id (ready to distribute by clinic, docs/deploy.md).
  await sql`ALTER TABLE orcamento_item ADD CONSTRAINT orcamento_item_conta_id_key UNIQUE (id_conta, id)`.execute(
    db,
  );
  await sql`
    CREATE TABLE pacote (
      id serial PRIMARY KEY,
      id_conta integer NOT NULL REFERENCES conta (id) ON DELETE CASCADE,
      id_paciente integer NOT NULL,
      id_tratamento integer NOT NULL,
      id_transacao integer NOT NULL,
      id_orcamento_item integer NOT NULL,
      sessoes smallint NOT NULL CHECK (sessoes BETWEEN 1 AND 100),
      usadas smallint NOT NULL DEFAULT 0,
      validade date NOT NULL,
      avisado_em timestamptz,
      criado_em timestamptz NOT NULL DEFAULT now(),
      CHECK (usadas BETWEEN 0 AND sessoes),
      UNIQUE (id_conta, id),
      UNIQUE (id_conta, id_orcamento_item),
      FOREIGN KEY (id_conta, id_orcamento_item) REFERENCES orcamento_item (id_conta, id),
      FOREIGN KEY (id_conta, id_paciente) REFERENCES paciente (id_conta, id) ON DELETE CASCADE,
      FOREIGN KEY (id_conta, id_tratamento) REFERENCES tratamento (id_conta, id),
      FOREIGN KEY (id_conta, id_transacao) REFERENCES transacao (id_conta, id)
    )`.execute(db);
  // The patient's packages of a treatment, expiring first (the one a finished appointment uses).
  await sql`CREATE INDEX pacote_paciente ON pacote (id_conta, id_paciente, id_tratamento, validade)`.execute(
    db,
  );
  // The worker's look for packages about to expire that no one was told of yet.
  await sql`CREATE INDEX pacote_a_avisar ON pacote (validade) WHERE avisado_em IS NULL AND usadas < sessoes`.execute(
    db,
  );
  await sql`CREATE INDEX pacote_tratamento ON pacote (id_tratamento)`.execute(db);

  await sql`
    CREATE TABLE pacote_sessao (
      id serial PRIMARY KEY,
      id_conta integer NOT NULL,
      id_pacote integer NOT NULL,
      id_agenda integer NOT NULL,
      criado_em timestamptz NOT NULL DEFAULT now(),
      UNIQUE (id_conta, id_agenda),
      FOREIGN KEY (id_conta, id_pacote) REFERENCES pacote (id_conta, id) ON DELETE CASCADE,
      FOREIGN KEY (id_conta, id_agenda) REFERENCES agenda (id_conta, id) ON DELETE CASCADE
    )`.execute(db);
  await sql`CREATE INDEX pacote_sessao_pacote ON pacote_sessao (id_pacote, id)`.execute(db);

  await sql`ALTER TABLE notificacao DROP CONSTRAINT notificacao_tipo_check`.execute(db);
  await restricao(TIPOS_DEPOIS).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DELETE FROM notificacao WHERE tipo = 'pacote_a_vencer'`.execute(db);
  await sql`ALTER TABLE notificacao DROP CONSTRAINT notificacao_tipo_check`.execute(db);
  await restricao(TIPOS_ANTES).execute(db);
  await sql`DROP TABLE IF EXISTS pacote_sessao`.execute(db);
  await sql`DROP TABLE IF EXISTS pacote`.execute(db);
  await sql`ALTER TABLE orcamento_item DROP CONSTRAINT orcamento_item_conta_id_key`.execute(db);
  await sql`ALTER TABLE conta DROP COLUMN pacote_validade_meses, DROP COLUMN pacote_faltou_consome`.execute(
    db,
  );
  await sql`ALTER TABLE orcamento_item DROP COLUMN quantidade, DROP COLUMN valor_pacote`.execute(db);
}
