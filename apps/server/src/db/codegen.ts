import { randomBytes } from 'node:crypto';
import { Cli } from 'kysely-codegen';
import pg from 'pg';
import config from '../../kysely-codegen.config';
import { createDb } from './kysely';
import { migrateToLatest } from './migrate';

/** The generated table types, relative to apps/server (the only `DB` type; Biome and the line limit skip *.gen.ts). */
export const ARQUIVO_GERADO = 'src/db/schema.gen.ts';

/**
 * Migrates a throw-away database on the given server, runs kysely-codegen on it with
 * kysely-codegen.config.ts (the narrow column types) and returns the text of schema.gen.ts,
 * kept as kysely-codegen writes it so the check is byte for byte.
 */
export async function gerarTiposDoBanco(urlServidor: string): Promise<string> {
  const nome = `clinica_codegen_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: urlServidor });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${nome}`);
  try {
    const url = new URL(urlServidor);
    url.pathname = `/${nome}`;
    const db = await createDb({ kind: 'postgres', url: url.toString(), max: 1 });
    await migrateToLatest(db);
    await db.destroy();
    return await new Cli().generate({ ...config, url: url.toString(), outFile: null });
  } finally {
    // kysely-codegen's pool may still be closing its connection: a plain DROP waits for it (up
    // to 5 s); FORCE only when something really still holds the database (a failed run).
    await admin
      .query(`DROP DATABASE IF EXISTS ${nome}`)
      .catch(() => admin.query(`DROP DATABASE IF EXISTS ${nome} WITH (FORCE)`));
    await admin.end();
  }
}
