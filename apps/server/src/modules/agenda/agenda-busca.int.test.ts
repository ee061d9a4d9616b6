import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  type AppDeTeste,
  type Clinica,
  clinicaComAgenda,
  criarAppDeTeste,
  entrar,
  payload,
  rest,
  trpc,
} from '../../testing';
import { MAXIMO_BUSCA_ESTREITA } from './busca-agenda.repository';

/* Issue 33: GET /api/agendas?q= searches the patient's, the professional's and the treatment's names. */
let t: AppDeTeste;
let c: Clinica;
/** The three appointments, oldest first: Ana/Carla/Limpeza, Bruno/Davi/Limpeza, Bruno/Carla/Clareamento. */
let ids: number[];
beforeAll(async () => {
  t = await criarAppDeTeste(inject('databaseUrl'));
  c = await clinicaComAgenda(t);
  const clareamento = await rest(
    t.app,
    'POST',
    '/api/tratamentos',
    { nome: 'Clareamento Dental', preco_venda: 300, preco_custo: 30, duracao: 30 },
    c.token,
  );
  const marcar = async (dia: string, extra: Record<string, unknown>) => {
    const r = await trpc(
      t.app,
      'mutation',
      'agenda.create',
      payload(c, { data_hora: `2030-07-${dia} 08:00`, ...extra }),
      c.token,
    );
    expect(r.status).toBe(200);
    return r.body.id as number;
  };
  ids = [
    await marcar('01', {}),
    await marcar('02', { id_paciente: c.bruno, id_profissional: c.profB.idUsuario }),
    await marcar('03', { id_paciente: c.bruno, id_tratamento: clareamento.body.id }),
  ];
});
afterAll(() => t.fechar());

async function buscarRest(query: string, token = c.token) {
  const r = await t.app.inject({
    method: 'GET',
    url: `/api/agendas?${query}`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(r.statusCode).toBe(200);
  return { ids: r.json().map((a: { id: number }) => a.id), total: r.headers['x-total-count'] };
}

describe('GET /api/agendas?q= (issue 33)', () => {
  it.each([
    ['souza', [0]],
    ['DAVI', [1]],
    ['clareamento', [2]],
    ['ÁNA', [0]],
    // 'Bruno Lima' and the Limpeza treatment: each appointment once, newest first.
    ['lim', [2, 1, 0]],
    ['ninguém', []],
  ])(
    '%s: nome do paciente, do profissional ou do tratamento, sem acento, na página e na lista toda',
    async (q, esperados) => {
      const quais = esperados.map((i) => ids[i]);
      const total = String(esperados.length);
      expect(await buscarRest(`q=${encodeURIComponent(q)}&page=1&limit=15`)).toEqual({ ids: quais, total });
      expect(await buscarRest(`q=${encodeURIComponent(q)}`)).toEqual({ ids: quais, total });
      const viaTrpc = await trpc(t.app, 'query', 'agenda.list', { q }, c.token);
      expect([viaTrpc.body.itens.map((a: { id: number }) => a.id), viaTrpc.body.total]).toEqual([
        quais,
        esperados.length,
      ]);
    },
  );

  it('pagina o que casou; na janela do calendário também filtra; o profissional só acha os seus', async () => {
    expect(await buscarRest('q=lim&page=2&limit=2')).toEqual({ ids: [ids[0]], total: '3' });
    const janela = await buscarRest('q=bruno&inicio=2030-07-01&fim=2030-07-02');
    expect(janela.ids).toEqual([ids[1]]);
    const carla = await entrar(t.app, c.profA.email, c.profA.senha);
    expect(await buscarRest('q=lim', carla)).toEqual({ ids: [ids[2], ids[0]], total: '2' });
  });

  it('um termo amplo (mais casamentos que a busca estreita lê) dá a mesma resposta: página e total', async () => {
    const d = await clinicaComAgenda(t);
    const muitos = MAXIMO_BUSCA_ESTREITA + 1;
    // Cancelled, so the slots may overlap: the search doesn't look at the status.
    await sql`
      INSERT INTO agenda (id_conta, id_paciente, id_profissional, id_tratamento, inicio, duracao, fim, status)
      SELECT ${d.idConta}, ${d.ana}, ${d.profA.idUsuario}, ${d.idTratamento},
             timestamptz '2029-01-01 12:00Z' + make_interval(hours => n), 30,
             timestamptz '2029-01-01 12:30Z' + make_interval(hours => n), 'Cancelado pelo paciente'
      FROM generate_series(1, ${muitos}) AS n`.execute(t.db);
    const bruno = await trpc(
      t.app,
      'mutation',
      'agenda.create',
      payload(d, { id_paciente: d.bruno, id_profissional: d.profB.idUsuario, data_hora: '2030-01-01 08:00' }),
      d.token,
    );
    const maisNovos = await t.db
      .selectFrom('agenda')
      .select('id')
      .where('id_conta', '=', d.idConta)
      .where('id_paciente', '=', d.ana)
      .orderBy('inicio', 'desc')
      .orderBy('id', 'desc')
      .offset(15)
      .limit(15)
      .execute();
    expect(await buscarRest('q=SOUZA&page=2&limit=15', d.token)).toEqual({
      ids: maisNovos.map((r) => r.id),
      total: String(muitos),
    });
    expect(await buscarRest('q=bruno&page=1&limit=15', d.token)).toEqual({
      ids: [bruno.body.id],
      total: '1',
    });
  });
});
