import { beforeAll, describe, expect, it } from 'vitest';
import { type AppDeTeste, clinicaComFinanceiro, rest } from '../testing';
import { lista, suiteRestCompat } from './suite';

/* rest-compat, spec 03: products, stock movements and treatments (see financeiro-estoque for the rest). */

const suite = suiteRestCompat();
const campos = suite.campos;
let t: AppDeTeste;
beforeAll(() => {
  t = suite.app();
});

const PRODUTO = ['id', 'nome', 'qnt_minima', 'qnt_atual', 'preco_custo', 'criado_em'];
const MOVIMENTACAO = [
  'id',
  'id_produto',
  'id_usuario',
  'tipo',
  'quantidade',
  'preco_custo',
  'vencimento',
  'observacao',
  'criado_em',
  'produto.nome',
];
const TRATAMENTO = [
  'id',
  'nome',
  'descricao',
  'preco_venda',
  'preco_custo',
  'duracao',
  'status',
  'criado_em',
];

describe('rest-compat spec 03 — estoque e tratamentos', () => {
  it('produtos e movimentações: tipos soltos; PUT só com o nome mantém qnt_minima', async () => {
    const c = await clinicaComFinanceiro(t);
    const p = await rest(
      t.app,
      'POST',
      '/api/produtos',
      { nome: 'Luva nitrílica', qnt_minima: '5' },
      c.token,
    );
    campos(p, 'POST', '/api/produtos', PRODUTO, 201);
    const entrada = await rest(
      t.app,
      'POST',
      '/api/movimentacoes',
      {
        id_produto: String(p.body.id),
        tipo: 'entrada',
        quantidade: '10',
        preco_custo: '1.50',
        vencimento: '',
        observacao: ' ',
      },
      c.token,
    );
    campos(entrada, 'POST', '/api/movimentacoes', MOVIMENTACAO);
    expect(entrada.body).toMatchObject({
      tipo: 'ENTRADA',
      preco_custo: 1.5,
      vencimento: null,
      observacao: null,
    });
    const saida = await rest(
      t.app,
      'POST',
      '/api/movimentacoes',
      { id_produto: p.body.id, tipo: 'SAIDA', quantidade: 2, id_usuario: String(c.profA.idUsuario) },
      c.token,
    );
    campos(saida, 'POST', '/api/movimentacoes', [...MOVIMENTACAO, 'profissional.nome']);
    // Spec 03 §3: "and a records count" (unnamed there: total_registros, issue 33).
    campos(
      await rest(t.app, 'GET', '/api/movimentacoes', undefined, c.token),
      'GET',
      '/api/movimentacoes',
      lista([...MOVIMENTACAO, 'total_registros']),
    );
    campos(
      await rest(t.app, 'GET', `/api/movimentacoes/${p.body.id}`, undefined, c.token),
      'GET',
      '/api/movimentacoes/:id',
      lista([...MOVIMENTACAO, 'total_registros']),
    );
    const editado = await rest(
      t.app,
      'PUT',
      `/api/produtos/${p.body.id}`,
      { id: p.body.id, nome: 'Luva nitrílica M' },
      c.token,
    );
    campos(editado, 'PUT', '/api/produtos/:id', PRODUTO);
    expect(editado.body).toMatchObject({
      nome: 'Luva nitrílica M',
      qnt_minima: 5,
      qnt_atual: 8,
      preco_custo: 1.5,
    });
    campos(
      await rest(t.app, 'GET', '/api/produtos', undefined, c.token),
      'GET',
      '/api/produtos',
      lista(PRODUTO),
    );
  });

  it('tratamentos: duracao "30", preço "150.00", status 1; PUT sem duração mantém a duração (nunca 0)', async () => {
    const c = await clinicaComFinanceiro(t);
    const criado = await rest(
      t.app,
      'POST',
      '/api/tratamentos',
      {
        nome: 'Restauração',
        descricao: '  Resina composta, uma face  ',
        preco_venda: '150.00',
        preco_custo: '40,5',
        duracao: '30',
        status: 1,
      },
      c.token,
    );
    campos(criado, 'POST', '/api/tratamentos', TRATAMENTO, 201);
    expect(criado.body).toMatchObject({
      descricao: 'Resina composta, uma face',
      preco_venda: 150,
      preco_custo: 40.5,
      duracao: 30,
      status: true,
    });
    const editado = await rest(
      t.app,
      'PUT',
      `/api/tratamentos/${criado.body.id}`,
      { nome: 'Restauração em resina', preco_venda: 180 },
      c.token,
    );
    campos(editado, 'PUT', '/api/tratamentos/:id', TRATAMENTO);
    expect(editado.body).toMatchObject({
      preco_venda: 180,
      preco_custo: 40.5,
      duracao: 30,
      status: true,
      descricao: 'Resina composta, uma face',
    });
    const inativo = await rest(
      t.app,
      'PUT',
      `/api/tratamentos/${criado.body.id}`,
      { status: 'false' },
      c.token,
    );
    expect(inativo.body).toMatchObject({ nome: 'Restauração em resina', status: false, duracao: 30 });
    // null clears the description; a blank one is "none" too.
    const semDescricao = await rest(
      t.app,
      'PUT',
      `/api/tratamentos/${criado.body.id}`,
      { descricao: null },
      c.token,
    );
    expect(semDescricao.body).toMatchObject({ descricao: null, nome: 'Restauração em resina' });
    campos(
      await rest(t.app, 'GET', '/api/tratamentos', undefined, c.token),
      'GET',
      '/api/tratamentos',
      lista(TRATAMENTO),
    );
  });
});
