import { MSG } from '@clinica/contracts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  type AppDeTeste,
  criarAppDeTeste,
  criarClinica,
  criarUsuarioComPermissoes,
  entrar,
  rest,
  trpc,
} from '../../testing';

let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste(inject('databaseUrl'));
});
afterAll(() => t.fechar());

const CNPJ = '11222333000181';
let seq = 0;
const novo = (idPerfil: number, extra: Record<string, unknown> = {}) => ({
  nome: ' Dra. Júlia Prado ',
  email: `julia.${Date.now()}.${seq++}@clinica.test`,
  senha: 'Girassol#2024',
  whatsapp: '(11) 98765-4321'.replace(/^/, '55 '),
  cpf: '529.982.247-25',
  cro: 'SP-12345',
  tipo: 'PROFISSIONAL',
  id_perfil: idPerfil,
  ...extra,
});

async function cenario() {
  const c = await criarClinica(t.deps);
  const token = await entrar(t.app, c.email, c.senha);
  const perfil = (await rest(t.app, 'GET', '/api/perfil', undefined, token)).body[0].id as number;
  return { ...c, token, perfil };
}

describe('usuários', () => {
  it('cria pelas duas superfícies com dígitos normalizados, lista, busca e filtra por tipo', async () => {
    const s = await cenario();
    const unidade = (
      await rest(t.app, 'POST', '/api/unidades', { nome_fantasia: 'Unidade Centro', cnpj: CNPJ }, s.token)
    ).body;
    const r = await rest(t.app, 'POST', '/api/usuario', novo(s.perfil, { clinicas: [unidade.id] }), s.token);
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({
      nome: 'Dra. Júlia Prado',
      whatsapp: '5511987654321',
      cpf: '52998224725',
      tipo: 'PROFISSIONAL',
      ativo: true,
      perfil: { id: s.perfil, nome: 'Administrador' },
      clinicas: [{ id: unidade.id, nome_fantasia: 'Unidade Centro', cnpj: CNPJ, responsavel: null }],
    });
    expect(r.body).not.toHaveProperty('senha');
    const r2 = await trpc(
      t.app,
      'mutation',
      'usuario.create',
      novo(s.perfil, { nome: 'Carlos Recepção', tipo: 'USUARIO' }),
      s.token,
    );
    expect(r2.status).toBe(200);

    // Issue 33: ?tipo=PROFISSIONAL is who can be booked, so the clinic's ADM (who attends) too.
    const profissionais = await rest(t.app, 'GET', '/api/usuarios?tipo=PROFISSIONAL', undefined, s.token);
    expect(profissionais.body.map((u: { nome: string }) => u.nome)).toEqual([
      'Administradora Teste',
      'Dra. Júlia Prado',
    ]);
    const busca = await trpc(t.app, 'query', 'usuario.list', { q: 'JULIA PRADO' }, s.token);
    expect(busca.body).toMatchObject({ total: 1, itens: [{ id: r.body.id }] });
    const todos = await rest(t.app, 'GET', '/api/usuarios', undefined, s.token);
    expect(todos.body).toHaveLength(3);
  });

  it('REST ?tipo=PROFISSIONAL: quem pode ser agendado (PROFISSIONAL, MEDICO e ADM ativos), como o seletor antigo espera (issue 33)', async () => {
    const s = await cenario();
    const criar = async (nome: string, tipo: string) =>
      (await rest(t.app, 'POST', '/api/usuario', novo(s.perfil, { nome, tipo }), s.token)).body.id as number;
    await criar('Bia Médica', 'MEDICO');
    await criar('Caio Profissional', 'PROFISSIONAL');
    await criar('Davi Recepção', 'USUARIO');
    const inativo = await criar('Eva Inativa', 'PROFISSIONAL');
    expect(
      (await rest(t.app, 'PATCH', `/api/usuario/${inativo}/ativo`, { ativo: false }, s.token)).status,
    ).toBe(200);
    const nomes = async (query: string) => {
      const r = await t.app.inject({
        method: 'GET',
        url: `/api/usuarios?${query}`,
        headers: { authorization: `Bearer ${s.token}` },
      });
      return [r.json().map((u: { nome: string }) => u.nome), r.headers['x-total-count']];
    };
    const quemAtende = ['Administradora Teste', 'Bia Médica', 'Caio Profissional'];
    expect((await nomes('tipo=PROFISSIONAL'))[0]).toEqual(quemAtende);
    expect(await nomes('tipo=profissional&page=1&limit=2')).toEqual([quemAtende.slice(0, 2), '3']);
    // Any other type is still that type only.
    expect((await nomes('tipo=MEDICO'))[0]).toEqual(['Bia Médica']);
    expect((await nomes('tipo=ADM'))[0]).toEqual(['Administradora Teste']);
    const doc = (await rest(t.app, 'GET', '/api/openapi.json')).body;
    expect(doc.paths['/api/usuarios'].get.description).toContain('tipo=PROFISSIONAL');
    expect(doc.paths['/api/usuarios'].get.description).toContain('PROFISSIONAL, MEDICO e ADM');
    // tRPC's users screen keeps filtering by the exact type.
    const tela = await trpc(t.app, 'query', 'usuario.list', { tipo: 'PROFISSIONAL' }, s.token);
    expect(tela.body.itens.map((u: { nome: string }) => u.nome)).toEqual([
      'Caio Profissional',
      'Eva Inativa',
    ]);
  });

  it.each([
    ['nome vazio', { nome: '' }, 'Campo obrigatório'],
    ['e-mail inválido', { email: 'julia@' }, 'E-mail inválido'],
    ['CPF inválido', { cpf: '111.111.111-11' }, 'CPF inválido'],
    ['senha curta', { senha: '123' }, 'A senha deve ter pelo menos 8 caracteres.'],
    ['tipo desconhecido', { tipo: 'DONO' }, 'Campo obrigatório'],
  ])('400 para %s, sem gravar', async (_caso, extra, mensagem) => {
    const s = await cenario();
    const r = await rest(t.app, 'POST', '/api/usuario', novo(s.perfil, extra), s.token);
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(mensagem);
    expect((await rest(t.app, 'GET', '/api/usuarios', undefined, s.token)).body).toHaveLength(1);
  });

  // Issue 18.9: the server refuses weak passwords on both surfaces, whatever the form checked.
  it.each([
    ['senha comum', () => ({ senha: 'Qwerty123' }), MSG.senha.comum],
    ['nome comum com números', () => ({ senha: 'maria1985' }), MSG.senha.palavraComum],
    [
      'senha igual ao e-mail',
      () => ({ email: 'marcos.lima@clinica.test', senha: 'MARCOS.LIMA' }),
      MSG.senha.igualEmail,
    ],
    ['senha só de espaços', () => ({ senha: '         ' }), MSG.senha.espacos],
  ])('400 para %s, em REST e tRPC, sem gravar', async (_caso, extra, mensagem) => {
    const s = await cenario();
    const viaRest = await rest(t.app, 'POST', '/api/usuario', novo(s.perfil, extra()), s.token);
    const viaTrpc = await trpc(t.app, 'mutation', 'usuario.create', novo(s.perfil, extra()), s.token);
    expect([viaRest.status, viaTrpc.status]).toEqual([400, 400]);
    expect([viaRest.body.message, viaTrpc.body.message]).toEqual([mensagem, mensagem]);
    expect((await rest(t.app, 'GET', '/api/usuarios', undefined, s.token)).body).toHaveLength(1);
  });

  it('e-mail já usado (em qualquer clínica) responde 409 com a mensagem do spec', async () => {
    const s = await cenario();
    const r = await rest(
      t.app,
      'POST',
      '/api/usuario',
      novo(s.perfil, { email: s.email.toUpperCase() }),
      s.token,
    );
    expect(r).toMatchObject({
      status: 409,
      body: { message: 'Já existe um usuário com esse e-mail. Por favor, use outro e-mail.' },
    });
  });

  it('perfil ou unidade de outra clínica respondem 404', async () => {
    const s = await cenario();
    const outra = await cenario();
    const unidadeOutra = (
      await rest(t.app, 'POST', '/api/unidades', { nome_fantasia: 'X', cnpj: CNPJ }, outra.token)
    ).body;
    expect((await rest(t.app, 'POST', '/api/usuario', novo(outra.perfil), s.token)).status).toBe(404);
    expect(
      (await rest(t.app, 'POST', '/api/usuario', novo(s.perfil, { clinicas: [unidadeOutra.id] }), s.token))
        .status,
    ).toBe(404);
  });

  it('edita sem senha, ativa e desativa; o desativado não entra e o token dele para de valer', async () => {
    const s = await cenario();
    const dados = novo(s.perfil);
    const u = (await rest(t.app, 'POST', '/api/usuario', dados, s.token)).body;
    const tokenU = await entrar(t.app, dados.email, dados.senha);
    const { senha: _s, ...semSenha } = dados;
    const editado = await rest(
      t.app,
      'PUT',
      `/api/usuario/${u.id}`,
      { ...semSenha, nome: 'Júlia P.', cro: '' },
      s.token,
    );
    expect(editado.body).toMatchObject({ nome: 'Júlia P.', cro: null });

    const off = await rest(t.app, 'PATCH', `/api/usuario/${u.id}/ativo`, { ativo: false }, s.token);
    expect(off.body.ativo).toBe(false);
    expect((await rest(t.app, 'GET', '/api/me', undefined, tokenU)).status).toBe(401);
    expect((await rest(t.app, 'POST', '/api/login', { email: dados.email, senha: dados.senha })).status).toBe(
      401,
    );
    const on = await trpc(t.app, 'mutation', 'usuario.setAtivo', { id: u.id, ativo: true }, s.token);
    expect(on.body.ativo).toBe(true);
    expect((await rest(t.app, 'POST', '/api/login', { email: dados.email, senha: dados.senha })).status).toBe(
      200,
    );
  });

  it('a clínica mantém pelo menos um ADM ativo; um ADM só deixa de sê-lo pelas mãos de outro', async () => {
    const s = await cenario();
    const mensagem = 'É necessário manter pelo menos um administrador ativo na clínica.';
    const adm = (
      await rest(t.app, 'GET', `/api/usuarios?q=${encodeURIComponent(s.email)}`, undefined, s.token)
    ).body[0];
    const base = { nome: adm.nome, email: adm.email, whatsapp: '5511987654321', id_perfil: s.perfil };

    const desativar = await rest(
      t.app,
      'PATCH',
      `/api/usuario/${s.idUsuario}/ativo`,
      { ativo: false },
      s.token,
    );
    expect(desativar).toMatchObject({ status: 409, body: { message: mensagem } });
    const rebaixar = await rest(
      t.app,
      'PUT',
      `/api/usuario/${s.idUsuario}`,
      { ...base, tipo: 'USUARIO' },
      s.token,
    );
    expect(rebaixar).toMatchObject({ status: 403, body: { message: MSG.usuarios.proprioTipoOuPerfil } });
    const euMesmo = await rest(t.app, 'DELETE', `/api/usuario/${s.idUsuario}`, undefined, s.token);
    expect(euMesmo.body.message).toBe('Você não pode excluir o seu próprio usuário.');

    // A second ADM may demote the first; then the second is the only one and can't step out.
    const dados2 = novo(s.perfil, { tipo: 'ADM' });
    const segundo = (await rest(t.app, 'POST', '/api/usuario', dados2, s.token)).body.id as number;
    const token2 = await entrar(t.app, dados2.email, dados2.senha);
    const ok = await rest(t.app, 'PUT', `/api/usuario/${s.idUsuario}`, { ...base, tipo: 'USUARIO' }, token2);
    expect(ok.body.tipo).toBe('USUARIO');
    const sozinho = await trpc(t.app, 'mutation', 'usuario.setAtivo', { id: segundo, ativo: false }, token2);
    expect([sozinho.status, sozinho.body.message]).toEqual([409, mensagem]);
  });

  it('exclui em lote de verdade; 403 sem permissão; 404 para usuário de outra clínica', async () => {
    const s = await cenario();
    const outra = await cenario();
    const a = (await rest(t.app, 'POST', '/api/usuario', novo(s.perfil), s.token)).body;
    const b = (await rest(t.app, 'POST', '/api/usuario', novo(s.perfil), s.token)).body;
    expect((await rest(t.app, 'DELETE', `/api/usuario/${a.id}`, undefined, outra.token)).status).toBe(404);
    expect(
      (await rest(t.app, 'PATCH', `/api/usuario/${a.id}/ativo`, { ativo: false }, outra.token)).status,
    ).toBe(404);
    expect(
      (await trpc(t.app, 'mutation', 'usuario.removeMany', { ids: [a.id, b.id] }, s.token)).body,
    ).toEqual({ excluidos: 2 });
    expect((await rest(t.app, 'GET', '/api/usuarios', undefined, s.token)).body).toHaveLength(1);

    const leitor = await criarUsuarioComPermissoes(t.db, s.idConta, ['USUARIOS_LISTAR']);
    const tokenLeitor = await entrar(t.app, leitor.email, leitor.senha);
    expect((await rest(t.app, 'GET', '/api/usuarios', undefined, tokenLeitor)).status).toBe(200);
    expect((await rest(t.app, 'POST', '/api/usuario', novo(s.perfil), tokenLeitor)).status).toBe(403);
    expect(
      (await rest(t.app, 'PATCH', `/api/usuario/${s.idUsuario}/ativo`, { ativo: false }, tokenLeitor)).status,
    ).toBe(403);
  });
});
