import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  type AppDeTeste,
  criarAppDeTeste,
  criarClinica,
  criarUsuarioComPermissoes,
  entrar,
  rest,
  trpc,
} from '../../testing';

let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste(inject('databaseUrl'));
});
afterAll(() => t.fechar());

describe('perfis e isolamento entre clínicas', () => {
  it('lista os perfis da própria clínica com as permissões como id_modulo/id_funcao', async () => {
    const c = await criarClinica(t.deps);
    const token = await entrar(t.app, c.email, c.senha);
    const a = await rest(t.app, 'GET', '/api/perfil', undefined, token);
    const b = await trpc(t.app, 'query', 'perfil.list', undefined, token);
    expect(a.status).toBe(200);
    expect(a.body).toHaveLength(1);
    expect(a.body[0].nome).toBe('Administrador');
    expect(a.body[0].permissoes).toContainEqual({ id_modulo: 1, id_funcao: 101 });
    expect(b.body).toEqual(a.body);
  });

  it('o id de um perfil de outra clínica responde 404, como um id inexistente', async () => {
    const a = await criarClinica(t.deps, { nome: 'Clínica A' });
    const b = await criarClinica(t.deps, { nome: 'Clínica B' });
    const tokenA = await entrar(t.app, a.email, a.senha);
    const perfilB = await t.db
      .selectFrom('perfil')
      .select('id')
      .where('id_conta', '=', b.idConta)
      .executeTakeFirstOrThrow();
    const perfilA = await t.db
      .selectFrom('perfil')
      .select('id')
      .where('id_conta', '=', a.idConta)
      .executeTakeFirstOrThrow();

    expect((await rest(t.app, 'GET', `/api/perfil/${perfilA.id}`, undefined, tokenA)).status).toBe(200);
    const alheio = await rest(t.app, 'GET', `/api/perfil/${perfilB.id}`, undefined, tokenA);
    const inexistente = await rest(t.app, 'GET', '/api/perfil/99999999', undefined, tokenA);
    expect(alheio).toEqual(inexistente);
    expect(alheio.status).toBe(404);
    expect((await trpc(t.app, 'query', 'perfil.get', { id: perfilB.id }, tokenA)).status).toBe(404);
  });

  it('403 para quem não é ADM, 400 para id inválido', async () => {
    const c = await criarClinica(t.deps);
    const u = await criarUsuarioComPermissoes(t.db, c.idConta, ['PACIENTES_LISTAR']);
    const token = await entrar(t.app, u.email, u.senha);
    const r = await rest(t.app, 'GET', '/api/perfil', undefined, token);
    expect(r.status).toBe(403);
    expect(r.body.code).toBe('SEM_PERMISSAO');
    expect((await trpc(t.app, 'query', 'perfil.list', undefined, token)).status).toBe(403);
    const adm = await entrar(t.app, c.email, c.senha);
    expect((await rest(t.app, 'GET', '/api/perfil/abc', undefined, adm)).status).toBe(400);
  });

  it('uma mudança de permissão vale na próxima requisição, sem novo login', async () => {
    const c = await criarClinica(t.deps);
    const u = await criarUsuarioComPermissoes(t.db, c.idConta, []);
    const token = await entrar(t.app, u.email, u.senha);
    expect((await rest(t.app, 'GET', '/api/me', undefined, token)).body.permissoes).toEqual([]);
    await t.db
      .insertInto('perfil_permissao')
      .values({ id_perfil: u.idPerfil, id_conta: c.idConta, chave: 'BANCOS_LISTAR' })
      .execute();
    expect((await rest(t.app, 'GET', '/api/me', undefined, token)).body.permissoes).toEqual([
      'BANCOS_LISTAR',
    ]);
  });
});
