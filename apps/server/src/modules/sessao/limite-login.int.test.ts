import { MSG } from '@clinica/contracts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LIMITES_PADRAO } from '../../platform/limites';
import { type AppDeTeste, criarAppDeTeste, criarClinica } from '../../testing';

/*
 * Security issue 18.8: the log-in limits live in Postgres. One account can't be guessed from
 * many IPs (its own backoff, whatever the address), one person can't lock an office's shared
 * address out, and two server instances on one database count together.
 */
const SEG = 1000;
let relogio = Date.now();
const agora = () => new Date(relogio);
const conta = { livres: 3, baseSeg: 30, tetoSeg: 120, janelaSeg: 3600 };

let t: AppDeTeste;
beforeAll(async () => {
  // One trusted proxy: the address it appends to X-Forwarded-For is the client's.
  t = await criarAppDeTeste(
    inject('databaseUrl'),
    { TRUST_PROXY: '1' },
    { agora, limites: { login: { ...LIMITES_PADRAO.login, conta } } },
  );
});
afterAll(() => t.fechar());

const entrarDe = (app: AppDeTeste, ip: string, email: string, senha: string) =>
  app.app.inject({
    method: 'POST',
    url: '/api/login',
    headers: { 'x-forwarded-for': ip },
    payload: { email, senha },
  });

describe('limite por conta, de qualquer IP', () => {
  it('falhas vindas de muitos IPs travam a conta, com espera que dobra; a senha certa depois libera', async () => {
    const c = await criarClinica(t.deps);
    const ip = (i: number) => `198.51.100.${i}`;
    for (let i = 1; i <= 3; i++)
      expect((await entrarDe(t, ip(i), c.email, 'errada-123')).statusCode).toBe(401);

    // A fourth address, even with the right password: wait 30 s.
    const travada = await entrarDe(t, ip(4), c.email, c.senha);
    expect(travada.statusCode).toBe(429);
    expect(travada.headers['retry-after']).toBe('30');
    expect(travada.json().message).toBe(MSG.login.muitasTentativas);

    relogio += 30 * SEG;
    expect((await entrarDe(t, ip(5), c.email, 'errada-123')).statusCode).toBe(401);
    const dobro = await entrarDe(t, ip(6), c.email, 'errada-123');
    expect(dobro.statusCode).toBe(429);
    expect(dobro.headers['retry-after']).toBe('60');

    relogio += 60 * SEG;
    expect((await entrarDe(t, ip(7), c.email, c.senha)).statusCode).toBe(200);
    // A success forgets the account's attempts: three free ones again.
    for (let i = 8; i <= 10; i++)
      expect((await entrarDe(t, ip(i), c.email, 'errada-123')).statusCode).toBe(401);
  });

  it('a espera dobra até o teto', async () => {
    const c = await criarClinica(t.deps);
    const esperas: string[] = [];
    for (let i = 0; i < 14; i++) {
      const r = await entrarDe(t, `203.0.113.${i}`, c.email, 'errada-123');
      if (r.statusCode === 429) {
        esperas.push(r.headers['retry-after'] as string);
        relogio += Number(r.headers['retry-after']) * SEG;
      }
    }
    expect(esperas).toEqual(['30', '60', '120', '120', '120', '120']);
  });

  it('a mesma conta via tRPC conta junto', async () => {
    const c = await criarClinica(t.deps);
    for (let i = 1; i <= 3; i++)
      expect((await entrarDe(t, `192.0.2.${i}`, c.email, 'x-errada')).statusCode).toBe(401);
    const r = await t.app.inject({
      method: 'POST',
      url: '/trpc/sessao.login',
      headers: { 'x-forwarded-for': '192.0.2.99' },
      payload: { email: c.email, senha: c.senha },
    });
    expect(r.statusCode).toBe(429);
  });
});

describe('IP compartilhado de um consultório', () => {
  it('uma pessoa errando muito numa conta não tranca a colega no mesmo IP', async () => {
    const a = await criarClinica(t.deps);
    const b = await criarClinica(t.deps);
    const escritorio = '198.51.100.200';
    const status: number[] = [];
    for (let i = 0; i < 12; i++) {
      status.push((await entrarDe(t, escritorio, a.email, 'chute-123')).statusCode);
      relogio += 31 * SEG; // paced past the account backoff, so only the IP limits act
    }
    expect(status.slice(0, 3)).toEqual([401, 401, 401]);
    expect(status.at(-1)).toBe(429);
    expect((await entrarDe(t, escritorio, b.email, b.senha)).statusCode).toBe(200);
  });
});

