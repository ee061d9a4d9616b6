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
    const b = await trpc(t.app, 'query', 'perfil.list', {}, token);
    expect(a.status).toBe(200);
    expect(a.body).toHaveLength(1);
    expect(a.body[0].nome).toBe('Administrador');
    expect(a.body[0].permissoes).toContainEqual({ id_modulo: 1, id_funcao: 101 });
    expect(b.body).toEqual({ itens: a.body, total: 1 });
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
    expect((await trpc(t.app, 'query', 'perfil.list', {}, token)).status).toBe(403);
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

describe('CRUD de perfis', () => {
  const apenasPacientes = [{ id_modulo: 1, id_funcao: 101 }];

  it('cria, edita e lê um perfil pelas duas superfícies, com as permissões em id_modulo/id_funcao', async () => {
    const c = await criarClinica(t.deps);
    const token = await entrar(t.app, c.email, c.senha);
    const criado = await rest(
      t.app,
      'POST',
      '/api/perfil',
      { nome: ' Recepção ', permissoes: apenasPacientes },
      token,
    );
    expect(criado.status).toBe(201);
    expect(criado.body).toMatchObject({ nome: 'Recepção', permissoes: apenasPacientes });
    const editado = await trpc(
      t.app,
      'mutation',
      'perfil.update',
      {
        id: criado.body.id,
        nome: 'Recepção 2',
        permissoes: [...apenasPacientes, { id_modulo: 8, id_funcao: 801 }],
      },
      token,
    );
    expect(editado.body.permissoes).toHaveLength(2);
    const lido = await rest(t.app, 'GET', `/api/perfil/${criado.body.id}`, undefined, token);
    expect(lido.body).toEqual(editado.body);
    const busca = await trpc(t.app, 'query', 'perfil.list', { q: 'recepcao' }, token);
    expect(busca.body.itens.map((p: { nome: string }) => p.nome)).toEqual(['Recepção 2']);
    const modulos = await rest(t.app, 'GET', '/api/modulos', undefined, token);
    expect(modulos.body.modulos[0]).toMatchObject({ id: 1, nome: 'Pacientes' });
  });

  it('400 para nome vazio ou função inexistente, sem gravar', async () => {
    const c = await criarClinica(t.deps);
    const token = await entrar(t.app, c.email, c.senha);
    const vazio = await rest(t.app, 'POST', '/api/perfil', { nome: '', permissoes: [] }, token);
    expect(vazio).toMatchObject({ status: 400, body: { message: 'Nome é obrigatório' } });
    const invalida = await trpc(
      t.app,
      'mutation',
      'perfil.create',
      { nome: 'X', permissoes: [{ id_modulo: 1, id_funcao: 999 }] },
      token,
    );
    expect(invalida.status).toBe(400);
    expect(invalida.body.message).toBe('Permissão inválida.');
    expect((await rest(t.app, 'GET', '/api/perfil', undefined, token)).body).toHaveLength(1);
  });

  it('exclui em lote de verdade; recusa (409) se um usuário usa o perfil, e nada muda', async () => {
    const c = await criarClinica(t.deps);
    const token = await entrar(t.app, c.email, c.senha);
    const a = (await rest(t.app, 'POST', '/api/perfil', { nome: 'A', permissoes: [] }, token)).body;
    const b = (await rest(t.app, 'POST', '/api/perfil', { nome: 'B', permissoes: [] }, token)).body;
    const usado = await criarUsuarioComPermissoes(t.db, c.idConta, []);

    const recusado = await trpc(
      t.app,
      'mutation',
      'perfil.removeMany',
      { ids: [a.id, usado.idPerfil] },
      token,
    );
    expect(recusado.status).toBe(409);
    expect(recusado.body.message).toBe('Este perfil está em uso por usuários e não pode ser excluído.');
    expect((await rest(t.app, 'GET', `/api/perfil/${a.id}`, undefined, token)).status).toBe(200);

    expect((await trpc(t.app, 'mutation', 'perfil.removeMany', { ids: [a.id, b.id] }, token)).body).toEqual({
      excluidos: 2,
    });
    expect((await rest(t.app, 'DELETE', `/api/perfil/${usado.idPerfil}`, undefined, token)).status).toBe(409);
    expect((await rest(t.app, 'GET', `/api/perfil/${a.id}`, undefined, token)).status).toBe(404);
  });

  it('só o ADM altera perfis; outra clínica recebe 404', async () => {
    const c = await criarClinica(t.deps);
    const outra = await criarClinica(t.deps);
    const tokenOutra = await entrar(t.app, outra.email, outra.senha);
    const gestor = await criarUsuarioComPermissoes(t.db, c.idConta, ['USUARIOS_LISTAR', 'USUARIOS_CRIAR']);
    const tokenGestor = await entrar(t.app, gestor.email, gestor.senha);
    expect((await rest(t.app, 'GET', '/api/perfil', undefined, tokenGestor)).status).toBe(200);
    expect(
      (await rest(t.app, 'POST', '/api/perfil', { nome: 'X', permissoes: [] }, tokenGestor)).status,
    ).toBe(403);
    const body = { nome: 'Invasor', permissoes: [] };
    expect((await rest(t.app, 'PUT', `/api/perfil/${gestor.idPerfil}`, body, tokenOutra)).status).toBe(404);
    expect(
      (await rest(t.app, 'DELETE', `/api/perfil/${gestor.idPerfil}`, undefined, tokenOutra)).status,
    ).toBe(404);
  });
});
