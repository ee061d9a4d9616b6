import { MSG } from '@clinica/contracts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  type AppDeTeste,
  type ClinicaOrcamento,
  clinicaComOrcamento,
  criarAppDeTeste,
  criarClinica,
  criarUsuarioComPermissoes,
  entrar,
  PERMISSOES_ORCAMENTO,
  pedidoOrcamento,
  rest,
  trpc,
  vincularReceita,
} from '../../testing';

let t: AppDeTeste;
let c: ClinicaOrcamento;
beforeAll(async () => {
  t = await criarAppDeTeste(inject('databaseUrl'));
  c = await clinicaComOrcamento(t);
});
afterAll(() => t.fechar());

const M = MSG.orcamentos;
const obrigatorio = MSG.geral.campoObrigatorio;
const criar = async (extra: Record<string, unknown> = {}) =>
  (await trpc(t.app, 'mutation', 'orcamento.create', pedidoOrcamento(c, extra), c.token)).body;
const contar = async () =>
  Number(
    (
      await t.db
        .selectFrom('orcamento')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('id_conta', '=', c.idConta)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('orçamento: entrada inválida recebe a mensagem e não grava nada', () => {
  const casos: [string, Record<string, unknown>, number, string][] = [
    ['sem paciente', { id_paciente: undefined }, 400, obrigatorio],
    ['sem vencimento', { vencimento: '' }, 400, M.dataInvalida],
    ['vencimento impossível', { vencimento: '2030-02-30' }, 400, M.dataInvalida],
    ['vencimento com NUL', { vencimento: '2030-01-01\u0000' }, 400, MSG.geral.dadosInvalidos],
    ['sem tratamentos', { tratamentos: [] }, 400, M.tratamentosObrigatorios],
    ['linha sem profissional', { tratamentos: [{ id_tratamento: 1 }] }, 400, obrigatorio],
    [
      'id gigante',
      { id_paciente: 99_999_999_999 },
      400,
      'id_paciente: Grande demais: esperava que o número fosse <= 2147483647',
    ],
  ];
  it.each(casos)('%s', async (_, extra, status, mensagem) => {
    const antes = await contar();
    const corpo = { ...pedidoOrcamento(c), ...extra };
    const viaTrpc = await trpc(t.app, 'mutation', 'orcamento.create', corpo, c.token);
    const viaRest = await rest(t.app, 'POST', '/api/orcamentos', corpo, c.token);
    for (const r of [viaTrpc, viaRest]) {
      expect(r.status).toBe(status);
      expect(r.body.message).toBe(mensagem);
    }
    expect(await contar()).toBe(antes);
  });

  it('mais de 50 linhas; total acima do limite', async () => {
    const linha = { id_tratamento: c.idLimpeza, id_profissional: c.profA.idUsuario };
    const demais = await rest(
      t.app,
      'POST',
      '/api/orcamentos',
      pedidoOrcamento(c, { tratamentos: Array.from({ length: 51 }, () => linha) }),
      c.token,
    );
    expect(demais.status).toBe(400);
    expect(demais.body.message).toBe(M.tratamentosDemais);

    const caro = await rest(
      t.app,
      'POST',
      '/api/tratamentos',
      { nome: 'Reabilitação total', preco_venda: 1_000_000, preco_custo: 0, duracao: 0 },
      c.token,
    );
    const linhaCara = { id_tratamento: caro.body.id, id_profissional: c.profA.idUsuario };
    const antes = await contar();
    const r = await trpc(
      t.app,
      'mutation',
      'orcamento.create',
      pedidoOrcamento(c, { tratamentos: Array.from({ length: 21 }, () => linhaCara) }),
      c.token,
    );
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(M.totalExcedido);
    expect(await contar()).toBe(antes);
  });

  it('tratamento inativo não é orçado; paciente, tratamento e profissional de fora são 404', async () => {
    const inativo = await rest(
      t.app,
      'POST',
      '/api/tratamentos',
      { nome: 'Desativado', preco_venda: 10, preco_custo: 0, duracao: 0, status: false },
      c.token,
    );
    const outra = await clinicaComOrcamento(t);
    const usuarioComum = await criarUsuarioComPermissoes(t.db, c.idConta, [], { tipo: 'USUARIO' });
    const linha = (id_tratamento: number, id_profissional = c.profA.idUsuario) => ({
      tratamentos: [{ id_tratamento, id_profissional }],
    });
    const casos: [Record<string, unknown>, number, string][] = [
      [linha(inativo.body.id), 400, M.tratamentoInativo('Desativado')],
      [{ id_paciente: outra.ana }, 404, M.pacienteNaoEncontrado],
      [linha(outra.idLimpeza), 404, M.tratamentoNaoEncontrado],
      [linha(c.idLimpeza, outra.profA.idUsuario), 404, M.profissionalNaoEncontrado],
      [linha(c.idLimpeza, usuarioComum.idUsuario), 404, M.profissionalNaoEncontrado],
    ];
    const antes = await contar();
    for (const [extra, status, mensagem] of casos) {
      const r = await rest(t.app, 'POST', '/api/orcamentos', pedidoOrcamento(c, extra), c.token);
      expect([r.status, r.body.message]).toEqual([status, mensagem]);
    }
    expect(await contar()).toBe(antes);
  });
});

describe('orçamento: vinculado a uma transação', () => {
  it('não pode ser excluído nem cancelado (409, nas duas superfícies) e fica como está', async () => {
    const o = await criar();
    await vincularReceita(t, c.idConta, o.id);
    const respostas = [
      [await rest(t.app, 'DELETE', `/api/orcamentos/${o.id}`, undefined, c.token), M.vinculadoExcluir],
      [await trpc(t.app, 'mutation', 'orcamento.remove', { id: o.id }, c.token), M.vinculadoExcluir],
      [
        await rest(t.app, 'POST', `/api/orcamentos/${o.id}/cancelar`, undefined, c.token),
        M.vinculadoCancelar,
      ],
      [await trpc(t.app, 'mutation', 'orcamento.cancelar', { id: o.id }, c.token), M.vinculadoCancelar],
    ] as const;
    for (const [r, mensagem] of respostas) expect([r.status, r.body.message]).toEqual([409, mensagem]);
    const depois = await trpc(t.app, 'query', 'orcamento.get', { id: o.id }, c.token);
    expect(depois.body.status).toBe('ATIVO');
  });
});

describe('orçamento: permissões', () => {
  const chamadas = (idOrcamento: number, tk: string) =>
    [
      ['ORCAMENTOS_LISTAR', () => rest(t.app, 'GET', '/api/orcamentos', undefined, tk)],
      ['ORCAMENTOS_LISTAR', () => rest(t.app, 'GET', `/api/orcamentos/paciente/${c.ana}`, undefined, tk)],
      ['ORCAMENTOS_LISTAR', () => rest(t.app, 'GET', `/api/orcamentos/${idOrcamento}`, undefined, tk)],
      ['ORCAMENTOS_LISTAR', () => trpc(t.app, 'query', 'orcamento.list', {}, tk)],
      ['ORCAMENTOS_LISTAR', () => trpc(t.app, 'query', 'orcamento.doPaciente', { id_paciente: c.ana }, tk)],
      ['ORCAMENTOS_LISTAR', () => trpc(t.app, 'query', 'orcamento.get', { id: idOrcamento }, tk)],
      ['ORCAMENTOS_CRIAR', () => rest(t.app, 'POST', '/api/orcamentos', pedidoOrcamento(c), tk)],
      ['ORCAMENTOS_CRIAR', () => trpc(t.app, 'mutation', 'orcamento.create', pedidoOrcamento(c), tk)],
      ['ORCAMENTOS_CRIAR', () => trpc(t.app, 'mutation', 'orcamento.cancelar', { id: idOrcamento }, tk)],
      ['ORCAMENTOS_CRIAR', () => trpc(t.app, 'query', 'orcamento.pacientes', { q: 'ana' }, tk)],
      ['ORCAMENTOS_CRIAR', () => trpc(t.app, 'query', 'orcamento.profissionais', { q: '' }, tk)],
      ['ORCAMENTOS_CRIAR', () => trpc(t.app, 'query', 'orcamento.tratamentos', { q: '' }, tk)],
      ['ORCAMENTOS_EXCLUIR', () => rest(t.app, 'DELETE', `/api/orcamentos/${idOrcamento}`, undefined, tk)],
      ['ORCAMENTOS_EXCLUIR', () => trpc(t.app, 'mutation', 'orcamento.remove', { id: idOrcamento }, tk)],
    ] as const;

  it('sem cada permissão, 403 com a mensagem; com todas as outras, nada muda', async () => {
    const o = await criar();
    for (const falta of PERMISSOES_ORCAMENTO) {
      const u = await criarUsuarioComPermissoes(
        t.db,
        c.idConta,
        PERMISSOES_ORCAMENTO.filter((p) => p !== falta),
      );
      const token = await entrar(t.app, u.email, u.senha);
      for (const [precisa, chamar] of chamadas(o.id, token)) {
        if (precisa !== falta) continue;
        const r = await chamar();
        expect([precisa, r.status, r.body.message]).toEqual([precisa, 403, MSG.geral.semPermissao]);
      }
    }
    expect((await trpc(t.app, 'query', 'orcamento.get', { id: o.id }, c.token)).body.status).toBe('ATIVO');
  });

  it('quem cria orçamentos usa os seletores sem USUARIOS_LISTAR nem TRATAMENTOS_LISTAR', async () => {
    const u = await criarUsuarioComPermissoes(t.db, c.idConta, ['ORCAMENTOS_LISTAR', 'ORCAMENTOS_CRIAR']);
    const token = await entrar(t.app, u.email, u.senha);
    const pacientes = await trpc(t.app, 'query', 'orcamento.pacientes', { q: 'ana sou' }, token);
    expect(pacientes.body.map((p: { id: number }) => p.id)).toEqual([c.ana]);
    const profissionais = await trpc(t.app, 'query', 'orcamento.profissionais', { q: '' }, token);
    expect(profissionais.body.map((p: { nome: string }) => p.nome)).toEqual(
      expect.arrayContaining(['Dra. Carla', 'Dr. Davi']),
    );
    expect(profissionais.body.map((p: { id: number }) => p.id)).not.toContain(u.idUsuario);
    const tratamentos = await trpc(t.app, 'query', 'orcamento.tratamentos', { q: 'clarea' }, token);
    expect(tratamentos.body).toEqual([
      { id: c.idClareamento, nome: expect.stringMatching(/^Clareamento/), preco_venda: 35_050 },
    ]);
    const criado = await trpc(t.app, 'mutation', 'orcamento.create', pedidoOrcamento(c), token);
    expect(criado.status).toBe(200);
  });

  it('outra clínica: orçamento e paciente de fora são 404', async () => {
    const o = await criar();
    const outra = await criarClinica(t.deps);
    const token = await entrar(t.app, outra.email, outra.senha);
    expect((await rest(t.app, 'GET', `/api/orcamentos/${o.id}`, undefined, token)).status).toBe(404);
    expect((await rest(t.app, 'GET', `/api/orcamentos/paciente/${c.ana}`, undefined, token)).status).toBe(
      404,
    );
    expect((await rest(t.app, 'DELETE', `/api/orcamentos/${o.id}`, undefined, token)).status).toBe(404);
    expect((await trpc(t.app, 'mutation', 'orcamento.cancelar', { id: o.id }, token)).status).toBe(404);
    expect((await rest(t.app, 'GET', '/api/orcamentos', undefined, token)).body).toEqual([]);
  });
});
