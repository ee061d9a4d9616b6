/**
 * The unpaged patient list at scale (issue 17): 100,000 patients (~500 bytes of JSON each) in a
 * throwaway database beside TEST_DATABASE_URL's (or DATABASE_URL's, else the local Postgres),
 * streamed over real HTTP without compression, with gzip and with br: time, bytes on the wire,
 * JSON bytes and the peak growth of the live heap and of RSS (sampled after a full GC).
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres pnpm --filter @clinica/server bench:exportacao
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDb } from '../src/db/kysely';
import { migrateToLatest } from '../src/db/migrate';
import { criarAppDeTeste } from '../src/testing/app-de-teste';
import { clinicaComPacientes, medirExportacao } from '../src/testing/medir-exportacao';

const N = Number(process.env.BENCH_PACIENTES ?? 100_000);
const base =
  process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const nome = `clinica_bench_exp_${Date.now()}_${randomBytes(3).toString('hex')}`;
const admin = new pg.Client({ connectionString: base });
await admin.connect();
await admin.query(`CREATE DATABASE ${nome}`);
const url = new URL(base);
url.pathname = `/${nome}`;
try {
  const db = await createDb({ kind: 'postgres', url: url.toString(), max: 1 });
  await migrateToLatest(db);
  await db.destroy();
  const t = await criarAppDeTeste(url.toString());
  const semeio = performance.now();
  const c = await clinicaComPacientes(t, N);
  process.stdout.write(`${N} pacientes semeados em ${Math.round(performance.now() - semeio)} ms\n`);
  for (const cod of [null, 'gzip', 'br'] as const) {
    const m = await medirExportacao(t, '/api/pacientes', c.token, cod);
    process.stdout.write(
      `${cod ?? 'identity'}: status ${m.status}, ${m.linhas} linhas, ${m.ms} ms, ` +
        `${(m.bytes / 1e6).toFixed(1)} MB no fio, ${(m.bytesJson / 1e6).toFixed(1)} MB de JSON, ` +
        `pico heap +${m.picoHeapMb} MB, pico RSS +${m.picoRssMb} MB\n`,
    );
  }
  await t.fechar();
} finally {
  await admin.query(`DROP DATABASE IF EXISTS ${nome} WITH (FORCE)`);
  await admin.end();
}
