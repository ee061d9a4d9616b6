import { type Kysely, sql } from 'kysely';

/**
 * The clinic's count of active (not archived) patients, kept by the database itself (issue 20):
 * the patient list's unfiltered total is this one row instead of counting up to 100,000 index
 * entries on every page (that count was most of a list page's time under load). Statement-level
 * triggers with transition tables keep it exact whatever writes the rows — the app, a bulk seed,
 * a script — in the same transaction as the write. A concurrent insert in the same clinic waits
 * for the other's counter row until it commits; patients are created by people, one at a time.
 * Deletes and updates only UPDATE the row: when a clinic is deleted, its patients cascade and the
 * counter row may already be gone; an UPDATE of nothing is then right.
 * Frozen in time: never import application code here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE paciente_contagem (
      id_conta integer PRIMARY KEY REFERENCES conta(id) ON DELETE CASCADE,
      ativos integer NOT NULL DEFAULT 0 CHECK (ativos >= 0)
    )`.execute(db);
  await sql`
    INSERT INTO paciente_contagem (id_conta, ativos)
    SELECT c.id, (SELECT count(*) FROM paciente p WHERE p.id_conta = c.id AND p.arquivado_em IS NULL)
      FROM conta c`.execute(db);

  await sql`
    CREATE FUNCTION paciente_contagem_inserir() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO paciente_contagem AS c (id_conta, ativos)
      SELECT n.id_conta, count(*) FROM novas n WHERE n.arquivado_em IS NULL GROUP BY n.id_conta
      ON CONFLICT (id_conta) DO UPDATE SET ativos = c.ativos + EXCLUDED.ativos;
      RETURN NULL;
    END $$`.execute(db);
  await sql`
    CREATE FUNCTION paciente_contagem_excluir() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE paciente_contagem c SET ativos = c.ativos - v.n
        FROM (SELECT id_conta, count(*) AS n FROM velhas WHERE arquivado_em IS NULL GROUP BY id_conta) v
       WHERE c.id_conta = v.id_conta;
      RETURN NULL;
    END $$`.execute(db);
  await sql`
    CREATE FUNCTION paciente_contagem_atualizar() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE paciente_contagem c SET ativos = c.ativos + d.delta
        FROM (
          SELECT id_conta, sum(delta) AS delta FROM (
            SELECT id_conta, 1 AS delta FROM novas WHERE arquivado_em IS NULL
            UNION ALL
            SELECT id_conta, -1 FROM velhas WHERE arquivado_em IS NULL
          ) x GROUP BY id_conta
        ) d
       WHERE c.id_conta = d.id_conta AND d.delta <> 0;
      RETURN NULL;
    END $$`.execute(db);

  await sql`
    CREATE TRIGGER paciente_contagem_ins AFTER INSERT ON paciente
      REFERENCING NEW TABLE AS novas FOR EACH STATEMENT EXECUTE FUNCTION paciente_contagem_inserir()`.execute(
    db,
  );
  await sql`
    CREATE TRIGGER paciente_contagem_del AFTER DELETE ON paciente
      REFERENCING OLD TABLE AS velhas FOR EACH STATEMENT EXECUTE FUNCTION paciente_contagem_excluir()`.execute(
    db,
  );
  await sql`
    CREATE TRIGGER paciente_contagem_upd AFTER UPDATE ON paciente
      REFERENCING OLD TABLE AS velhas NEW TABLE AS novas
      FOR EACH STATEMENT EXECUTE FUNCTION paciente_contagem_atualizar()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TRIGGER IF EXISTS paciente_contagem_ins ON paciente`.execute(db);
  await sql`DROP TRIGGER IF EXISTS paciente_contagem_del ON paciente`.execute(db);
  await sql`DROP TRIGGER IF EXISTS paciente_contagem_upd ON paciente`.execute(db);
  await sql`DROP FUNCTION IF EXISTS paciente_contagem_inserir()`.execute(db);
  await sql`DROP FUNCTION IF EXISTS paciente_contagem_excluir()`.execute(db);
  await sql`DROP FUNCTION IF EXISTS paciente_contagem_atualizar()`.execute(db);
  await sql`DROP TABLE IF EXISTS paciente_contagem`.execute(db);
}
