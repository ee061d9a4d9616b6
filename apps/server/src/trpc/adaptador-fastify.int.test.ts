import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type AppDeTeste, criarAppDeTeste, criarClinica, entrar } from '../testing';
import { estatisticaDireta } from './adaptador-fastify';

/**
 * The GET queries' direct path (trpc/adaptador-fastify.ts) must answer exactly as tRPC's own
 * resolveResponse: each request is sent twice, the second with an extra query parameter that
 * sends it down tRPC's path, and status, content type and body must be the same.
 */
let t: AppDeTeste;
let token: string;
beforeAll(async () => {
  t = await criarAppDeTeste(inject('databaseUrl'));
  const c = await criarClinica(t.deps);
  token = await entrar(t.app, c.email, c.senha);
});
afterAll(() => t.fechar());

const q = (v: unknown) => encodeURIComponent(JSON.stringify(v));

/** The error's stack (present outside production) names the path the call took. */
function semPilha(corpo: unknown): unknown {
  return JSON.parse(JSON.stringify(corpo), (k, v) => (k === 'stack' ? undefined : v));
}

async function ambos(url: string, autenticado = true) {
  const headers = autenticado ? { authorization: `Bearer ${token}` } : {};
  const antes = estatisticaDireta.respostas;
  const direto = await t.app.inject({ method: 'GET', url, headers });
  expect(estatisticaDireta.respostas).toBe(antes + 1);
  const diretas = estatisticaDireta.respostas;
  const separador = url.includes('?') ? '&' : '?';
  const trpc = await t.app.inject({ method: 'GET', url: `${url}${separador}via=trpc`, headers });
  // The second request really went through tRPC's path, the first through the direct one.
  expect(estatisticaDireta.respostas).toBe(diretas);
  return { direto, trpc };
}

describe('consultas GET do tRPC pelo caminho direto', () => {
  it.each([
    ['uma consulta', `/trpc/paciente.list?input=${q({ page: 1, limit: 15 })}`, true],
    [
      'um lote de três',
      `/trpc/sessao.me,paciente.list,cobranca.situacao?batch=1&input=${q({ 1: { page: 1 } })}`,
      true,
    ],
    [
      'um lote com um erro (207)',
      `/trpc/paciente.list,paciente.get?batch=1&input=${q({ 0: { page: 1 }, 1: { id: 999999999 } })}`,
      true,
    ],
    ['entrada inválida (400)', `/trpc/paciente.list?input=${q({ page: 'x' })}`, true],
    [
      'registro de outra clínica ou inexistente (404)',
      `/trpc/paciente.get?input=${q({ id: 999999999 })}`,
      true,
    ],
    ['sem sessão (401)', `/trpc/paciente.list?input=${q({ page: 1 })}`, false],
    ['sem entrada', '/trpc/sessao.me', true],
  ])('%s: mesma resposta que o tRPC', async (_nome, url, autenticado) => {
    const { direto, trpc } = await ambos(url, autenticado);
    expect(direto.statusCode).toBe(trpc.statusCode);
    expect(direto.headers['content-type']).toBe(trpc.headers['content-type']);
    expect(direto.headers.vary).toBe(trpc.headers.vary);
    expect(semPilha(direto.json())).toEqual(semPilha(trpc.json()));
  });

  it('os casos acima cobrem sucesso, lote misto e erros', async () => {
    const lote = await ambos(
      `/trpc/paciente.list,paciente.get?batch=1&input=${q({ 0: { page: 1 }, 1: { id: 999999999 } })}`,
    );
    expect(lote.direto.statusCode).toBe(207);
    expect(lote.direto.json()[0].result.data.total).toBe(0);
    expect(lote.direto.json()[1].error.data.code).toBe('NOT_FOUND');
    expect((await ambos(`/trpc/paciente.list?input=${q({ page: 1 })}`, false)).direto.statusCode).toBe(401);
  });

  it('mutação, caminho desconhecido e entrada que não é JSON ficam com o tRPC', async () => {
    const h = { authorization: `Bearer ${token}` };
    const antes = estatisticaDireta.respostas;
    const mutacaoPorGet = await t.app.inject({ method: 'GET', url: '/trpc/paciente.create', headers: h });
    expect(mutacaoPorGet.statusCode).toBe(405);
    const desconhecido = await t.app.inject({ method: 'GET', url: '/trpc/nada.disso', headers: h });
    expect(desconhecido.statusCode).toBe(404);
    const naoJson = await t.app.inject({ method: 'GET', url: '/trpc/paciente.list?input=%7Bx', headers: h });
    expect(naoJson.statusCode).toBe(400);
    expect(estatisticaDireta.respostas).toBe(antes);
  });
});
