import { beforeAll, describe, expect, it } from 'vitest';
import { type AppDeTeste, criarClinica, emailUnico, entrar, rest } from '../testing';
import { suiteRestCompat } from './suite';

/*
 * rest-compat, spec 01 (shell, access, billing): the old client's requests, with its loose
 * types, and the fields its §3 entity descriptions name — written from the spec, not from our
 * schemas. Each answer is checked, and the route's documented answer in /api/openapi.json too.
 */

const APP_URL = 'https://clinica.exemplo.com.br';
const suite = suiteRestCompat({ APP_URL });
const campos = suite.campos;
let t: AppDeTeste;
beforeAll(() => {
  t = suite.app();
});

/** Spec 01 §3 "Account (conta)". */
const CONTA = [
  'id',
  'nome',
  'tipo',
  'documento',
  'cep',
  'endereco',
  'numero',
  'complemento',
  'bairro',
  'cidade',
  'estado',
  'imagem_perfil',
  'plano',
  'codigo_checkout',
  'codigo_cliente',
  'status',
  'cupom',
  'criado_em',
  'atualizado_em',
];

describe('rest-compat spec 01', () => {
  it('POST /conta (cadastro com tipos soltos) e POST /login: token e user', async () => {
    const email = emailUnico('compat');
    const cadastro = await rest(t.app, 'POST', '/api/conta', {
      nome: 'Consultório Compat',
      tipo: 'PROFISSIONAL',
      referencia: 'site',
      id_vendedor: '12',
      cupom: 'true',
      usuario: { nome: 'Dra. Compat', email, senha: 'Girassol#2024', whatsapp: '11987654321' },
    });
    expect(cadastro.status).toBe(201);
    const login = await rest(t.app, 'POST', '/api/login', { email, senha: 'Girassol#2024' });
    campos(login, 'POST', '/api/login', ['token', 'user', 'user.id', 'user.nome', 'user.email']);
  });

  it('GET /validar_whatsapp/{número com 55}: valido', async () => {
    const r = await rest(t.app, 'GET', '/api/validar_whatsapp/5511987654321');
    campos(r, 'GET', '/api/validar_whatsapp/:numero', ['valido']);
    expect(r.body.valido).toBe(true);
  });

  it('GET /assinatura: subscription (status, período em segundos, items.data[].price.id) e conta', async () => {
    const c = await criarClinica(t.deps);
    const token = await entrar(t.app, c.email, c.senha);
    const r = await rest(t.app, 'GET', '/api/assinatura', undefined, token);
    campos(r, 'GET', '/api/assinatura', [
      'subscription.status',
      'subscription.current_period_start',
      'subscription.current_period_end',
      'subscription.items.data[].price.id',
      ...CONTA.map((f) => `conta.${f}`),
    ]);
    // Unix seconds, not milliseconds or ISO text.
    expect(Number.isInteger(r.body.subscription.current_period_end)).toBe(true);
    expect(r.body.subscription.current_period_end).toBeLessThan(1e11);
  });

  it('GET /portal e POST /assinar (cobrança demo): url absoluta (APP_URL)', async () => {
    const c = await criarClinica(t.deps, { cobranca: null });
    const token = await entrar(t.app, c.email, c.senha);
    const checkout = await rest(
      t.app,
      'POST',
      '/api/assinar',
      { codigo: 'demo_premium', plano: 'Premium' },
      token,
    );
    campos(checkout, 'POST', '/api/assinar', ['url']);
    expect(checkout.body.url).toMatch(new RegExp(`^${APP_URL}/demo-checkout/[\\w-]{20,}$`));
    const id = checkout.body.url.split('/').pop();
    const confirmado = await rest(t.app, 'POST', `/api/demo-checkout/${id}/confirm`);
    expect(confirmado.status).toBe(200);
    expect(confirmado.body.url).toBe(`${APP_URL}/home`);
    const portal = await rest(t.app, 'GET', '/api/portal', undefined, token);
    campos(portal, 'GET', '/api/portal', ['url']);
    expect(portal.body.url).toBe(`${APP_URL}/demo-portal`);
  });

  it('GET /cep/{cep}: campos do ViaCEP; CEP desconhecido = 404 com erro: true', async () => {
    const c = await criarClinica(t.deps);
    const token = await entrar(t.app, c.email, c.senha);
    const r = await rest(t.app, 'GET', '/api/cep/01001000', undefined, token);
    campos(r, 'GET', '/api/cep/:cep', ['logradouro', 'bairro', 'localidade', 'uf']);
    expect(r.body).toMatchObject({ localidade: 'São Paulo', uf: 'SP' });
    const desconhecido = await rest(t.app, 'GET', '/api/cep/99999999', undefined, token);
    campos(desconhecido, 'GET', '/api/cep/:cep', ['erro'], 404);
    expect(desconhecido.body).toEqual({ message: 'CEP não encontrado.', code: 'NAO_ENCONTRADO', erro: true });
  });

  it('PUT /conta: todos os campos (tipo em maiúsculas), depois só um campo — o resto é mantido', async () => {
    const c = await criarClinica(t.deps);
    const token = await entrar(t.app, c.email, c.senha);
    const completo = {
      nome: ' Clínica Completa ',
      tipo: 'CLINICA',
      documento: '11.222.333/0001-81',
      cep: '01001-000',
      endereco: 'Praça da Sé',
      numero: 100,
      complemento: 'Sala 2',
      bairro: 'Sé',
      cidade: 'São Paulo',
      estado: 'SP',
      imagem_perfil: null,
      imagem_perfilPreview: null,
    };
    const r = await rest(t.app, 'PUT', '/api/conta', completo, token);
    campos(r, 'PUT', '/api/conta', ['message', ...CONTA.map((f) => `conta.${f}`)]);
    expect(r.body.conta).toMatchObject({ nome: 'Clínica Completa', numero: '100', complemento: 'Sala 2' });

    const parcial = await rest(t.app, 'PUT', '/api/conta', { nome: 'Clínica Renomeada' }, token);
    expect(parcial.status).toBe(200);
    expect(parcial.body.conta).toMatchObject({
      nome: 'Clínica Renomeada',
      tipo: 'clinica',
      documento: '11222333000181',
      endereco: 'Praça da Sé',
      numero: '100',
      complemento: 'Sala 2',
      cidade: 'São Paulo',
    });
    // null clears an optional field; a required one sent empty is refused, nothing changes.
    const limpo = await rest(t.app, 'PUT', '/api/conta', { complemento: null }, token);
    expect(limpo.body.conta.complemento).toBeNull();
    const recusado = await rest(t.app, 'PUT', '/api/conta', { cidade: '' }, token);
    expect(recusado.status).toBe(400);
    const depois = await rest(t.app, 'GET', '/api/assinatura', undefined, token);
    expect(depois.body.conta.cidade).toBe('São Paulo');
  });

  it('a descrição do PUT no OpenAPI diz que ele mescla', () => {
    const op = suite.doc().paths['/api/conta']?.put as { description?: string; requestBody?: unknown };
    expect(op.description).toMatch(/campos omitidos mantêm o valor salvo/);
  });
});
