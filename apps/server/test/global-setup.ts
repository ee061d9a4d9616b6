import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDb } from '../src/db/kysely';
import { migrateToLatest } from '../src/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string | null;
  }
}

/**
 * Chooses the test database once per run:
 * TEST_DATABASE_URL (a fresh database created here and dropped after), else a Postgres
 * container when a Docker engine answers, else null (each test file opens an in-memory PGlite).
 */
export default async function setup(project: TestProject) {
  const base = process.env.TEST_DATABASE_URL;
  if (base) {
    const nome = `clinica_test_${Date.now()}_${randomBytes(3).toString('hex')}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${nome}`);
    const url = new URL(base);
    url.pathname = `/${nome}`;
    const db = await createDb({ kind: 'postgres', url: url.toString(), max: 1 });
    await migrateToLatest(db);
    await db.destroy();
    project.provide('databaseUrl', url.toString());
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${nome} WITH (FORCE)`);
      await admin.end();
    };
  }

  const container = await iniciarContainer();
  if (container) {
    const db = await createDb({ kind: 'postgres', url: container.url, max: 1 });
    await migrateToLatest(db);
    await db.destroy();
    project.provide('databaseUrl', container.url);
    return () => container.stop();
  }
  project.provide('databaseUrl', null);
  return undefined;
}

async function iniciarContainer(): Promise<{ url: string; stop: () => Promise<unknown> } | null> {
  try {
    const { getContainerRuntimeClient } = await import('testcontainers');
    await getContainerRuntimeClient();
  } catch {
    return null; // no Docker engine here: fall back to PGlite
  }
  const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
  const c = await new PostgreSqlContainer('postgres:16-alpine').start();
  return { url: c.getConnectionUri(), stop: () => c.stop() };
}