describe('duas instâncias no mesmo banco', () => {
  it('as contagens são as mesmas nas duas', async () => {
    const prefixo = `dupla${Date.now()}:`;
    const limites = { prefixo, login: { ...LIMITES_PADRAO.login, conta } };
    const [um, dois] = await Promise.all([
      criarAppDeTeste(inject('databaseUrl'), { TRUST_PROXY: '1' }, { limites }),
      criarAppDeTeste(inject('databaseUrl'), { TRUST_PROXY: '1' }, { limites }),
    ]);
    try {
      const c = await criarClinica(um.deps);
      expect((await entrarDe(um, '198.51.100.1', c.email, 'errada-1')).statusCode).toBe(401);
      expect((await entrarDe(dois, '198.51.100.2', c.email, 'errada-2')).statusCode).toBe(401);
      expect((await entrarDe(um, '198.51.100.3', c.email, 'errada-3')).statusCode).toBe(401);
      // The fourth attempt, on the other instance: the account's three are already spent.
      expect((await entrarDe(dois, '198.51.100.4', c.email, c.senha)).statusCode).toBe(429);
      const linha = await um.db
        .selectFrom('contador_limite')
        .select('pontos')
        .where('chave', '=', `${prefixo}login:conta:${c.email}`)
        .executeTakeFirstOrThrow();
      expect(linha.pontos).toBe(3);
    } finally {
      await Promise.all([um.fechar(), dois.fechar()]);
    }
  });
});

describe('dispositivo conhecido (issue 38)', () => {
  /** The web's log-in (tRPC), from `ip`, with this browser's cookies; its Set-Cookie back. */
  const entrarPeloNavegador = async (ip: string, email: string, senha: string, cookie?: string) => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/trpc/sessao.login',
      headers: { 'x-forwarded-for': ip, ...(cookie ? { cookie } : {}) },
      payload: { email, senha },
    });
    const marca = [r.headers['set-cookie'] ?? []]
      .flat()
      .map((c) => String(c).split(';')[0]!)
      .find((c) => c.startsWith('dispositivo='));
    return { status: r.statusCode, marca };
  };

  it('o navegador que já entrou na conta não fica trancado por tentativas de outros lugares', async () => {
    const c = await criarClinica(t.deps);
    const doDono = await entrarPeloNavegador('203.0.113.10', c.email, c.senha);
    expect(doDono.status).toBe(200);
    expect(doDono.marca).toMatch(/^dispositivo=\d+\.[A-Za-z0-9_-]{43}$/);

    // Someone guesses from three addresses: the account's backoff starts.
    for (let i = 1; i <= 3; i++)
      expect((await entrarDe(t, `198.51.100.${40 + i}`, c.email, 'errada-123')).statusCode).toBe(401);
    expect((await entrarPeloNavegador('203.0.113.11', c.email, c.senha)).status).toBe(429);
    // The owner's browser, from wherever it is now, still gets in.
    expect((await entrarPeloNavegador('203.0.113.12', c.email, c.senha, doDono.marca)).status).toBe(200);

    // The mark is the account's: another account's, or a forged one, is not known.
    const outra = await criarClinica(t.deps);
    for (let i = 1; i <= 3; i++)
      expect((await entrarDe(t, `198.51.100.${50 + i}`, outra.email, 'errada-123')).statusCode).toBe(401);
    expect((await entrarPeloNavegador('203.0.113.13', outra.email, outra.senha, doDono.marca)).status).toBe(
      429,
    );
    // Guesses again (the owner's success reset the count): a forged mark is not known either.
    for (let i = 1; i <= 3; i++)
      expect((await entrarDe(t, `198.51.100.${60 + i}`, c.email, 'errada-123')).statusCode).toBe(401);
    const forjada = doDono.marca!.replace(/.$/, (ch) => (ch === 'A' ? 'B' : 'A'));
    expect((await entrarPeloNavegador('203.0.113.14', c.email, c.senha, forjada)).status).toBe(429);
    expect((await entrarPeloNavegador('203.0.113.15', c.email, c.senha, doDono.marca)).status).toBe(200);
  });

  it('o dispositivo conhecido ainda tem o limite por IP+e-mail', async () => {
    const c = await criarClinica(t.deps);
    const { marca } = await entrarPeloNavegador('203.0.113.20', c.email, c.senha);
    const statuses: number[] = [];
    for (let i = 0; i < LIMITES_PADRAO.login.porIpEmail + 1; i++)
      statuses.push((await entrarPeloNavegador('203.0.113.21', c.email, 'errada-123', marca)).status);
    expect(statuses.at(-1)).toBe(429);
  });
});
