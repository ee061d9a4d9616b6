import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type AppDeTeste, criarAppDeTeste } from '../testing';
import { clinicaComPacientes, medirExportacao } from '../testing/medir-exportacao';

/*
 * Issue 17: the unpaged patient list streams with flat memory. 20,000 patients with 2 kB of
 * notes each make a ~50 MB answer (the size issue 17 measured for 100,000 plain records); the
 * old answer, built in memory, held that string plus its rows. The 100,000-row version is
 * `pnpm --filter @clinica/server bench:exportacao` (numbers in docs/decisions.md).
 */
let t: AppDeTeste;
let c: Awaited<ReturnType<typeof clinicaComPacientes>>;
beforeAll(async () => {
  t = await criarAppDeTeste(inject('databaseUrl'));
  c = await clinicaComPacientes(t, 20_000, 2000);
}, 60_000);
afterAll(() => t.fechar());

describe('memória constante numa exportação grande', () => {
  it('50 MB de JSON passam com o heap crescendo menos de 30 MB', async () => {
    const m = await medirExportacao(t, '/api/pacientes', c.token);
    expect(m.status).toBe(200);
    expect(m.linhas).toBe(20_000);
    expect(m.bytes).toBeGreaterThan(45e6);
    expect(m.picoHeapMb).toBeLessThan(30);
  }, 60_000);
});
