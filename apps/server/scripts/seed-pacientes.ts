/**
 * A clinic with 100,000 patients (realistic Brazilian names, CPFs with valid check digits,
 * mobiles with real DDDs) for the benchmark. Idempotent: tops the clinic up to the total.
 *   DATABASE_URL=postgres://... pnpm --filter @clinica/server seed:pacientes
 *   pnpm --filter @clinica/server seed:pacientes          (PGlite in .data/bench-pglite)
 */
import { sql } from 'kysely';
import { loadConfig } from '../src/config';
import { migrateToLatest } from '../src/db/migrate';
import { cadastrarConta } from '../src/modules/cadastro/cadastro.service';
import { criarDeps } from '../src/platform/criar-deps';
import { abrirBancoBench, EMAIL_BENCH, escrever, TOTAL_PACIENTES } from './bench-alvo';
import { pacienteFicticio } from './seed-pacientes-dados';

async function main() {
  const { db, descricao } = await abrirBancoBench();
  const inicio = performance.now();
  await migrateToLatest(db);
  const deps = criarDeps({
    db,
    config: loadConfig({ JWT_SECRET: 'x'.repeat(40), LOG_LEVEL: 'silent' }),
    jwtSecret: 'x'.repeat(40),
  });
  let u = await db
    .selectFrom('usuario')
    .select('id_conta')
    .where('email', '=', EMAIL_BENCH)
    .executeTakeFirst();
  if (!u) {
    await cadastrarConta(
      deps,
      { ip: '127.0.0.1', userAgent: 'seed-pacientes' },
      {
        nome: 'Clínica Benchmark',
        tipo: 'clinica',
        usuario: { nome: 'Bench', email: EMAIL_BENCH, senha: 'bench12345', whatsapp: '5511987654321' },
      },
    );
    u = await db
      .selectFrom('usuario')
      .select('id_conta')
      .where('email', '=', EMAIL_BENCH)
      .executeTakeFirstOrThrow();
  }
  const idConta = u.id_conta;
  const contar = async () =>
    Number(
      (
        await db
          .selectFrom('paciente')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('id_conta', '=', idConta)
          .executeTakeFirstOrThrow()
      ).n,
    );
  let n = await contar();
  escrever(`${descricao}: clínica ${idConta} tem ${n} pacientes; meta ${TOTAL_PACIENTES}.`);
  const LOTE = 1000;
  while (n < TOTAL_PACIENTES) {
    const linhas = Array.from({ length: Math.min(LOTE, TOTAL_PACIENTES - n) }, (_, i) =>
      pacienteFicticio(idConta, n + i),
    );
    await db
      .insertInto('paciente')
      .values(linhas)
      .onConflict((oc) => oc.doNothing())
      .execute();
    n = await contar();
    if (n % 20_000 < LOTE) escrever(`  ${n} pacientes`);
  }
  await sql`VACUUM ANALYZE paciente`.execute(db);
  escrever(`Pronto: ${n} pacientes em ${((performance.now() - inicio) / 1000).toFixed(1)} s.`);
  await db.destroy();
}

await main();
