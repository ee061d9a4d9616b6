import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sha256 } from '../../platform/evidencia';
import { type AppDeTeste, clinicaComToken, rest } from '../../testing';
import { importarDaOrigem, lotePorLote } from '../../testing/cenario-importacao';
import {
  contagensClinicas,
  doisSistemas,
  origemClinica,
  PNG_1X1,
} from '../../testing/cenario-importacao-clinica';
import { PACIENTES_POR_LOTE } from './etapa-por-paciente';
import { processarImportacoes } from './execucao';

/**
 * The old system's clinical records through its API (issue 39): term templates, the patients'
 * documents, anamnesis questions and models, the patients' anamneses, signed or not. `origem` is this product with a clinic made through its own
 * routes; `destino` imports it over real HTTP. One import is shared by the file's checks.
 */
let origem: AppDeTeste;
let destino: AppDeTeste;
let url: string;
let antiga: Awaited<ReturnType<typeof origemClinica>>;
let nova: Awaited<ReturnType<typeof clinicaComToken>>;
let antes: Record<string, number>;
let ultima: number;
let previa: { id: number; contagens: Record<string, { total: number | null }> };
let importacao: { id: number; status: string; contagens: Record<string, Record<string, number | null>> };
beforeAll(async () => {
  // An old system without the clinic-wide lists: these kinds are read patient by patient.
  ({ origem, destino, url } = await doisSistemas(inject('databaseUrl'), undefined, {
    semListasDaClinica: true,
  }));
  antiga = await origemClinica(origem);
  // More patients than one batch of the per-patient stage, the last with a document of her own:
  // the documents stage takes two batches.
  const mais = await origem.db
    .insertInto('paciente')
    .values(
      Array.from({ length: PACIENTES_POR_LOTE }, (_, i) => ({
        id_conta: antiga.idConta,
        nome: `Paciente ${String(i).padStart(2, '0')} Antiga`,
        celular: `1196${String(1_000_000 + i)}`,
        sexo: 'Outro' as const,
        nascimento: '1990-05-17',
      })),
    )
    .returning('id')
    .execute();
  ultima = mais.at(-1)?.id ?? 0;
  const doc = await rest(
    origem.app,
    'POST',
    '/api/pacientes_termos',
    { id_paciente: ultima, titulo: 'Termo da última', corpo: '<p>Último.</p>' },
    antiga.token,
  );
  expect(doc.status).toBe(201);
  nova = await clinicaComToken(destino);
  antes = await contagensClinicas(destino, nova.idConta);
  const p = await rest(
    destino.app,
    'POST',
    '/api/importacoes',
    { origem: 'api', url, token: antiga.token },
    nova.token,
  );
  previa = p.body;
  // The preview writes nothing.
  expect(await contagensClinicas(destino, nova.idConta)).toEqual(antes);
  await rest(destino.app, 'POST', `/api/importacoes/${p.body.id}/confirmar`, undefined, nova.token);
  await processarImportacoes(destino.deps, { conta: nova.idConta });
  importacao = (await rest(destino.app, 'GET', `/api/importacoes/${p.body.id}`, undefined, nova.token)).body;
});
afterAll(async () => {
  await destino.fechar();
  await origem.fechar();
});

/** One import from the old system, confirmed and run to the end (`passo`: between confirm and run). */
const importar = (token: string, idConta: number, passo?: (id: number) => Promise<void>) =>
  importarDaOrigem(destino, { url, token: antiga.token }, token, idConta, passo);

/** The clinic's patient of that name. */
const pacienteAqui = async (idConta: number, nome: string) =>
  (
    await destino.db
      .selectFrom('paciente')
      .select('id')
      .where('id_conta', '=', idConta)
      .where('nome', '=', nome)
      .executeTakeFirstOrThrow()
  ).id;

