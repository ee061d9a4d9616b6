import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type AppDeTeste, criarAppDeTeste, criarClinica, entrar, rest, trpc } from '../../testing';

let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste(inject('databaseUrl'));
});
afterAll(() => t.fechar());

const registro = (idUser: number) => ({
  id_user: idUser,
  action: 'logout',
  description: 'Usuário saiu',
  ip: '8.8.8.8',
  user_agent: 'Navegador',
  token: 'eyJ-segredo-do-token',
  localstorage: { userToken: 'eyJ-segredo-do-token', userData: '{"senha":"x"}' },
});

describe.each([
  ['rest', (body: unknown, token?: string) => rest(t.app, 'POST', '/api/logs', body, token)],
  ['trpc', (body: unknown, token?: string) => trpc(t.app, 'mutation', 'auditoria.create', body, token)],
] as const)('POST /logs via %s', (_nome, enviar) => {
  it('grava ação e descrição com o IP da requisição, e descarta token e localstorage', async () => {
    const c = await criarClinica(t.deps);
    const token = await entrar(t.app, c.email, c.senha);
    // id_user of another user is ignored: the record belongs to the token's user.
    const r = await enviar({ ...registro(999999) }, token);
    expect([200, 201]).toContain(r.status);
    const log = await t.db
      .selectFrom('log_auditoria')
      .selectAll()
      .where('id', '=', r.body.id)
      .executeTakeFirstOrThrow();
    expect(log).toMatchObject({
      id_conta: c.idConta,
      id_usuario: c.idUsuario,
      acao: 'logout',
      descricao: 'Usuário saiu',
      ip: '127.0.0.1',
    });
    expect(JSON.stringify(log)).not.toContain('segredo');
  });

  it('401 sem token e 400 sem action', async () => {
    expect((await enviar(registro(1))).status).toBe(401);
    const c = await criarClinica(t.deps);
    const token = await entrar(t.app, c.email, c.senha);
    const r = await enviar({ description: 'x' }, token);
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('Campo obrigatório');
  });
});
