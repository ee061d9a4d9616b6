import { type Kysely, sql } from 'kysely';

/**
 * Stock searches without f_busca over every product (measured with scripts/bench-estoque.ts;
 * the numbers are in the README). f_busca's translate() of accented letters costs about 10 µs
 * a name: 20 ms for a clinic of 2,000 products, paid by each name search, each keystroke of the
 * movement form's picker, and twice by each movement search (its page and its count). Products
 * keep the normalised name, as patients do (202611220500), so a search compares stored text,
 * and a trigram index finds the names containing the term. The unique index on f_busca(nome)
 * stays: it is what refuses 'Luva' next to 'luva'.
 *
 * Each product also counts its movements (`qnt_movimentacoes`, bumped by the movement write that
 * already locks and updates the row): the clinic-wide movements list answers its unfiltered total
 * as a sum over the clinic's products instead of counting every movement (an exact count of
 * 200,000 rows was 50–70 ms), and "has movements" is a column, not a probe.
 * Frozen in time: never import application code here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE produto ADD COLUMN nome_busca text GENERATED ALWAYS AS (f_busca(nome)) STORED`.execute(
    db,
  );
  await sql`ALTER TABLE produto ADD COLUMN qnt_movimentacoes integer NOT NULL DEFAULT 0 CHECK (qnt_movimentacoes >= 0)`.execute(
    db,
  );
  await sql`
    UPDATE produto p SET qnt_movimentacoes = m.n
    FROM (SELECT id_produto, count(*)::int AS n FROM movimentacao GROUP BY id_produto) m
    WHERE m.id_produto = p.id`.execute(db);
  // pg_trgm may be missing on a managed server: then the search scans the clinic's stored names.
  await sql
    .raw(
      `DO $$ BEGIN
        CREATE INDEX produto_nome_trgm ON produto USING gin (nome_busca gin_trgm_ops);
      EXCEPTION WHEN OTHERS THEN RAISE NOTICE 'índice trigram de produto indisponível: %', SQLERRM;
      END $$`,
    )
    .execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX IF EXISTS produto_nome_trgm`.execute(db);
  await sql`ALTER TABLE produto DROP COLUMN IF EXISTS qnt_movimentacoes`.execute(db);
  await sql`ALTER TABLE produto DROP COLUMN IF EXISTS nome_busca`.execute(db);
}
