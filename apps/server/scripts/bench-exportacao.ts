/**
 * The unpaged patient list at scale (issue 17): 100,000 patients (~500 bytes of JSON each) in a
 * throwaway database beside TEST_DATABASE_URL's (or DATABASE_URL's, else the local Postgres),
 * streamed over real HTTP without compression, with gzip and with br: time, bytes on the wire,
 * JSON bytes and the peak growth of the live heap and of RSS (sampled after a full GC).
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres pnpm --filter @clinica/server bench:exportacao
 */

import { criarAppDeTeste } from '../src/testing/app-de-teste';
import { clinicaComPacientes, medirExportacao } from '../src/testing/medir-exportacao';
import { bancoDescartavel, URL_BASE } from './banco-descartavel';

const N = Number(process.env.BENCH_PACIENTES ?? 100_000);
const banco = await bancoDescartavel(URL_BASE, 'clinica_bench_exp');
try {
  const t = await criarAppDeTeste(banco.url);
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
  await banco.descartar();
}
