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

const unidade = {
  nome_fantasia: ' Clínica Sorriso Centro ',
  cnpj: '11.222.333/0001-81',
  razao_social: 'Sorriso Odontologia Ltda',
  responsavel: 'Ana Souza',
  horario_inicio: '08:00',
  horario_fim: '18:30',
  // Reais at the REST edge (DECISIONS 6), as an old client types it; cents on tRPC.
  taxa_marketing: 'R$ 150,00',
  email: 'centro@sorriso.com.br',
  telefone: '(11) 3333-4444',
  celular: '(11) 98765-4321',
  cep: '01310-100',
  estado: 'sp',
};

describe('unidades', () => {
  it('cria (dígitos normalizados), edita, busca e exclui em lote pelas duas superfícies', async () => {
    const c = await criarClinica(t.deps);
    const token = await entrar(t.app, c.email, c.senha);
    const a = await rest(t.app, 'POST', '/api/unidades', unidade, token);
    expect(a.status).toBe(201);
    expect(a.body).toMatchObject({
      nome_fantasia: 'Clínica Sorriso Centro',
      cnpj: '11222333000181',
      telefone: '1133334444',
      celular: '11987654321',
      cep: '01310100',
      estado: 'SP',
      taxa_marketing: 150,
      complemento: null,
    });
    const naWeb = await trpc(t.app, 'query', 'unidade.list', { q: 'sorriso', limit: 5 }, token);
    expect(naWeb.body.itens[0].taxa_marketing).toBe(15000);
    const b = await trpc(
      t.app,
      'mutation',
      'unidade.create',
      { nome_fantasia: 'Unidade Norte', cnpj: '11222333000181' },
      token,
    );
    expect(b.status).toBe(200);
    const editada = await trpc(
      t.app,
      'mutation',
      'unidade.update',
      { id: b.body.id, nome_fantasia: 'Unidade Zona Norte', cnpj: '11222333000181' },
      token,
    );
    expect(editada.body.nome_fantasia).toBe('Unidade Zona Norte');
    const busca = await trpc(t.app, 'query', 'unidade.list', { q: 'sorriso', limit: 5 }, token);
    expect(busca.body).toMatchObject({ total: 1, itens: [{ id: a.body.id }] });
    const removidas = await trpc(
      t.app,
      'mutation',
      'unidade.removeMany',
      { ids: [a.body.id, b.body.id] },
      token,
    );
    expect(removidas.body).toEqual({ excluidos: 2 });
    expect((await rest(t.app, 'GET', '/api/unidades', undefined, token)).body).toEqual([]);
  });

  it.each([
    [{ nome_fantasia: '', cnpj: '11222333000181' }, 'Nome fantasia é obrigatório'],
    [{ nome_fantasia: 'X', cnpj: '' }, 'CNPJ é obrigatório'],
    [{ nome_fantasia: 'X', cnpj: '11.222.333/0001-80' }, 'CNPJ inválido'],
    [
      { nome_fantasia: 'X', cnpj: '11222333000181', horario_inicio: '25:00' },
      'Horário inválido (use HH:MM).',
    ],
    [{ nome_fantasia: 'X', cnpj: '11222333000181', email: 'x@' }, 'E-mail inválido'],
  ])('400 para %o', async (body, mensagem) => {
    const c = await criarClinica(t.deps);
    const token = await entrar(t.app, c.email, c.senha);
    const r = await rest(t.app, 'POST', '/api/unidades', body, token);
    expect(r).toMatchObject({ status: 400, body: { message: mensagem } });
  });

  it('403 para quem não é ADM; 404 para unidade de outra clínica (e o lote inteiro é recusado)', async () => {
    const c = await criarClinica(t.deps);
    const outra = await criarClinica(t.deps);
    const token = await entrar(t.app, c.email, c.senha);
    const tokenOutra = await entrar(t.app, outra.email, outra.senha);
    const minha = (await rest(t.app, 'POST', '/api/unidades', unidade, token)).body;
    const dela = (await rest(t.app, 'POST', '/api/unidades', unidade, tokenOutra)).body;
    expect((await rest(t.app, 'PUT', `/api/unidades/${dela.id}`, unidade, token)).status).toBe(404);
    expect(
      (await trpc(t.app, 'mutation', 'unidade.removeMany', { ids: [minha.id, dela.id] }, token)).status,
    ).toBe(404);
    expect((await rest(t.app, 'GET', '/api/unidades', undefined, token)).body).toHaveLength(1);
    const u = await criarUsuarioComPermissoes(t.db, c.idConta, ['USUARIOS_LISTAR', 'USUARIOS_EDITAR']);
    expect(
      (await rest(t.app, 'GET', '/api/unidades', undefined, await entrar(t.app, u.email, u.senha))).status,
    ).toBe(403);
  });
});
