import { beforeAll, describe, expect, it } from 'vitest';
import { type AppDeTeste, clinicaComFinanceiro, novaReceita, rest } from '../testing';
import { lista, suiteRestCompat } from './suite';

/*
 * rest-compat, spec 03 (finance, stock, administration): the old client's calls (§7) with its
 * loose types, answers checked against the §3 entity descriptions — fields copied from the
 * spec — and against the routes' documented answers in /api/openapi.json. Every PUT merges.
 */

const suite = suiteRestCompat();
const campos = suite.campos;
let t: AppDeTeste;
beforeAll(() => {
  t = suite.app();
});

const USUARIO = [
  'id',
  'nome',
  'email',
  'whatsapp',
  'cpf',
  'cro',
  'tipo',
  'id_perfil',
  'ativo',
  'criado_em',
  'clinicas',
];
const TRANSACAO = [
  'id',
  'tipo',
  'paciente',
  'orcamento',
  'descricao',
  'categoria',
  'banco',
  'vencimento',
  'observacao',
  'criado_em',
  'valor_total',
  'valor_pago',
];

describe('rest-compat spec 03', () => {
  it('perfis e módulos: id_modulo "1" em texto; PUT só com o nome mantém as permissões', async () => {
    const c = await clinicaComFinanceiro(t);
    const modulos = await rest(t.app, 'GET', '/api/modulos', undefined, c.token);
    campos(modulos, 'GET', '/api/modulos', [
      'modulos[].nome',
      'modulos[].funcoes[].id',
      'modulos[].funcoes[].nome',
      'modulos[].funcoes[].idModulo',
    ]);
    const f = modulos.body.modulos[0].funcoes[0];
    const criado = await rest(
      t.app,
      'POST',
      '/api/perfil',
      { nome: 'Recepção', permissoes: [{ id_modulo: String(f.idModulo), id_funcao: String(f.id) }] },
      c.token,
    );
    campos(
      criado,
      'POST',
      '/api/perfil',
      ['id', 'nome', 'permissoes[].id_modulo', 'permissoes[].id_funcao'],
      201,
    );
    campos(
      await rest(t.app, 'GET', '/api/perfil', undefined, c.token),
      'GET',
      '/api/perfil',
      lista(['id', 'nome']),
    );
    const editado = await rest(
      t.app,
      'PUT',
      `/api/perfil/${criado.body.id}`,
      { nome: 'Recepção 2' },
      c.token,
    );
    campos(editado, 'PUT', '/api/perfil/:id', ['nome', 'permissoes[].id_modulo', 'permissoes[].id_funcao']);
    expect(editado.body.permissoes).toEqual([{ id_modulo: f.idModulo, id_funcao: f.id }]);
    const lido = await rest(t.app, 'GET', `/api/perfil/${criado.body.id}`, undefined, c.token);
    campos(lido, 'GET', '/api/perfil/:id', ['permissoes[].id_modulo', 'permissoes[].id_funcao']);
  });

  it('usuários: tipo "profissional", ativo "true", WhatsApp sem 55; PUT parcial mantém CPF e CRO', async () => {
    const c = await clinicaComFinanceiro(t);
    const perfis = await rest(t.app, 'GET', '/api/perfil', undefined, c.token);
    const criado = await rest(
      t.app,
      'POST',
      '/api/usuario',
      {
        nome: 'Dra. Helena',
        email: `helena.${Date.now()}@clinica.com.br`,
        senha: 'Girassol#2024',
        whatsapp: '(11) 98765-4321',
        cpf: '529.982.247-25',
        cro: 'SP-1234',
        tipo: 'profissional',
        ativo: 'true',
        id_perfil: String(perfis.body[0].id),
      },
      c.token,
    );
    campos(criado, 'POST', '/api/usuario', USUARIO, 201);
    expect(criado.body).toMatchObject({ tipo: 'PROFISSIONAL', whatsapp: '5511987654321' });
    const editado = await rest(
      t.app,
      'PUT',
      `/api/usuario/${criado.body.id}`,
      { nome: 'Dra. Helena Prado' },
      c.token,
    );
    campos(editado, 'PUT', '/api/usuario/:id', USUARIO);
    expect(editado.body).toMatchObject({
      nome: 'Dra. Helena Prado',
      cpf: '52998224725',
      cro: 'SP-1234',
      tipo: 'PROFISSIONAL',
    });
    campos(
      await rest(t.app, 'PATCH', `/api/usuario/${criado.body.id}/ativo`, { ativo: 0 }, c.token),
      'PATCH',
      '/api/usuario/:id/ativo',
      ['ativo'],
    );
    const profs = await rest(t.app, 'GET', '/api/usuarios?tipo=PROFISSIONAL', undefined, c.token);
    campos(profs, 'GET', '/api/usuarios', lista(['id', 'nome', 'criado_em']));
    campos(
      await rest(t.app, 'GET', '/api/usuarios', undefined, c.token),
      'GET',
      '/api/usuarios',
      lista(USUARIO),
    );
  });

  it('transações: despesa com valor_total "150.00"; receita com pagamentos aninhados', async () => {
    const c = await clinicaComFinanceiro(t);
    const despesa = await rest(
      t.app,
      'POST',
      '/api/transacoes',
      {
        descricao: 'Conta de luz',
        valor_total: '150.00',
        id_categoria: String(c.aluguel),
        id_banco: c.banco,
        tipo: 'despesa',
        vencimento: '2026-01-10',
        observacao: 'janeiro',
      },
      c.token,
    );
    campos(
      despesa,
      'POST',
      '/api/transacoes',
      [...TRANSACAO, 'categoria.nome', 'banco.nome', 'pagamentos'],
      201,
    );
    expect(despesa.body.valor_total).toBe(150);
    const receita = await novaReceita(t, c);
    const paga = await rest(
      t.app,
      'POST',
      `/api/transacoes/pagamentos/${receita.id}`,
      [{ id_tipo_pagamento: String(c.pix), valor: '100,50', data: '2026-01-10', qnt_parcelas: '1' }],
      c.token,
    );
    campos(
      paga,
      'POST',
      '/api/transacoes/pagamentos/:id',
      [
        ...TRANSACAO,
        'orcamento.id',
        'orcamento.id_paciente',
        'orcamento.status',
        'orcamento.valor_total',
        'orcamento.tratamentos[].id',
        // Issue 33: as the budget's answer carries it (additive).
        'orcamento.tratamentos[].id_tratamento',
        'orcamento.tratamentos[].nome',
        'orcamento.tratamentos[].valor_venda',
        'orcamento.tratamentos[].profissional',
        'pagamentos[].id_tipo_pagamento',
        'pagamentos[].valor',
        'pagamentos[].data',
        'pagamentos[].qnt_parcelas',
        'pagamentos[].criado_em',
        'pagamentos[].tipo_pagamento.nome',
      ],
      201,
    );
    expect(paga.body.valor_pago).toBe(100.5);
    const listadas = await rest(t.app, 'GET', '/api/transacoes', undefined, c.token);
    campos(listadas, 'GET', '/api/transacoes', lista([...TRANSACAO, 'pagamentos']));
    // Each listed transaction carries its own payments (spec 03 §3), in reais.
    const naLista = listadas.body.find((x: { id: number }) => x.id === receita.id);
    expect(naLista.pagamentos).toEqual([expect.objectContaining({ valor: 100.5, qnt_parcelas: 1 })]);
    expect(naLista.pagamentos[0].tipo_pagamento.nome).toBeTruthy();
    expect(listadas.body.find((x: { id: number }) => x.id === despesa.body.id).pagamentos).toEqual([]);
    const pagina = await rest(t.app, 'GET', '/api/transacoes?page=1&limit=10', undefined, c.token);
    expect(pagina.body.find((x: { id: number }) => x.id === receita.id).pagamentos).toHaveLength(1);
  });

  it('bancos, categorias e tipos de pagamento: campos da spec; PUT só com a taxa mantém nome e tipo', async () => {
    const c = await clinicaComFinanceiro(t);
    for (const rota of ['/api/bancos', '/api/categorias']) {
      campos(
        await rest(t.app, 'GET', rota, undefined, c.token),
        'GET',
        rota,
        lista(['id', 'nome', 'criado_em']),
      );
    }
    const banco = await rest(t.app, 'PUT', `/api/bancos/${c.banco}`, { nome: 'Banco Novo' }, c.token);
    campos(banco, 'PUT', '/api/bancos/:id', ['id', 'nome', 'criado_em']);
    expect((await rest(t.app, 'PUT', `/api/categorias/${c.aluguel}`, {}, c.token)).status).toBe(200);
    const tipos = await rest(t.app, 'GET', '/api/tipos_pagamento', undefined, c.token);
    campos(tipos, 'GET', '/api/tipos_pagamento', lista(['id', 'nome', 'tipo', 'taxa', 'criado_em']));
    const antes = tipos.body.find((x: { id: number }) => x.id === c.pix);
    const taxa = await rest(t.app, 'PUT', `/api/tipos_pagamento/${c.pix}`, { taxa: '12.5' }, c.token);
    campos(taxa, 'PUT', '/api/tipos_pagamento/:id', ['id', 'nome', 'tipo', 'taxa', 'criado_em']);
    expect(taxa.body).toMatchObject({ nome: antes.nome, tipo: 'R', taxa: 12.5 });
    const tipo = await rest(t.app, 'PUT', `/api/tipos_pagamento/${c.pix}`, { tipo: 'd' }, c.token);
    expect(tipo.body).toMatchObject({ nome: antes.nome, tipo: 'D', taxa: 12.5 });
  });

  it('unidades: taxa_marketing em reais na borda; PUT parcial mantém o resto', async () => {
    const c = await clinicaComFinanceiro(t);
    const u = await rest(
      t.app,
      'POST',
      '/api/unidades',
      {
        nome_fantasia: 'Filial Centro',
        cnpj: '11.222.333/0001-81',
        responsavel: 'Ana',
        taxa_marketing: '250,75',
      },
      c.token,
    );
    expect(u.status).toBe(201);
    expect(u.body.taxa_marketing).toBe(250.75);
    const editada = await rest(
      t.app,
      'PUT',
      `/api/unidades/${u.body.id}`,
      { nome_fantasia: 'Filial Sé' },
      c.token,
    );
    expect(editada.body).toMatchObject({
      nome_fantasia: 'Filial Sé',
      cnpj: '11222333000181',
      responsavel: 'Ana',
      taxa_marketing: 250.75,
    });
    const web = await t.db
      .selectFrom('unidade')
      .select('taxa_marketing')
      .where('id', '=', u.body.id)
      .executeTakeFirstOrThrow();
    expect(web.taxa_marketing).toBe(25075);
  });

  it('PUT de outra clínica continua 404 (a mescla lê pelo id_conta do token)', async () => {
    const a = await clinicaComFinanceiro(t);
    const b = await clinicaComFinanceiro(t);
    const r = await rest(t.app, 'PUT', `/api/tratamentos/${a.idLimpeza}`, { nome: 'Invasão' }, b.token);
    expect(r.status).toBe(404);
    const r2 = await rest(t.app, 'PUT', `/api/bancos/${a.banco}`, { nome: 'Invasão' }, b.token);
    expect(r2.status).toBe(404);
  });
});
