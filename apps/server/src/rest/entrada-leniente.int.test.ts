import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  type AppDeTeste,
  criarAppDeTeste,
  criarClinica,
  criarUsuarioComPermissoes,
  emailUnico,
  entrar,
  rest,
} from '../testing';

/**
 * What the old clients sent still works on the older routes (issue 17, DECISIONS.md 20): the
 * REST validator reads every input through contracts' one coercion layer, and numbers stay
 * bounded after it (issue 18.2).
 */
let t: AppDeTeste;
let token: string;
let idConta: number;
beforeAll(async () => {
  t = await criarAppDeTeste(inject('databaseUrl'));
  const c = await criarClinica(t.deps);
  idConta = c.idConta;
  token = await entrar(t.app, c.email, c.senha);
});
afterAll(() => t.fechar());

describe('entrada leniente nas rotas antigas', () => {
  it('tratamento: reais em texto com vírgula, status "true", sem duracao = 0; status 1 no PATCH', async () => {
    const corpo = { nome: 'Limpeza', preco_venda: '150,00', preco_custo: '50.5', status: 'true' };
    const r = await rest(t.app, 'POST', '/api/tratamentos', corpo, token);
    expect([r.status, r.body.preco_venda, r.body.preco_custo, r.body.duracao, r.body.status]).toEqual([
      201,
      150,
      50.5,
      0,
      true,
    ]);
    const p = await rest(t.app, 'PATCH', `/api/tratamentos/${r.body.id}/status`, { status: 0 }, token);
    expect([p.status, p.body.status]).toEqual([200, false]);
  });

  it('números fora da coluna são 400 nomeando o campo, nunca 500 (?preco_venda=1e10, id 2147483648)', async () => {
    const casos = [
      ['GET', '/api/tratamentos?preco_venda=1e10', undefined, /^preco_venda: /],
      ['GET', '/api/tratamentos?preco_custo=99999999999', undefined, /^preco_custo: /],
      ['PUT', '/api/pacientes/2147483648', {}, /^id: /],
      [
        'POST',
        '/api/pacientes_termos',
        { id_paciente: 2_147_483_648, titulo: 'x', corpo: 'y' },
        /^id_paciente: /,
      ],
      ['POST', '/api/tratamentos', { nome: 'x', preco_venda: '1e400', preco_custo: 1 }, /^preco_venda: /],
    ] as const;
    for (const [metodo, url, corpo, mensagem] of casos) {
      const r = await rest(t.app, metodo, url, corpo, token);
      expect([url, r.status]).toEqual([url, 400]);
      expect(r.body.message).toMatch(mensagem);
    }
  });

  it('usuário: tipo em minúsculas, id_perfil em texto, WhatsApp sem o 55, ativo "0"', async () => {
    const { idPerfil } = await criarUsuarioComPermissoes(t.db, idConta, []);
    const corpo = {
      nome: 'Beatriz',
      email: emailUnico('leniente'),
      whatsapp: '(11) 98765-4321',
      tipo: 'profissional',
      id_perfil: String(idPerfil),
      clinicas: [],
      senha: 'Xq7!vR2#pL9@Lenient',
    };
    const r = await rest(t.app, 'POST', '/api/usuario', corpo, token);
    expect([r.status, r.body.tipo, r.body.id_perfil, r.body.whatsapp]).toEqual([
      201,
      'PROFISSIONAL',
      idPerfil,
      '5511987654321',
    ]);
    const a = await rest(t.app, 'PATCH', `/api/usuario/${r.body.id}/ativo`, { ativo: '0' }, token);
    expect([a.status, a.body.ativo]).toEqual([200, false]);
  });

  it('tipo de pagamento e paciente: enum em qualquer caixa, ddi número, taxa "2,5"', async () => {
    const tp = await rest(
      t.app,
      'POST',
      '/api/tipos_pagamento',
      { nome: 'Pix', tipo: 'r', taxa: '2,5' },
      token,
    );
    expect([tp.status, tp.body.tipo, tp.body.taxa]).toEqual([201, 'R', 2.5]);
    const paciente = {
      nome: 'Caio',
      ddi: 55,
      celular: '11987654321',
      sexo: 'masculino',
      nascimento: '01/02/1990',
    };
    const p = await rest(t.app, 'POST', '/api/pacientes', paciente, token);
    expect([p.status, p.body.ddi, p.body.sexo]).toEqual([201, '55', 'Masculino']);
  });

  it('cadastro público: id_vendedor além do integer é 400 nomeando o campo, e nada é criado', async () => {
    const antes = await t.db
      .selectFrom('conta')
      .select((e) => e.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const r = await rest(t.app, 'POST', '/api/conta', {
      nome: 'Clínica X',
      tipo: 'CLINICA',
      id_vendedor: 2_147_483_648,
      usuario: {
        nome: 'Ana',
        email: emailUnico('vend'),
        senha: 'Xq7!vR2#pL9@Lenient',
        whatsapp: '11987654321',
      },
    });
    expect([r.status, r.body.message]).toEqual([400, expect.stringMatching(/^id_vendedor: /)]);
    const depois = await t.db
      .selectFrom('conta')
      .select((e) => e.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(depois.n)).toBe(Number(antes.n));
  });
});
