import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  type AppDeTeste,
  clinicaComToken,
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

const base = {
  nome: 'João da Silva',
  celular: '(11) 98765-4321',
  sexo: 'Masculino',
  nascimento: '15/03/1985',
};

describe('pacientes', () => {
  it('cria pelas duas superfícies com máscaras, guardando dígitos, datas ISO e textos aparados', async () => {
    const { token } = await clinicaComToken(t);
    const r = await rest(
      t.app,
      'POST',
      '/api/pacientes',
      {
        ...base,
        nome: '  João da Silva  ',
        ddi: '55',
        cpf: '529.982.247-25',
        email: ' joao@exemplo.com.br ',
        cep: '01310-100',
        estado: 'sp',
        responsavel_nome: 'Maria da Silva',
        responsavel_celular: '(11) 3456-7890',
        responsavel_nascimento: '1960-07-20',
      },
      token,
    );
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({
      nome: 'João da Silva',
      celular: '11987654321',
      ddi: '55',
      cpf: '52998224725',
      email: 'joao@exemplo.com.br',
      cep: '01310100',
      estado: 'SP',
      nascimento: '1985-03-15',
      responsavel_celular: '1134567890',
      responsavel_nascimento: '1960-07-20',
      rg: null,
    });
    const eua = await trpc(
      t.app,
      'mutation',
      'paciente.create',
      {
        ...base,
        nome: 'Ann Smith',
        ddi: '1',
        celular: '415-555-0123',
        sexo: 'Feminino',
        nascimento: '1990-01-31',
      },
      token,
    );
    expect(eua.status).toBe(200);
    expect(eua.body).toMatchObject({ ddi: '1', celular: '4155550123', nascimento: '1990-01-31' });
    const lido = await trpc(t.app, 'query', 'paciente.get', { id: r.body.id }, token);
    expect(lido.body.nome).toBe('João da Silva');
    expect((await rest(t.app, 'GET', `/api/pacientes/${r.body.id}`, undefined, token)).body.cpf).toBe(
      '52998224725',
    );
  });

  it.each([
    [{ cpf: '123.456.789-00' }, 'CPF inválido'],
    [{ cpf: '111.111.111-11' }, 'CPF inválido'],
    [{ responsavel_cpf: '52998224724' }, 'CPF inválido'],
    [{ nome: '   ' }, 'Campo obrigatório'],
    [{ celular: '' }, 'Campo obrigatório'],
    [{ sexo: undefined }, 'Campo obrigatório'],
    [{ nascimento: '' }, 'Campo obrigatório'],
    [{ nascimento: '31/02/1990' }, 'Dia inválido para o mês'],
    [{ nascimento: '10/13/1990' }, 'Mês inválido'],
    [{ nascimento: '32/01/1990' }, 'Dia inválido'],
    [{ nascimento: '01/01/1899' }, 'Ano inválido'],
    [{ nascimento: '1990/01/01' }, 'Data inválida'],
    [{ email: 'joao@' }, 'E-mail inválido'],
    [{ celular: '(20) 98765-4321' }, 'Telefone inválido'],
    [{ cep: '0131' }, 'CEP inválido. Informe os 8 dígitos.'],
  ])('recusa %o com "%s" (400) nas duas superfícies, sem gravar', async (troca, mensagem) => {
    const { token } = await clinicaComToken(t);
    const corpo = { ...base, ...troca };
    const r = await rest(t.app, 'POST', '/api/pacientes', corpo, token);
    expect(r).toMatchObject({ status: 400, body: { message: mensagem } });
    const tr = await trpc(t.app, 'mutation', 'paciente.create', corpo, token);
    expect(tr.status).toBe(400);
    expect(tr.body.message).toBe(mensagem);
    expect((await rest(t.app, 'GET', '/api/pacientes', undefined, token)).body).toEqual([]);
  });

  it('recusa CPF repetido na mesma clínica (409), mas não em outra', async () => {
    const a = await clinicaComToken(t);
    const b = await clinicaComToken(t);
    const cpf = '52998224725';
    expect((await rest(t.app, 'POST', '/api/pacientes', { ...base, cpf }, a.token)).status).toBe(201);
    const dup = await trpc(
      t.app,
      'mutation',
      'paciente.create',
      { ...base, nome: 'Outro', cpf: '529.982.247-25' },
      a.token,
    );
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('Já existe um paciente com este CPF nesta clínica.');
    const outro = await rest(t.app, 'POST', '/api/pacientes', { ...base, nome: 'Outro' }, a.token);
    const dupPut = await rest(t.app, 'PUT', `/api/pacientes/${outro.body.id}`, { ...base, cpf }, a.token);
    expect(dupPut).toMatchObject({ status: 409, body: { code: 'CONFLITO' } });
    expect((await rest(t.app, 'POST', '/api/pacientes', { ...base, cpf }, b.token)).status).toBe(201);
  });

  it('busca no servidor sem acento nem caixa por nome, e-mail, celular, CPF e id, com paginação', async () => {
    const { token } = await clinicaComToken(t);
    const criar = (p: Record<string, unknown>) =>
      rest(t.app, 'POST', '/api/pacientes', { ...base, ...p }, token);
    const joao = (await criar({ nome: 'João Conceição', email: 'jc@exemplo.com' })).body;
    await criar({ nome: 'Márcia Ávila', celular: '21912345678', cpf: '11144477735' });
    await criar({ nome: 'Beatriz Souza', email: 'bia.souza@exemplo.com' });
    for (let i = 0; i < 3; i++) await criar({ nome: `Zélia ${i}` });
    const nomes = async (q: string) =>
      (await trpc(t.app, 'query', 'paciente.list', { q }, token)).body.itens.map(
        (p: { nome: string }) => p.nome,
      );
    expect(await nomes('joao conceicao')).toEqual(['João Conceição']);
    expect(await nomes('CONCEI')).toEqual(['João Conceição']);
    expect(await nomes('marcia avila')).toEqual(['Márcia Ávila']);
    expect(await nomes('bia.souza')).toEqual(['Beatriz Souza']);
    expect(await nomes('(21) 91234')).toEqual(['Márcia Ávila']);
    expect(await nomes('444.777')).toEqual(['Márcia Ávila']);
    expect(await nomes(String(joao.id))).toContain('João Conceição');
    expect(await nomes('zelia')).toEqual(['Zélia 0', 'Zélia 1', 'Zélia 2']);

    const opcoes = await trpc(t.app, 'query', 'paciente.buscar', { q: 'joão' }, token);
    expect(opcoes.body).toEqual([{ id: joao.id, nome: 'João Conceição', email: 'jc@exemplo.com' }]);

    const pagina = await trpc(t.app, 'query', 'paciente.list', { page: 2, limit: 4 }, token);
    expect(pagina.body.total).toBe(6);
    expect(pagina.body.itens.map((p: { nome: string }) => p.nome)).toEqual(['Zélia 1', 'Zélia 2']);
    const completa = await rest(t.app, 'GET', '/api/pacientes', undefined, token);
    expect(completa.body).toHaveLength(6);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/pacientes?q=${encodeURIComponent('zélia')}&page=1&limit=2`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.headers['x-total-count']).toBe('3');
    expect(res.json()).toHaveLength(2);
  });

  it('edita por PUT (com ddi) e tRPC; outra clínica recebe 404', async () => {
    const a = await clinicaComToken(t);
    const b = await clinicaComToken(t);
    const { body: p } = await rest(t.app, 'POST', '/api/pacientes', base, a.token);
    const put = await rest(
      t.app,
      'PUT',
      `/api/pacientes/${p.id}`,
      { ...base, nome: 'João Silva Neto', ddi: '1', celular: '415-555-0123' },
      a.token,
    );
    expect(put.body).toMatchObject({ id: p.id, nome: 'João Silva Neto', ddi: '1', celular: '4155550123' });
    const tr = await trpc(
      t.app,
      'mutation',
      'paciente.update',
      { id: p.id, ...base, observacao: ' Alergia ' },
      a.token,
    );
    expect(tr.body).toMatchObject({ nome: 'João da Silva', observacao: 'Alergia', ddi: '55' });

    expect((await rest(t.app, 'PUT', `/api/pacientes/${p.id}`, base, b.token)).status).toBe(404);
    expect((await rest(t.app, 'GET', `/api/pacientes/${p.id}`, undefined, b.token)).status).toBe(404);
    expect((await trpc(t.app, 'query', 'paciente.get', { id: p.id }, b.token)).status).toBe(404);
    expect((await trpc(t.app, 'mutation', 'paciente.update', { id: p.id, ...base }, b.token)).status).toBe(
      404,
    );
    expect((await rest(t.app, 'GET', '/api/pacientes', undefined, b.token)).body).toEqual([]);
  });

  it('cada chamada exige a sua permissão (403)', async () => {
    const c = await criarClinica(t.deps);
    const adm = await entrar(t.app, c.email, c.senha);
    const { body: p } = await rest(t.app, 'POST', '/api/pacientes', base, adm);
    const u = await criarUsuarioComPermissoes(t.db, c.idConta, ['PACIENTES_LISTAR']);
    const token = await entrar(t.app, u.email, u.senha);
    expect((await rest(t.app, 'GET', '/api/pacientes', undefined, token)).status).toBe(200);
    expect((await rest(t.app, 'POST', '/api/pacientes', base, token)).status).toBe(403);
    expect((await rest(t.app, 'PUT', `/api/pacientes/${p.id}`, base, token)).status).toBe(403);
    expect((await trpc(t.app, 'mutation', 'paciente.create', base, token)).status).toBe(403);
    const nada = await criarUsuarioComPermissoes(t.db, c.idConta, []);
    const t2 = await entrar(t.app, nada.email, nada.senha);
    expect((await trpc(t.app, 'query', 'paciente.list', {}, t2)).status).toBe(403);
  });
});
