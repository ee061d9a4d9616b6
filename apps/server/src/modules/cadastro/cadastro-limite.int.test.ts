import { MSG } from '@clinica/contracts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LIMITES_PADRAO } from '../../platform/limites';
import { type AppDeTeste, criarAppDeTeste, criarClinica, emailUnico } from '../../testing';

/*
 * Security issue 18.8: sign-up answers 409 for a taken e-mail, so it is limited hard per IP
 * (production: 5 an hour) to keep it from confirming registered e-mails in bulk. The count is
 * per address and shared by REST and tRPC; a taken e-mail counts like any other attempt.
 */
let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste(
    inject('databaseUrl'),
    { TRUST_PROXY: '1' },
    { limites: { cadastro: LIMITES_PADRAO.cadastro } },
  );
});
afterAll(() => t.fechar());

const corpo = (email: string) => ({
  nome: 'Clínica Limite',
  tipo: 'clinica',
  usuario: { nome: 'Rita', email, senha: 'Sorriso#2024', whatsapp: '5511987654321' },
});

const cadastrar = (ip: string, email: string, via: 'rest' | 'trpc') =>
  t.app.inject({
    method: 'POST',
    url: via === 'rest' ? '/api/conta' : '/trpc/cadastro.create',
    headers: { 'x-forwarded-for': ip },
    payload: corpo(email),
  });

describe('limite de cadastro por IP', () => {
  it('5 por hora por endereço, somando REST e tRPC e e-mails já usados; outro endereço segue livre', async () => {
    const existente = await criarClinica(t.deps);
    const ip = '198.51.100.50';
    const status: number[] = [];
    for (const via of ['rest', 'trpc', 'rest', 'trpc'] as const)
      status.push((await cadastrar(ip, emailUnico(), via)).statusCode);
    status.push((await cadastrar(ip, existente.email, 'rest')).statusCode);
    expect(status).toEqual([201, 200, 201, 200, 409]);

    const sexto = await cadastrar(ip, emailUnico(), 'rest');
    expect(sexto.statusCode).toBe(429);
    expect(sexto.json().message).toBe(MSG.registro.muitasTentativas);
    expect(Number(sexto.headers['retry-after'])).toBeGreaterThan(3500);
    // Once limited, a taken e-mail gets the same 429: nothing more is learnt.
    expect((await cadastrar(ip, existente.email, 'trpc')).statusCode).toBe(429);

    expect((await cadastrar('198.51.100.51', emailUnico(), 'rest')).statusCode).toBe(201);
  });
});
