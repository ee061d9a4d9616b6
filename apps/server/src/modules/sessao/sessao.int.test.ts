import { MSG } from '@clinica/contracts';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { criarSenhas, PARAMETROS_TESTE } from '../../platform/senha';
import {
  type AppDeTeste,
  criarAppDeTeste,
  criarClinica,
  criarUsuarioComPermissoes,
  entrar,
  rest,
  SEGREDO_TESTE,
  trpc,
} from '../../testing';

let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste(inject('databaseUrl'));
});
afterAll(() => t.fechar());

const superficies = {
  rest: (body: unknown) => rest(t.app, 'POST', '/api/login', body),
  trpc: (body: unknown) => trpc(t.app, 'mutation', 'sessao.login', body),
};

describe.each(Object.entries(superficies))('login via %s', (_nome, logar) => {
  it('devolve o usuário (e o token só pela REST), e registra o login no log de auditoria', async () => {
    const c = await criarClinica(t.deps);
    const r = await logar({ email: `  ${c.email.toUpperCase()} `, senha: c.senha });
    expect(r.status).toBe(200);
    // The web's log-in (tRPC) keeps the token in an HttpOnly cookie, never in the answer.
    if (_nome === 'rest') expect(r.body.token).toMatch(/^ey/);
    else expect(r.body.token).toBeUndefined();
    expect(r.body.user).toMatchObject({ id: c.idUsuario, id_conta: c.idConta, tipo: 'ADM', email: c.email });
    expect(r.body.user.permissoes).toContain('PACIENTES_LISTAR');
    const log = await t.db
      .selectFrom('log_auditoria')
      .selectAll()
      .where('id_usuario', '=', c.idUsuario)
      .where('acao', '=', 'login')
      .executeTakeFirst();
    expect(log?.ip).toBe('127.0.0.1');
  });

  it('senha errada e e-mail desconhecido recebem o mesmo 401', async () => {
    const c = await criarClinica(t.deps);
    const errada = await logar({ email: c.email, senha: 'outra-senha' });
    const desconhecido = await logar({ email: `x${c.email}`, senha: c.senha });
    expect(errada.status).toBe(401);
    expect(desconhecido.status).toBe(401);
    expect(errada.body.message).toBe(MSG.login.credenciaisIncorretas);
    expect(desconhecido.body.message).toBe(MSG.login.credenciaisIncorretas);
  });

  it.each([
    [{ email: '', senha: '' }, MSG.login.preenchaTodos],
    [{ email: 'ana@clinica.com', senha: '' }, MSG.login.preenchaTodos],
    [{ email: 'ana@', senha: 'x' }, MSG.login.emailInvalido],
  ])('400 para %o', async (body, mensagem) => {
    const r = await logar(body);
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(mensagem);
  });

  it('um usuário desativado não entra', async () => {
    const c = await criarClinica(t.deps);
    const u = await criarUsuarioComPermissoes(t.db, c.idConta, [], { ativo: false });
    const r = await logar({ email: u.email, senha: u.senha });
    expect(r.status).toBe(401);
    expect(r.body.message).toBe(MSG.login.usuarioInativo);
  });
});

describe('limite de tentativas', () => {
  it('após 5 falhas para o mesmo e-mail e IP responde 429, mesmo com a senha certa', async () => {
    const c = await criarClinica(t.deps);
    for (let i = 0; i < 5; i++) {
      expect((await rest(t.app, 'POST', '/api/login', { email: c.email, senha: 'errada' })).status).toBe(401);
    }
    const r = await rest(t.app, 'POST', '/api/login', { email: c.email, senha: c.senha });
    expect(r.status).toBe(429);
    expect(r.body.message).toBe(MSG.login.muitasTentativas);
    const viaTrpc = await trpc(t.app, 'mutation', 'sessao.login', { email: c.email, senha: c.senha });
    expect(viaTrpc.status).toBe(429);
  });
});

