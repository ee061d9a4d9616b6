import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type AppDeTeste, clinicaComToken, rest } from '../../testing';
import { importarDaOrigem, lotePorLote } from '../../testing/cenario-importacao';
import {
  comAnexos,
  contagensAnexos,
  contagensClinicas,
  doisSistemas,
  origemClinica,
} from '../../testing/cenario-importacao-clinica';
import { POR_PAGINA_DA_CLINICA } from './etapa-por-paciente';
import { processarImportacoes } from './execucao';

/**
 * Issue 39 at scale: an old system that is this product lists documents, anamneses, photos and
 * files clinic-wide (`GET /api/pacientes_termos?apos=`…), so the import reads each kind in one
 * pass by id instead of one request per patient, list and kind. The walk chosen is stored with
 * the cursor (a kill resumes in it); the preview counts those kinds. The per-patient walk (an
 * old system without these lists) is importacao-api-documentos/anexos' subject.
 */
let origem: AppDeTeste;
let destino: AppDeTeste;
let url: string;
let antiga: Awaited<ReturnType<typeof origemClinica>>;
const pedidos: string[] = [];
/** Ana's documents past the first page of the list, so the stage takes three pages. */
const EXTRAS = 2 * POR_PAGINA_DA_CLINICA.documentos;

beforeAll(async () => {
  ({ origem, destino, url } = await doisSistemas(inject('databaseUrl'), undefined, { pedidos }));
  antiga = await origemClinica(origem);
  await comAnexos(origem, antiga);
  for (let i = 0; i < EXTRAS; i++) {
    const r = await rest(
      origem.app,
      'POST',
      '/api/pacientes_termos',
      { id_paciente: antiga.ana, titulo: `Termo ${i}`, corpo: `<p>Texto ${i}.</p>` },
      antiga.token,
    );
    expect(r.status).toBe(201);
  }
  // One archived: it comes from the archived list, archived.
  const d = await rest(
    origem.app,
    'DELETE',
    `/api/pacientes_termos/${antiga.termoBruno}`,
    undefined,
    antiga.token,
  );
  expect(d.status).toBe(204);
});
afterAll(async () => {
  await origem.fechar();
  await destino.fechar();
});

const ativos = 3 - 1 + EXTRAS;

describe('importação pelas listas da clínica do sistema antigo', () => {
  it('the preview counts the per-patient kinds from their clinic-wide lists, writing nothing', async () => {
    const c = await clinicaComToken(destino);
    const p = await rest(
      destino.app,
      'POST',
      '/api/importacoes',
      { origem: 'api', url, token: antiga.token },
      c.token,
    );
    expect(p.status).toBe(201);
    expect(p.body.contagens).toMatchObject({
      documentos: { total: ativos },
      anamneses: { total: 2 },
      fotos: { total: 2 },
      arquivos: { total: 1 },
    });
    expect(await contagensClinicas(destino, c.idConta)).toMatchObject({
      paciente_termo: 0,
      paciente_anamnese: 0,
    });
  });

  it('brings every record in one pass per list, no patient asked one by one', async () => {
    const c = await clinicaComToken(destino);
    pedidos.length = 0;
    const i = await importarDaOrigem(destino, { url, token: antiga.token }, c.token, c.idConta);
    expect(i.status).toBe('concluida');
    expect(i.contagens).toMatchObject({
      documentos: { total: ativos + 1, importados: ativos + 1, erros: 0 },
      anamneses: { total: 2, importados: 2 },
      fotos: { importados: 1 },
      arquivos: { importados: 1 },
    });
    expect(await contagensClinicas(destino, c.idConta)).toMatchObject({ paciente_termo: ativos + 1 });
    expect(await contagensAnexos(destino, c.idConta)).toMatchObject({ foto: 1, paciente_arquivo: 1 });
    const porPaciente = pedidos.filter((p) =>
      /\/api\/(pacientes_termos|pacientes-anamnese|fotos\/paciente|arquivos\/paciente)\/\d+/.test(p),
    );
    expect(porPaciente).toEqual([]);
    // The documents' active list in three pages of ten, by id (besides the one-row asks for its
    // total: the preview's, the stage's, and the archived list's sum).
    const paginas = pedidos.filter(
      (p) =>
        p.startsWith('GET /api/pacientes_termos?') && !p.includes('arquivados') && !/limit=1(&|$)/.test(p),
    );
    expect(paginas.length, paginas.join('\n')).toBe(3);
    const arquivado = await destino.db
      .selectFrom('paciente_termo')
      .select(['titulo', 'arquivado_em'])
      .where('id_conta', '=', c.idConta)
      .where('arquivado_em', 'is not', null)
      .execute();
    expect(arquivado).toEqual([{ titulo: 'Uso de imagem', arquivado_em: expect.any(Date) }]);
  });

  it('a job killed mid-list resumes from the last record id done, in the same walk, without doubling', async () => {
    const direta = await clinicaComToken(destino);
    await importarDaOrigem(destino, { url, token: antiga.token }, direta.token, direta.idConta);
    const esperado = await contagensClinicas(destino, direta.idConta);

    const outra = await clinicaComToken(destino);
    const docs = () => contagensClinicas(destino, outra.idConta).then((c) => c.paciente_termo);
    const vistos: unknown[] = [];
    const fim = await importarDaOrigem(
      destino,
      { url, token: antiga.token },
      outra.token,
      outra.idConta,
      (id) =>
        lotePorLote(destino, outra.idConta, id, async (i) => {
          if (i.etapa === 'documentos' && !i.arquivados && i.cursor > 0 && vistos.length === 0) {
            // One page done: ten documents here, the cursor the tenth's old id, the walk stored.
            vistos.push(i.lista_da_clinica, await docs(), i.cursor);
            // As if it died before the cursor moved: the page is read again and writes nothing.
            await destino.db.updateTable('importacao').set({ cursor: 0 }).where('id', '=', id).execute();
            await processarImportacoes(destino.deps, { lotes: 1, conta: outra.idConta });
            vistos.push(await docs());
          }
        }),
    );
    const dezAntigos = await origem.db
      .selectFrom('paciente_termo')
      .select('id')
      .where('id_conta', '=', antiga.idConta)
      .where('arquivado_em', 'is', null)
      .orderBy('id')
      .limit(POR_PAGINA_DA_CLINICA.documentos)
      .execute();
    expect(vistos).toEqual([
      true,
      POR_PAGINA_DA_CLINICA.documentos,
      dezAntigos.at(-1)?.id,
      POR_PAGINA_DA_CLINICA.documentos,
    ]);
    expect(fim.status).toBe('concluida');
    expect(fim.contagens.documentos).toMatchObject({ importados: ativos + 1 });
    expect(await contagensClinicas(destino, outra.idConta)).toEqual(esperado);
  });
});