describe('importação de termos e documentos do sistema antigo pela API', () => {
  it('the preview counts the templates and says the per-patient documents are not known yet', () => {
    expect(previa.contagens.termos?.total).toBe(1);
    // No list of every document in the old system: unknown, not a guess.
    expect(previa.contagens.documentos?.total).toBeNull();
  });

  it('brings the template and each document to the right patient; the signed one arrives signed, from the old system', async () => {
    expect(importacao.status).toBe('concluida');
    expect(importacao.contagens).toMatchObject({
      termos: { importados: 1, total: 1 },
      documentos: { importados: 4, erros: 0, ignorados: 0, total: 4 },
    });
    const termos = await destino.db
      .selectFrom('termo')
      .selectAll()
      .where('id_conta', '=', nova.idConta)
      .execute();
    expect(termos.map((x) => [x.titulo, x.corpo_texto])).toEqual([
      ['Clareamento dental', 'Riscos do clareamento.'],
    ]);

    const ana = await pacienteAqui(nova.idConta, 'Ana Importada');
    const bruno = await pacienteAqui(nova.idConta, 'Bruno Importado');
    const lista = async (p: number) =>
      (await rest(destino.app, 'GET', `/api/pacientes_termos/${p}`, undefined, nova.token)).body as {
        id: number;
        titulo: string;
        status: string;
        assinado_em: string | null;
        codigo: string;
        importado: boolean;
      }[];
    const daAna = (await lista(ana)).sort((a, b) => a.titulo.localeCompare(b.titulo));
    // Both came from the old system; the signed one shows as signed there.
    expect(daAna.map((d) => [d.titulo, d.status, d.importado])).toEqual([
      ['Clareamento dental', 'Pendente', true],
      ['Contrato de tratamento', 'Assinado', true],
    ]);
    expect((await lista(bruno)).map((d) => [d.titulo, d.status])).toEqual([['Uso de imagem', 'Pendente']]);
    const [, contrato] = daAna;
    if (!contrato) throw new Error('sem contrato');
    // Signed when the old system says, and marked as from the old system: no evidence made up here.
    expect(contrato.assinado_em).toBe(antiga.contratoAssinadoEm?.toISOString());
    const linha = await destino.db
      .selectFrom('paciente_termo')
      .select(['importado_de', 'hash_conteudo', 'hash_assinatura', 'assinatura_ip', 'id_arquivo_assinatura'])
      .where('id', '=', contrato.id)
      .executeTakeFirstOrThrow();
    // The signature image came too (importacao-api-assinaturas.int.test.ts checks its bytes).
    expect(linha).toMatchObject({
      importado_de: {
        id_antigo: `id:${antiga.contrato}`,
        assinatura: { assinado_em: antiga.contratoAssinadoEm?.toISOString() },
        imagem_assinatura: { origem: 'sistema_anterior', sha256: sha256(PNG_1X1) },
      },
      hash_conteudo: null,
      hash_assinatura: null,
      assinatura_ip: null,
      id_arquivo_assinatura: expect.any(Number),
    });
    // The old public code does not open here; the new one shows it signed and refuses signing.
    expect(contrato.codigo).not.toBe(
      (
        await origem.db
          .selectFrom('paciente_termo')
          .select('codigo')
          .where('id', '=', antiga.contrato)
          .executeTakeFirstOrThrow()
      ).codigo,
    );
    const assinar = await destino.app.inject({
      method: 'PUT',
      url: `/api/pacientes_termos/assinar/${contrato.codigo}`,
      payload: { assinatura: `data:image/png;base64,${PNG_1X1.toString('base64')}` },
    });
    expect(assinar.statusCode).toBe(409);
    const editar = await rest(
      destino.app,
      'PUT',
      `/api/pacientes_termos/${contrato.id}`,
      { titulo: 'Outro', corpo: '<p>x</p>' },
      nova.token,
    );
    expect(editar.status).toBe(409);
    // The unsigned one is a normal unsigned document.
    const pendente = await destino.db
      .selectFrom('paciente_termo')
      .select(['assinado_em', 'importado_de'])
      .where('id', '=', daAna[0]?.id ?? 0)
      .executeTakeFirstOrThrow();
    expect(pendente).toEqual({
      assinado_em: null,
      importado_de: { id_antigo: `id:${antiga.termoAna}`, assinatura: null },
    });
  });

  it('brings the questions, the model with its questions in order, and each anamnesis with its model, answers and signature', async () => {
    expect(previa.contagens).toMatchObject({
      questoes_anamnese: { total: 2 },
      modelos_anamnese: { total: 1 },
      anamneses: { total: null },
    });
    expect(importacao.contagens).toMatchObject({
      questoes_anamnese: { importados: 2 },
      modelos_anamnese: { importados: 1 },
      anamneses: { importados: 2, erros: 0, ignorados: 0, total: 2 },
    });
    const db = destino.db;
    const questoes = await db
      .selectFrom('modelo_anamnese as m')
      .innerJoin('modelo_anamnese_questao as mq', 'mq.id_modelo', 'm.id')
      .innerJoin('questao_anamnese as q', 'q.id', 'mq.id_questao')
      .select(['m.id as modelo', 'm.nome', 'q.id', 'q.pergunta', 'q.texto_auxiliar', 'q.id_conta'])
      .where('m.id_conta', '=', nova.idConta)
      .orderBy('mq.ordem')
      .execute();
    expect(questoes.map((q) => [q.nome, q.pergunta, q.texto_auxiliar])).toEqual([
      ['Anamnese geral', 'Tem alergia?', 'A quê?'],
      ['Anamnese geral', 'Fuma?', null],
    ]);
    expect(questoes.every((q) => q.id_conta === nova.idConta)).toBe(true);
    const [alergia, fuma] = questoes;

    const ana = await pacienteAqui(nova.idConta, 'Ana Importada');
    const lista = await rest(destino.app, 'GET', `/api/pacientes-anamnese/${ana}`, undefined, nova.token);
    expect(lista.body).toHaveLength(1);
    const [a] = lista.body;
    expect(a).toMatchObject({
      id_paciente: ana,
      status: 'Assinada',
      importado: true,
      modelo_anamnese: { id: alergia?.modelo, nome: 'Anamnese geral' },
      // No evidence of a signing that happened elsewhere: the source's statement is kept apart.
      evidencia: null,
      respostas: [
        { id: alergia?.id, pergunta: 'Tem alergia?', resposta: 'Sim', resposta_auxiliar: 'Dipirona' },
        { id: fuma?.id, pergunta: 'Fuma?', resposta: 'Não' },
      ],
    });
    const linha = await db
      .selectFrom('paciente_anamnese')
      .select(['importado_de', 'assinado_em', 'hash_conteudo'])
      .where('id', '=', a.id)
      .executeTakeFirstOrThrow();
    const fonte = await origem.db
      .selectFrom('paciente_anamnese')
      .select(['assinado_em', 'assinatura_ip', 'hash_conteudo', 'hash_assinatura'])
      .where('id', '=', antiga.anamneseAna)
      .executeTakeFirstOrThrow();
    expect(linha).toEqual({
      assinado_em: fonte.assinado_em,
      hash_conteudo: null,
      importado_de: {
        id_antigo: `id:${antiga.anamneseAna}`,
        assinatura: {
          assinado_em: fonte.assinado_em?.toISOString(),
          ip: fonte.assinatura_ip,
          user_agent: 'Celular da Ana',
          hash_conteudo: fonte.hash_conteudo,
          hash_assinatura: fonte.hash_assinatura,
        },
        imagem_assinatura: {
          origem: 'sistema_anterior',
          sha256: sha256(PNG_1X1),
          tipo_mime: 'image/png',
          tamanho: PNG_1X1.length,
        },
      },
    });
    const assinar = await destino.app.inject({
      method: 'PUT',
      url: `/api/pacientes-anamnese/assinar/${a.codigo}`,
      payload: {
        assinatura: `data:image/png;base64,${PNG_1X1.toString('base64')}`,
        respostas: [
          { id_pergunta: alergia?.id, resposta: 'Não' },
          { id_pergunta: fuma?.id, resposta: 'Sim' },
        ],
      },
    });
    expect(assinar.statusCode).toBe(409);

    const bruno = await pacienteAqui(nova.idConta, 'Bruno Importado');
    const pendente = await rest(
      destino.app,
      'GET',
      `/api/pacientes-anamnese/${bruno}`,
      undefined,
      nova.token,
    );
    expect(pendente.body).toMatchObject([
      { status: 'pendente', respostas: null, modelo_anamnese: { id: alergia?.modelo } },
    ]);
  });

  it('importing twice imports once; another clinic sees none of it', async () => {
    const depois = await contagensClinicas(destino, nova.idConta);
    const segunda = await importar(nova.token, nova.idConta);
    expect(segunda.status).toBe('concluida');
    expect(segunda.contagens).toMatchObject({
      termos: { importados: 0, duplicados: 1 },
      documentos: { importados: 0, duplicados: 4 },
      questoes_anamnese: { importados: 0, duplicados: 2 },
      modelos_anamnese: { importados: 0, duplicados: 1 },
      anamneses: { importados: 0, duplicados: 2 },
    });
    expect(await contagensClinicas(destino, nova.idConta)).toEqual(depois);

    const outra = await clinicaComToken(destino);
    expect(await contagensClinicas(destino, outra.idConta)).toMatchObject({
      termo: 0,
      paciente_termo: 0,
      paciente_anamnese: 0,
      modelo_anamnese: 0,
    });
    const ana = await pacienteAqui(nova.idConta, 'Ana Importada');
    const alheia = await rest(destino.app, 'GET', `/api/pacientes_termos/${ana}`, undefined, outra.token);
    expect(alheia.status === 404 || (Array.isArray(alheia.body) && alheia.body.length === 0)).toBe(true);
  });

  it('a job killed in the documents stage resumes after its last patient done; a batch read again writes nothing', async () => {
    const direta = await clinicaComToken(destino);
    await importar(direta.token, direta.idConta);
    const esperado = await contagensClinicas(destino, direta.idConta);

    const outra = await clinicaComToken(destino);
    const docs = () => contagensClinicas(destino, outra.idConta).then((c) => c.paciente_termo);
    const vistos: number[] = [];
    const fim = await importar(outra.token, outra.idConta, (id) =>
      lotePorLote(destino, outra.idConta, id, async (i) => {
        if (i.etapa === 'documentos' && i.cursor > 0 && vistos.length === 0) {
          // The first batch of patients done, the worker gone: Ana's and Bruno's documents are
          // here, the last patient's not yet; the cursor is the batch's last patient.
          vistos.push(i.cursor, await docs());
          // As if it died before the cursor moved: the batch is read again and writes nothing.
          await destino.db.updateTable('importacao').set({ cursor: 0 }).where('id', '=', id).execute();
          await processarImportacoes(destino.deps, { lotes: 1, conta: outra.idConta });
          vistos.push(await docs());
        }
      }),
    );
    expect(vistos[0]).toBeGreaterThan(antiga.bruno);
    expect(vistos[0]).toBeLessThan(ultima);
    expect(vistos.slice(1)).toEqual([3, 3]);
    expect(fim.status).toBe('concluida');
    expect(fim.contagens.documentos).toMatchObject({ importados: 4 });
    expect(await contagensClinicas(destino, outra.idConta)).toEqual(esperado);
  });

  it('undo removes exactly the templates, documents, questions, models and anamneses it created, the signed ones included', async () => {
    const propria = await clinicaComToken(destino);
    const inicio = await contagensClinicas(destino, propria.idConta);
    const i = await importar(propria.token, propria.idConta);
    const d = await rest(destino.app, 'POST', `/api/importacoes/${i.id}/desfazer`, undefined, propria.token);
    expect(d.status).toBe(200);
    expect(d.body.desfazer.removidos_por_tipo).toMatchObject({
      termos: 1,
      documentos: 4,
      questoes_anamnese: 2,
      modelos_anamnese: 1,
      anamneses: 2,
    });
    expect(d.body.desfazer.mantidos).toEqual([]);
    expect(await contagensClinicas(destino, propria.idConta)).toEqual(inicio);
  });
});
