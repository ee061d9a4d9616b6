import { MSG } from '@clinica/contracts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  type AppDeTeste,
  type ClinicaEstoque,
  clinicaComEstoque,
  criarAppDeTeste,
  criarUsuarioComPermissoes,
  entrada,
  entrar,
  novoProduto,
  rest,
  trpc,
} from '../../testing';

let t: AppDeTeste;
let c: ClinicaEstoque;
beforeAll(async () => {
  t = await criarAppDeTeste(inject('databaseUrl'));
  c = await clinicaComEstoque(t);
});
afterAll(() => t.fechar());

const tokenCom = async (chaves: string[]) => {
  const u = await criarUsuarioComPermissoes(t.db, c.idConta, chaves);
  return entrar(t.app, u.email, u.senha);
};

describe('permissões do estoque', () => {
  it('cada operação exige a sua chave, nas duas APIs, e a recusa não muda nada', async () => {
    const id = await novoProduto(t, c.token, { nome: 'Protegido' });
    const soListar = await tokenCom(['PRODUTOS_LISTAR']);
    const chamadas: [string, () => Promise<{ status: number; body: { message?: string } }>][] = [
      ['criar', () => trpc(t.app, 'mutation', 'produto.create', { nome: 'Novo', qnt_minima: 1 }, soListar)],
      ['editar', () => rest(t.app, 'PUT', `/api/produtos/${id}`, { nome: 'Outro', qnt_minima: 1 }, soListar)],
      ['excluir', () => rest(t.app, 'DELETE', `/api/produtos/${id}`, undefined, soListar)],
      ['movimentar', () => entrada(t, soListar, id, 1, 100)],
      [
        'movimentar REST',
        () =>
          rest(
            t.app,
            'POST',
            '/api/movimentacoes',
            { id_produto: id, tipo: 'ENTRADA', quantidade: 1, preco_custo: 1 },
            soListar,
          ),
      ],
      ['picker de produtos', () => trpc(t.app, 'query', 'movimentacao.produtos', { q: '' }, soListar)],
      [
        'picker de profissionais',
        () => trpc(t.app, 'query', 'movimentacao.profissionais', { q: '' }, soListar),
      ],
    ];
    for (const [nome, chamar] of chamadas) {
      const r = await chamar();
      expect([nome, r.status, r.body.message]).toEqual([nome, 403, MSG.geral.semPermissao]);
    }
    const p = await trpc(t.app, 'query', 'produto.list', { q: String(id) }, soListar);
    expect(p.body.itens[0]).toMatchObject({ nome: 'Protegido', qnt_atual: 0 });
    // The product's movements modal only needs PRODUTOS_LISTAR.
    expect((await trpc(t.app, 'query', 'movimentacao.list', { id_produto: id }, soListar)).status).toBe(200);
  });

  it('quem só movimenta estoque usa a tela /estoque e os seletores, sem USUARIOS_LISTAR nem PRODUTOS_LISTAR', async () => {
    const id = await novoProduto(t, c.token, { nome: 'Seringa 5 ml' });
    const estoquista = await tokenCom(['PRODUTOS_MOVIMENTAR_ESTOQUE']);
    const produtos = await trpc(t.app, 'query', 'movimentacao.produtos', { q: 'seringa 5' }, estoquista);
    expect(produtos.body).toEqual([{ id, nome: 'Seringa 5 ml', qnt_atual: 0 }]);
    const profs = await trpc(t.app, 'query', 'movimentacao.profissionais', { q: 'carla' }, estoquista);
    expect(profs.body).toEqual([{ id: c.profA.idUsuario, nome: 'Dra. Carla' }]);
    expect((await entrada(t, estoquista, id, 2, 150)).status).toBe(200);
    const lista = await rest(t.app, 'GET', '/api/movimentacoes', undefined, estoquista);
    expect(lista.status).toBe(200);
    expect((await trpc(t.app, 'query', 'produto.list', {}, estoquista)).status).toBe(403);
    expect((await trpc(t.app, 'query', 'movimentacao.unidades', undefined, estoquista)).status).toBe(200);
  });

  it('os seletores respondem no máximo 20 linhas', async () => {
    const cl = await clinicaComEstoque(t);
    for (let i = 0; i < 23; i++)
      await novoProduto(t, cl.token, { nome: `Item ${String(i).padStart(2, '0')}` });
    const r = await trpc(t.app, 'query', 'movimentacao.produtos', { q: 'item' }, cl.token);
    expect(r.body).toHaveLength(20);
    expect(r.body[0].nome).toBe('Item 00');
  });

  it('a lista de movimentações de um produto de outra clínica é 404, nas duas APIs', async () => {
    const outra = await clinicaComEstoque(t);
    const alheio = await novoProduto(t, outra.token);
    const r = await trpc(t.app, 'query', 'movimentacao.list', { id_produto: alheio }, c.token);
    expect([r.status, r.body.message]).toEqual([404, MSG.movimentacoes.produtoNaoEncontrado]);
    expect((await rest(t.app, 'GET', `/api/movimentacoes/${alheio}`, undefined, c.token)).status).toBe(404);
  });
});

describe('registros que o estoque referencia', () => {
  it('um usuário ou unidade com movimentações não é excluído (409, nada muda); sem elas, é', async () => {
    const cl = await clinicaComEstoque(t);
    const u = await criarUsuarioComPermissoes(t.db, cl.idConta, ['PRODUTOS_MOVIMENTAR_ESTOQUE']);
    const token = await entrar(t.app, u.email, u.senha);
    const unidade = (
      await rest(
        t.app,
        'POST',
        '/api/unidades',
        { nome_fantasia: 'Centro', cnpj: '11222333000181' },
        cl.token,
      )
    ).body.id as number;
    const p = await novoProduto(t, cl.token);
    await entrada(t, token, p, 1, 100, { id_unidade: unidade });
    const usuario = await rest(t.app, 'DELETE', `/api/usuario/${u.idUsuario}`, undefined, cl.token);
    expect([usuario.status, usuario.body.message]).toEqual([409, MSG.usuarios.emUso]);
    const un = await trpc(t.app, 'mutation', 'unidade.removeMany', { ids: [unidade] }, cl.token);
    expect([un.status, un.body.message]).toEqual([409, MSG.unidades.emUso]);
    const mov = await trpc(t.app, 'query', 'movimentacao.list', { id_produto: p }, cl.token);
    expect(mov.body.itens[0]).toMatchObject({ criado_por: { id: u.idUsuario }, unidade: { id: unidade } });
    expect(
      (await rest(t.app, 'DELETE', `/api/usuario/${cl.profA.idUsuario}`, undefined, cl.token)).status,
    ).toBe(204);
  });
});
