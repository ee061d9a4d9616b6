import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'vitest';
import { type AppDeTeste, criarAppDeTeste } from './app-de-teste';
import { clinicaComToken } from './fabrica';
import { rest } from './http';

/*
 * The old system for the API import's clinical kinds (issue 39): a clinic of this product (an
 * instance started by the test) with its records made through its own routes.
 */

/**
 * The two instances of an API import test: the old system, listening on a free port (internal
 * addresses refused, as on a real host), and this one, allowed to reach it on 127.0.0.1.
 * `opcoesOrigem`: the old system's own settings (its limits). `semListasDaClinica`: the old
 * system as a version before the clinic-wide lists (or the old product): they answer 404, so the
 * import walks its patients one by one. `pedidos`: every request the old system gets, as
 * 'GET /api/…?…', pushed there.
 */
export async function doisSistemas(
  databaseUrl: string,
  opcoesOrigem?: Parameters<typeof criarAppDeTeste>[2],
  diante: { semListasDaClinica?: boolean; pedidos?: string[] } = {},
) {
  const origem = await criarAppDeTeste(databaseUrl, { IMPORTACAO_REDE_LOCAL: 'false' }, opcoesOrigem);
  const destino = await criarAppDeTeste(databaseUrl, { IMPORTACAO_REDE_LOCAL: 'true' });
  if (diante.semListasDaClinica || diante.pedidos) {
    const proxy = await proxyDiante(origem, diante);
    const fechar = origem.fechar;
    origem.fechar = async () => {
      await new Promise((ok) => proxy.close(ok));
      await fechar();
    };
    return { origem, destino, url: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}` };
  }
  await origem.app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(origem.app.server.address() as AddressInfo).port}`;
  return { origem, destino, url };
}

/** The clinic-wide lists (GET without a patient) an older version does not have. */
const LISTAS_DA_CLINICA = new Set([
  '/api/pacientes_termos',
  '/api/pacientes-anamnese',
  '/api/fotos',
  '/api/arquivos',
]);

/**
 * The old system behind a proxy that passes each request as it came (method, path and query,
 * the token, the body; its status, type, total, wait) and, `semListasDaClinica`, answers 404 to
 * the clinic-wide lists.
 */
async function proxyDiante(origem: AppDeTeste, o: { semListasDaClinica?: boolean; pedidos?: string[] }) {
  const proxy = http.createServer(async (req, res) => {
    o.pedidos?.push(`${req.method} ${req.url}`);
    const caminho = (req.url ?? '/').split('?')[0] ?? '/';
    if (o.semListasDaClinica && req.method === 'GET' && LISTAS_DA_CLINICA.has(caminho)) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"Rota não encontrada"}');
      return;
    }
    const partes: Buffer[] = [];
    for await (const p of req) partes.push(p as Buffer);
    const r = await origem.app.inject({
      method: req.method as 'GET',
      url: req.url ?? '/',
      headers: {
        ...(req.headers.authorization ? { authorization: req.headers.authorization } : {}),
        ...(req.headers['content-type'] ? { 'content-type': req.headers['content-type'] } : {}),
      },
      ...(partes.length > 0 ? { payload: Buffer.concat(partes) } : {}),
    });
    const cabecalhos = Object.fromEntries(
      Object.entries(r.headers).filter(([k]) => ['content-type', 'x-total-count', 'retry-after'].includes(k)),
    ) as Record<string, string>;
    res.writeHead(r.statusCode, cabecalhos).end(r.rawPayload);
  });
  await new Promise<void>((ok) => proxy.listen(0, '127.0.0.1', ok));
  return proxy;
}

/** A 1×1 PNG: a signature image, and a photo's bytes. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Two patients (Ana, Bruno), a term template, and documents: Ana's contract signed through the
 * public page, Ana's unsigned term, Bruno's unsigned term; two anamnesis questions, a model of
 * both, Ana's anamnesis answered and signed, Bruno's pending.
 */
