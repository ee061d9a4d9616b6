import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  type AppDeTeste,
  type CenarioLoja,
  clinicaComAgenda,
  criarAppDeTeste,
  criarCenarioLoja,
  novoProduto,
  rest,
} from '../testing';

/*
 * Issue 33: `?limit=` above a list's maximum is that maximum, not a 400, on every paged REST
 * list. The lists are read from the OpenAPI document (every GET with a `limit` query
 * parameter), so a new paged list is covered the day it is added.
 */
let t: AppDeTeste;
let clinica: Awaited<ReturnType<typeof clinicaComAgenda>>;
let loja: CenarioLoja;
let idProduto: number;
let idImportacao: number;
type Parametro = { in: string; name: string; schema?: { maximum?: number } };
let listas: { caminho: string; maximo: number }[];
beforeAll(async () => {
  t = await criarAppDeTeste(inject('databaseUrl'));
  clinica = await clinicaComAgenda(t);
  loja = await criarCenarioLoja(t.deps, t.app);
  idProduto = await novoProduto(t, clinica.token);
  ({ id: idImportacao } = await t.db
    .insertInto('importacao')
    .values({ id_conta: clinica.idConta, origem: 'planilha', tipo: 'pacientes' })
    .returning('id')
    .executeTakeFirstOrThrow());
  const doc = (await rest(t.app, 'GET', '/api/openapi.json')).body;
  listas = Object.entries<{ get?: { parameters?: Parametro[] } }>(doc.paths).flatMap(([caminho, ops]) => {
    const limit = ops.get?.parameters?.find((p) => p.in === 'query' && p.name === 'limit');
    return limit ? [{ caminho, maximo: limit.schema?.maximum ?? 100 }] : [];
  });
});
afterAll(() => t.fechar());

/** A real URL of a documented path: the clinic's patient, product or import, a report's month. */
function url(caminho: string) {
  const id = caminho.startsWith('/api/movimentacoes/')
    ? idProduto
    : caminho.startsWith('/api/importacoes/')
      ? idImportacao
      : clinica.ana;
  return caminho.replace('{id}', String(id)).replace('{start}', '2026-01-01').replace('{end}', '2026-01-31');
}
const tokenDe = (caminho: string) => (caminho.startsWith('/api/loja/') ? loja.operador.token : clinica.token);

async function get(caminho: string, query: string) {
  const r = await t.app.inject({
    method: 'GET',
    url: `${url(caminho)}?${query}`,
    headers: { authorization: `Bearer ${tokenDe(caminho)}` },
  });
  return { status: r.statusCode, total: r.headers['x-total-count'], body: r.json() };
}

describe('?limit= acima do máximo vale o máximo (issue 33)', () => {
  it('todas as listas paginadas do REST respondem a limit=1000 como ao seu máximo', async () => {
    expect(listas.map((l) => l.caminho)).toEqual(
      expect.arrayContaining(['/api/pacientes', '/api/agendas', '/api/transacoes', '/api/loja/coupons']),
    );
    expect(listas.length).toBeGreaterThanOrEqual(30);
    for (const { caminho, maximo } of listas) {
      const acima = await get(caminho, 'page=1&limit=1000');
      const noMaximo = await get(caminho, `page=1&limit=${maximo}`);
      expect({ caminho, status: acima.status }).toEqual({ caminho, status: 200 });
      expect({ caminho, ...acima }).toEqual({ caminho, ...noMaximo });
    }
  });

  it('limita de fato: 101 bancos, limit=500 traz 100 e o total 101; 0, -1, 2.5 e texto seguem 400', async () => {
    const c = await clinicaComAgenda(t);
    await t.db
      .insertInto('banco')
      .values(Array.from({ length: 101 }, (_, i) => ({ id_conta: c.idConta, nome: `Banco ${1000 + i}` })))
      .execute();
    const r = await t.app.inject({
      method: 'GET',
      url: '/api/bancos?limit=500',
      headers: { authorization: `Bearer ${c.token}` },
    });
    expect([r.statusCode, r.json().length, r.headers['x-total-count']]).toEqual([200, 100, '101']);
    for (const ruim of ['0', '-1', '2.5', 'muitos']) {
      expect((await rest(t.app, 'GET', `/api/bancos?limit=${ruim}`, undefined, c.token)).status).toBe(400);
    }
  });
});
