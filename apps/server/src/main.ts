import path from 'node:path';
import { configurarZodPtBR } from '@clinica/contracts';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { createDb } from './db/kysely';
import { migrateToLatest } from './db/migrate';
import { avisoAppUrl } from './platform/aviso-app-url';
import { criarDeps } from './platform/criar-deps';
import { resolverSegredoJwt } from './platform/segredo';
import { DEMO, semearDemo } from './seed/demo';
import { DEMO_LOJA } from './seed/loja-demo';

async function main() {
  // Before the configuration is read: its own refusals are pt-BR too.
  configurarZodPtBR();
  const config = loadConfig();
  const jwtSecret = resolverSegredoJwt(config);
  const db = await createDb(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') },
  );
  await migrateToLatest(db);
  if (config.demoSeed) {
    await semearDemo(criarDeps({ db, config, jwtSecret }));
  }
  const app = await buildApp({ config, db, jwtSecret });
  await app.listen({ port: config.port, host: config.host });
  const url = config.appUrl ?? `http://localhost:${config.port}`;
  console.info(`\n  Clínica rodando em ${url}`);
  const aviso = avisoAppUrl(config);
  if (aviso) console.warn(aviso);
  console.info(
    `  Banco: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite embutido em ${config.dataDir}`}`,
  );
  if (config.demoSeed) {
    console.info(`  Acesso de demonstração: ${DEMO.email} / ${DEMO.senha}`);
    const { operador, dono } = DEMO_LOJA;
    console.info(`  Loja (operador): ${operador.email} / ${operador.senha}`);
    console.info(`  Loja (dono da loja): ${dono.email} / ${dono.senha}\n`);
  }

  const encerrar = async () => {
    await app.close();
    await db.destroy();
    process.exit(0);
  };
  process.once('SIGINT', encerrar);
  process.once('SIGTERM', encerrar);
}

main().catch((e) => {
  console.error(e instanceof ConfigError ? e.message : e);
  process.exit(1);
});
