import { MSG } from '@clinica/contracts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type AppDeTeste, clinicaComToken, criarAppDeTeste, rest } from '../../testing';
import { PNG_1X1 } from '../../testing/cenario-importacao-clinica';

/**
 * Issue 39: the signature image of an archived record opens by the signed URL an authenticated
 * answer handed out for it (`arq=1`, from 'Arquivados' or the print view): the import reads the
 * old system's archived records this way. The code's public pages keep refusing the archived
 * record; the code alone, a tampered or expired signature, another clinic's URL, a URL made before
 * archiving or restoring, one from a session that ended, and an unsigned record open nothing.
 */
let t: AppDeTeste;
let agora = new Date();
beforeAll(async () => {
  t = await criarAppDeTeste(inject('databaseUrl'), {}, { agora: () => agora });
});
afterAll(() => t.fechar());

const HORA = 3_600_000;
/** A PNG of its own for each record, so the bytes served say whose image it is. */
const imagem = (quem: string) => Buffer.concat([PNG_1X1, Buffer.from(quem)]);
const dataUrl = (b: Buffer) => `data:image/png;base64,${b.toString('base64')}`;
const semOrigem = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');
const abrir = (url: string) => t.app.inject({ method: 'GET', url: semOrigem(url) });

const DADOS_PACIENTE = { celular: '11955551234', sexo: 'Feminino', nascimento: '01/02/1990' };

type Item = { id: number; codigo: string; assinatura: string | null; arquivado_em: string | null };

async function cenario() {
  agora = new Date();
  const c = await clinicaComToken(t);
  const post = async (url: string, corpo: unknown) => {
    const r = await rest(t.app, 'POST', url, corpo, c.token);
    expect(r.status).toBe(201);
    return r.body as { id: number; codigo: string };
  };
  const paciente = (await post('/api/pacientes', { nome: 'Joana Arquivo', ...DADOS_PACIENTE })).id;
  const doc = await post('/api/pacientes_termos', {
    id_paciente: paciente,
    titulo: 'Termo',
    corpo: '<p>T.</p>',
  });
  const bytesDoc = imagem('documento');
  expect(
    (
      await rest(t.app, 'PUT', `/api/pacientes_termos/assinar/${doc.codigo}`, {
        assinatura: dataUrl(bytesDoc),
      })
    ).status,
  ).toBe(200);
  const q = (await post('/api/questoes-anamnese', { pergunta: 'Fuma?', tipo_pergunta: 'sim_nao' })).id;
  const modelo = (await post('/api/modelos-anamnese', { nome: 'Geral', questoes: [q] })).id;
  const anamnese = await post('/api/pacientes-anamnese', {
    id_modelo_anamnese: modelo,
    id_paciente: paciente,
  });
  const bytesAnamnese = imagem('anamnese');
  expect(
    (
      await rest(t.app, 'PUT', `/api/pacientes-anamnese/assinar/${anamnese.codigo}`, {
        respostas: [{ id_pergunta: q, resposta: 'Não' }],
        assinatura: dataUrl(bytesAnamnese),
      })
    ).status,
  ).toBe(200);
  const lista = async (caminho: string, arquivados = false, token = c.token) => {
    const r = await rest(
      t.app,
      'GET',
      `${caminho}/${paciente}${arquivados ? '?arquivados=true' : ''}`,
      undefined,
      token,
    );
    expect(r.status).toBe(200);
    return r.body as Item[];
  };
  return { ...c, paciente, doc, bytesDoc, anamnese, bytesAnamnese, lista };
}

