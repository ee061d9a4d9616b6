import { createHash } from 'node:crypto';
import { conteudoCanonicoDocumento } from '@clinica/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type AppDeTeste, criarAppDeTeste, criarClinica, entrar, rest, trpc } from '../../testing';

let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste(inject('databaseUrl'));
});
afterAll(() => t.fechar());

// A 1x1 PNG, as the signature pad would send it.
const PNG = `data:image/png;base64,${'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='}`;

async function cenario() {
  const c = await criarClinica(t.deps, { nome: 'Clínica Sorriso' });
  const token = await entrar(t.app, c.email, c.senha);
  const r = await sql<{ id: number }>`INSERT INTO paciente (id_conta, nome, celular, sexo, nascimento, cpf)
    VALUES (${c.idConta}, 'João da Silva', '11987654321', 'Masculino', '1990-05-17', '52998224725') RETURNING id`.execute(
    t.db,
  );
  return { ...c, token, idPaciente: r.rows[0]!.id };
}

const novo = (idPaciente: number) => ({
  id_paciente: idPaciente,
  tipo: 'TERMO',
  titulo: 'Clareamento',
  cabecalho: '<p><strong>PACIENTE:</strong> João</p>',
  corpo:
    '<p>Autorizo o <strong>clareamento</strong>.</p><script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">x</a>',
});

