import { MSG } from '@clinica/contracts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type AppDeTeste, criarAppDeTeste, criarClinica, entrar, rest, trpc } from '../../testing';
import { buscarCep } from './cep.service';

let t: AppDeTeste;
let token: string;
beforeAll(async () => {
  t = await criarAppDeTeste(inject('databaseUrl'), { CEP_PROVIDER: 'offline' });
  const c = await criarClinica(t.deps);
  token = await entrar(t.app, c.email, c.senha);
});
afterAll(() => t.fechar());

describe('GET /cep/{cep} (provedor offline)', () => {
  it.each([['01310100'], ['01310-100']])('%s → o endereço, nas duas superfícies', async (cep) => {
    const a = await rest(t.app, 'GET', `/api/cep/${cep}`, undefined, token);
    const b = await trpc(t.app, 'query', 'cep.get', { cep }, token);
    expect(a.status).toBe(200);
    expect(a.body).toEqual({
      cep: '01310-100',
      logradouro: 'Avenida Paulista',
      bairro: 'Bela Vista',
      localidade: 'São Paulo',
      uf: 'SP',
    });
    expect(b.body).toEqual(a.body);
  });

  it('CEP que não existe: 404 "CEP não encontrado."', async () => {
    const a = await rest(t.app, 'GET', '/api/cep/99999999', undefined, token);
    const b = await trpc(t.app, 'query', 'cep.get', { cep: '99999-999' }, token);
    expect([a.status, a.body.message]).toEqual([404, MSG.cep.naoEncontrado]);
    expect([b.status, b.body.message]).toEqual([404, MSG.cep.naoEncontrado]);
  });

  it.each([['123'], ['abcdefgh'], ['013101000']])('formato inválido %s: 400', async (cep) => {
    const a = await rest(t.app, 'GET', `/api/cep/${cep}`, undefined, token);
    expect([a.status, a.body.message]).toEqual([400, MSG.conta.cepInvalido]);
  });

  it('exige login', async () => {
    expect((await rest(t.app, 'GET', '/api/cep/01310100')).status).toBe(401);
  });

  it('provedor fora do ar: 503 "Erro ao buscar o CEP."', async () => {
    const falho = { buscar: () => Promise.reject(new Error('timeout')) };
    await expect(buscarCep({ ...t.deps, cep: falho }, '01310100')).rejects.toMatchObject({
      code: 'SERVICO_INDISPONIVEL',
      message: MSG.cep.erroBuscar,
    });
  });
});
