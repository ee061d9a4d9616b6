import { API_LOJA, MSG } from '@clinica/contracts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  type AppDeTeste,
  type CenarioLoja,
  criarAppDeTeste,
  criarCenarioLoja,
  criarUsuarioLoja,
  entrar,
  rest,
  restComCabecalhos,
  trpc,
} from '../../testing';

let t: AppDeTeste;
let c: CenarioLoja;
beforeAll(async () => {
  t = await criarAppDeTeste(inject('databaseUrl'));
  c = await criarCenarioLoja(t.deps, t.app);
});
afterAll(() => t.fechar());

const URL = `${API_LOJA}/coupons`;
const novo = (code: string, extra: Record<string, unknown> = {}) => ({
  code,
  discount: 10,
  type: 'percentage',
  quantity: 100,
  valid_until: '2026-12-31',
  ...extra,
});

describe('cupons (REST /api/loja/coupons)', () => {
  it('POST grava na loja de quem chama, com o código aparado e em maiúsculas; GET devolve os campos da spec', async () => {
    const r = await rest(t.app, 'POST', URL, novo('  promo10 ', { discount: '12,5' }), c.dono.token);
    expect(r.status).toBe(201);
    expect(r.body).toEqual({
      id: expect.any(Number),
      code: 'PROMO10',
      discount: 12.5,
      type: 'percentage',
      quantity: 100,
      quantityUsed: 0,
      validUntil: '2026-12-31',
    });
    const fixo = await rest(
      t.app,
      'POST',
      URL,
      novo('FRETE15', { discount: 15, type: 'FIXED' }),
      c.dono.token,
    );
    expect(fixo.body).toMatchObject({ discount: 15, type: 'fixed' });
    const lista = await rest(t.app, 'GET', URL, undefined, c.dono.token);
    expect(lista.body.map((x: { code: string }) => x.code)).toEqual(['FRETE15', 'PROMO10']);
    // Another store of the same clinic sees none of them.
    expect((await rest(t.app, 'GET', URL, undefined, c.outroDono.token)).body).toEqual([]);
  });

  it("um código repetido na mesma loja é 'Cupom já cadastrado' (409); em outra loja pode", async () => {
    await rest(t.app, 'POST', URL, novo('REPETE01'), c.dono.token);
    const r = await rest(t.app, 'POST', URL, novo('repete01'), c.dono.token);
    expect(r).toMatchObject({ status: 409, body: { message: MSG.cupons.duplicado } });
    expect((await rest(t.app, 'POST', URL, novo('REPETE01'), c.outroDono.token)).status).toBe(201);
  });

  it('as mensagens da spec para cada campo, e nada é gravado', async () => {
    const casos: [Record<string, unknown>, string][] = [
      [novo(''), MSG.cupons.codigoObrigatorio],
      [novo('abc1'), MSG.cupons.codigoCurto],
      [novo('PROMO 10'), MSG.cupons.codigoInvalido],
      [novo('ZERADO1', { discount: 0 }), MSG.cupons.descontoObrigatorio],
      [novo('ZERADO2', { quantity: 0 }), MSG.cupons.quantidadeObrigatoria],
      [novo('ZERADO3', { valid_until: '' }), MSG.cupons.validadeObrigatoria],
    ];
    for (const [corpo, mensagem] of casos) {
      const r = await rest(t.app, 'POST', URL, corpo, c.operador.token);
      expect(r, mensagem).toMatchObject({ status: 400, body: { message: mensagem } });
    }
    const acima = await trpc(
      t.app,
      'mutation',
      'loja.cupom.create',
      { codigo: 'CEMPORCENTO', tipo: 'percentage', desconto: 10_001, quantidade: 1, validade: '2026-12-31' },
      c.operador.token,
    );
    expect(acima).toMatchObject({ status: 400, body: { message: MSG.cupons.descontoPercentualMaximo } });
    expect((await rest(t.app, 'GET', URL, undefined, c.operador.token)).body).toEqual([]);
  });

  it('PUT muda quantidade e validade; código, desconto e tipo diferentes são recusados', async () => {
    const { body: cupom } = await rest(t.app, 'POST', URL, novo('EDITAVEL'), c.dono.token);
    const ok = await rest(
      t.app,
      'PUT',
      `${URL}/${cupom.id}`,
      novo('EDITAVEL', { quantity: 7, valid_until: '31/01/2027' }),
      c.dono.token,
    );
    expect(ok).toMatchObject({
      status: 200,
      body: { code: 'EDITAVEL', quantity: 7, validUntil: '2027-01-31' },
    });
    for (const mudanca of [{ code: 'OUTROCOD' }, { discount: 20 }, { type: 'fixed' }]) {
      const r = await rest(t.app, 'PUT', `${URL}/${cupom.id}`, novo('EDITAVEL', mudanca), c.dono.token);
      expect(r).toMatchObject({ status: 400, body: { message: MSG.cupons.somenteLeitura } });
    }
    // Only quantity and validity: the old client's whole form is not required.
    const curto = await rest(
      t.app,
      'PUT',
      `${URL}/${cupom.id}`,
      { quantity: 9, valid_until: '2027-02-01' },
      c.dono.token,
    );
    expect(curto.body).toMatchObject({ quantity: 9, validUntil: '2027-02-01', discount: 10 });
  });

  it('PUT mescla como todo PUT (issue 33): o campo não enviado mantém o valor salvo', async () => {
    const { body: cupom } = await rest(t.app, 'POST', URL, novo('MESCLA01'), c.dono.token);
    const put = (corpo: Record<string, unknown>) =>
      rest(t.app, 'PUT', `${URL}/${cupom.id}`, corpo, c.dono.token);
    expect(await put({ quantity: 3 })).toMatchObject({
      status: 200,
      body: { quantity: 3, validUntil: '2026-12-31', code: 'MESCLA01', discount: 10, type: 'percentage' },
    });
    expect(await put({ valid_until: '28/02/2027' })).toMatchObject({
      status: 200,
      body: { quantity: 3, validUntil: '2027-02-28' },
    });
    expect(await put({})).toMatchObject({ status: 200, body: { quantity: 3, validUntil: '2027-02-28' } });
    // Sent as null, a required field is refused, not reset (as every merging PUT).
    expect(await put({ quantity: null })).toMatchObject({ status: 400 });
    expect(await put({ type: 'fixed' })).toMatchObject({
      status: 400,
      body: { message: MSG.cupons.somenteLeitura },
    });
  });

  it('a quantidade não fica abaixo da já usada', async () => {
    const { body: cupom } = await rest(t.app, 'POST', URL, novo('USADO001'), c.dono.token);
    await t.db.updateTable('cupom').set({ quantidade_usada: 5 }).where('id', '=', cupom.id).execute();
    const r = await rest(
      t.app,
      'PUT',
      `${URL}/${cupom.id}`,
      { quantity: 4, valid_until: '2027-01-01' },
      c.dono.token,
    );
    expect(r).toMatchObject({ status: 400, body: { message: MSG.cupons.quantidadeMenorQueUsada } });
  });

  it('o cupom de outra loja (mesma clínica ou outra) responde 404, nas duas superfícies', async () => {
    const { body: alheio } = await rest(t.app, 'POST', URL, novo('ALHEIO01'), c.outroDono.token);
    const { body: deB } = await rest(t.app, 'POST', URL, novo('DEB00001'), c.operadorB.token);
    for (const id of [alheio.id, deB.id]) {
      const r = await rest(
        t.app,
        'PUT',
        `${URL}/${id}`,
        { quantity: 1, valid_until: '2027-01-01' },
        c.dono.token,
      );
      expect(r.status).toBe(404);
      const viaTrpc = await trpc(
        t.app,
        'mutation',
        'loja.cupom.update',
        { id, quantidade: 1, validade: '2027-01-01' },
        c.operador.token,
      );
      expect(viaTrpc.status).toBe(404);
    }
  });

  it('um dono de loja sem loja vinculada recebe 404 com a mensagem', async () => {
    const u = await criarUsuarioLoja(t.db, c.a.idConta, 'admin_store');
    const token = await entrar(t.app, u.email, u.senha);
    expect(await rest(t.app, 'GET', URL, undefined, token)).toMatchObject({
      status: 404,
      body: { message: MSG.loja.semLoja },
    });
  });
});

