import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createDb } from './kysely';
import { migrateToLatest } from './migrate';

const RAIZ_SERVIDOR = fileURLToPath(new URL('../..', import.meta.url));
const bin = (nome: string) => path.join(RAIZ_SERVIDOR, 'node_modules', '.bin', nome);

// How the pg driver hands values to the code (db/kysely.ts): `date` stays 'YYYY-MM-DD' text
// (DECISIONS.md 7: no UTC conversion) and int8 (count, sum) arrives as a number.
const OPCOES = [
  '--dialect=postgres',
  '--date-parser=string',
  '--numeric-parser=string',
  '--type-mapping={"int8":"number"}',
  '--exclude-pattern=kysely_*',
  '--log-level=error',
];

/**
 * Migrates a throw-away database on the given server, runs kysely-codegen on it and returns
 * the generated text.
 */
export async function gerarTiposDoBanco(urlServidor: string): Promise<string> {
  const nome = `clinica_codegen_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: urlServidor });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${nome}`);
  const pasta = mkdtempSync(path.join(tmpdir(), 'codegen-'));
  try {
    const url = new URL(urlServidor);
    url.pathname = `/${nome}`;
    const db = await createDb({ kind: 'postgres', url: url.toString(), max: 1 });
    await migrateToLatest(db);
    await db.destroy();
    const saida = path.join(pasta, 'schema.gen.ts');
    rodar(bin('kysely-codegen'), [`--url=${url}`, `--out-file=${saida}`, ...OPCOES]);
    // Kept as kysely-codegen writes it (Biome ignores *.gen.ts), so the check is byte for byte.
    return readFileSync(saida, 'utf8');
  } finally {
    rmSync(pasta, { recursive: true, force: true });
    await admin.query(`DROP DATABASE IF EXISTS ${nome} WITH (FORCE)`);
    await admin.end();
  }
}

function rodar(comando: string, args: string[]) {
  const r = spawnSync(comando, args, { cwd: RAIZ_SERVIDOR, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${path.basename(comando)} falhou: ${r.stderr || r.stdout}`);
}