export async function origemClinica(t: AppDeTeste) {
  const c = await clinicaComToken(t);
  const post = async (url: string, corpo: unknown) => {
    const r = await rest(t.app, 'POST', url, corpo, c.token);
    if (r.status !== 201) throw new Error(`${url}: ${r.status} ${JSON.stringify(r.body)}`);
    return r.body as { id: number; codigo?: string };
  };
  const paciente = (nome: string, celular: string) =>
    post('/api/pacientes', { nome, celular, sexo: 'Feminino', nascimento: '01/02/1990' });
  const ana = await paciente('Ana Importada', '11955550001');
  const bruno = await paciente('Bruno Importado', '11955550002');
  const termo = await post('/api/termos', {
    titulo: 'Clareamento dental',
    corpo: '<p>Riscos do clareamento.</p>',
  });
  const contrato = await post('/api/pacientes_termos', {
    id_paciente: ana.id,
    tipo: 'CONTRATO',
    titulo: 'Contrato de tratamento',
    corpo: '<p>Cláusulas do contrato.</p>',
  });
  const assinar = await t.app.inject({
    method: 'PUT',
    url: `/api/pacientes_termos/assinar/${contrato.codigo}`,
    payload: { assinatura: `data:image/png;base64,${PNG_1X1.toString('base64')}` },
  });
  if (assinar.statusCode !== 200) throw new Error(`assinar: ${assinar.statusCode} ${assinar.body}`);
  const termoAna = await post('/api/pacientes_termos', {
    id_paciente: ana.id,
    tipo: 'TERMO',
    titulo: 'Clareamento dental',
    corpo: '<p>Riscos do clareamento.</p>',
  });
  const termoBruno = await post('/api/pacientes_termos', {
    id_paciente: bruno.id,
    tipo: 'TERMO',
    titulo: 'Uso de imagem',
    corpo: '<p>Autorizo o uso.</p>',
  });
  // Anamnesis: two questions (one with its auxiliary text), a model of both, Ana's anamnesis
  // answered and signed, Bruno's pending.
  const fuma = await post('/api/questoes-anamnese', { pergunta: 'Fuma?', tipo_pergunta: 'sim_nao' });
  const alergia = await post('/api/questoes-anamnese', {
    pergunta: 'Tem alergia?',
    tipo_pergunta: 'sim_nao_naosei_texto',
    texto_auxiliar: 'A quê?',
  });
  const modelo = await post('/api/modelos-anamnese', {
    nome: 'Anamnese geral',
    questoes: [alergia.id, fuma.id],
  });
  const anamneseAna = await post('/api/pacientes-anamnese', {
    id_modelo_anamnese: modelo.id,
    id_paciente: ana.id,
  });
  const respondida = await t.app.inject({
    method: 'PUT',
    url: `/api/pacientes-anamnese/assinar/${anamneseAna.codigo}`,
    payload: {
      assinatura: `data:image/png;base64,${PNG_1X1.toString('base64')}`,
      respostas: [
        { id_pergunta: alergia.id, resposta: 'Sim', resposta_auxiliar: 'Dipirona' },
        { id_pergunta: fuma.id, resposta: 'Não' },
      ],
    },
    headers: { 'user-agent': 'Celular da Ana' },
  });
  if (respondida.statusCode !== 200) throw new Error(`anamnese: ${respondida.statusCode} ${respondida.body}`);
  const anamneseBruno = await post('/api/pacientes-anamnese', {
    id_modelo_anamnese: modelo.id,
    id_paciente: bruno.id,
  });
  const assinado = await t.db
    .selectFrom('paciente_termo')
    .select('assinado_em')
    .where('id', '=', contrato.id)
    .executeTakeFirstOrThrow();
  return {
    ...c,
    ana: ana.id,
    bruno: bruno.id,
    termo: termo.id,
    contrato: contrato.id,
    contratoAssinadoEm: assinado.assinado_em,
    termoAna: termoAna.id,
    termoBruno: termoBruno.id,
    fuma: fuma.id,
    alergia: alergia.id,
    modelo: modelo.id,
    anamneseAna: anamneseAna.id,
    anamneseBruno: anamneseBruno.id,
  };
}

