import { MSG } from '@clinica/contracts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type AppDeTeste, clinicaComToken, rest } from '../../testing';
import {
  comAnexos,
  contagensAnexos,
  doisSistemas,
  origemClinica,
  PDF_MINIMO,
  PNG_1X1,
} from '../../testing/cenario-importacao-clinica';
import { processarImportacoes } from './execucao';

/**
 * The patients' photos and files from the old system's API (issue 39): `origem` is this product
 * with a clinic whose patients have a photo, a PDF and a photo past the upload cap; `destino`
 * imports it over real HTTP, the bytes streamed from each download path. One import is shared by
 * the file's checks.
 */
let origem: AppDeTeste;
let destino: AppDeTeste;
let url: string;
let antiga: Awaited<ReturnType<typeof origemClinica>>;
let anexos: Awaited<ReturnType<typeof comAnexos>>;
let nova: Awaited<ReturnType<typeof clinicaComToken>>;
let antes: Awaited<ReturnType<typeof contagensAnexos>>;
let previa: { id: number; contagens: Record<string, { total: number | null }> };
let importacao: { id: number; status: string; contagens: Record<string, Record<string, number | null>> };
beforeAll(async () => {
  // An old system without the clinic-wide lists: these kinds are read patient by patient.
  ({ origem, destino, url } = await doisSistemas(inject('databaseUrl'), undefined, {
    semListasDaClinica: true,
  }));
  antiga = await origemClinica(origem);
  anexos = await comAnexos(origem, antiga);
  nova = await clinicaComToken(destino);
  antes = await contagensAnexos(destino, nova.idConta);
  const p = await rest(
    destino.app,
    'POST',
    '/api/importacoes',
    { origem: 'api', url, token: antiga.token },
    nova.token,
  );
  previa = p.body;
  // The preview writes nothing.
  expect(await contagensAnexos(destino, nova.idConta)).toEqual(antes);
  await rest(destino.app, 'POST', `/api/importacoes/${p.body.id}/confirmar`, undefined, nova.token);
  await processarImportacoes(destino.deps, { conta: nova.idConta });
  importacao = (await rest(destino.app, 'GET', `/api/importacoes/${p.body.id}`, undefined, nova.token)).body;
});
afterAll(async () => {
  await destino.fechar();
  await origem.fechar();
});

const pacienteAqui = async (idConta: number, nome: string) =>
  (
    await destino.db
      .selectFrom('paciente')
      .select('id')
      .where('id_conta', '=', idConta)
      .where('nome', '=', nome)
      .executeTakeFirstOrThrow()
  ).id;

