import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import {
  type AppDeTeste,
  criarAppDeTeste,
  criarClinica,
  criarUsuarioComPermissoes,
  entrar,
  rest,
  trpc,
} from '../../testing';

/** Issue 19: public codes expire, 'Reenviar link' replaces them, a signed record's public read is minimal. */
let t: AppDeTeste;
let agora = new Date();
beforeAll(async () => {
  t = await criarAppDeTeste(inject('databaseUrl'), {}, { agora: () => agora });
});
afterAll(() => t.fechar());

const DIA = 86_400_000;
const EXPIRADO = 'Este link expirou. Peça à clínica um novo link.';
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

async function cenario() {
  agora = new Date();
  const c = await criarClinica(t.deps, { nome: 'Clínica Sorriso' });
  const token = await entrar(t.app, c.email, c.senha);
  const r = await sql<{ id: number }>`INSERT INTO paciente (id_conta, nome, celular, sexo, nascimento, cpf)
    VALUES (${c.idConta}, 'João da Silva', '11987654321', 'Masculino', '1990-05-17', '52998224725') RETURNING id`.execute(
    t.db,
  );
  const idPaciente = r.rows[0]!.id;
  const doc = (
    await rest(
      t.app,
      'POST',
      '/api/pacientes_termos',
      {
        id_paciente: idPaciente,
        tipo: 'TERMO',
        titulo: 'Clareamento',
        cabecalho: '<p>CPF 529.982.247-25</p>',
        corpo: '<p>Autorizo.</p>',
      },
      token,
    )
  ).body;
  const q = (
    await rest(
      t.app,
      'POST',
      '/api/questoes-anamnese',
      { pergunta: 'Fuma?', tipo_pergunta: 'sim_nao' },
      token,
    )
  ).body.id as number;
  const modelo = (await rest(t.app, 'POST', '/api/modelos-anamnese', { nome: 'Geral', questoes: [q] }, token))
    .body;
  const anamnese = (
    await rest(
      t.app,
      'POST',
      '/api/pacientes-anamnese',
      { id_modelo_anamnese: modelo.id, id_paciente: idPaciente },
      token,
    )
  ).body;
  return { ...c, token, idPaciente, doc, anamnese, q };
}

const getDoc = (codigo: string) => rest(t.app, 'GET', `/api/pacientes_termos/c/${codigo}`);
const getAnamnese = (codigo: string) => rest(t.app, 'GET', `/api/pacientes-anamnese/c/${codigo}`);

