import { LIMITE_RELATORIO } from '@clinica/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type AppDeTeste, type CenarioLoja, criarAppDeTeste, criarCenarioLoja } from '../../testing';
import { medirExportacao } from '../../testing/medir-exportacao';

let t: AppDeTeste;
let c: CenarioLoja;
beforeAll(async () => {
  t = await criarAppDeTeste(
    inject('databaseUrl'),
    {},
    {
      limites: { exportacao: { simultaneas: 2, loteLinhas: 1_000, concessaoSeg: 90, tenteEmSeg: 5 } },
    },
  );
  c = await criarCenarioLoja(t.deps, t.app);
  // One row more than a report shows, all inside the range asked below.
  await sql`
    INSERT INTO pedido (id_conta, id_loja, comprador_nome, subtotal, total, criado_em)
    SELECT ${c.a.idConta}, ${c.dono.idLoja}, 'Comprador ' || i, 1000, 1000,
           timestamptz '2026-06-15 12:00:00+00' - (i * interval '1 second')
      FROM generate_series(1, ${LIMITE_RELATORIO + 1}) AS i`.execute(t.db);
}, 120_000);
afterAll(() => t.fechar());

describe('limite dos relatórios', () => {
  it('o CSV para em 100.000 linhas, o total e a tabela também', async () => {
    // Flat memory while ~10 MB of CSV go out (~3 MB of heap measured; a file built in memory would hold
    // the 10 MB text and its 100,000 rows).
    const m = await medirExportacao(
      t,
      '/api/loja/report/orders/2026-06-01/2026-06-30?formato=csv',
      c.operador.token,
    );
    expect(m.status).toBe(200);
    expect(m.bytes).toBeGreaterThan(8e6);
    expect(m.picoHeapMb).toBeLessThan(15);
    const r = await t.app.inject({
      method: 'GET',
      url: '/api/loja/report/orders/2026-06-01/2026-06-30?formato=csv',
      headers: { authorization: `Bearer ${c.operador.token}`, 'accept-encoding': 'identity' },
    });
    expect(r.statusCode).toBe(200);
    expect(r.headers['x-total-count']).toBe(String(LIMITE_RELATORIO));
    const linhas = r.body.split('\r\n').filter((l) => l !== '');
    expect(linhas).toHaveLength(1 + LIMITE_RELATORIO);
    expect(new Set(linhas.slice(1).map((l) => l.slice(0, l.indexOf(';')))).size).toBe(LIMITE_RELATORIO);
    const ultimaPagina = await t.app.inject({
      method: 'GET',
      url: `/api/loja/report/orders/2026-06-01/2026-06-30?page=${LIMITE_RELATORIO / 100 + 1}&limit=100`,
      headers: { authorization: `Bearer ${c.operador.token}` },
    });
    expect(ultimaPagina.json()).toEqual([]);
  }, 300_000); // a hang guard: 100,000 rows beside the journeys on two cores took past 120 s
});