describe('sessão', () => {
  it('sessao.me e GET /api/me devolvem o usuário do token', async () => {
    const c = await criarClinica(t.deps);
    const token = await entrar(t.app, c.email, c.senha);
    const a = await rest(t.app, 'GET', '/api/me', undefined, token);
    const b = await trpc(t.app, 'query', 'sessao.me', undefined, token);
    expect(a.status).toBe(200);
    expect(b.body).toEqual(a.body);
    expect(a.body.conta).toMatchObject({ id: c.idConta, tipo: 'clinica' });
  });

  it.each([
    ['sem token', undefined],
    ['token malformado', 'abc.def.ghi'],
  ])('401 %s', async (_caso, token) => {
    expect((await rest(t.app, 'GET', '/api/me', undefined, token)).status).toBe(401);
    expect((await trpc(t.app, 'query', 'sessao.me', undefined, token)).status).toBe(401);
  });

  it('401 com token expirado, sem expiração, sem sessão ou assinado com outro segredo', async () => {
    const c = await criarClinica(t.deps);
    // A real log-in's session id: the crafted tokens below differ from a valid one in one claim each.
    const { sid } = decodeJwt(await entrar(t.app, c.email, c.senha));
    const assinado = (
      montar: (j: SignJWT) => SignJWT,
      segredo = SEGREDO_TESTE,
      claims: object = { conta: c.idConta, sid },
    ) =>
      montar(
        new SignJWT({ ...claims })
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject(String(c.idUsuario))
          .setIssuer('clinica'),
      ).sign(new TextEncoder().encode(segredo));
    const expirado = await assinado((j) =>
      j.setIssuedAt().setExpirationTime(Math.floor(Date.now() / 1000) - 60),
    );
    const outroSegredo = await assinado((j) => j.setIssuedAt().setExpirationTime('1h'), 'x'.repeat(40));
    // Correctly signed but without an expiry: it would never end, so it is refused.
    const semExp = await assinado((j) => j.setIssuedAt());
    // Without a session id it could never be revoked: refused too; so is an unknown session.
    const semSessao = await assinado((j) => j.setIssuedAt().setExpirationTime('1h'), SEGREDO_TESTE, {
      conta: c.idConta,
    });
    const sessaoInventada = await assinado((j) => j.setIssuedAt().setExpirationTime('1h'), SEGREDO_TESTE, {
      conta: c.idConta,
      sid: 'AAAAAAAAAAAAAAAAAAAAAA',
    });
    for (const token of [expirado, outroSegredo, semExp, semSessao, sessaoInventada]) {
      expect((await rest(t.app, 'GET', '/api/me', undefined, token)).status).toBe(401);
    }
    // The same token with an expiry and the real session passes: each refusal is about one claim.
    const valido = await assinado((j) => j.setIssuedAt().setExpirationTime('1h'));
    expect((await rest(t.app, 'GET', '/api/me', undefined, valido)).status).toBe(200);
  });

  it('o token de um usuário desativado deixa de valer na próxima requisição', async () => {
    const c = await criarClinica(t.deps);
    const u = await criarUsuarioComPermissoes(t.db, c.idConta, ['PACIENTES_LISTAR']);
    const token = await entrar(t.app, u.email, u.senha);
    expect((await rest(t.app, 'GET', '/api/me', undefined, token)).status).toBe(200);
    await t.db.updateTable('usuario').set({ ativo: false }).where('id', '=', u.idUsuario).execute();
    expect((await rest(t.app, 'GET', '/api/me', undefined, token)).status).toBe(401);
  });

  it('sessao.logout registra a saída no log', async () => {
    const c = await criarClinica(t.deps);
    const token = await entrar(t.app, c.email, c.senha);
    const r = await trpc(t.app, 'mutation', 'sessao.logout', {}, token);
    expect(r).toEqual({ status: 200, body: { ok: true } });
    const log = await t.db
      .selectFrom('log_auditoria')
      .select('acao')
      .where('id_usuario', '=', c.idUsuario)
      .where('acao', '=', 'logout')
      .executeTakeFirst();
    expect(log).toBeDefined();
  });

  it('um hash mais fraco que o atual é refeito no login, e a senha continua valendo', async () => {
    const c = await criarClinica(t.deps);
    const fraco = await criarSenhas({ ...PARAMETROS_TESTE, N: PARAMETROS_TESTE.N / 2 }).gerarHash(c.senha);
    await t.db.updateTable('usuario').set({ senha_hash: fraco }).where('id', '=', c.idUsuario).execute();
    await entrar(t.app, c.email, c.senha);
    const { senha_hash } = await t.db
      .selectFrom('usuario')
      .select('senha_hash')
      .where('id', '=', c.idUsuario)
      .executeTakeFirstOrThrow();
    expect(senha_hash).not.toBe(fraco);
    expect(senha_hash.startsWith(`scrypt$${PARAMETROS_TESTE.N}$`)).toBe(true);
    await entrar(t.app, c.email, c.senha);
  });
});
