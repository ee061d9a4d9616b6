import { MSG } from '@clinica/contracts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type AppDeTeste, clinicaComEstoque, criarAppDeTeste, rest, trpc } from '../testing';

let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste(inject('databaseUrl'));
});
afterAll(() => t.fechar());

describe('NUL na entrada', () => {
  it('é 400 com a mensagem genérica em qualquer campo, rota pública ou não, e nada muda; sem token, 401 antes', async () => {
    const c = await clinicaComEstoque(t);
    const antes = await t.db
      .selectFrom('produto')
      .select((e) => e.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const casos = [
      await rest(t.app, 'POST', '/api/login', { email: 'a\u0000@b.com', senha: 'x' }),
      await rest(t.app, 'POST', '/api/produtos', { nome: 'Luva\u0000', qnt_minima: 1 }, c.token),
      await rest(
        t.app,
        'POST',
        '/api/movimentacoes',
        { tipo: 'ENTRADA', id_produto: 1, quantidade: 1, preco_custo: 1, observacao: ['\u0000'] },
        c.token,
      ),
      await rest(t.app, 'GET', `/api/pacientes?q=${encodeURIComponent('ana\u0000')}`, undefined, c.token),
      await rest(t.app, 'GET', `/api/pacientes-anamnese/c/${encodeURIComponent('abc\u0000')}`),
      await trpc(t.app, 'mutation', 'produto.create', { nome: 'x\u0000', qnt_minima: 0 }, c.token),
      await trpc(t.app, 'query', 'paciente.list', { q: '\u0000' }, c.token),
    ];
    for (const r of casos) expect([r.status, r.body.message]).toEqual([400, MSG.geral.dadosInvalidos]);
    const depois = await t.db
      .selectFrom('produto')
      .select((e) => e.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(depois.n).toEqual(antes.n);
    expect((await rest(t.app, 'POST', '/api/produtos', { nome: 'a\u0000' })).status).toBe(401);
    expect((await trpc(t.app, 'mutation', 'produto.create', { nome: 'a\u0000' })).status).toBe(401);
  });
});
