import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  type AppDeTeste,
  criarAppDeTeste,
  criarClinica,
  criarUsuarioComPermissoes,
  definirCobranca,
  entrar,
  rest,
  trpc,
} from '../../testing';

let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste(inject('databaseUrl'));
});
afterAll(() => t.fechar());

/** A real 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const dataUrl = (b: Buffer, tipo = 'image/png') => `data:${tipo};base64,${b.toString('base64')}`;

async function clinicaComPaciente() {
  const c = await criarClinica(t.deps);
  const token = await entrar(t.app, c.email, c.senha);
  const { body: p } = await rest(
    t.app,
    'POST',
    '/api/pacientes',
    { nome: 'Ana Foto', celular: '11987654321', sexo: 'Feminino', nascimento: '01/02/1990' },
    token,
  );
  return { ...c, token, idPaciente: p.id as number };
}

describe('fotos', () => {
  it('envia, lista com URLs (sem bytes), baixa os mesmos bytes, edita e exclui', async () => {
    const { token, idPaciente } = await clinicaComPaciente();
    const r = await rest(
      t.app,
      'POST',
      '/api/fotos',
      {
        id_paciente: idPaciente,
        foto: dataUrl(PNG, 'image/jpeg'),
        nome: ' Antes ',
        observacao: 'Perfil',
        nome_arquivo: 'IMG_001.jpeg',
      },
      token,
    );
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({
      id_paciente: idPaciente,
      paciente: { id: idPaciente, nome: 'Ana Foto' },
      nome: 'Antes',
      observacao: 'Perfil',
      tipo_mime: 'image/png',
      tamanho: PNG.byteLength,
      nome_arquivo: 'IMG_001.png',
    });
    expect(r.body.url).toMatch(new RegExp(`^http://localhost/api/fotos/${r.body.id}/download\\?conta=`));
    expect(r.body.foto).toBe(r.body.url);
    expect(r.body.miniatura_url).toMatch(new RegExp(`/api/fotos/${r.body.id}/miniatura\\?conta=`));
    const lista = await rest(t.app, 'GET', `/api/fotos/paciente/${idPaciente}`, undefined, token);
    expect(lista.body).toHaveLength(1);
    expect(JSON.stringify(lista.body)).not.toContain(PNG.toString('base64'));
    const pagina = await trpc(t.app, 'query', 'foto.list', { id_paciente: idPaciente }, token);
    expect(pagina.body.total).toBe(1);

    const baixada = await t.app.inject({
      method: 'GET',
      url: r.body.url,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(baixada.statusCode).toBe(200);
    expect(baixada.headers['content-type']).toBe('image/png');
    expect(baixada.headers['content-disposition']).toContain('IMG_001.png');
    expect(baixada.rawPayload.equals(PNG)).toBe(true);
    const mini = await t.app.inject({
      method: 'GET',
      url: r.body.miniatura_url,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(mini.statusCode).toBe(200);
    expect(mini.headers['content-type']).toMatch(/^image\//);

    const ed = await trpc(
      t.app,
      'mutation',
      'foto.update',
      { id: r.body.id, nome: 'Depois', observacao: '' },
      token,
    );
    expect(ed.body).toMatchObject({ nome: 'Depois', observacao: null });
    expect((await rest(t.app, 'PUT', `/api/fotos/${r.body.id}`, { nome: 'Final' }, token)).body.nome).toBe(
      'Final',
    );

    // 'Excluir' archives (retention, issue 19): the same 204, out of the list, row and bytes kept.
    expect((await rest(t.app, 'DELETE', `/api/fotos/${r.body.id}`, undefined, token)).status).toBe(204);
    expect((await rest(t.app, 'GET', `/api/fotos/paciente/${idPaciente}`, undefined, token)).body).toEqual(
      [],
    );
    expect((await rest(t.app, 'DELETE', `/api/fotos/${r.body.id}`, undefined, token)).status).toBe(404);
    // The URL handed out before the archive no longer opens (issue 38); with a session it does.
    expect((await t.app.inject({ method: 'GET', url: r.body.url })).statusCode).toBe(404);
    const comSessao = await t.app.inject({
      method: 'GET',
      url: `/api/fotos/${r.body.id}/download`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(comSessao.statusCode).toBe(200);
    const guardados = await t.db
      .selectFrom('arquivo')
      .select('id')
      .where('finalidade', 'in', ['foto', 'miniatura'])
      .where(
        'id_conta',
        '=',
        (
          await t.db
            .selectFrom('paciente')
            .select('id_conta')
            .where('id', '=', idPaciente)
            .executeTakeFirstOrThrow()
        ).id_conta,
      )
      .execute();
    expect(guardados).toHaveLength(1);
    const { body: outra } = await rest(
      t.app,
      'POST',
      '/api/fotos',
      { id_paciente: idPaciente, foto: dataUrl(PNG), nome: 'X' },
      token,
    );
    expect((await trpc(t.app, 'mutation', 'foto.remove', { id: outra.id }, token)).status).toBe(200);
  });

  it.each([
    [
      'um executável',
      Buffer.from('MZ\x90\x00 isto não é uma imagem'),
      'Formato de imagem não suportado. Use JPG, PNG ou GIF.',
    ],
    ['um PDF', Buffer.from('%PDF-1.4 ...'), 'Formato de imagem não suportado. Use JPG, PNG ou GIF.'],
    ['nada', Buffer.alloc(0), 'Selecione uma foto'],
  ])('recusa %s com 400 e mensagem', async (_n, bytes, mensagem) => {
    const { token, idPaciente } = await clinicaComPaciente();
    const r = await rest(
      t.app,
      'POST',
      '/api/fotos',
      { id_paciente: idPaciente, foto: dataUrl(bytes), nome: 'X' },
      token,
    );
    expect(r).toMatchObject({ status: 400, body: { message: mensagem } });
    expect((await rest(t.app, 'GET', `/api/fotos/paciente/${idPaciente}`, undefined, token)).body).toEqual(
      [],
    );
  });

  it('guarda a miniatura enviada (JPG ou PNG pequeno) e a serve no lugar do original; recusa outra coisa', async () => {
    const { token, idPaciente } = await clinicaComPaciente();
    const grandeDemais = Buffer.concat([PNG, Buffer.alloc(300 * 1024)]);
    const foto = Buffer.concat([PNG, Buffer.alloc(2048)]);
    const r = await rest(
      t.app,
      'POST',
      '/api/fotos',
      { id_paciente: idPaciente, foto: dataUrl(foto), nome: 'Com miniatura', miniatura: dataUrl(PNG) },
      token,
    );
    expect(r.status).toBe(201);
    const mini = await t.app.inject({
      method: 'GET',
      url: r.body.miniatura_url,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(mini.rawPayload.equals(PNG)).toBe(true);
    const original = await t.app.inject({
      method: 'GET',
      url: r.body.url,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(original.rawPayload.equals(foto)).toBe(true);
    for (const miniatura of [dataUrl(Buffer.from('%PDF-1.4')), dataUrl(grandeDemais)]) {
      const ruim = await rest(
        t.app,
        'POST',
        '/api/fotos',
        { id_paciente: idPaciente, foto: dataUrl(PNG), nome: 'X', miniatura },
        token,
      );
      expect(ruim).toMatchObject({
        status: 400,
        body: { message: 'Miniatura inválida: use JPG ou PNG de até 256 KB.' },
      });
    }
  });

  it('recusa foto sem nome e foto maior que 10 MB (400 ou 413, com mensagem)', async () => {
    const { token, idPaciente } = await clinicaComPaciente();
    const semNome = await rest(
      t.app,
      'POST',
      '/api/fotos',
      { id_paciente: idPaciente, foto: dataUrl(PNG), nome: '' },
      token,
    );
    expect(semNome).toMatchObject({ status: 400, body: { message: 'Nome é obrigatório' } });
    // Just over 10 MB of bytes (still inside the body limit): the service refuses it.
    const pouco = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024 - PNG.byteLength + 1)]);
    const r1 = await rest(
      t.app,
      'POST',
      '/api/fotos',
      { id_paciente: idPaciente, foto: dataUrl(pouco), nome: 'X' },
      token,
    );
    expect(r1.status).toBe(400);
    expect(r1.body.message).toMatch(/10 MB/);
    // Far over: Fastify stops reading the body.
    const muito = Buffer.alloc(12 * 1024 * 1024);
    const r2 = await rest(
      t.app,
      'POST',
      '/api/fotos',
      { id_paciente: idPaciente, foto: dataUrl(muito), nome: 'X' },
      token,
    );
    expect(r2).toMatchObject({ status: 413, body: { message: 'Arquivo ou dados maiores que o permitido.' } });
  });

  it('outra clínica recebe 404 no paciente e na foto; sem permissão, 403; basta a assinatura existir', async () => {
    const a = await clinicaComPaciente();
    const b = await clinicaComPaciente();
    const { body: f } = await rest(
      t.app,
      'POST',
      '/api/fotos',
      { id_paciente: a.idPaciente, foto: dataUrl(PNG), nome: 'A' },
      a.token,
    );
    expect((await rest(t.app, 'GET', `/api/fotos/paciente/${a.idPaciente}`, undefined, b.token)).status).toBe(
      404,
    );
    expect(
      (
        await rest(
          t.app,
          'POST',
          '/api/fotos',
          { id_paciente: a.idPaciente, foto: dataUrl(PNG), nome: 'B' },
          b.token,
        )
      ).status,
    ).toBe(404);
    expect((await rest(t.app, 'GET', `/api/fotos/${f.id}/download`, undefined, b.token)).status).toBe(404);
    expect((await rest(t.app, 'DELETE', `/api/fotos/${f.id}`, undefined, b.token)).status).toBe(404);
    expect((await trpc(t.app, 'query', 'foto.list', { id_paciente: a.idPaciente }, b.token)).status).toBe(
      404,
    );

    const u = await criarUsuarioComPermissoes(t.db, a.idConta, ['FOTOS_LISTAR']);
    const token = await entrar(t.app, u.email, u.senha);
    expect(
      (await t.app.inject({ method: 'GET', url: f.url, headers: { authorization: `Bearer ${token}` } }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await rest(
          t.app,
          'POST',
          '/api/fotos',
          { id_paciente: a.idPaciente, foto: dataUrl(PNG), nome: 'B' },
          token,
        )
      ).status,
    ).toBe(403);
    expect((await rest(t.app, 'DELETE', `/api/fotos/${f.id}`, undefined, token)).status).toBe(403);

    await definirCobranca(t.db, a.idConta, 'past_due');
    expect((await trpc(t.app, 'query', 'foto.list', {}, a.token)).body.total).toBe(1);
    expect((await rest(t.app, 'GET', '/api/pacientes', undefined, a.token)).status).toBe(402);
  });
});
