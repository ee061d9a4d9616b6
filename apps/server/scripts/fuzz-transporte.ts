/**
 * The long hostile transport run (issue 38): the property of rest/hostil-transporte.int.test.ts
 * with as many requests as FUZZ_TRANSPORTE_CASOS asks (3,000 by default), FUZZ_SEMENTE to replay
 * one run. Starts the BUILT server (run `pnpm --filter @clinica/server build` first) on a
 * throwaway embedded database.
 *
 *   FUZZ_TRANSPORTE_CASOS=5000 pnpm --filter @clinica/server fuzz:transporte
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { appRouter } from '../src/app-router';
import type { Achado } from '../src/testing/hostil';
import { type Desfecho, rodarHostilTransporte, tiposDeProcedimento } from '../src/testing/hostil-transporte';
import { conferirBundle, iniciarInstancia } from '../src/testing/instancias';
import { escrever } from './bench-alvo';

const casos = Number(process.env.FUZZ_TRANSPORTE_CASOS ?? 3000);
const semente = process.env.FUZZ_SEMENTE ? Number(process.env.FUZZ_SEMENTE) : Date.now() % 2 ** 31;
const paralelo = Number(process.env.FUZZ_PARALELO ?? 4);
const procedimentos = tiposDeProcedimento(appRouter);

conferirBundle();
const dados = mkdtempSync(path.join(tmpdir(), 'clinica-fuzz-transporte-'));
const servidor = await iniciarInstancia('transporte', {
  DATA_DIR: dados,
  DEMO_SEED: 'false',
  LOG_LEVEL: 'warn',
  WEB_DIST: '/nao-existe',
  LEMBRETES_WORKER: 'false',
});
const inicio = Date.now();
/** Answers by how the body travelled, then by status (or 'fechou' / 'travou'). */
const porTransporte = new Map<string, Map<Desfecho, number>>();
let achados: Achado[] = [];
try {
  achados = await rodarHostilTransporte(servidor, procedimentos, {
    casos,
    semente,
    paralelo,
    aoDesfecho: (d, c) => {
      const chave = `${c.transporte}${c.alvo.upload ? ' (upload)' : ''}`;
      const m = porTransporte.get(chave) ?? new Map<Desfecho, number>();
      m.set(d, (m.get(d) ?? 0) + 1);
      porTransporte.set(chave, m);
    },
    aoProgresso: (n) => {
      if (n % 500 === 0) escrever(`${n} requisições (${Math.round((Date.now() - inicio) / 1000)} s)`);
    },
  });
} finally {
  await servidor.parar();
  rmSync(dados, { recursive: true, force: true });
}
escrever(`semente ${semente}: ${casos} requisições em ${Math.round((Date.now() - inicio) / 1000)} s`);
for (const [t, m] of [...porTransporte].sort())
  escrever(
    `${t}: ${JSON.stringify(Object.fromEntries([...m].sort((a, b) => String(a[0]).localeCompare(String(b[0])))))}`,
  );
for (const a of achados) escrever(`ACHADO ${a.status} ${a.caso}\n  ${a.motivo.slice(0, 4000)}`);
escrever(achados.length === 0 ? 'nenhum achado' : `${achados.length} achados`);
process.exit(achados.length === 0 ? 0 : 1);
