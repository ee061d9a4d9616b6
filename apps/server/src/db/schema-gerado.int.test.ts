import { readFileSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { ARQUIVO_GERADO, gerarTiposDoBanco } from './codegen';

// kysely-codegen introspects a real Postgres: the run's (test/global-setup.ts brings one).
const servidor = inject('databaseUrl');

describe('schema.gen.ts', () => {
  it('é exatamente o que as migrações criam (senão: pnpm --filter @clinica/server db:codegen)', async () => {
    const comprometido = readFileSync(new URL(`../../${ARQUIVO_GERADO}`, import.meta.url), 'utf8');
    expect(await gerarTiposDoBanco(servidor)).toEqual(comprometido);
  }, 60_000);
});
