import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { MSG } from '@clinica/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  type AppDeTeste,
  type ClinicaOrcamento,
  clinicaComOrcamento,
  criarAppDeTeste,
  criarClinica,
  entrada,
  entrar,
  novoProduto,
  payload,
  pedidoOrcamento,
  trpc,
} from '../testing';

/*
 * Issue 17 / DECISIONS 23: a REST list without `page` streams the whole list in keyset batches
 * (4 rows here, 1,000 in production), mapped like a page, gzip/br on request, and a list longer
 * than one batch takes one of the clinic's 2 export slots.
 */
const LOTE = 4;
let t: AppDeTeste;
let c: ClinicaOrcamento;

beforeAll(async () => {
  t = await criarAppDeTeste(
    inject('databaseUrl'),
    {},
    { limites: { exportacao: { simultaneas: 2, loteLinhas: LOTE, concessaoSeg: 90, tenteEmSeg: 5 } } },
  );
  c = await clinicaComOrcamento(t);
  const id = c.idConta;
  // Names repeat (ties broken by id), some accents, one statement: equal criado_em too.
  await sql`insert into paciente (id_conta, nome, celular, sexo, nascimento, observacao)
    select ${id}, (array['Zé Ávila','ana costa','Ana Costa','Bruno'])[1 + g % 4] || ' ' || (g % 3),
           '11987654321', 'Feminino', '1990-01-01', 'obs ' || g
    from generate_series(1, 21) g`.execute(t.db);
  await sql`insert into banco (id_conta, nome)
    select ${id}, (array['Itaú ','itau ','Bradesco ','Caixa '])[1 + g % 4] || g from generate_series(1, 11) g`.execute(
    t.db,
  );
  // Terms in two statements: equal timestamps within each, microseconds between them.
  for (let i = 0; i < 2; i++)
    await sql`insert into termo (id_conta, titulo, corpo, corpo_texto)
      select ${id}, 'Termo ' || g, '<p>x</p>', 'x' from generate_series(1, 5) g`.execute(t.db);
  // Same name, both types: the order mixes directions (name asc, tipo desc, id asc).
  await sql`insert into tipo_pagamento (id_conta, nome, tipo)
    select ${id}, 'Pix ' || (g / 2), (array['R','D'])[1 + g % 2] from generate_series(1, 9) g`.execute(t.db);
  for (let i = 0; i < 9; i++) {
    const r = await trpc(t.app, 'mutation', 'orcamento.create', pedidoOrcamento(c), c.token);
    expect(r.status).toBe(200);
    const a = await t.app.inject({
      method: 'POST',
      url: '/api/agendas',
      headers: { authorization: `Bearer ${c.token}` },
      payload: payload(c, { data_hora: `2030-03-${String(4 + (i % 3)).padStart(2, '0')} 0${i}:00` }),
    });
    expect(a.statusCode).toBe(201);
  }
  // Stock movements of one product (issue 33: each row carries the list's records count).
  const produto = await novoProduto(t, c.token);
  for (let i = 0; i < 9; i++) expect((await entrada(t, c.token, produto, 1, 100 + i)).status).toBe(200);
}, 120_000);
afterAll(() => t.fechar());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${c.token}`, ...headers } });

async function todasAsPaginas(caminho: string, limit = 3) {
  const sep = caminho.includes('?') ? '&' : '?';
  const linhas: unknown[] = [];
  for (let page = 1; page < 100; page++) {
    const r = await get(`${caminho}${sep}page=${page}&limit=${limit}`);
    expect(r.statusCode).toBe(200);
    const itens = r.json() as unknown[];
    linhas.push(...itens);
    if (itens.length < limit) return { linhas, total: Number(r.headers['x-total-count']) };
  }
  throw new Error('páginas demais');
}

describe('lista sem page: o fluxo é a concatenação das páginas', () => {
  const rotas = [
    '/api/pacientes',
    '/api/pacientes?q=ana',
    '/api/bancos',
    '/api/termos',
    '/api/tipos_pagamento',
    '/api/orcamentos',
    '/api/agendas',
    // Issue 33: the agenda's search and the movements' records count, across batches too.
    '/api/agendas?q=souza',
    '/api/movimentacoes',
  ];
  it.each(rotas)('%s', async (rota) => {
    const inteira = await get(rota);
    expect(inteira.statusCode).toBe(200);
    expect(inteira.headers['content-type']).toContain('application/json');
    const paginas = await todasAsPaginas(rota);
    const corpo = inteira.json() as unknown[];
    // Longer than several batches (so the keyset was walked), the same rows in the same order.
    expect(corpo.length).toBeGreaterThan(LOTE * 2);
    expect(corpo).toEqual(paginas.linhas);
    expect(Number(inteira.headers['x-total-count'])).toBe(paginas.total);
  });

  it('os orçamentos trazem os itens de cada lote (carregados por lote)', async () => {
    const corpo = (await get('/api/orcamentos')).json() as { tratamentos: unknown[] }[];
    expect(corpo.every((o) => o.tratamentos.length === 2)).toBe(true);
  });

  it('lista vazia e lista de um lote só continuam arrays válidos', async () => {
    const outra = await criarClinica(t.deps);
    const token = await entrar(t.app, outra.email, outra.senha);
    const vazia = await t.app.inject({
      method: 'GET',
      url: '/api/pacientes',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(vazia.statusCode).toBe(200);
    expect(vazia.json()).toEqual([]);
    expect(vazia.headers['x-total-count']).toBe('0');
    expect((await get('/api/pacientes?q=Bruno 0')).json()).toHaveLength(2);
  });
});

describe('toda exportação fica registrada (issue 19)', () => {
  it('a lista completa grava quem, qual rota e de qual IP; nunca o termo buscado; a página não grava', async () => {
    const outra = await criarClinica(t.deps);
    const token = await entrar(t.app, outra.email, outra.senha);
    const comSessao = (url: string) =>
      t.app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${token}`, 'user-agent': 'Teste/1' },
      });
    expect((await comSessao('/api/pacientes?page=1&limit=5')).statusCode).toBe(200);
    expect((await comSessao('/api/pacientes?q=Maria%20Souza')).statusCode).toBe(200);
    const eventos = async () =>
      t.db
        .selectFrom('log_auditoria')
        .select(['acao', 'descricao', 'id_usuario', 'ip', 'user_agent'])
        .where('id_conta', '=', outra.idConta)
        .where('acao', '=', 'exportacao')
        .execute();
    await expect.poll(async () => (await eventos()).length).toBe(1);
    const [e] = await eventos();
    expect(e).toMatchObject({
      descricao: 'Lista completa: GET /api/pacientes',
      id_usuario: outra.idUsuario,
      user_agent: 'Teste/1',
    });
    expect(e?.ip).toBeTruthy();
    expect(JSON.stringify(e)).not.toContain('Maria');
  });
});

