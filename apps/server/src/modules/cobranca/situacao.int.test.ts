import { MSG } from '@clinica/contracts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { autenticar, credencialBearer } from '../../acesso';
import {
  type AppDeTeste,
  criarAppDeTeste,
  criarClinica,
  definirCobranca,
  entrar,
  rest,
  trpc,
} from '../../testing';
import { obterSituacaoCobranca } from './situacao.service';

let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste(inject('databaseUrl'));
});
afterAll(() => t.fechar());

describe('GET /assinatura', () => {
  it('subscription null e a conta quando não há assinatura (as duas superfícies)', async () => {
    const c = await criarClinica(t.deps, { cobranca: null, nome: 'Sem Plano' });
    const token = await entrar(t.app, c.email, c.senha);
    const a = await rest(t.app, 'GET', '/api/assinatura', undefined, token);
    const b = await trpc(t.app, 'query', 'cobranca.situacao', undefined, token);
    expect(a.status).toBe(200);
    expect(a.body.subscription).toBeNull();
    expect(a.body.conta).toMatchObject({
      id: c.idConta,
      nome: 'Sem Plano',
      tipo: 'clinica',
      imagem_perfil: null,
    });
    expect(b.body).toEqual(a.body);
  });

  it('no formato do provedor: status, períodos em segundos Unix e items.data[0].price.id', async () => {
    const c = await criarClinica(t.deps, { cobranca: 'past_due' });
    const token = await entrar(t.app, c.email, c.senha);
    const { body } = await rest(t.app, 'GET', '/api/assinatura', undefined, token);
    expect(body.subscription.status).toBe('past_due');
    expect(body.subscription.items.data[0].price.id).toBe('price_teste');
    expect(body.subscription.current_period_end - body.subscription.current_period_start).toBe(30 * 86_400);
  });

  it('respondida pelas linhas que a consulta da sessão leu: igual à leitura própria, e já com a mudança', async () => {
    const c = await criarClinica(t.deps, { cobranca: 'active', nome: 'Clínica Lida' });
    const token = await entrar(t.app, c.email, c.senha);
    await t.db
      .updateTable('conta')
      .set({ documento: '11222333000181', cidade: 'São Paulo', estado: 'SP', cupom: true })
      .where('id', '=', c.idConta)
      .execute();
    const pelaSessao = await rest(t.app, 'GET', '/api/assinatura', undefined, token);
    // The same service without a request's session reads both rows itself.
    const ator = await autenticar(t.deps, credencialBearer(token));
    expect(ator.registroConta?.conta.id).toBe(c.idConta);
    const { registroConta: _lido, ...semRegistro } = ator;
    const lida = await obterSituacaoCobranca(t.deps, semRegistro);
    expect(pelaSessao.body).toEqual(JSON.parse(JSON.stringify(lida)));
    expect(pelaSessao.body.conta).toMatchObject({ documento: '11222333000181', cupom: true });
    // A change made a moment ago is in the very next answer: nothing is kept between requests.
    await definirCobranca(t.db, c.idConta, 'past_due');
    const depois = await rest(t.app, 'GET', '/api/assinatura', undefined, token);
    expect(depois.body.subscription.status).toBe('past_due');
  });
});

describe('portão de assinatura nos dados da clínica', () => {
  it.each([
    [null, 402, 'COBRANCA_AUSENTE', MSG.cobranca.ausente],
    ['canceled', 402, 'COBRANCA_CANCELADA', MSG.cobranca.cancelada],
    ['past_due', 402, 'COBRANCA_PENDENTE', MSG.cobranca.pendente],
    ['trialing', 200, null, null],
    ['active', 200, null, null],
  ] as const)('assinatura %s -> %i', async (status, http, codigo, mensagem) => {
    const c = await criarClinica(t.deps);
    await definirCobranca(t.db, c.idConta, status);
    const token = await entrar(t.app, c.email, c.senha);
    const a = await rest(t.app, 'GET', '/api/perfil', undefined, token);
    const b = await trpc(t.app, 'query', 'perfil.list', {}, token);
    expect(a.status).toBe(http);
    expect(b.status).toBe(http);
    if (codigo) {
      expect(a.body).toEqual({ code: codigo, message: mensagem });
      expect(b.body.data.codigo).toBe(codigo);
      expect(b.body.message).toBe(mensagem);
    }
  });
});
