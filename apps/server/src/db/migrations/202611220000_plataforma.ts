import { type Kysely, sql } from 'kysely';

/**
 * Platform tables: accounts (clinics), access profiles, users, subscriptions, audit log.
 * Frozen in time: never import application code here.
 */

// Extensions are created when the role may do so; a managed Postgres without the privilege
// (or an embedded PGlite without the extension loaded) only logs a notice.
const extensoes = ['pg_trgm', 'unaccent', 'btree_gist'];

export async function up(db: Kysely<any>): Promise<void> {
  for (const ext of extensoes) {
    await sql
      .raw(
        `DO $$ BEGIN CREATE EXTENSION IF NOT EXISTS ${ext}; ` +
          `EXCEPTION WHEN OTHERS THEN RAISE NOTICE 'extensão ${ext} indisponível: %', SQLERRM; END $$`,
      )
      .execute(db);
  }

  await sql`
    CREATE TABLE conta (
      id serial PRIMARY KEY,
      nome text NOT NULL,
      tipo text NOT NULL CHECK (tipo IN ('clinica', 'profissional')),
      documento text,
      cep text,
      endereco text,
      numero text,
      complemento text,
      bairro text,
      cidade text,
      estado text CHECK (estado IS NULL OR char_length(estado) = 2),
      id_logo integer,
      plano text,
      codigo_checkout text,
      codigo_cliente text,
      status text,
      cupom boolean NOT NULL DEFAULT false,
      referencia text,
      id_vendedor integer,
      fuso_horario text NOT NULL DEFAULT 'America/Sao_Paulo',
      criado_em timestamptz NOT NULL DEFAULT now(),
      atualizado_em timestamptz NOT NULL DEFAULT now()
    )`.execute(db);

  await sql`
    CREATE TABLE perfil (
      id serial PRIMARY KEY,
      id_conta integer NOT NULL REFERENCES conta (id) ON DELETE CASCADE,
      nome text NOT NULL,
      criado_em timestamptz NOT NULL DEFAULT now(),
      atualizado_em timestamptz NOT NULL DEFAULT now(),
      UNIQUE (id_conta, id)
    )`.execute(db);
  await sql`CREATE INDEX perfil_conta_nome_idx ON perfil (id_conta, nome)`.execute(db);

  // id_conta is repeated on the join table so a profile can never gain keys through another clinic.
  await sql`
    CREATE TABLE perfil_permissao (
      id_perfil integer NOT NULL,
      id_conta integer NOT NULL,
      chave text NOT NULL,
      PRIMARY KEY (id_perfil, chave),
      FOREIGN KEY (id_conta, id_perfil) REFERENCES perfil (id_conta, id) ON DELETE CASCADE
    )`.execute(db);

  await sql`
    CREATE TABLE usuario (
      id serial PRIMARY KEY,
      id_conta integer NOT NULL REFERENCES conta (id) ON DELETE CASCADE,
      nome text NOT NULL,
      email text NOT NULL CHECK (email = lower(email)),
      senha_hash text NOT NULL,
      whatsapp text,
      cpf text,
      cro text,
      tipo text NOT NULL CHECK (tipo IN ('ADM', 'USUARIO', 'MEDICO', 'PROFISSIONAL')),
      id_perfil integer,
      ativo boolean NOT NULL DEFAULT true,
      criado_em timestamptz NOT NULL DEFAULT now(),
      atualizado_em timestamptz NOT NULL DEFAULT now(),
      FOREIGN KEY (id_conta, id_perfil) REFERENCES perfil (id_conta, id)
    )`.execute(db);
  // Log-in is by e-mail alone, so an e-mail belongs to one user across every clinic.
  await sql`CREATE UNIQUE INDEX usuario_email_key ON usuario (email)`.execute(db);
  await sql`CREATE INDEX usuario_conta_idx ON usuario (id_conta, id)`.execute(db);

  await sql`
    CREATE TABLE assinatura (
      id serial PRIMARY KEY,
      id_conta integer NOT NULL UNIQUE REFERENCES conta (id) ON DELETE CASCADE,
      status text NOT NULL CHECK (status IN ('trialing', 'active', 'past_due', 'canceled')),
      price_id text,
      current_period_start timestamptz,
      current_period_end timestamptz,
      provedor text NOT NULL DEFAULT 'stripe',
      id_externo text UNIQUE,
      criado_em timestamptz NOT NULL DEFAULT now(),
      atualizado_em timestamptz NOT NULL DEFAULT now()
    )`.execute(db);

  await sql`
    CREATE TABLE log_auditoria (
      id bigserial PRIMARY KEY,
      id_conta integer REFERENCES conta (id) ON DELETE CASCADE,
      id_usuario integer REFERENCES usuario (id) ON DELETE SET NULL,
      acao text NOT NULL,
      descricao text,
      ip text,
      user_agent text,
      criado_em timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX log_auditoria_conta_idx ON log_auditoria (id_conta, criado_em DESC)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['log_auditoria', 'assinatura', 'usuario', 'perfil_permissao', 'perfil', 'conta']) {
    await sql.raw(`DROP TABLE IF EXISTS ${t}`).execute(db);
  }
}
