import { MSG } from '@clinica/contracts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  type AppDeTeste,
  type ClinicaFinanceiro,
  clinicaComFinanceiro,
  criarAppDeTeste,
  criarClinica,
  criarUsuarioComPermissoes,
  diaDaClinica,
  entrar,
  novaReceita,
  novoOrcamento,
  PERMISSOES_FINANCEIRO,
  rest,
  trpc,
} from '../../testing';

let t: AppDeTeste;
let c: ClinicaFinanceiro;
beforeAll(async () => {
  t = await criarAppDeTeste(inject('databaseUrl'));
  c = await clinicaComFinanceiro(t);
});
afterAll(() => t.fechar());

const M = MSG.transacoes;
const semUma = async (falta: string) => {
  const u = await criarUsuarioComPermissoes(
    t.db,
    c.idConta,
    PERMISSOES_FINANCEIRO.filter((p) => p !== falta),
  );
  return entrar(t.app, u.email, u.senha);
};

describe('transações: permissões', () => {
  it('receita sem FINANCEIRO_CRIAR_RECEITA e despesa sem FINANCEIRO_CRIAR_DESPESA: 403 com a mensagem', async () => {
    const o = await novoOrcamento(t, c);
    const semReceita = await semUma('FINANCEIRO_CRIAR_RECEITA');
    const r = await rest(
      t.app,
      'POST',
      '/api/transacoes',
      { tipo: 'RECEITA', id_orcamento: o.id, vencimento: diaDaClinica(0) },
      semReceita,
    );
    expect([r.status, r.body.message]).toEqual([403, M.semPermissaoReceita]);
    const semDespesa = await semUma('FINANCEIRO_CRIAR_DESPESA');
    const d = await trpc(
      t.app,
      'mutation',
      'transacao.create',
      {
        tipo: 'DESPESA',
        descricao: 'X',
        valor_total: 100,
        id_categoria: c.aluguel,
        vencimento: diaDaClinica(0),
      },
      semDespesa,
    );
    expect([d.status, d.body.message]).toEqual([403, M.semPermissaoDespesa]);
    // Each may still create the other kind.
    const outra = await rest(
      t.app,
      'POST',
      '/api/transacoes',
      { tipo: 'RECEITA', id_orcamento: o.id, vencimento: diaDaClinica(0) },
      semDespesa,
    );
    expect(outra.status).toBe(201);
  });

  it('sem listar, sem criar e sem dar baixa: 403 nas duas superfícies', async () => {
    const r = await novaReceita(t, c);
    const casos: [string, (tk: string) => Promise<{ status: number }>][] = [
      ['FINANCEIRO_LISTAR_TRANSACOES', (tk) => rest(t.app, 'GET', '/api/transacoes', undefined, tk)],
      ['FINANCEIRO_LISTAR_TRANSACOES', (tk) => trpc(t.app, 'query', 'transacao.get', { id: r.id }, tk)],
      ['FINANCEIRO_CRIAR_TRANSACAO', (tk) => trpc(t.app, 'query', 'transacao.pacientes', { q: 'ana' }, tk)],
      [
        'FINANCEIRO_DAR_BAIXA_RECEBER',
        (tk) =>
          rest(
            t.app,
            'POST',
            `/api/transacoes/pagamentos/${r.id}`,
            [{ id_tipo_pagamento: c.pix, valor: 1, data: diaDaClinica(0), qnt_parcelas: 1 }],
            tk,
          ),
      ],
      [
        'FINANCEIRO_DAR_BAIXA_RECEBER',
        (tk) => trpc(t.app, 'query', 'transacao.tiposPagamento', { tipo: 'R' }, tk),
      ],
    ];
    for (const [falta, chamar] of casos)
      expect([falta, (await chamar(await semUma(falta))).status]).toEqual([falta, 403]);
    const intacta = await trpc(t.app, 'query', 'transacao.get', { id: r.id }, c.token);
    expect(intacta.body.valor_pago).toBe(0);
  });

  it('a equipe do financeiro usa os seletores sem PACIENTES_LISTAR, CATEGORIAS_LISTAR nem TIPOS_PAGAMENTOS_LISTAR', async () => {
    const u = await criarUsuarioComPermissoes(t.db, c.idConta, PERMISSOES_FINANCEIRO);
    const tk = await entrar(t.app, u.email, u.senha);
    expect((await trpc(t.app, 'query', 'transacao.pacientes', { q: 'ana' }, tk)).body[0].id).toBe(c.ana);
    expect(
      (await trpc(t.app, 'query', 'transacao.categorias', { q: '' }, tk)).body.map(
        (x: { id: number }) => x.id,
      ),
    ).toEqual([c.aluguel]);
    expect(
      (await trpc(t.app, 'query', 'transacao.tiposPagamento', { tipo: 'R' }, tk)).body.map(
        (x: { id: number }) => x.id,
      ),
    ).toEqual([c.pix]);
  });

  it('outra clínica: transação e orçamento de fora são 404; a lista vem vazia', async () => {
    const r = await novaReceita(t, c);
    const outra = await criarClinica(t.deps);
    const tk = await entrar(t.app, outra.email, outra.senha);
    expect((await rest(t.app, 'GET', `/api/transacoes/${r.id}`, undefined, tk)).status).toBe(404);
    const criar = await rest(
      t.app,
      'POST',
      '/api/transacoes',
      { tipo: 'RECEITA', id_orcamento: r.orcamento.id, vencimento: diaDaClinica(0) },
      tk,
    );
    expect([criar.status, criar.body.message]).toEqual([404, M.orcamentoNaoEncontrado]);
    expect((await rest(t.app, 'GET', '/api/transacoes', undefined, tk)).body).toEqual([]);
  });
});
