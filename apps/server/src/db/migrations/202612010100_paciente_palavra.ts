import { type Kysely, sql } from 'kysely';

/**
 * The patient search's own index (issue 20): one row per word of the patient's name (and one for
 * the whole e-mail), with the name it sorts by. A search is then a range of a B-tree per typed
 * word — every word a prefix of a word of the name, or the term a prefix of the e-mail — read
 * index-only and sorted without touching the patients' rows. The trigram 'contains' search it
 * replaces had to recheck every candidate row ('ana' is in 11% of a clinic's names: 11,000 rows
 * read to show 15). Kept by the database itself (statement triggers, like paciente_contagem), so
 * every write path — the app, imports, the demo seed, a manual fix — keeps it right.
 * Frozen in time: never import application code here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE paciente_palavra (
      id_conta integer NOT NULL,
      id_paciente integer NOT NULL,
      palavra text NOT NULL,
      arquivado boolean NOT NULL,
      nome_busca text NOT NULL,
      prefixo_comum smallint NOT NULL,
      PRIMARY KEY (id_conta, id_paciente, palavra)
    )`.execute(db);
  // How many leading characters a word shares with the patient's previous word in byte order
  // ('souza' after 'souto': 3). The words of a patient starting with a typed prefix follow each
  // other in that order, and only the first of them shares less than the prefix's length with its
  // predecessor: "prefixo_comum < length(prefix)" keeps one row per patient, so a search needs
  // no DISTINCT over its matches ('Souza Souza', 'Ana Anabela').
  await sql`
    CREATE FUNCTION f_prefixo_comum(a text, b text) RETURNS integer
    LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
      SELECT coalesce((SELECT max(i) FROM generate_series(1, least(length(a), length(b))) i
                        WHERE substr(a, 1, i) = substr(b, 1, i)), 0)
    $$`.execute(db);
  // Equality on the clinic and the archived side, a byte-wise range on the word (text_pattern_ops:
  // 'ana' <= palavra < 'anb'), and the name and id carried in the index: an index-only read.
  await sql`
    CREATE INDEX paciente_palavra_busca
      ON paciente_palavra (id_conta, arquivado, palavra text_pattern_ops)
      INCLUDE (nome_busca, id_paciente, prefixo_comum)`.execute(db);

  // The words of a set of patients' rows (a transition table named `novas`), `filtro` narrowing it.
  const palavras = (juncao = '', filtro = 'true') => `
    INSERT INTO paciente_palavra (id_conta, id_paciente, palavra, arquivado, nome_busca, prefixo_comum)
    SELECT d.id_conta, d.id, d.palavra, d.arquivado, d.nome_busca,
           f_prefixo_comum(d.palavra, lag(d.palavra) OVER (PARTITION BY d.id ORDER BY d.palavra COLLATE "C"))
      FROM (
        SELECT DISTINCT n.id_conta, n.id, w.palavra, n.arquivado_em IS NOT NULL AS arquivado, n.nome_busca
          FROM novas n ${juncao}
         CROSS JOIN LATERAL (
           SELECT regexp_split_to_table(n.nome_busca, '\\s+')
           UNION
           SELECT n.email_busca
         ) AS w(palavra)
         WHERE w.palavra IS NOT NULL AND w.palavra <> '' AND ${filtro}
      ) d`;
  await sql
    .raw(`
    CREATE FUNCTION paciente_palavra_inserir() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      ${palavras()};
      RETURN NULL;
    END $$`)
    .execute(db);
  await sql`
    CREATE FUNCTION paciente_palavra_excluir() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      DELETE FROM paciente_palavra w USING velhas v WHERE w.id_conta = v.id_conta AND w.id_paciente = v.id;
      RETURN NULL;
    END $$`.execute(db);
  // Only the rows whose name, e-mail or archived state changed are rewritten: an update of any
  // other column (a phone, a note) costs the join and nothing else.
  const mudou = `(n.nome_busca IS DISTINCT FROM v.nome_busca OR n.email_busca IS DISTINCT FROM v.email_busca
      OR (n.arquivado_em IS NULL) <> (v.arquivado_em IS NULL) OR n.id_conta <> v.id_conta)`;
  await sql
    .raw(`
    CREATE FUNCTION paciente_palavra_atualizar() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      DELETE FROM paciente_palavra w USING novas n JOIN velhas v ON v.id = n.id
       WHERE w.id_conta = v.id_conta AND w.id_paciente = v.id AND ${mudou};
      ${palavras('JOIN velhas v ON v.id = n.id', mudou)};
      RETURN NULL;
    END $$`)
    .execute(db);

  await sql`
    CREATE TRIGGER paciente_palavra_ins AFTER INSERT ON paciente
      REFERENCING NEW TABLE AS novas FOR EACH STATEMENT EXECUTE FUNCTION paciente_palavra_inserir()`.execute(
    db,
  );
  await sql`
    CREATE TRIGGER paciente_palavra_del AFTER DELETE ON paciente
      REFERENCING OLD TABLE AS velhas FOR EACH STATEMENT EXECUTE FUNCTION paciente_palavra_excluir()`.execute(
    db,
  );
  await sql`
    CREATE TRIGGER paciente_palavra_upd AFTER UPDATE ON paciente
      REFERENCING OLD TABLE AS velhas NEW TABLE AS novas
      FOR EACH STATEMENT EXECUTE FUNCTION paciente_palavra_atualizar()`.execute(db);

  // The patients already there.
  await sql
    .raw(`
    WITH novas AS (SELECT id_conta, id, nome_busca, email_busca, arquivado_em FROM paciente)
    ${palavras()}`)
    .execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TRIGGER IF EXISTS paciente_palavra_ins ON paciente`.execute(db);
  await sql`DROP TRIGGER IF EXISTS paciente_palavra_del ON paciente`.execute(db);
  await sql`DROP TRIGGER IF EXISTS paciente_palavra_upd ON paciente`.execute(db);
  await sql`DROP FUNCTION IF EXISTS paciente_palavra_inserir()`.execute(db);
  await sql`DROP FUNCTION IF EXISTS paciente_palavra_excluir()`.execute(db);
  await sql`DROP FUNCTION IF EXISTS paciente_palavra_atualizar()`.execute(db);
  await sql`DROP TABLE IF EXISTS paciente_palavra`.execute(db);
  await sql`DROP FUNCTION IF EXISTS f_prefixo_comum(text, text)`.execute(db);
}