describe('imagem da assinatura de um registro arquivado', () => {
  it('a URL assinada de "Arquivados" serve a imagem; a página pública, assinar e o código sozinho seguem 404', async () => {
    const s = await cenario();
    const [ativo] = await s.lista('/api/pacientes_termos');
    const urlAtiva = ativo?.assinatura ?? '';
    expect((await abrir(urlAtiva)).statusCode).toBe(200);

    expect(
      (await rest(t.app, 'DELETE', `/api/pacientes_termos/${s.doc.id}`, undefined, s.token)).status,
    ).toBe(204);
    // The URL handed out while it was active is retired by archiving (as a photo's).
    expect((await abrir(urlAtiva)).statusCode).toBe(404);

    const [arquivado] = await s.lista('/api/pacientes_termos', true);
    expect(arquivado?.arquivado_em).toEqual(expect.any(String));
    const url = arquivado?.assinatura ?? '';
    expect(new URL(url).searchParams.get('arq')).toBe('1');
    const img = await abrir(url);
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.headers['cache-control']).toMatch(/^private/);
    expect(img.rawPayload.equals(s.bytesDoc)).toBe(true);

    // The code's pages: exactly as before (404 with the slice's message; verifying stays the signer's).
    const naoEncontrado = MSG.documentos.naoEncontradoCodigo.replace('{code}', s.doc.codigo);
    expect(await rest(t.app, 'GET', `/api/pacientes_termos/c/${s.doc.codigo}`)).toMatchObject({
      status: 404,
      body: { message: naoEncontrado },
    });
    expect(
      await rest(t.app, 'PUT', `/api/pacientes_termos/assinar/${s.doc.codigo}`, {
        assinatura: dataUrl(s.bytesDoc),
      }),
    ).toMatchObject({ status: 404, body: { message: naoEncontrado } });
    expect((await rest(t.app, 'GET', `/api/pacientes_termos/verificar/${s.doc.codigo}`)).status).toBe(200);

    // The code alone, a tampered signature or state, another path: 404, as for any archived code.
    const semQuery = await abrir(new URL(url).pathname);
    expect(semQuery.statusCode).toBe(404);
    expect(semQuery.json().message).toBe(naoEncontrado);
    const adulterada = url.replace(/sig=./, (m) => (m.endsWith('A') ? 'sig=B' : 'sig=A'));
    expect((await abrir(adulterada)).statusCode).toBe(404);
    const semArq = new URL(url);
    semArq.searchParams.delete('arq');
    expect((await abrir(semArq.toString())).statusCode).toBe(404);
    const outraConta = new URL(url);
    outraConta.searchParams.set('conta', String(s.idConta + 1));
    expect((await abrir(outraConta.toString())).statusCode).toBe(404);

    // Past its window (1 to 2 hours): refused.
    agora = new Date(Date.now() + 3 * HORA);
    expect((await abrir(url)).statusCode).toBe(404);
    agora = new Date();

    // Restoring retires the archived URL; the active list hands out a new one that opens.
    expect(
      (await rest(t.app, 'POST', `/api/pacientes_termos/${s.doc.id}/restaurar`, undefined, s.token)).status,
    ).toBe(204);
    expect((await abrir(url)).statusCode).toBe(404);
    const [restaurado] = await s.lista('/api/pacientes_termos');
    expect((await abrir(restaurado?.assinatura ?? '')).rawPayload.equals(s.bytesDoc)).toBe(true);
  });

  it('anamnese arquivada e registros de paciente arquivado: a URL da lista serve; a página pública não', async () => {
    const s = await cenario();
    // A signed anamnesis is archived with its patient here (its own 'Excluir' is 409); an old
    // system or an import can hold one archived on its own: the row as the retention sweep leaves it.
    await t.db
      .updateTable('paciente_anamnese')
      .set({ arquivado_em: agora })
      .where('id', '=', s.anamnese.id)
      .execute();
    const [anamnese] = await s.lista('/api/pacientes-anamnese', true);
    expect(anamnese?.id).toBe(s.anamnese.id);
    expect((await abrir(anamnese?.assinatura ?? '')).rawPayload.equals(s.bytesAnamnese)).toBe(true);
    expect((await rest(t.app, 'GET', `/api/pacientes-anamnese/c/${s.anamnese.codigo}`)).status).toBe(404);
    expect((await abrir(new URL(anamnese?.assinatura ?? '').pathname)).statusCode).toBe(404);

    // The patient archived: her active document's page is 404 for the public, its image opens by
    // the URL her (still open) record's list hands out.
    expect((await rest(t.app, 'DELETE', `/api/pacientes/${s.paciente}`, undefined, s.token)).status).toBe(
      204,
    );
    const [doc] = await s.lista('/api/pacientes_termos');
    expect(doc?.arquivado_em).toBeNull();
    expect(new URL(doc?.assinatura ?? '').searchParams.get('arq')).toBeNull();
    expect((await abrir(doc?.assinatura ?? '')).rawPayload.equals(s.bytesDoc)).toBe(true);
    expect((await rest(t.app, 'GET', `/api/pacientes_termos/c/${s.doc.codigo}`)).status).toBe(404);
  });

  it('outra clínica, sessão encerrada e registro não assinado: nada abre', async () => {
    const s = await cenario();
    expect(
      (await rest(t.app, 'DELETE', `/api/pacientes_termos/${s.doc.id}`, undefined, s.token)).status,
    ).toBe(204);
    const caminho = `/api/pacientes_termos/c/${encodeURIComponent(s.doc.codigo)}/assinatura`;

    // A URL validly signed, but for another clinic, does not open this clinic's archived record;
    // nor does another clinic's own valid URL moved onto this code.
    const outra = await cenario();
    expect((await abrir(t.deps.urls.assinar(caminho, outra.idConta, { arquivado: true }))).statusCode).toBe(
      404,
    );
    expect(
      (await rest(t.app, 'DELETE', `/api/pacientes_termos/${outra.doc.id}`, undefined, outra.token)).status,
    ).toBe(204);
    const [daOutra] = await outra.lista('/api/pacientes_termos', true);
    const movida = new URL(daOutra?.assinatura ?? '');
    expect((await abrir(movida.toString())).statusCode).toBe(200);
    expect((await abrir(`${caminho}${movida.search}`)).statusCode).toBe(404);
    // Another clinic's token does not list this clinic's archived records at all.
    expect(
      (
        await rest(
          t.app,
          'GET',
          `/api/pacientes_termos/${s.paciente}?arquivados=true`,
          undefined,
          outra.token,
        )
      ).status,
    ).toBe(404);

    // Handed out in a session that has ended (logout): refused, archived (404) or active (403).
    const [arquivado] = await s.lista('/api/pacientes_termos', true);
    const [anamneseAtiva] = await s.lista('/api/pacientes-anamnese');
    expect((await abrir(arquivado?.assinatura ?? '')).statusCode).toBe(200);
    expect((await abrir(anamneseAtiva?.assinatura ?? '')).statusCode).toBe(200);
    expect((await rest(t.app, 'POST', '/api/logout', undefined, s.token)).status).toBeLessThan(300);
    expect((await abrir(arquivado?.assinatura ?? '')).statusCode).toBe(404);
    const encerrada = await abrir(anamneseAtiva?.assinatura ?? '');
    expect(encerrada.statusCode).toBe(403);
    expect(encerrada.json().message).toBe(MSG.geral.linkArquivoInvalido);

    // An unsigned archived record has no image, even with a valid URL made for it.
    const c = await clinicaComToken(t);
    const p = (
      await rest(t.app, 'POST', '/api/pacientes', { nome: 'Sem Assinar', ...DADOS_PACIENTE }, c.token)
    ).body.id as number;
    const termo = (
      await rest(
        t.app,
        'POST',
        '/api/pacientes_termos',
        { id_paciente: p, titulo: 'T', corpo: '<p>T.</p>' },
        c.token,
      )
    ).body as { id: number; codigo: string };
    expect(
      (await rest(t.app, 'DELETE', `/api/pacientes_termos/${termo.id}`, undefined, c.token)).status,
    ).toBe(204);
    const lista = (await rest(t.app, 'GET', `/api/pacientes_termos/${p}?arquivados=true`, undefined, c.token))
      .body as Item[];
    expect(lista.map((d) => [d.id, d.assinatura])).toEqual([[termo.id, null]]);
    const forjada = t.deps.urls.assinar(`/api/pacientes_termos/c/${termo.codigo}/assinatura`, c.idConta, {
      arquivado: true,
    });
    expect((await abrir(forjada)).statusCode).toBe(404);
  });
});
