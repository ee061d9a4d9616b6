import { MSG } from '@clinica/contracts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type AppDeTeste, criarAppDeTeste, criarClinica, entrar, rest, trpc } from '../../testing';

/* Issue 18.7: a session ends when the user says so, everywhere at once. */
let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste(inject('databaseUrl'));
});
afterAll(() => t.fechar());

const me = async (token: string) => (await rest(t.app, 'GET', '/api/me', undefined, token)).status;

describe('sessões que terminam', () => {
  it('logout revoga o token: a mesma cópia deixa de valer (REST e tRPC); outra sessão continua', async () => {
    const c = await criarClinica(t.deps);
    const [a, b, d] = [
      await entrar(t.app, c.email, c.senha),
      await entrar(t.app, c.email, c.senha),
      await entrar(t.app, c.email, c.senha),
    ];
    expect((await trpc(t.app, 'mutation', 'sessao.logout', undefined, a)).status).toBe(200);
    expect(await me(a)).toBe(401);
    expect((await trpc(t.app, 'query', 'sessao.me', undefined, a)).status).toBe(401);
    expect((await rest(t.app, 'POST', '/api/logout', undefined, b)).status).toBe(200);
    expect(await me(b)).toBe(401);
    expect(await me(d)).toBe(200);
  });

  it("'Sair de todos os dispositivos' encerra todas as sessões do usuário, e só as dele", async () => {
    const c = await criarClinica(t.deps);
    const outra = await criarClinica(t.deps);
    const celular = await entrar(t.app, c.email, c.senha);
    const computador = await entrar(t.app, c.email, c.senha);
    const alheio = await entrar(t.app, outra.email, outra.senha);
    const r = await trpc(t.app, 'mutation', 'sessao.sairDeTodos', undefined, computador);
    expect(r.status).toBe(200);
    expect(r.body.encerradas).toBe(2);
    expect(await me(celular)).toBe(401);
    expect(await me(computador)).toBe(401);
    expect(await me(alheio)).toBe(200);
    // A new log-in works as before.
    expect(await me(await entrar(t.app, c.email, c.senha))).toBe(200);
    const log = await t.db
      .selectFrom('log_auditoria')
      .select('descricao')
      .where('id_usuario', '=', c.idUsuario)
      .where('descricao', 'like', 'Saiu de todos%')
      .execute();
    expect(log).toHaveLength(1);
  });

  it('trocar a senha encerra as outras sessões, não a atual; a senha antiga deixa de entrar', async () => {
    const c = await criarClinica(t.deps);
    const outroAparelho = await entrar(t.app, c.email, c.senha);
    const aqui = await entrar(t.app, c.email, c.senha);
    const nova = 'Pitanga-Azul-2026';
    const errada = await rest(
      t.app,
      'PUT',
      '/api/me/senha',
      { senha_atual: 'nao-e-esta', nova_senha: nova },
      aqui,
    );
    expect(errada.status).toBe(400);
    expect(errada.body.message).toBe(MSG.sessao.senhaAtualIncorreta);
    expect(await me(outroAparelho)).toBe(200);
    const comum = await rest(
      t.app,
      'PUT',
      '/api/me/senha',
      { senha_atual: c.senha, nova_senha: 'password' },
      aqui,
    );
    expect(comum.status).toBe(400);
    expect(comum.body.message).toBe(MSG.senha.comum);

    const r = await trpc(
      t.app,
      'mutation',
      'sessao.alterarSenha',
      { senha_atual: c.senha, nova_senha: nova },
      aqui,
    );
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ message: MSG.sessao.senhaAlterada, encerradas: 1 });
    expect(await me(outroAparelho)).toBe(401);
    expect(await me(aqui)).toBe(200);
    expect((await rest(t.app, 'POST', '/api/login', { email: c.email, senha: c.senha })).status).toBe(401);
    expect(await me(await entrar(t.app, c.email, nova))).toBe(200);
  });

  it('sem token: 401 antes de olhar o corpo', async () => {
    expect((await rest(t.app, 'PUT', '/api/me/senha', {})).status).toBe(401);
    expect((await rest(t.app, 'POST', '/api/logout/todos')).status).toBe(401);
  });
});
