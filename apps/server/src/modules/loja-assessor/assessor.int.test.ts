import { MSG } from '@clinica/contracts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  type AppDeTeste,
  type CenarioLoja,
  criarAppDeTeste,
  criarCenarioLoja,
  entrar,
  rest,
  trpc,
} from '../../testing';

let t: AppDeTeste;
let c: CenarioLoja;
beforeAll(async () => {
  t = await criarAppDeTeste(inject('databaseUrl'));
  c = await criarCenarioLoja(t.deps, t.app);
});
afterAll(() => t.fechar());

const M = MSG.assessores;
const novo = (email: string) => ({
  full_name: ' Bia Assessora ',
  email,
  whatsapp: '(11) 98888-7777',
  password: 'senha-forte-da-bia',
  role: 'admin', // ignored: an advisor is always admin_store
});

describe('assessores', () => {
  it('o operador cria (papel admin_store, senha com hash, WhatsApp com 55), e o assessor entra e vê a área da loja', async () => {
    const r = await rest(
      t.app,
      'POST',
      '/api/loja/users',
      novo('Bia.Assessora@Exemplo.com'),
      c.operador.token,
    );
    expect(r).toMatchObject({
      status: 201,
      body: {
        fullName: 'Bia Assessora',
        email: 'bia.assessora@exemplo.com',
        whatsapp: '5511988887777',
        role: 'admin_store',
      },
    });
    const linha = await t.db
      .selectFrom('usuario')
      .select(['papel_loja', 'senha_hash', 'id_conta', 'id_perfil'])
      .where('id', '=', r.body.id)
      .executeTakeFirstOrThrow();
    expect(linha).toMatchObject({ papel_loja: 'admin_store', id_conta: c.a.idConta, id_perfil: null });
    expect(linha.senha_hash).not.toContain('senha-forte-da-bia');
    const token = await entrar(t.app, 'bia.assessora@exemplo.com', 'senha-forte-da-bia');
    const contexto = await trpc(t.app, 'query', 'loja.base.contexto', undefined, token);
    expect(contexto.body).toMatchObject({ papel_loja: 'admin_store', loja: null });
    // No clinic profile: the clinic's data stays closed to an advisor.
    expect((await rest(t.app, 'GET', '/api/unidades', undefined, token)).status).toBe(403);

    const lista = await rest(t.app, 'GET', '/api/loja/users', undefined, c.operador.token);
    expect(lista.body.map((u: { fullName: string }) => u.fullName)).toEqual([
      'Bia Assessora',
      'Dona',
      'Outro Dono',
    ]);
    const pagina = await trpc(t.app, 'query', 'loja.assessor.list', { q: 'bia', limit: 5 }, c.operador.token);
    expect(pagina.body).toMatchObject({ total: 1, itens: [{ id: r.body.id }] });
    // A store owner sees only themself; another account sees none of these.
    const dono = await rest(t.app, 'GET', '/api/loja/users', undefined, c.dono.token);
    expect(dono.body.map((u: { id: number }) => u.id)).toEqual([c.dono.idUsuario]);
    expect((await rest(t.app, 'GET', '/api/loja/users', undefined, c.operadorB.token)).body).toEqual([]);
    // The account's store log records it.
    const logs = await rest(t.app, 'GET', '/api/loja/logs/1', undefined, c.operador.token);
    expect(logs.body.data[0]).toMatchObject({ action: 'loja.assessor.criado', user: 'Operadora' });
  });

  it.each([
    [{ email: 'x@exemplo.com', whatsapp: '11988887777', password: 'senha-forte-1' }, M.nomeObrigatorio],
    [{ full_name: 'X', whatsapp: '11988887777', password: 'senha-forte-1' }, M.emailObrigatorio],
    [{ full_name: 'X', email: 'x@', whatsapp: '11988887777', password: 'senha-forte-1' }, M.emailInvalido],
    [{ full_name: 'X', email: 'x@exemplo.com', password: 'senha-forte-1' }, M.whatsappObrigatorio],
    [{ full_name: 'X', email: 'x@exemplo.com', whatsapp: '11988887777' }, M.senhaObrigatoria],
  ])('400 para %o', async (corpo, mensagem) => {
    const r = await rest(t.app, 'POST', '/api/loja/users', corpo, c.operador.token);
    expect(r).toMatchObject({ status: 400, body: { message: mensagem } });
  });

  it('e-mail já usado: 409; quem não é operador: 403', async () => {
    const dup = await trpc(
      t.app,
      'mutation',
      'loja.assessor.create',
      novo('bia.assessora@exemplo.com'),
      c.operador.token,
    );
    expect(dup).toMatchObject({ status: 409, body: { message: M.emailEmUso } });
    expect((await rest(t.app, 'POST', '/api/loja/users', novo('a@exemplo.com'), c.dono.token)).status).toBe(
      403,
    );
    expect(
      (await rest(t.app, 'POST', '/api/loja/users', novo('b@exemplo.com'), c.semPapel.token)).status,
    ).toBe(403);
    expect((await rest(t.app, 'GET', '/api/loja/users', undefined, c.semPapel.token)).status).toBe(403);
  });
});