/** The rows of the clinical kinds a clinic has. */
export async function contagensClinicas(t: AppDeTeste, idConta: number) {
  const tabelas = [
    'termo',
    'paciente_termo',
    'paciente',
    'questao_anamnese',
    'modelo_anamnese',
    'modelo_anamnese_questao',
    'paciente_anamnese',
  ] as const;
  return Object.fromEntries(
    await Promise.all(
      tabelas.map(async (tabela) => [
        tabela,
        Number(
          (
            await t.db
              .selectFrom(tabela)
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .where('id_conta', '=', idConta)
              .executeTakeFirstOrThrow()
          ).n,
        ),
      ]),
    ),
  );
}

/** A minimal PDF: what a patient's file is checked to be by its first bytes. */
export const PDF_MINIMO = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/**
 * The old clinic's photos and files: a photo and a PDF of Ana's, made through its routes, and a
 * photo of Bruno's past the upload cap (10 MB), written straight into its tables as an old system
 * could have it.
 */
export async function comAnexos(t: AppDeTeste, c: Awaited<ReturnType<typeof origemClinica>>) {
  const post = async (url: string, corpo: unknown) => {
    const r = await rest(t.app, 'POST', url, corpo, c.token);
    if (r.status !== 201) throw new Error(`${url}: ${r.status} ${JSON.stringify(r.body)}`);
    return r.body as { id: number };
  };
  const foto = await post('/api/fotos', {
    id_paciente: c.ana,
    foto: `data:image/png;base64,${PNG_1X1.toString('base64')}`,
    nome: 'Sorriso antes',
    observacao: 'Primeira consulta',
  });
  const arquivo = await post('/api/arquivos', {
    id_paciente: c.ana,
    arquivo: `data:application/pdf;base64,${PDF_MINIMO.toString('base64')}`,
    nome: 'Raio-X panorâmico',
  });
  const grande = Buffer.concat([PNG_1X1, Buffer.alloc(10 * 1024 * 1024 + 1)]);
  const { id: idArquivo } = await t.db
    .insertInto('arquivo')
    .values({
      id_conta: c.idConta,
      finalidade: 'foto',
      tipo_mime: 'image/png',
      tamanho: grande.length,
      conteudo: grande,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const fotoGrande = await t.db
    .insertInto('foto')
    .values({
      id_conta: c.idConta,
      id_paciente: c.bruno,
      nome: 'Grande demais',
      nome_arquivo: 'grande.png',
      tipo_mime: 'image/png',
      tamanho: grande.length,
      id_arquivo: idArquivo,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { foto: foto.id, arquivo: arquivo.id, fotoGrande: fotoGrande.id };
}

/** A clinic's photos, files and stored bytes of either. */
export async function contagensAnexos(t: AppDeTeste, idConta: number) {
  const n = async (q: Promise<{ n: number | string }>) => Number((await q).n);
  return {
    foto: await n(
      t.db
        .selectFrom('foto')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('id_conta', '=', idConta)
        .executeTakeFirstOrThrow(),
    ),
    paciente_arquivo: await n(
      t.db
        .selectFrom('paciente_arquivo')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('id_conta', '=', idConta)
        .executeTakeFirstOrThrow(),
    ),
    bytes: await n(
      t.db
        .selectFrom('arquivo')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('id_conta', '=', idConta)
        .where('finalidade', 'in', ['foto', 'miniatura', 'arquivo_paciente'])
        .executeTakeFirstOrThrow(),
    ),
  };
}

/**
 * The old clinic of the archived-records tests (issue 39, issue 19's retention): `origemClinica`
 * plus an archived patient (Carla, with a document), Bruno's term and anamnesis archived, a photo
 * of Ana's archived, and signed records archived or of the archived patient, each with an image of
 * its own: a document and an anamnesis of Ana's, and Carla's document.
 */
export async function origemComArquivados(origem: AppDeTeste) {
  const antiga = await origemClinica(origem);
  const post = async (caminho: string, corpo: unknown) => {
    const r = await rest(origem.app, 'POST', caminho, corpo, antiga.token);
    expect(r.status).toBe(201);
    return r.body.id as number;
  };
  const arquivar = async (caminho: string) =>
    expect((await rest(origem.app, 'DELETE', caminho, undefined, antiga.token)).status).toBe(204);
  const carla = await post('/api/pacientes', {
    nome: 'Carla Arquivada',
    celular: '11955550003',
    sexo: 'Feminino',
    nascimento: '01/02/1980',
  });
  await post('/api/pacientes_termos', { id_paciente: carla, titulo: 'Termo da Carla', corpo: '<p>C.</p>' });
  // Signed through the public pages, each with an image of its own (a PNG and a few bytes more),
  // then archived: the document by its DELETE (ADM); the signed anamnesis by the row itself,
  // since this product archives one only with its patient — an old system (or one that imported
  // it archived) can hold one archived on its own; Carla's document with Carla, below.
  const assinado = async (caminho: string, idPaciente: number, corpo: object, extra: object) => {
    const r = await rest(origem.app, 'POST', caminho, { id_paciente: idPaciente, ...corpo }, antiga.token);
    expect(r.status).toBe(201);
    const bytes = Buffer.concat([PNG_1X1, Buffer.from(`${caminho} ${r.body.id}`)]);
    const assinatura = `data:image/png;base64,${bytes.toString('base64')}`;
    const a = await rest(origem.app, 'PUT', `${caminho}/assinar/${r.body.codigo}`, { assinatura, ...extra });
    expect(a.status).toBe(200);
    return { id: r.body.id as number, bytes };
  };
  const termo = { tipo: 'TERMO', titulo: 'Termo assinado', corpo: '<p>Assinado.</p>' };
  const docArquivado = await assinado('/api/pacientes_termos', antiga.ana, termo, {});
  const docDaCarla = await assinado('/api/pacientes_termos', carla, termo, {});
  const anamneseArquivada = await assinado(
    '/api/pacientes-anamnese',
    antiga.ana,
    { id_modelo_anamnese: antiga.modelo },
    {
      respostas: [
        { id_pergunta: antiga.alergia, resposta: 'Não' },
        { id_pergunta: antiga.fuma, resposta: 'Sim' },
      ],
    },
  );
  const assinados = {
    docArquivado: { tabela: 'paciente_termo' as const, tipo: 'documentos' as const, ...docArquivado },
    anamneseArquivada: {
      tabela: 'paciente_anamnese' as const,
      tipo: 'anamneses' as const,
      ...anamneseArquivada,
    },
    docDaCarla: { tabela: 'paciente_termo' as const, tipo: 'documentos' as const, ...docDaCarla },
  };
  const foto = await post('/api/fotos', {
    id_paciente: antiga.ana,
    foto: `data:image/png;base64,${PNG_1X1.toString('base64')}`,
    nome: 'Foto arquivada',
  });
  await arquivar(`/api/pacientes/${carla}`);
  await arquivar(`/api/pacientes_termos/${antiga.termoBruno}`);
  await arquivar(`/api/pacientes-anamnese/${antiga.anamneseBruno}`);
  await arquivar(`/api/fotos/${foto}`);
  await arquivar(`/api/pacientes_termos/${docArquivado.id}`);
  await origem.db
    .updateTable('paciente_anamnese')
    .set({ arquivado_em: new Date() })
    .where('id', '=', anamneseArquivada.id)
    .execute();
  const em = async (tabela: 'paciente' | 'paciente_termo' | 'paciente_anamnese' | 'foto', id: number) =>
    (await origem.db.selectFrom(tabela).select('arquivado_em').where('id', '=', id).executeTakeFirstOrThrow())
      .arquivado_em;
  const arquivadosNaOrigem = {
    carla: await em('paciente', carla),
    termoBruno: await em('paciente_termo', antiga.termoBruno),
    anamneseBruno: await em('paciente_anamnese', antiga.anamneseBruno),
    foto: await em('foto', foto),
    docArquivado: await em('paciente_termo', docArquivado.id),
    anamneseArquivada: await em('paciente_anamnese', anamneseArquivada.id),
  };
  return { antiga, carla, foto, assinados, arquivadosNaOrigem };
}
