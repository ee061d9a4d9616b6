import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type AppDeTeste, criarAppDeTeste } from '../testing';
import { clinicaComPacientes, medirExportacao } from '../testing/medir-exportacao';

/*
 * Issue 17: the unpaged patient list streams with flat memory while 100,000 patients (~56 MB of
 * JSON, the size issue 17 measured) go out; the old answer, built in memory, held that string plus
 * its rows. `pnpm --filter @clinica/server bench:exportacao` prints the same run with gzip and br
 * (numbers in docs/decisions.md).
 */
let t: AppDeTeste;
let c: Awaited<ReturnType<typeof clinicaComPacientes>>;
beforeAll(async () => {
  t = await criarAppDeTeste(inject('databaseUrl'));
  c = await clinicaComPacientes(t, 100_000);
}, 120_000);
afterAll(() => t.fechar());

describe('memória constante numa exportação grande', () => {
  it('100.000 pacientes (~56 MB de JSON) passam com o heap crescendo menos de 30 MB', async () => {
    const m = await medirExportacao(t, '/api/pacientes', c.token);
    expect(m.status).toBe(200);
    expect(m.linhas).toBe(100_000);
    expect(m.bytes).toBeGreaterThan(45e6);
    expect(m.picoHeapMb).toBeLessThan(30);
  }, 120_000);
});
