import { MSG } from '@clinica/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type AppDeTeste, criarAppDeTeste, criarClinica, entrar } from '../testing';

/**
 * The web client's session (issue 18.6): HttpOnly cookie + CSRF header on state-changing calls.
 * Integrators' bearer tokens keep working without CSRF.
 */
let t: AppDeTeste;
let tHttps: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste(inject('databaseUrl'));
  tHttps = await criarAppDeTeste(inject('databaseUrl'), { APP_URL: 'https://app.exemplo.com.br' });
});
afterAll(async () => {
  await t.fechar();
  await tHttps.fechar();
});

type Cookie = {
  name: string;
  value: string;
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: string;
  expires?: Date;
  maxAge?: number;
  path?: string;
};
const cookiesDe = (r: LightMyRequestResponse) => r.cookies as Cookie[];

async function entrarWeb(app: AppDeTeste, email: string, senha: string) {
  const r = await app.app.inject({ method: 'POST', url: '/trpc/sessao.login', payload: { email, senha } });
  expect(r.statusCode).toBe(200);
  const cookies = cookiesDe(r);
  const sessao = cookies.find((c) => c.name.endsWith('sessao'))!;
  const csrf = cookies.find((c) => c.name.endsWith('csrf'))!;
  return { r, sessao, csrf, cookie: `${sessao.name}=${sessao.value}; ${csrf.name}=${csrf.value}` };
}

const novoPaciente = (n: number) => ({
  nome: `Paciente Cookie ${n}`,
  celular: '(11) 98765-4321',
  sexo: 'Masculino',
  nascimento: '15/03/1985',
});

describe('sessão web em cookie HttpOnly', () => {
  it('o login da web grava o token num cookie HttpOnly SameSite=Lax, e o CSRF num cookie legível; o corpo não traz token', async () => {
    const c = await criarClinica(t.deps);
    const { r, sessao, csrf } = await entrarWeb(t, c.email, c.senha);
    expect(r.json().result.data.token).toBeUndefined();
    expect(r.json().result.data.user.email).toBe(c.email);
    expect(sessao).toMatchObject({ name: 'sessao', httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(sessao.value).toMatch(/^ey/);
    expect(csrf).toMatchObject({ name: 'csrf', sameSite: 'Lax', path: '/' });
    expect(csrf.httpOnly).toBeFalsy();
    expect(csrf.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Until the token's own expiry, not a session cookie that outlives the JWT or dies with the tab.
    expect(sessao.expires!.getTime()).toBeGreaterThan(Date.now() + 6 * 86_400_000);
  });

  it('o cookie autentica leituras (tRPC e REST) sem cabeçalho Authorization', async () => {
    const c = await criarClinica(t.deps);
    const { cookie } = await entrarWeb(t, c.email, c.senha);
    const me = await t.app.inject({ method: 'GET', url: '/trpc/sessao.me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json().result.data.email).toBe(c.email);
    const rest = await t.app.inject({ method: 'GET', url: '/api/pacientes?page=1', headers: { cookie } });
    expect(rest.statusCode).toBe(200);
  });

  it('uma alteração com o cookie exige o CSRF da mesma sessão: sem ele ou com outro, 403 e nada muda', async () => {
    const c = await criarClinica(t.deps);
    const a = await entrarWeb(t, c.email, c.senha);
    const b = await entrarWeb(t, c.email, c.senha);
    const contar = async () =>
      Number(
        (
          await t.db
            .selectFrom('paciente')
            .select((e) => e.fn.countAll<string>().as('n'))
            .where('id_conta', '=', c.idConta)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const antes = await contar();
    for (const csrf of [undefined, 'x'.repeat(43), b.csrf.value]) {
      const headers: Record<string, string> = { cookie: a.cookie };
      if (csrf) headers['x-csrf-token'] = csrf;
      const viaRest = await t.app.inject({
        method: 'POST',
        url: '/api/pacientes',
        headers,
        payload: novoPaciente(1),
      });
      expect(viaRest.statusCode).toBe(403);
      expect(viaRest.json().message).toBe(MSG.sessao.csrfInvalido);
      const viaTrpc = await t.app.inject({
        method: 'POST',
        url: '/trpc/paciente.create',
        headers,
        payload: novoPaciente(2),
      });
      expect(viaTrpc.statusCode).toBe(403);
      expect(viaTrpc.json().error.message).toBe(MSG.sessao.csrfInvalido);
    }
    expect(await contar()).toBe(antes);
    const certo = await t.app.inject({
      method: 'POST',
      url: '/api/pacientes',
      headers: { cookie: a.cookie, 'x-csrf-token': a.csrf.value },
      payload: novoPaciente(3),
    });
    expect(certo.statusCode).toBe(201);
    expect(await contar()).toBe(antes + 1);
  });

  it('o token Bearer dos integradores continua valendo sem CSRF', async () => {
    const c = await criarClinica(t.deps);
    const token = await entrar(t.app, c.email, c.senha);
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/pacientes',
      headers: { authorization: `Bearer ${token}` },
      payload: novoPaciente(4),
    });
    expect(r.statusCode).toBe(201);
  });

  it('logout apaga os cookies e revoga a sessão: o mesmo cookie passa a receber 401', async () => {
    const c = await criarClinica(t.deps);
    const a = await entrarWeb(t, c.email, c.senha);
    const sair = await t.app.inject({
      method: 'POST',
      url: '/trpc/sessao.logout',
      headers: { cookie: a.cookie, 'x-csrf-token': a.csrf.value },
      payload: {},
    });
    expect(sair.statusCode).toBe(200);
    const apagados = cookiesDe(sair);
    for (const nome of ['sessao', 'csrf']) {
      const ck = apagados.find((x) => x.name === nome);
      expect(ck?.value).toBe('');
      expect(ck!.expires!.getTime()).toBeLessThanOrEqual(Date.now());
    }
    const me = await t.app.inject({ method: 'GET', url: '/trpc/sessao.me', headers: { cookie: a.cookie } });
    expect(me.statusCode).toBe(401);
  });

  it('um cookie forjado ou de outra assinatura não autentica', async () => {
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: 'sessao=abc.def.ghi' },
    });
    expect(me.statusCode).toBe(401);
  });

  it('em https os cookies são __Host-, Secure, e só esses nomes valem', async () => {
    const c = await criarClinica(tHttps.deps);
    const { sessao, csrf } = await entrarWeb(tHttps, c.email, c.senha);
    expect(sessao).toMatchObject({ name: '__Host-sessao', secure: true, httpOnly: true, path: '/' });
    expect(csrf).toMatchObject({ name: '__Host-csrf', secure: true, path: '/' });
    const comPrefixo = await tHttps.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: `__Host-sessao=${sessao.value}` },
    });
    expect(comPrefixo.statusCode).toBe(200);
    // A cookie without the prefix could have been planted by a neighbouring subdomain.
    const semPrefixo = await tHttps.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: `sessao=${sessao.value}` },
    });
    expect(semPrefixo.statusCode).toBe(401);
  });

  it('o login pela REST (integradores) não grava cookies', async () => {
    const c = await criarClinica(t.deps);
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: c.email, senha: c.senha },
    });
    expect(r.statusCode).toBe(200);
    expect(cookiesDe(r)).toEqual([]);
  });
});
