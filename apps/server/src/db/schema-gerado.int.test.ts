import { readFileSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { ARQUIVOS_GERADOS, gerarTiposDoBanco } from './codegen';

// kysely-codegen introspects a real Postgres: the suite's server when it runs on one (CI and the
// development machines set TEST_DATABASE_URL), else the local one the README asks for.
const servidor =
  process.env.TEST_DATABASE_URL ??
  (inject('databaseUrl') ? inject('databaseUrl') : null) ??
  'postgres://postgres@127.0.0.1:5432/postgres';

describe('schema.gen.ts', () => {
  it('é exatamente o que as migrações criam (senão: pnpm --filter @clinica/server db:codegen)', async () => {
    const comprometido = Object.fromEntries(
      ARQUIVOS_GERADOS.map((nome) => [nome, readFileSync(new URL(`./${nome}`, import.meta.url), 'utf8')]),
    );
    expect(await gerarTiposDoBanco(servidor)).toEqual(comprometido);
  }, 60_000);
});
