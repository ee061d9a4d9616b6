import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { appRouter } from './app-router';
import type { AcessoRota } from './rest/acesso';
import {
  type AppDeTeste,
  criarAppDeTeste,
  criarClinica,
  criarUsuarioComPermissoes,
  entrar,
  RECURSOS_ALHEIOS,
  trpc,
} from './testing';
import type { MetaProcedimento } from './trpc/init';

/**
 * Walks every REST route and every tRPC procedure the server has, so a new one can't
 * slip in without its access check: a user without permissions gets 403 everywhere a
 * permission is declared, and another clinic's ids answer 404.
 */
let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste(inject('databaseUrl'));
});
afterAll(() => t.fechar());

// File downloads declare their access as `arquivoAssinado` (session or signed URL): swept too.
const acessoDe = (r: RouteOptions) => {
  const c = r.config as { acesso?: AcessoRota; arquivoAssinado?: AcessoRota } | undefined;
  return c?.acesso ?? c?.arquivoAssinado;
};
const metodos = (r: RouteOptions) =>
  (Array.isArray(r.method) ? r.method : [r.method]).filter((m) => m !== 'HEAD');
const rotasClinica = () =>
  t.rotas.filter((r) => {
    const a = acessoDe(r);
    return a?.tipo === 'clinica' && a.permissao !== 'open';
  });

type Procedimento = { _def: { type: 'query' | 'mutation'; meta?: MetaProcedimento } };
const todosOsProcedimentos = () =>
  Object.entries(appRouter._def.procedures as unknown as Record<string, Procedimento>);
const procedimentos = () =>
  Object.entries(appRouter._def.procedures as unknown as Record<string, Procedimento>).filter(([, p]) => {
    const a = p._def.meta?.acesso;
    return a?.tipo === 'clinica' && a.permissao !== 'open';
  });

describe('varredura de acesso', () => {
  it('há rotas e procedimentos protegidos para varrer', () => {
    expect(rotasClinica().length).toBeGreaterThan(15);
    expect(procedimentos().length).toBeGreaterThan(15);
  });

  it('sem token, toda rota REST e todo procedimento tRPC que declara acesso responde 401 (antes de validar o corpo)', async () => {
    const falhas: string[] = [];
    const rotas = t.rotas.filter((r) => acessoDe(r));
    for (const r of rotas) {
      const url = r.url.replace(/:[a-zA-Z_]+/g, '1');
      for (const method of metodos(r)) {
        const res = await t.app.inject({ method, url });
        if (res.statusCode !== 401) falhas.push(`${method} ${r.url} -> ${res.statusCode}`);
      }
    }
    for (const [caminho, p] of todosOsProcedimentos().filter(([, p]) => p._def.meta?.acesso)) {
      const res = await trpc(t.app, p._def.type, caminho, {});
      if (res.status !== 401) falhas.push(`trpc ${caminho} -> ${res.status}`);
    }
    expect(rotas.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining(['PUT /api/conta', 'GET /api/cep/:cep', 'GET /api/planos', 'POST /api/assinar']),
    );
    expect(falhas).toEqual([]);
  });

  it('um usuário sem permissões recebe 403 em toda rota REST e todo procedimento tRPC que exige uma', async () => {
    const c = await criarClinica(t.deps);
    const u = await criarUsuarioComPermissoes(t.db, c.idConta, []);
    const token = await entrar(t.app, u.email, u.senha);
    const falhas: string[] = [];
    for (const r of rotasClinica()) {
      const url = r.url.replace(/:[a-zA-Z_]+/g, '1');
      for (const method of metodos(r)) {
        const res = await t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` } });
        if (res.statusCode !== 403) falhas.push(`${method} ${r.url} -> ${res.statusCode}`);
      }
    }
    for (const [caminho, p] of procedimentos()) {
      const res = await trpc(t.app, p._def.type, caminho, {}, token);
      if (res.status !== 403) falhas.push(`trpc ${caminho} -> ${res.status}`);
    }
    expect(falhas).toEqual([]);
  });

  it('os ids de outra clínica respondem 404 em toda rota REST com :id e nos procedimentos por id', async () => {
    const a = await criarClinica(t.deps);
    const b = await criarClinica(t.deps);
    const token = await entrar(t.app, a.email, a.senha);
    const falhas: string[] = [];
    const comId = rotasClinica().filter((r) => r.url.includes(':id'));
    for (const r of comId) {
      // The longest key that is the route or a prefix of it (a sub-resource may have its own body).
      const prefixo = Object.keys(RECURSOS_ALHEIOS)
        .filter((p) => r.url === p || r.url.startsWith(`${p}/`))
        .sort((x, y) => y.length - x.length)[0];
      if (!prefixo) {
        falhas.push(`sem recurso de teste para ${r.url}: acrescente-o em testing/recursos-alheios.ts`);
        continue;
      }
      const recurso = RECURSOS_ALHEIOS[prefixo]!;
      const id = await recurso.criar(t.db, b.idConta);
      for (const method of metodos(r)) {
        const corpo =
          method === 'PUT'
            ? recurso.corpo
            : method === 'PATCH'
              ? recurso.corpoPatch
              : method === 'POST'
                ? recurso.corpoPost
                : undefined;
        const res = await t.app.inject({
          method,
          url: r.url.replace(':id', String(id)),
          headers: { authorization: `Bearer ${token}` },
          ...(corpo ? { payload: corpo as object } : {}),
        });
        if (res.statusCode !== 404) falhas.push(`${method} ${r.url} -> ${res.statusCode} ${res.body}`);
      }
    }
    for (const recurso of Object.values(RECURSOS_ALHEIOS)) {
      const id = await recurso.criar(t.db, b.idConta);
      const chamadas: [string, 'query' | 'mutation', unknown][] = [
        ['get', 'query', { id }],
        ['update', 'mutation', { id, ...recurso.corpo }],
        ['remove', 'mutation', { id }],
        ['removeMany', 'mutation', { ids: [id] }],
        ['setAtivo', 'mutation', { id, ativo: false }],
        ['setStatus', 'mutation', { id, status: false }],
        ['cancelar', 'mutation', { id }],
      ];
      for (const [nome, tipo, input] of chamadas) {
        const caminho = `${recurso.trpc}.${nome}`;
        if (!(caminho in appRouter._def.procedures)) continue;
        const res = await trpc(t.app, tipo, caminho, input, token);
        if (res.status !== 404)
          falhas.push(`trpc ${caminho} -> ${res.status} ${JSON.stringify(res.body.message)}`);
      }
    }
    expect(falhas).toEqual([]);
  });
});