describe('compressão', () => {
  it('gzip e br quando o cliente aceita, o mesmo JSON; sem Accept-Encoding, sem compressão', async () => {
    const puro = await get('/api/pacientes');
    expect(puro.headers['content-encoding']).toBeUndefined();
    const gz = await get('/api/pacientes', { 'accept-encoding': 'gzip, deflate' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toContain('accept-encoding');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString('utf8'))).toEqual(puro.json());
    const br = await get('/api/pacientes', { 'accept-encoding': 'gzip;q=0.5, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(puro.json());
    const recusado = await get('/api/pacientes', { 'accept-encoding': 'gzip;q=0, br;q=0' });
    expect(recusado.headers['content-encoding']).toBeUndefined();
  });
});

const vagasDe = async (idConta: number) =>
  Number(
    (
      await t.db
        .selectFrom('exportacao_vaga')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('id_conta', '=', idConta)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('no máximo 2 exportações simultâneas por clínica', () => {
  it('com as 2 vagas tomadas (outra instância), a 3ª recebe 429; liberada uma, passa', async () => {
    const v1 = await t.deps.exportacoes.tomar(c.idConta);
    const v2 = await t.deps.exportacoes.tomar(c.idConta);
    expect(v1 && v2).toBeTruthy();
    expect(await t.deps.exportacoes.tomar(c.idConta)).toBeNull();
    const r = await get('/api/pacientes');
    expect(r.statusCode).toBe(429);
    expect(r.json().message).toBe(MSG.geral.muitasExportacoes);
    expect(r.headers['retry-after']).toBe('5');
    // A list that fits in one batch is not an export: no slot needed.
    expect((await get('/api/pacientes?q=Bruno 0')).statusCode).toBe(200);
    // Paged calls never need one.
    expect((await get('/api/pacientes?page=1')).statusCode).toBe(200);
    await v1?.liberar();
    expect((await get('/api/pacientes')).statusCode).toBe(200);
    // The export gave its slot back when it ended: only v2 is held.
    expect(await vagasDe(c.idConta)).toBe(1);
    await v2?.liberar();
    expect(await vagasDe(c.idConta)).toBe(0);
  });

  it('uma vaga de processo morto expira com a concessão', async () => {
    let agora = new Date('2030-01-01T12:00:00Z');
    const outra = await criarAppDeTeste(
      inject('databaseUrl'),
      {},
      {
        agora: () => agora,
        limites: { exportacao: { simultaneas: 2, loteLinhas: LOTE, concessaoSeg: 90, tenteEmSeg: 5 } },
      },
    );
    try {
      // A clinic of that app's own database (on PGlite each test app has its own).
      const { idConta } = await criarClinica(outra.deps);
      expect(await outra.deps.exportacoes.tomar(idConta)).toBeTruthy();
      expect(await outra.deps.exportacoes.tomar(idConta)).toBeTruthy();
      expect(await outra.deps.exportacoes.tomar(idConta)).toBeNull();
      agora = new Date(agora.getTime() + 91_000);
      const nova = await outra.deps.exportacoes.tomar(idConta);
      expect(nova).toBeTruthy();
      await outra.db.deleteFrom('exportacao_vaga').where('id_conta', '=', idConta).execute();
    } finally {
      await outra.fechar();
    }
  });
});

describe('fluxos abertos de verdade (HTTP)', () => {
  let porta: number;
  let clinica: { idConta: number; token: string };
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    porta = (t.app.server.address() as AddressInfo).port;
    const k = await criarClinica(t.deps);
    clinica = { idConta: k.idConta, token: await entrar(t.app, k.email, k.senha) };
    // ~24 MB of JSON: more than the sockets buffer, so a client that doesn't read keeps it open.
    await sql`insert into paciente (id_conta, nome, celular, sexo, nascimento, observacao)
      select ${k.idConta}, 'Paciente ' || g, '11987654321', 'Outro', '1990-01-01', repeat('x', 2000)
      from generate_series(1, 10000) g`.execute(t.db);
  }, 120_000);

  /** Opens the unpaged list and stops reading after the headers (the stream stays open). */
  const abrir = () =>
    new Promise<{ res: IncomingMessage; fechar: () => void }>((ok, falha) => {
      const req = httpRequest(
        {
          port: porta,
          host: '127.0.0.1',
          path: '/api/pacientes',
          headers: { authorization: `Bearer ${clinica.token}` },
        },
        (res) => {
          res.pause();
          ok({ res, fechar: () => req.destroy() });
        },
      );
      req.on('error', () => undefined);
      req.on('error', falha);
      req.end();
    });

  it('duas abertas seguram as vagas; a 3ª recebe 429; um cliente que desiste libera a vaga', async () => {
    const a = await abrir();
    const b = await abrir();
    expect([a.res.statusCode, b.res.statusCode]).toEqual([200, 200]);
    expect(await vagasDe(clinica.idConta)).toBe(2);
    const terceira = await fetch(`http://127.0.0.1:${porta}/api/pacientes`, {
      headers: { authorization: `Bearer ${clinica.token}` },
    });
    expect(terceira.status).toBe(429);
    expect(((await terceira.json()) as { message: string }).message).toBe(MSG.geral.muitasExportacoes);
    a.fechar();
    for (let i = 0; i < 400 && (await vagasDe(clinica.idConta)) > 1; i++)
      await new Promise((r) => setTimeout(r, 50));
    expect(await vagasDe(clinica.idConta)).toBe(1);
    const agora = await fetch(`http://127.0.0.1:${porta}/api/pacientes`, {
      headers: { authorization: `Bearer ${clinica.token}`, 'accept-encoding': 'gzip' },
    });
    expect(agora.status).toBe(200);
    const lista = (await agora.json()) as { nome: string }[];
    expect(lista).toHaveLength(10000);
    b.fechar();
    for (let i = 0; i < 400 && (await vagasDe(clinica.idConta)) > 0; i++)
      await new Promise((r) => setTimeout(r, 50));
    expect(await vagasDe(clinica.idConta)).toBe(0);
  }, 180_000);
});
