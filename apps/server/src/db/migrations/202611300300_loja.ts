import { type Kysely, sql } from 'kysely';

/**
 * The store back office (issue 16, spec 03 "store-template" pages): who may open it
 * (`usuario.papel_loja`), the stores (an artist of the marketplace is a store: its card on the
 * artists page and its settings page are the same row) and their discount coupons.
 * Every row carries id_conta, and every key and reference among them includes it, so a store
 * can only ever point at a user, or own a coupon, of its own clinic account.
 * Images (logo, banners, the artist's profile) are `arquivo` ids, like conta.id_logo.
 * Frozen in time: never import application code here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE usuario ADD COLUMN papel_loja text NOT NULL DEFAULT 'nenhum'
      CHECK (papel_loja IN ('admin', 'admin_store', 'nenhum'))`.execute(db);

  await sql`
    CREATE TABLE loja (
      id serial PRIMARY KEY,
      id_conta integer NOT NULL REFERENCES conta (id) ON DELETE CASCADE,
      -- The store's owner or advisor (papel_loja admin_store; the operator may own one too).
      id_usuario integer,
      nome text NOT NULL CHECK (char_length(nome) BETWEEN 1 AND 120),
      descricao text,
      categoria text CHECK (categoria IN ('DJ', 'MC', 'Banda', 'Cantor(a)')),
      slug text NOT NULL CHECK (slug ~ '^[a-z0-9-]{1,80}$'),
      cpf text CHECK (cpf ~ '^[0-9]{11}$'),
      id_imagem_perfil integer,
      id_logo integer,
      id_top_case integer,
      id_top_case_2 integer,
      id_top_case_3 integer,
      id_banner_1 integer,
      id_banner_2 integer,
      id_banner_3 integer,
      id_banner_fixo integer,
      cep text CHECK (cep ~ '^[0-9]{8}$'),
      endereco text,
      numero text,
      cidade text,
      estado text CHECK (estado IS NULL OR char_length(estado) = 2),
      link_facebook text,
      link_instagram text,
      link_tiktok text,
      link_whatsapp text,
      pixel_fb_id text,
      criado_em timestamptz NOT NULL DEFAULT now(),
      atualizado_em timestamptz NOT NULL DEFAULT now(),
      UNIQUE (id_conta, id),
      UNIQUE (id_conta, slug),
      FOREIGN KEY (id_conta, id_usuario) REFERENCES usuario (id_conta, id)
    )`.execute(db);
  // One store per owner: "their store" (settings, wallet, coupons) is never ambiguous.
  await sql`CREATE UNIQUE INDEX loja_dono_key ON loja (id_conta, id_usuario) WHERE id_usuario IS NOT NULL`.execute(
    db,
  );
  // The artists page searches by name within the account.
  await sql`CREATE INDEX loja_conta_nome_idx ON loja (id_conta, lower(nome))`.execute(db);

  await sql`
    CREATE TABLE cupom (
      id serial PRIMARY KEY,
      id_conta integer NOT NULL,
      id_loja integer NOT NULL,
      codigo text NOT NULL CHECK (codigo ~ '^[A-Z0-9_-]{5,40}$'),
      tipo text NOT NULL CHECK (tipo IN ('percentage', 'fixed')),
      -- Hundredths: cents for 'fixed', hundredths of a percent for 'percentage' (1050 = 10,50%).
      desconto integer NOT NULL CHECK (desconto > 0 AND (tipo = 'fixed' OR desconto <= 10000)),
      quantidade integer NOT NULL CHECK (quantidade > 0),
      quantidade_usada integer NOT NULL DEFAULT 0 CHECK (quantidade_usada >= 0),
      validade date NOT NULL,
      criado_em timestamptz NOT NULL DEFAULT now(),
      atualizado_em timestamptz NOT NULL DEFAULT now(),
      UNIQUE (id_conta, id),
      UNIQUE (id_conta, id_loja, codigo),
      FOREIGN KEY (id_conta, id_loja) REFERENCES loja (id_conta, id) ON DELETE CASCADE
    )`.execute(db);
  await sql`CREATE INDEX cupom_loja_idx ON cupom (id_conta, id_loja, id DESC)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE IF EXISTS cupom`.execute(db);
  await sql`DROP TABLE IF EXISTS loja`.execute(db);
  await sql`ALTER TABLE usuario DROP COLUMN IF EXISTS papel_loja`.execute(db);
}
