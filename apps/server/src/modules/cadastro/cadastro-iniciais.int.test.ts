import { CATEGORIAS_INICIAIS, TIPOS_PAGAMENTO_INICIAIS } from '@clinica/domain';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  type AppDeTeste,
  clinicaComToken,
  criarAppDeTeste,
  definirCobranca,
  emailUnico,
  entrar,
  rest,
  trpc,
} from '../../testing';

/*
 * Issue 40: a clinic from the public sign-up can record its first payment and its first expense
 * at once. It starts with the domain's payment types and expense categories, written in the
 * sign-up's transaction, and edits them like any other row. The test factories' clinics stay bare.
 */

let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste(inject('databaseUrl'));
});
afterAll(() => t.fechar());

const SENHA = 'Girassol#2024';
const payload = (email: string) => ({
  nome: 'Clínica Primeiro Dia',
  tipo: 'clinica',
  usuario: { nome: 'Joana Prado', email, senha: SENHA, whatsapp: '5511987654321' },
});

const superficies = {
  rest: async (body: unknown) => (await rest(t.app, 'POST', '/api/conta', body)).body,
  trpc: async (body: unknown) => (await trpc(t.app, 'mutation', 'cadastro.create', body)).body,
};

/** Signs up through one surface, subscribes (the screens are behind the gate) and logs in. */
async function cadastrarPor(via: keyof typeof superficies) {
  const email = emailUnico('primeiro-dia');
  const r = await superficies[via](payload(email));
  await definirCobranca(t.db, r.id_conta, 'active');
  return { idConta: r.id_conta as number, token: await entrar(t.app, email, SENHA) };
}

const nomesEsperados = (tipo: 'R' | 'D') =>
  TIPOS_PAGAMENTO_INICIAIS.filter((x) => x.tipo === tipo)
    .map((x) => x.nome)
    .sort();

describe.each(Object.keys(superficies) as (keyof typeof superficies)[])('cadastro público via %s', (via) => {
  it('a clínica nova já tem tipos de pagamento de receita e de despesa e categorias de despesa', async () => {
    const { token } = await cadastrarPor(via);
    const tipos = await trpc(t.app, 'query', 'tipoPagamento.list', { limit: 50 }, token);
    expect(tipos.status).toBe(200);
    expect(tipos.body.total).toBe(TIPOS_PAGAMENTO_INICIAIS.length);
    const doTipo = (tipo: 'R' | 'D') =>
      tipos.body.itens
        .filter((x: { tipo: string }) => x.tipo === tipo)
        .map((x: { nome: string }) => x.nome)
        .sort();
    expect(doTipo('R')).toEqual(nomesEsperados('R'));
    expect(doTipo('D')).toEqual(nomesEsperados('D'));
    expect(tipos.body.itens.every((x: { taxa: number }) => x.taxa === 0)).toBe(true);

    const categorias = await rest(t.app, 'GET', '/api/categorias', undefined, token);
    expect(categorias.status).toBe(200);
    expect(categorias.body.map((c: { nome: string }) => c.nome).sort()).toEqual(
      [...CATEGORIAS_INICIAIS].sort(),
    );

    // 'Dar Baixa' offers them at once: revenue types for a revenue, expense types for an expense.
    for (const tipo of ['R', 'D'] as const) {
      const opcoes = await trpc(t.app, 'query', 'transacao.tiposPagamento', { tipo }, token);
      expect(opcoes.status).toBe(200);
      expect(opcoes.body.map((o: { nome: string }) => o.nome).sort()).toEqual(nomesEsperados(tipo));
    }
  });

  it('são cadastros comuns: a clínica os edita e exclui', async () => {
    const { token } = await cadastrarPor(via);
    const tipos = await rest(t.app, 'GET', '/api/tipos_pagamento', undefined, token);
    const pix = tipos.body.find((x: { nome: string; tipo: string }) => x.nome === 'PIX' && x.tipo === 'R');
    const editado = await rest(
      t.app,
      'PUT',
      `/api/tipos_pagamento/${pix.id}`,
      { nome: 'PIX', tipo: 'R', taxa: 10 },
      token,
    );
    expect(editado.status).toBe(200);
    expect(editado.body.taxa).toBe(10);
    const boleto = tipos.body.find((x: { nome: string }) => x.nome === 'Boleto');
    expect((await rest(t.app, 'DELETE', `/api/tipos_pagamento/${boleto.id}`, undefined, token)).status).toBe(
      204,
    );
    const categorias = await trpc(t.app, 'query', 'categoria.list', {}, token);
    const marketing = categorias.body.itens.find((c: { nome: string }) => c.nome === 'Marketing');
    const r = await trpc(
      t.app,
      'mutation',
      'categoria.update',
      { id: marketing.id, nome: 'Divulgação' },
      token,
    );
    expect(r.status).toBe(200);
    // A duplicate of a default is refused like any duplicate.
    const repetido = await trpc(
      t.app,
      'mutation',
      'tipoPagamento.create',
      { nome: 'pix', tipo: 'D', taxa: 0 },
      token,
    );
    expect(repetido.status).toBe(409);
  });
});

it('as clínicas das fábricas de teste continuam vazias (nenhum teste que conta linhas muda)', async () => {
  const c = await clinicaComToken(t);
  const tipos = await trpc(t.app, 'query', 'tipoPagamento.list', {}, c.token);
  const categorias = await trpc(t.app, 'query', 'categoria.list', {}, c.token);
  expect(tipos.body.total).toBe(0);
  expect(categorias.body.total).toBe(0);
});

it('os cadastros iniciais são de cada clínica: a outra não os vê', async () => {
  const a = await cadastrarPor('rest');
  const b = await cadastrarPor('trpc');
  const daA = await rest(t.app, 'GET', '/api/tipos_pagamento', undefined, a.token);
  const daB = await rest(t.app, 'GET', '/api/tipos_pagamento', undefined, b.token);
  const ids = (r: { body: { id: number }[] }) => new Set(r.body.map((x) => x.id));
  const comum = [...ids(daA)].filter((id) => ids(daB).has(id));
  expect(comum).toEqual([]);
  const alheio = daB.body[0];
  const r = await rest(t.app, 'PUT', `/api/tipos_pagamento/${alheio.id}`, { ...alheio, taxa: 50 }, a.token);
  expect(r.status).toBe(404);
});
