import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { createDb } from './kysely';
import { migrateToLatest } from './migrate';

/**
 * The app as production runs it: an ordinary role that owns its database and runs the migrations
 * (docs/deploy.md). After them it may read and append the access log but not change it: Postgres
 * refuses with its own "permission denied", before the trigger (issue 19).
 */
describe('privilégios do papel da aplicação', () => {
  it('o papel que migrou não pode alterar, apagar nem truncar acesso_paciente; insere e lê', async () => {
    const urlAdmin = inject('databaseUrl');
    const sufixo = randomBytes(4).toString('hex');
    const papel = `app_priv_${sufixo}`;
    const banco = `priv_${sufixo}`;
    const admin = new pg.Client({ connectionString: urlAdmin });
    await admin.connect();
    try {
      // With a password: the run's Postgres may ask for one (the embedded one does; trust auth doesn't).
      await admin.query(`CREATE ROLE ${papel} LOGIN NOSUPERUSER PASSWORD '${sufixo}'`);
      await admin.query(`CREATE DATABASE ${banco} OWNER ${papel}`);
      const urlBanco = new URL(urlAdmin);
      urlBanco.pathname = `/${banco}`;
      // The extensions once by the superuser (infra/postgres/init.sql), as on a managed Postgres.
      const su = new pg.Client({ connectionString: urlBanco.toString() });
      await su.connect();
      await su.query(
        'CREATE EXTENSION IF NOT EXISTS pg_trgm; CREATE EXTENSION IF NOT EXISTS unaccent; CREATE EXTENSION IF NOT EXISTS btree_gist',
      );
      await su.end();

      const urlApp = new URL(urlBanco);
      urlApp.username = papel;
      urlApp.password = sufixo;
      const db = await createDb({ kind: 'postgres', url: urlApp.toString(), max: 1 });
      try {
        await migrateToLatest(db);
        const pode = async (privilegio: string) =>
          (
            await sql<{ ok: boolean }>`
              SELECT has_table_privilege(current_user, 'acesso_paciente', ${privilegio}) AS ok`.execute(db)
          ).rows[0]?.ok;
        expect(await pode('INSERT')).toBe(true);
        expect(await pode('SELECT')).toBe(true);
        expect(await pode('UPDATE')).toBe(false);
        expect(await pode('DELETE')).toBe(false);
        expect(await pode('TRUNCATE')).toBe(false);

        await db
          .insertInto('acesso_paciente')
          .values({ id_conta: 1, id_paciente: 1, id_usuario: 1, acao: 'ficha', ip: null })
          .execute();
        await expect(db.updateTable('acesso_paciente').set({ ip: '1.2.3.4' }).execute()).rejects.toThrow(
          /permission denied/,
        );
        await expect(db.deleteFrom('acesso_paciente').execute()).rejects.toThrow(/permission denied/);
        await expect(sql`TRUNCATE acesso_paciente`.execute(db)).rejects.toThrow(/permission denied/);
        const linhas = await db.selectFrom('acesso_paciente').select(['id', 'ip']).execute();
        expect(linhas).toHaveLength(1);
        expect(linhas[0]?.ip).toBeNull();
        // Everything else is the app's to change as usual.
        await db.updateTable('conta').set({ nome: 'x' }).where('id', '=', -1).execute();
      } finally {
        await db.destroy();
      }
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${banco} WITH (FORCE)`);
      await admin.query(`DROP ROLE IF EXISTS ${papel}`);
      await admin.end();
    }
  }, 60_000);
});