describe('cupons (tRPC loja.cupom)', () => {
  it('lista paginada de 5, busca por código, checagem de código livre e edição', async () => {
    for (let i = 1; i <= 7; i++) {
      const r = await trpc(
        t.app,
        'mutation',
        'loja.cupom.create',
        { codigo: `lote-${i}x`, tipo: 'fixed', desconto: 500 * i, quantidade: 10, validade: '2026-12-31' },
        c.operador.token,
      );
      expect(r.status).toBe(200);
    }
    const p1 = await trpc(t.app, 'query', 'loja.cupom.list', { page: 1 }, c.operador.token);
    expect(p1.body.total).toBe(7);
    expect(p1.body.itens).toHaveLength(5);
    expect(p1.body.itens[0]).toMatchObject({ codigo: 'LOTE-7X', desconto: 3500, tipo: 'fixed' });
    const p2 = await trpc(t.app, 'query', 'loja.cupom.list', { page: 2 }, c.operador.token);
    expect(p2.body.itens).toHaveLength(2);
    // REST: the whole list by default; a page with page/limit and the total in X-Total-Count.
    expect((await rest(t.app, 'GET', URL, undefined, c.operador.token)).body).toHaveLength(7);
    const pagina = await restComCabecalhos(t.app, `${URL}?page=2&limit=3&q=lote`, c.operador.token);
    expect(pagina.body.map((x: { code: string }) => x.code)).toEqual(['LOTE-4X', 'LOTE-3X', 'LOTE-2X']);
    expect(pagina.headers['x-total-count']).toBe('7');
    const busca = await trpc(t.app, 'query', 'loja.cupom.list', { page: 1, q: 'x' }, c.operador.token);
    expect(busca.body.total).toBe(7);
    const um = await trpc(t.app, 'query', 'loja.cupom.list', { page: 1, q: 'lote-3' }, c.operador.token);
    expect(um.body.itens.map((x: { codigo: string }) => x.codigo)).toEqual(['LOTE-3X']);

    const livre = (codigo: string, id?: number) =>
      trpc(t.app, 'query', 'loja.cupom.codigoLivre', { codigo, id }, c.operador.token);
    expect((await livre(' lote-3x')).body).toEqual({ livre: false });
    expect((await livre('NOVINHO')).body).toEqual({ livre: true });
    const id = um.body.itens[0].id;
    expect((await livre('LOTE-3X', id)).body).toEqual({ livre: true });

    const editado = await trpc(
      t.app,
      'mutation',
      'loja.cupom.update',
      { id, quantidade: 99, validade: '2027-03-01' },
      c.operador.token,
    );
    expect(editado.body).toMatchObject({
      codigo: 'LOTE-3X',
      quantidade: 99,
      validade: '2027-03-01',
      desconto: 1500,
    });
  });

  it('sem papel na loja: 403', async () => {
    const r = await trpc(t.app, 'query', 'loja.cupom.list', { page: 1 }, c.semPapel.token);
    expect(r.status).toBe(403);
  });
});