describe('links públicos (issue 19)', () => {
  it('um código não assinado expira após 30 dias: 410 com a mensagem no GET e no POST, pelas duas superfícies', async () => {
    const s = await cenario();
    agora = new Date(Date.now() + 29 * DIA);
    expect((await getDoc(s.doc.codigo)).status).toBe(200);
    expect((await getAnamnese(s.anamnese.codigo)).status).toBe(200);

    agora = new Date(Date.now() + 30 * DIA + 60_000);
    expect(await getDoc(s.doc.codigo)).toMatchObject({
      status: 410,
      body: { message: EXPIRADO, code: 'LINK_EXPIRADO' },
    });
    expect(await getAnamnese(s.anamnese.codigo)).toMatchObject({ status: 410, body: { message: EXPIRADO } });
    expect(
      await rest(t.app, 'PUT', `/api/pacientes_termos/assinar/${s.doc.codigo}`, { assinatura: PNG }),
    ).toMatchObject({ status: 410, body: { message: EXPIRADO } });
    expect(
      await rest(t.app, 'PUT', `/api/pacientes-anamnese/assinar/${s.anamnese.codigo}`, {
        respostas: [{ id_pergunta: s.q, resposta: 'Não' }],
        assinatura: PNG,
      }),
    ).toMatchObject({ status: 410, body: { message: EXPIRADO } });
    // tRPC has no 410: the same refusal travels as 404 with the code LINK_EXPIRADO.
    const viaTrpc = await trpc(t.app, 'query', 'documentoPublico.get', { codigo: s.doc.codigo });
    expect(viaTrpc.status).toBe(404);
    expect(JSON.stringify(viaTrpc.body)).toContain('LINK_EXPIRADO');
    const assinar = await trpc(t.app, 'mutation', 'anamnesePublica.assinar', {
      codigo: s.anamnese.codigo,
      respostas: [{ id_pergunta: s.q, resposta: 'Não' }],
      assinatura: PNG,
    });
    expect(JSON.stringify(assinar.body)).toContain(EXPIRADO);
    // Nothing was signed.
    const linha = await t.db
      .selectFrom('paciente_anamnese')
      .select('assinado_em')
      .where('id', '=', s.anamnese.id)
      .executeTakeFirstOrThrow();
    expect(linha.assinado_em).toBeNull();
  });

  it('a validade é da clínica (1–365, só ADM); fora da faixa 400 com a mensagem', async () => {
    const s = await cenario();
    expect((await trpc(t.app, 'query', 'conta.validadeLink', undefined, s.token)).body).toEqual({
      validade_link_dias: 30,
    });
    expect(
      await trpc(t.app, 'mutation', 'conta.definirValidadeLink', { validade_link_dias: 366 }, s.token),
    ).toMatchObject({ status: 400 });
    expect(
      JSON.stringify(
        (await trpc(t.app, 'mutation', 'conta.definirValidadeLink', { validade_link_dias: 0 }, s.token)).body,
      ),
    ).toContain('A validade do link deve ser um número inteiro de 1 a 365 dias.');
    const u = await criarUsuarioComPermissoes(t.db, s.idConta, ['TERMOS_EDITAR']);
    const tokenU = await entrar(t.app, u.email, u.senha);
    expect(
      (await trpc(t.app, 'mutation', 'conta.definirValidadeLink', { validade_link_dias: 2 }, tokenU)).status,
    ).toBe(403);

    expect(
      (await trpc(t.app, 'mutation', 'conta.definirValidadeLink', { validade_link_dias: 2 }, s.token)).body,
    ).toEqual({ validade_link_dias: 2 });
    agora = new Date(Date.now() + 1 * DIA);
    expect((await getDoc(s.doc.codigo)).status).toBe(200);
    agora = new Date(Date.now() + 2 * DIA + 60_000);
    expect((await getDoc(s.doc.codigo)).status).toBe(410);
    // REST reads and writes the same setting, with the same rule.
    expect((await rest(t.app, 'GET', '/api/conta/validade-link', undefined, s.token)).body).toEqual({
      validade_link_dias: 2,
    });
    const foraDaFaixa = await rest(
      t.app,
      'PUT',
      '/api/conta/validade-link',
      { validade_link_dias: 400 },
      s.token,
    );
    expect(foraDaFaixa.status).toBe(400);
    expect(JSON.stringify(foraDaFaixa.body)).toContain('de 1 a 365 dias');
    expect(
      (await rest(t.app, 'PUT', '/api/conta/validade-link', { validade_link_dias: 9 }, tokenU)).status,
    ).toBe(403);
    expect(
      (await rest(t.app, 'PUT', '/api/conta/validade-link', { validade_link_dias: 9 }, s.token)).body,
    ).toEqual({
      validade_link_dias: 9,
    });
    // Another clinic keeps its 30 days.
    const outra = await cenario();
    agora = new Date(Date.now() + 2 * DIA + 60_000);
    expect((await getDoc(outra.doc.codigo)).status).toBe(200);
  });

  it("'Reenviar link': novo código com validade reiniciada, o antigo responde 404; 403 sem permissão, 404 de outra clínica, 409 assinado", async () => {
    const s = await cenario();
    agora = new Date(Date.now() + 31 * DIA);
    expect((await getDoc(s.doc.codigo)).status).toBe(410);
    const novoDoc = await rest(
      t.app,
      'POST',
      `/api/pacientes_termos/${s.doc.id}/reenviar-link`,
      undefined,
      s.token,
    );
    expect(novoDoc.status).toBe(200);
    expect(novoDoc.body.codigo).not.toBe(s.doc.codigo);
    expect((await getDoc(s.doc.codigo)).status).toBe(404);
    expect((await getDoc(novoDoc.body.codigo)).status).toBe(200);

    const novaAnamnese = await trpc(
      t.app,
      'mutation',
      'anamnese.reenviarLink',
      { id: s.anamnese.id },
      s.token,
    );
    expect(novaAnamnese.status).toBe(200);
    expect((await getAnamnese(s.anamnese.codigo)).status).toBe(404);
    expect((await getAnamnese(novaAnamnese.body.codigo)).status).toBe(200);
    const viaRest = await rest(
      t.app,
      'POST',
      `/api/pacientes-anamnese/${s.anamnese.id}/reenviar-link`,
      undefined,
      s.token,
    );
    expect(viaRest.status).toBe(200);
    expect((await getAnamnese(novaAnamnese.body.codigo)).status).toBe(404);

    const semPermissao = await criarUsuarioComPermissoes(t.db, s.idConta, [
      'TERMOS_LISTAR',
      'FICHAS_ANAMNESE_LISTAR',
    ]);
    const tokenSem = await entrar(t.app, semPermissao.email, semPermissao.senha);
    expect((await trpc(t.app, 'mutation', 'documento.reenviarLink', { id: s.doc.id }, tokenSem)).status).toBe(
      403,
    );
    expect(
      (
        await rest(
          t.app,
          'POST',
          `/api/pacientes-anamnese/${s.anamnese.id}/reenviar-link`,
          undefined,
          tokenSem,
        )
      ).status,
    ).toBe(403);

    const outra = await cenario();
    expect(
      (await trpc(t.app, 'mutation', 'documento.reenviarLink', { id: s.doc.id }, outra.token)).status,
    ).toBe(404);
    expect(
      (
        await rest(
          t.app,
          'POST',
          `/api/pacientes-anamnese/${s.anamnese.id}/reenviar-link`,
          undefined,
          outra.token,
        )
      ).status,
    ).toBe(404);
    expect(
      (await trpc(t.app, 'query', 'documento.imprimir', { codigo: novoDoc.body.codigo }, outra.token)).status,
    ).toBe(404);

    await rest(t.app, 'PUT', `/api/pacientes_termos/assinar/${novoDoc.body.codigo}`, { assinatura: PNG });
    expect((await trpc(t.app, 'mutation', 'documento.reenviarLink', { id: s.doc.id }, s.token)).status).toBe(
      409,
    );
  });

  it('anamnese assinada: o GET público não traz respostas, IP nem user agent; a impressão da equipe traz tudo', async () => {
    const s = await cenario();
    const r = await t.app.inject({
      method: 'PUT',
      url: `/api/pacientes-anamnese/assinar/${s.anamnese.codigo}`,
      payload: { respostas: [{ id_pergunta: s.q, resposta: 'Não' }], assinatura: PNG },
      headers: { 'user-agent': 'Celular do Paciente' },
    });
    expect(r.statusCode).toBe(200);
    // A signed code never expires: its page says 'assinado em …'.
    agora = new Date(Date.now() + 400 * DIA);
    const viaRest = (await getAnamnese(s.anamnese.codigo)).body;
    const viaTrpc = (await trpc(t.app, 'query', 'anamnesePublica.get', { codigo: s.anamnese.codigo })).body;
    // REST keeps the spec's entity ids (DECISIONS 20); the patient's own page never gets them (issue 38).
    expect(viaRest).toMatchObject({ id: expect.any(Number), id_paciente: expect.any(Number) });
    expect(Object.keys(viaTrpc)).not.toEqual(expect.arrayContaining(['id']));
    expect(Object.keys(viaTrpc).filter((k) => ['id', 'id_conta', 'id_paciente'].includes(k))).toEqual([]);
    for (const pub of [viaRest, viaTrpc]) {
      expect(pub).toMatchObject({ assinado: true, respostas: null, assinatura: null });
      expect(pub.evidencia).toMatchObject({ ip: null, user_agent: null });
      expect(pub.evidencia.assinado_em).toEqual(expect.any(String));
      expect(pub.evidencia.hash_conteudo).toMatch(/^[0-9a-f]{64}$/);
      const texto = JSON.stringify(pub);
      expect(texto).not.toContain('Celular do Paciente');
      expect(texto).not.toContain('127.0.0.1');
      expect(texto).not.toContain('"Não"');
    }
    const staff = (await trpc(t.app, 'query', 'anamnese.imprimir', { codigo: s.anamnese.codigo }, s.token))
      .body;
    expect(staff.respostas).toEqual([expect.objectContaining({ pergunta: 'Fuma?', resposta: 'Não' })]);
    expect(staff.evidencia).toMatchObject({ user_agent: 'Celular do Paciente' });
    expect(staff.assinatura).toEqual(expect.any(String));
    // The staff print is logged as a print of this patient's record (issue 19, 'Acessos').
    // Written off the request path (every 200 ms): wait for the row.
    const impressoes = await vi.waitFor(
      async () => {
        const linhas = await t.db
          .selectFrom('acesso_paciente')
          .select(['acao', 'id_recurso', 'id_paciente'])
          .where('id_conta', '=', s.idConta)
          .where('acao', '=', 'impressao')
          .execute();
        if (linhas.length === 0) throw new Error('ainda sem linha');
        return linhas;
      },
      { timeout: 5000, interval: 50 },
    );
    expect(impressoes).toEqual([{ acao: 'impressao', id_recurso: s.anamnese.id, id_paciente: s.idPaciente }]);

    // A signed document: no header (CPF), body, image, IP or user agent publicly.
    agora = new Date();
    await t.app.inject({
      method: 'PUT',
      url: `/api/pacientes_termos/assinar/${s.doc.codigo}`,
      payload: { assinatura: PNG },
    });
    const doc = (await getDoc(s.doc.codigo)).body;
    expect(doc).toMatchObject({
      assinado: true,
      cabecalho: '',
      corpo: '',
      assinatura: null,
      evidencia: { ip: null, user_agent: null },
    });
    expect(JSON.stringify(doc)).not.toContain('529.982.247-25');
    expect(
      (await rest(t.app, 'GET', `/api/pacientes_termos/verificar/${s.doc.codigo}`)).body.evidencia,
    ).toMatchObject({
      ip: null,
      user_agent: null,
    });
  });
});
