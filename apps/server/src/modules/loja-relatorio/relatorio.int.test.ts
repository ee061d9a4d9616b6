import { MSG } from '@clinica/contracts';
import { periodoPadrao } from '@clinica/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  type AppDeTeste,
  type CenarioLoja,
  creditarLoja,
  criarAppDeTeste,
  criarCenarioLoja,
  rest,
  trpc,
} from '../../testing';

const LOTE = 7;
let t: AppDeTeste;
let c: CenarioLoja;
const mes = periodoPadrao(new Date());
beforeAll(async () => {
  // Small export batches: the CSV below crosses several of them.
  t = await criarAppDeTeste(
    inject('databaseUrl'),
    {},
    {
      limites: { exportacao: { simultaneas: 2, loteLinhas: LOTE, concessaoSeg: 90, tenteEmSeg: 5 } },
    },
  );
  c = await criarCenarioLoja(t.deps, t.app);
  await creditarLoja(t.db, c.a.idConta, c.dono.idLoja!, 12_345, { comprador: 'Ana; "Compradora"' });
  await creditarLoja(t.db, c.a.idConta, c.operador.idLoja!, 5_000, { comprador: '=SOMA(A1)' });
  // Last year: outside the default range.
  await creditarLoja(t.db, c.a.idConta, c.dono.idLoja!, 999, { criadoEm: new Date('2025-01-15T12:00:00Z') });
  await t.db
    .insertInto('pagamento_plano_loja')
    .values({
      id_conta: c.a.idConta,
      id_loja: c.dono.idLoja!,
      pagador_nome: 'Dona',
      pagador_email: 'dona@exemplo.com.br',
      pagador_whatsapp: '5511987654321',
      plano: 'Profissional',
      pago_com: 'pix',
      valor: 14_990,
      comissao_sistema: 1_499,
    })
    .execute();
});
afterAll(() => t.fechar());

