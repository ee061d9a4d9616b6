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

async function token() {
  const c = await criarClinica(t.deps);
  return { ...c, token: await entrar(t.app, c.email, c.senha) };
}

const CORPO =
  '<h2 style="text-align:center">Consentimento</h2><p>Eu, <strong>paciente</strong>, autorizo o procedimento de clareamento dental descrito abaixo.</p><ul><li>Riscos</li></ul>';

describe('modelos de termo', () => {
  it('cria pelas duas superfícies e devolve a prévia de 50 caracteres sem marcação', async () => {
    const s = await token();
    const r = await rest(t.app, 'POST', '/api/termos', { titulo: ' Clareamento ', corpo: CORPO }, s.token);
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ titulo: 'Clareamento', corpo: CORPO });
    expect(r.body.previa).toBe('Consentimento Eu, paciente, autorizo o procediment...');
    const r2 = await trpc(
      t.app,
      'mutation',
      'termo.create',
      { titulo: 'Contrato', corpo: '<p>Contrato de serviço</p>' },
      s.token,
    );
    expect(r2.status).toBe(200);
    expect(r2.body.previa).toBe('Contrato de serviço');
  });

  it('nenhum script, atributo on* ou link javascript: sobrevive ao salvar', async () => {
    const s = await token();
    const corpo =
      '<p>Texto</p><script>alert("x")</script><img src=x onerror="alert(1)"><p onmouseover="alert(2)">Passe</p>' +
      '<a href="javascript:alert(3)">clique</a><iframe src="https://mal.example"></iframe>';
    const r = await trpc(t.app, 'mutation', 'termo.create', { titulo: 'XSS', corpo }, s.token);
    expect(r.status).toBe(200);
    for (const proibido of ['<script', 'onerror', 'onmouseover', 'javascript:', '<iframe', '<img']) {
      expect(r.body.corpo).not.toContain(proibido);
    }
    expect(r.body.corpo).toContain('<p>Passe</p>');
    const lido = await rest(t.app, 'GET', '/api/termos', undefined, s.token);
    expect(lido.body[0].corpo).toBe(r.body.corpo);
  });

  it.each([
    [{ titulo: '', corpo: CORPO }],
    [{ titulo: 'X', corpo: '' }],
    [{ titulo: 'X', corpo: '<p><br></p><script>alert(1)</script>' }],
  ])('400 "Preencha os campos obrigatórios." para %o, sem gravar', async (body) => {
    const s = await token();
    const r = await rest(t.app, 'POST', '/api/termos', body, s.token);
    expect(r).toMatchObject({ status: 400, body: { message: 'Preencha os campos obrigatórios.' } });
    expect((await rest(t.app, 'GET', '/api/termos', undefined, s.token)).body).toEqual([]);
  });

  it('busca no título, no texto do corpo e pelo id; edita com o id repetido no corpo; exclui de verdade', async () => {
    const s = await token();
    const a = (
      await rest(
        t.app,
        'POST',
        '/api/termos',
        { titulo: 'Botox', corpo: '<p>Aplicação de toxina botulínica</p>' },
        s.token,
      )
    ).body;
    await rest(t.app, 'POST', '/api/termos', { titulo: 'Clareamento', corpo: CORPO }, s.token);
    const porCorpo = await trpc(t.app, 'query', 'termo.list', { q: 'TOXINA BOTULINICA' }, s.token);
    expect(porCorpo.body.itens.map((x: { id: number }) => x.id)).toEqual([a.id]);
    const porTitulo = await trpc(t.app, 'query', 'termo.list', { q: 'clare' }, s.token);
    expect(porTitulo.body.total).toBe(1);
    expect((await trpc(t.app, 'query', 'termo.list', { q: String(a.id) }, s.token)).body.itens[0].id).toBe(
      a.id,
    );

    const editado = await rest(
      t.app,
      'PUT',
      `/api/termos/${a.id}`,
      { id: a.id, titulo: 'Toxina', corpo: '<p>Novo</p>' },
      s.token,
    );
    expect(editado.body).toMatchObject({ id: a.id, titulo: 'Toxina', corpo: '<p>Novo</p>' });
    expect((await rest(t.app, 'DELETE', `/api/termos/${a.id}`, undefined, s.token)).status).toBe(204);
    expect((await trpc(t.app, 'query', 'termo.get', { id: a.id }, s.token)).status).toBe(404);
  });

  it('quem só lista não cria nem edita', async () => {
    const s = await token();
    const u = await criarUsuarioComPermissoes(t.db, s.idConta, ['TERMOS_LISTAR']);
    const tk = await entrar(t.app, u.email, u.senha);
    expect((await rest(t.app, 'GET', '/api/termos', undefined, tk)).status).toBe(200);
    expect((await rest(t.app, 'POST', '/api/termos', { titulo: 'X', corpo: '<p>x</p>' }, tk)).status).toBe(
      403,
    );
  });
});
