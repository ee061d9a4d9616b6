/**
 * Generates src/db/schema.gen.ts from a freshly migrated database with kysely-codegen and
 * kysely-codegen.config.ts (see src/db/codegen.ts).
 *   pnpm --filter @clinica/server db:codegen              writes the file
 *   pnpm --filter @clinica/server db:codegen --verificar  exits 1 when the file is stale
 * The database is created on the server of TEST_DATABASE_URL (or DATABASE_URL, or the local
 * Postgres) and dropped afterwards. The test suite runs the same check (schema-gerado.int.test.ts).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ARQUIVO_GERADO, gerarTiposDoBanco } from '../src/db/codegen';

const arquivo = fileURLToPath(new URL(`../${ARQUIVO_GERADO}`, import.meta.url));
const base =
  process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const gerado = await gerarTiposDoBanco(base);
if (process.argv.includes('--verificar')) {
  if (readFileSync(arquivo, 'utf8') !== gerado) {
    process.stderr.write(`${ARQUIVO_GERADO} desatualizado: rode pnpm --filter @clinica/server db:codegen\n`);
    process.exit(1);
  }
  process.stdout.write('schema.gen.ts em dia com as migrações\n');
} else {
  writeFileSync(arquivo, gerado);
  process.stdout.write('schema.gen.ts gerado\n');
}
