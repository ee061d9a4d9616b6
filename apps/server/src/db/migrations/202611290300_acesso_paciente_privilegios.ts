import { type Kysely, sql } from 'kysely';

/**
 * The access log is append-only in privileges too (issue 19): no role the app connects as keeps
 * UPDATE, DELETE or TRUNCATE on `acesso_paciente`. The trigger already refuses them for everyone
 * (PGlite included); the REVOKE makes Postgres refuse them before any trigger runs, and shows in
 * the catalog (`has_table_privilege`) for an auditor. A superuser ignores privileges, so the
 * production app should connect as an ordinary role (docs/deploy.md); for that role, even as the
 * table's owner, the privileges are revoked here. INSERT and SELECT stay.
 * Frozen in time: never import application code here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`REVOKE UPDATE, DELETE, TRUNCATE ON acesso_paciente FROM PUBLIC`.execute(db);
  await sql`
    DO $$
    BEGIN
      IF NOT (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
        EXECUTE format('REVOKE UPDATE, DELETE, TRUNCATE ON acesso_paciente FROM %I', current_user);
      END IF;
    END
    $$`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    DO $$
    BEGIN
      IF NOT (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
        EXECUTE format('GRANT UPDATE, DELETE, TRUNCATE ON acesso_paciente TO %I', current_user);
      END IF;
    END
    $$`.execute(db);
}