describe('documentos do paciente', () => {
  it('cria pelas duas superfícies, sanitiza o HTML e lista por paciente', async () => {
    const s = await cenario();
    const r = await rest(t.app, 'POST', '/api/pacientes_termos', novo(s.idPaciente), s.token);
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({
      status: 'Pendente',
      tipo: 'TERMO',
      titulo: 'Clareamento',
      assinado_em: null,
    });
    expect(r.body.codigo).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    for (const proibido of ['<script', 'onerror', 'javascript:', '<img'])
      expect(r.body.corpo).not.toContain(proibido);
    const r2 = await trpc(
      t.app,
      'mutation',
      'documento.create',
      { ...novo(s.idPaciente), tipo: 'CONTRATO', titulo: 'Contrato' },
      s.token,
    );
    expect(r2.status).toBe(200);
    expect(r2.body.codigo).not.toBe(r.body.codigo);

    const lista = await rest(t.app, 'GET', `/api/pacientes_termos/${s.idPaciente}`, undefined, s.token);
    expect(lista.body.map((d: { titulo: string }) => d.titulo).sort()).toEqual(['Clareamento', 'Contrato']);
    const busca = await trpc(
      t.app,
      'query',
      'documento.list',
      { id_paciente: s.idPaciente, q: 'contr' },
      s.token,
    );
    expect(busca.body.total).toBe(1);
    const cab = await trpc(t.app, 'query', 'documento.cabecalho', { id_paciente: s.idPaciente }, s.token);
    expect(cab.body.cabecalho).toContain('João da Silva, CPF 529.982.247-25, nascido(a) em 17/05/1990');
    expect(cab.body.cabecalho).toContain('Clínica Sorriso');
  });

  it('400 com a mensagem do spec sem título; 404 para paciente de outra clínica', async () => {
    const s = await cenario();
    const outra = await cenario();
    const sem = await rest(
      t.app,
      'POST',
      '/api/pacientes_termos',
      { ...novo(s.idPaciente), titulo: '' },
      s.token,
    );
    expect(sem).toMatchObject({ status: 400, body: { message: 'Preencha os campos obrigatórios.' } });
    expect((await rest(t.app, 'POST', '/api/pacientes_termos', novo(outra.idPaciente), s.token)).status).toBe(
      404,
    );
    expect(
      (await rest(t.app, 'GET', `/api/pacientes_termos/${outra.idPaciente}`, undefined, s.token)).status,
    ).toBe(404);
  });

  it('a página pública mostra o documento pelo código, sem login; código desconhecido responde 404 com a mensagem', async () => {
    const s = await cenario();
    const { body: doc } = await rest(t.app, 'POST', '/api/pacientes_termos', novo(s.idPaciente), s.token);
    const pub = await rest(t.app, 'GET', `/api/pacientes_termos/c/${doc.codigo}`);
    expect(pub.status).toBe(200);
    expect(pub.body).toMatchObject({
      cabecalho_titulo: 'TERMO DE CONSENTIMENTO LIVRE E ESCLARECIDO - Clareamento',
      assinado: false,
      evidencia: null,
      conta: { nome: 'Clínica Sorriso' },
    });
    // Issue 17: the spec's entity fields, id_conta and the clinic's address fields included.
    expect(pub.body).toMatchObject({ id: doc.id, id_paciente: s.idPaciente, id_conta: s.idConta });
    expect(Object.keys(pub.body.conta)).toEqual(
      expect.arrayContaining(['tipo', 'endereco', 'numero', 'complemento', 'bairro', 'cep', 'documento']),
    );
    // The patient's own page (tRPC) gets the same without the internal ids (issue 38).
    const viaTrpc = await trpc(t.app, 'query', 'documentoPublico.get', { codigo: doc.codigo });
    const { id: _id, id_conta: _conta, id_paciente: _paciente, ...semIds } = pub.body;
    expect(viaTrpc.body).toEqual(semIds);
    const nada = await rest(t.app, 'GET', '/api/pacientes_termos/c/codigo-que-nao-existe-123456');
    expect(nada).toMatchObject({
      status: 404,
      body: { message: 'Nenhum documento encontrado com o codigo: codigo-que-nao-existe-123456' },
    });
  });

  it('assina uma vez com evidência; assinar de novo ou editar depois responde 409 e nada muda', async () => {
    const s = await cenario();
    const { body: doc } = await rest(t.app, 'POST', '/api/pacientes_termos', novo(s.idPaciente), s.token);
    const url = `/api/pacientes_termos/assinar/${doc.codigo}`;
    expect(await rest(t.app, 'PUT', url, { assinatura: '' })).toMatchObject({
      status: 400,
      body: { message: 'Assinatura não pode ser vazia.' },
    });
    const texto = `data:image/png;base64,${Buffer.from('não sou uma imagem').toString('base64')}`;
    expect((await rest(t.app, 'PUT', url, { assinatura: texto })).status).toBe(400);

    const ok = await t.app.inject({
      method: 'PUT',
      url,
      payload: { assinatura: PNG },
      headers: { 'user-agent': 'Celular do Paciente' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe('Documento assinado com sucesso!');

    // The whole record (evidence with IP and user agent, image) is the staff print view's (issue 19).
    const pub = (await trpc(t.app, 'query', 'documento.imprimir', { codigo: doc.codigo }, s.token)).body;
    expect(pub.assinado).toBe(true);
    const esperado = createHash('sha256')
      .update(
        conteudoCanonicoDocumento({
          titulo: pub.cabecalho_titulo,
          cabecalho: pub.cabecalho,
          corpo: pub.corpo,
        }),
      )
      .digest('hex');
    const bytes = Buffer.from(PNG.split(',')[1]!, 'base64');
    expect(pub.evidencia).toMatchObject({
      ip: '127.0.0.1',
      user_agent: 'Celular do Paciente',
      hash_conteudo: esperado,
      hash_assinatura: createHash('sha256').update(bytes).digest('hex'),
    });
    const img = await t.app.inject({ method: 'GET', url: pub.assinatura });
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.rawPayload.equals(bytes)).toBe(true);

    const denovo = await trpc(t.app, 'mutation', 'documentoPublico.assinar', {
      codigo: doc.codigo,
      assinatura: PNG,
    });
    expect(denovo.status).toBe(409);
    const edicao = await rest(
      t.app,
      'PUT',
      `/api/pacientes_termos/${doc.id}`,
      { titulo: 'Outro', corpo: '<p>x</p>' },
      s.token,
    );
    expect(edicao.status).toBe(409);
    expect(
      (
        await trpc(
          t.app,
          'mutation',
          'documento.update',
          { id: doc.id, titulo: 'Outro', corpo: '<p>x</p>' },
          s.token,
        )
      ).status,
    ).toBe(409);
    expect((await trpc(t.app, 'query', 'documento.imprimir', { codigo: doc.codigo }, s.token)).body).toEqual(
      pub,
    );
    // Anyone holding the code: 'assinado em …' and the hashes, nothing personal.
    expect((await rest(t.app, 'GET', `/api/pacientes_termos/c/${doc.codigo}`)).body).toMatchObject({
      assinado: true,
      cabecalho: '',
      corpo: '',
      assinatura: null,
      evidencia: { ...pub.evidencia, ip: null, user_agent: null },
    });

    // The database itself refuses to touch a signed row.
    await expect(
      sql`UPDATE paciente_termo SET corpo = 'x' WHERE id = ${doc.id}`.execute(t.db),
    ).rejects.toThrow(/assinado/);
    await expect(sql`DELETE FROM paciente_termo WHERE id = ${doc.id}`.execute(t.db)).rejects.toThrow(
      /assinado/,
    );

    const v = await rest(t.app, 'GET', `/api/pacientes_termos/verificar/${doc.codigo}`);
    expect(v.body).toMatchObject({
      assinado: true,
      titulo: 'Clareamento',
      clinica: 'Clínica Sorriso',
      evidencia: { hash_conteudo: esperado, ip: null, user_agent: null },
    });
  });

  it('consultas públicas seguidas demais respondem 429', async () => {
    const codigos = Array.from({ length: 61 }, (_, i) => `inexistente-${i}-xxxxxxxxxxxxxxxx`);
    const status = [];
    for (const c of codigos)
      status.push((await rest(t.app, 'GET', `/api/pacientes_termos/verificar/${c}`)).status);
    expect(status.slice(0, 10).every((s) => s === 404 || s === 429)).toBe(true);
    expect(status.at(-1)).toBe(429);
  });
});