const baixar = async (caminho: string, token: string) => {
  const r = await destino.app.inject({
    method: 'GET',
    url: caminho,
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: r.statusCode, bytes: r.rawPayload, tipo: r.headers['content-type'] };
};

describe('importação de fotos e arquivos do sistema antigo pela API', () => {
  it('brings each photo and file to its patient with the same bytes; one past the cap is logged, not stored', async () => {
    expect(previa.contagens).toMatchObject({ fotos: { total: null }, arquivos: { total: null } });
    expect(importacao.status).toBe('concluida');
    expect(importacao.contagens).toMatchObject({
      fotos: { importados: 1, erros: 1, total: 2 },
      arquivos: { importados: 1, erros: 0, total: 1 },
    });
    const ana = await pacienteAqui(nova.idConta, 'Ana Importada');
    const fotos = await rest(destino.app, 'GET', `/api/fotos/paciente/${ana}`, undefined, nova.token);
    expect(fotos.body).toMatchObject([
      { id_paciente: ana, nome: 'Sorriso antes', observacao: 'Primeira consulta', tipo_mime: 'image/png' },
    ]);
    const foto = await baixar(`/api/fotos/${fotos.body[0].id}/download`, nova.token);
    expect(foto.status).toBe(200);
    expect(foto.bytes.equals(PNG_1X1)).toBe(true);

    const arquivos = await rest(destino.app, 'GET', `/api/arquivos/paciente/${ana}`, undefined, nova.token);
    expect(arquivos.body).toMatchObject([
      { id_paciente: ana, nome: 'Raio-X panorâmico', tipo_mime: 'application/pdf' },
    ]);
    const pdf = await baixar(`/api/arquivos/${arquivos.body[0].id}/download`, nova.token);
    expect(pdf.bytes.equals(PDF_MINIMO)).toBe(true);

    // Bruno's photo is past the 10 MB cap: logged with the upload's message, no bytes kept.
    const bruno = await pacienteAqui(nova.idConta, 'Bruno Importado');
    expect(
      (await rest(destino.app, 'GET', `/api/fotos/paciente/${bruno}`, undefined, nova.token)).body,
    ).toEqual([]);
    const log = await rest(
      destino.app,
      'GET',
      `/api/importacoes/${importacao.id}/erros`,
      undefined,
      nova.token,
    );
    expect(log.body.itens).toContainEqual(
      expect.objectContaining({ tipo_dado: 'fotos', linha: anexos.fotoGrande, mensagem: MSG.fotos.grande }),
    );
    expect(await contagensAnexos(destino, nova.idConta)).toEqual({
      foto: antes.foto + 1,
      paciente_arquivo: antes.paciente_arquivo + 1,
      bytes: antes.bytes + 2,
    });
  });

  it('importing twice imports once; another clinic sees none of it', async () => {
    const depois = await contagensAnexos(destino, nova.idConta);
    const p = await rest(
      destino.app,
      'POST',
      '/api/importacoes',
      { origem: 'api', url, token: antiga.token },
      nova.token,
    );
    await rest(destino.app, 'POST', `/api/importacoes/${p.body.id}/confirmar`, undefined, nova.token);
    await processarImportacoes(destino.deps, { conta: nova.idConta });
    const segunda = (await rest(destino.app, 'GET', `/api/importacoes/${p.body.id}`, undefined, nova.token))
      .body;
    expect(segunda.contagens).toMatchObject({
      fotos: { importados: 0, duplicados: 1 },
      arquivos: { importados: 0, duplicados: 1 },
    });
    expect(await contagensAnexos(destino, nova.idConta)).toEqual(depois);

    const outra = await clinicaComToken(destino);
    expect(await contagensAnexos(destino, outra.idConta)).toEqual({ foto: 0, paciente_arquivo: 0, bytes: 0 });
    const foto = await destino.db
      .selectFrom('foto')
      .select('id')
      .where('id_conta', '=', nova.idConta)
      .executeTakeFirstOrThrow();
    expect((await baixar(`/api/fotos/${foto.id}/download`, outra.token)).status).toBe(404);
  });

  it('undo removes exactly the photos and files it created, and their stored bytes', async () => {
    const propria = await clinicaComToken(destino);
    const inicio = await contagensAnexos(destino, propria.idConta);
    const p = await rest(
      destino.app,
      'POST',
      '/api/importacoes',
      { origem: 'api', url, token: antiga.token },
      propria.token,
    );
    await rest(destino.app, 'POST', `/api/importacoes/${p.body.id}/confirmar`, undefined, propria.token);
    await processarImportacoes(destino.deps, { conta: propria.idConta });
    expect(await contagensAnexos(destino, propria.idConta)).toEqual({
      foto: inicio.foto + 1,
      paciente_arquivo: inicio.paciente_arquivo + 1,
      bytes: inicio.bytes + 2,
    });
    const d = await rest(
      destino.app,
      'POST',
      `/api/importacoes/${p.body.id}/desfazer`,
      undefined,
      propria.token,
    );
    expect(d.status).toBe(200);
    expect(d.body.desfazer.removidos_por_tipo).toMatchObject({ fotos: 1, arquivos: 1 });
    expect(d.body.desfazer.mantidos).toEqual([]);
    expect(await contagensAnexos(destino, propria.idConta)).toEqual(inicio);
  });
});