describe('relatórios da loja', () => {
  it('pedidos do mês corrente por padrão: o operador vê todas as lojas da conta', async () => {
    const op = await trpc(t.app, 'query', 'loja.relatorio.orders', { limit: 15 }, c.operador.token);
    expect(op.status).toBe(200);
    expect(op.body).toMatchObject({ total: 2, limite: 100_000 });
    expect(op.body.itens.map((l: { Loja: string }) => l.Loja).sort()).toEqual([
      'Loja de Dona',
      'Loja de Operadora',
    ]);
    const daDona = op.body.itens.find((l: { Loja: string }) => l.Loja === 'Loja de Dona');
    expect(daDona).toMatchObject({
      Comprador: 'Ana; "Compradora"',
      Total: 12_345,
      Comissao_Repassada: false,
    });
    expect(daDona.Codigo_Pedido).toMatch(/^PED\d{6}$/);
    const anoPassado = await rest(
      t.app,
      'GET',
      '/api/loja/report/orders/2025-01-01/2025-01-31',
      undefined,
      c.operador.token,
    );
    expect(anoPassado.body).toHaveLength(1);
    expect(anoPassado.body[0].Total).toBe(9.99);
    const outraConta = await trpc(t.app, 'query', 'loja.relatorio.orders', {}, c.operadorB.token);
    expect(outraConta.body.total).toBe(0);
  });

  it('REST em reais; CSV com cabeçalho da especificação, ; e escapes, em vários lotes', async () => {
    const url = `/api/loja/report/orders/${mes.inicio}/${mes.fim}`;
    const json = await rest(t.app, 'GET', url, undefined, c.operador.token);
    expect(json.body.find((l: { Loja: string }) => l.Loja === 'Loja de Dona')).toMatchObject({
      Total: 123.45,
    });
    const csv = await t.app.inject({
      method: 'GET',
      url: `${url}?formato=csv`,
      headers: { authorization: `Bearer ${c.operador.token}` },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toContain(`relatorio_pedidos_${mes.inicio}_${mes.fim}.csv`);
    const linhas = csv.body.split('\r\n');
    expect(linhas[0]).toBe(
      '\uFEFFCodigo_Pedido;Comprador;Comprador_Telefone;Loja;Subtotal;Frete;Total;Preco_Custo;Taxa_Transacao;Comissao_Franqueado;Comissao_Sistema;Data_Pedido;Comissao_Repassada;link',
    );
    expect(csv.body).toContain('"Ana; ""Compradora"""');
    expect(csv.body).toContain("'=SOMA(A1)");
    expect(csv.body).toContain(';123,45;');

    // 30 more orders: the file crosses several batches of 7, each row once, in order.
    await sql`
      INSERT INTO pedido (id_conta, id_loja, comprador_nome, subtotal, total, criado_em)
      SELECT ${c.a.idConta}, ${c.outroDono.idLoja}, 'Lote ' || i, 100, 100, now() - (i * interval '1 second')
        FROM generate_series(1, 30) AS i`.execute(t.db);
    const grande = await t.app.inject({
      method: 'GET',
      url: `${url}?formato=csv`,
      headers: { authorization: `Bearer ${c.operador.token}`, 'accept-encoding': 'identity' },
    });
    const corpo = grande.body.split('\r\n').filter((l) => l !== '');
    expect(corpo).toHaveLength(1 + 32);
    const codigos = corpo.slice(1).map((l) => l.split(';')[0]);
    expect(new Set(codigos).size).toBe(32);
    expect(grande.headers['x-total-count']).toBe('32');
  });

  it('usuários (assessores) e pagamentos de plano do período', async () => {
    const usuarios = await rest(
      t.app,
      'GET',
      `/api/loja/report/users/${mes.inicio}/${mes.fim}`,
      undefined,
      c.operador.token,
    );
    expect(usuarios.body.map((u: { Nome: string }) => u.Nome).sort()).toEqual(['Dona', 'Outro Dono']);
    const viaTrpc = await trpc(t.app, 'query', 'loja.relatorio.users', {}, c.operador.token);
    expect(viaTrpc.body.itens).toContainEqual(
      expect.objectContaining({ Codigo_Usuario: c.dono.idUsuario, Nome: 'Dona' }),
    );
    const pagamentos = await rest(
      t.app,
      'GET',
      `/api/loja/report/payments/${mes.inicio}/${mes.fim}`,
      undefined,
      c.operador.token,
    );
    expect(pagamentos.body).toEqual([
      expect.objectContaining({
        usuario: 'Dona',
        value: 149.9,
        comissao_sistema: 14.99,
        pago_com: 'pix',
        plano: 'Profissional',
      }),
    ]);
    expect((await trpc(t.app, 'query', 'loja.relatorio.payments', {}, c.operadorB.token)).body.total).toBe(0);
  });

  it('a lista completa de saques do operador atravessa lotes: cada pedido uma vez, pendente primeiro', async () => {
    await t.db
      .insertInto('carteira')
      .values({ id_conta: c.a.idConta, id_loja: c.outroDono.idLoja! })
      .onConflict((oc) => oc.columns(['id_conta', 'id_loja']).doNothing())
      .execute();
    await sql`
      INSERT INTO saque (id_conta, id_loja, valor, status, token, criado_em, decidido_em)
      SELECT ${c.a.idConta}, ${c.outroDono.idLoja}, 100 * i, CASE WHEN i % 2 = 0 THEN 'approved' ELSE 'refused' END,
             'token-' || i, now() - (i * interval '1 hour'), now()
        FROM generate_series(1, 16) AS i`.execute(t.db);
    await sql`
      INSERT INTO saque (id_conta, id_loja, valor, token, criado_em)
      VALUES (${c.a.idConta}, ${c.outroDono.idLoja}, 5000, 'token-pendente', now() - interval '30 days')`.execute(
      t.db,
    );
    const r = await t.app.inject({
      method: 'GET',
      url: '/api/loja/adm/wallet/withdraws',
      headers: { authorization: `Bearer ${c.operador.token}`, 'accept-encoding': 'identity' },
    });
    const lista = r.json() as { id_withdraw_request: number; status: string }[];
    expect(lista).toHaveLength(17);
    expect(new Set(lista.map((s) => s.id_withdraw_request)).size).toBe(17);
    expect(lista[0]?.status).toBe('pending');
    const pagina = await rest(
      t.app,
      'GET',
      '/api/loja/adm/wallet/withdraws?status=pending&page=1',
      undefined,
      c.operador.token,
    );
    expect(pagina.body).toHaveLength(1);
  });

  it('só o operador (spec 03 §6, issue 33): o dono de loja recebe 403 com a mensagem, nas duas superfícies e no CSV', async () => {
    for (const tipo of ['orders', 'users', 'payments']) {
      for (const token of [c.dono.token, c.outroDono.token]) {
        for (const sufixo of ['', '?formato=csv', '?page=1&limit=15']) {
          const r = await rest(
            t.app,
            'GET',
            `/api/loja/report/${tipo}/${mes.inicio}/${mes.fim}${sufixo}`,
            undefined,
            token,
          );
          expect([r.status, r.body.message], `${tipo}${sufixo}`).toEqual([403, MSG.geral.semPermissao]);
        }
        const viaTrpc = await trpc(t.app, 'query', `loja.relatorio.${tipo}`, {}, token);
        expect([viaTrpc.status, viaTrpc.body.message]).toEqual([403, MSG.geral.semPermissao]);
      }
    }
  });

  it('datas inválidas: 400 com a mensagem; sem papel de loja: 403', async () => {
    const invalida = await rest(
      t.app,
      'GET',
      '/api/loja/report/orders/2026-02-30/2026-03-01',
      undefined,
      c.operador.token,
    );
    expect(invalida).toMatchObject({ status: 400, body: { message: MSG.relatorios.dataInvalida } });
    const invertida = await rest(
      t.app,
      'GET',
      '/api/loja/report/users/2026-03-01/2026-02-01',
      undefined,
      c.operador.token,
    );
    expect(invertida).toMatchObject({ status: 400, body: { message: MSG.relatorios.fimAntesDoInicio } });
    const trpcInvertida = await trpc(
      t.app,
      'query',
      'loja.relatorio.payments',
      { start: '2026-03-01', end: '2026-02-01' },
      c.operador.token,
    );
    expect(trpcInvertida.status).toBe(400);
    for (const tipo of ['orders', 'users', 'payments']) {
      expect(
        (
          await rest(
            t.app,
            'GET',
            `/api/loja/report/${tipo}/${mes.inicio}/${mes.fim}`,
            undefined,
            c.semPapel.token,
          )
        ).status,
      ).toBe(403);
      expect((await trpc(t.app, 'query', `loja.relatorio.${tipo}`, {}, c.semPapel.token)).status).toBe(403);
    }
  });
});
