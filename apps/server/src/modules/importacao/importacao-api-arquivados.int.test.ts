import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { MSG } from '@clinica/contracts';
import type { RegistroImportado } from '@clinica/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sha256 } from '../../platform/evidencia';
import { type AppDeTeste, clinicaComToken, rest, trpc } from '../../testing';
import { importarDaOrigem, lotePorLote } from '../../testing/cenario-importacao';
import {
  contagensClinicas,
  doisSistemas,
  origemClinica,
  PNG_1X1,
} from '../../testing/cenario-importacao-clinica';
import { processarImportacoes } from './execucao';

/**
 * The old system's archived records (issue 39, issue 19's retention): an archived patient, an
 * archived document, anamnesis and photo of active patients. They are read from the lists'
 * `?arquivados=true` after the active ones and arrive archived here, with the source's date.
 * Archived signed records (a document and an anamnesis of Ana's, and a document of the archived
 * patient's) arrive signed with their image: the old system serves an archived record's image by
 * the signed URL its 'Arquivados' list hands out (`arq=1`).
 */
let origem: AppDeTeste;
let destino: AppDeTeste;
let url: string;
let antiga: Awaited<ReturnType<typeof origemClinica>>;
let carla: number;
let foto: number;
let nova: Awaited<ReturnType<typeof clinicaComToken>>;
let previa: { id: number; contagens: Record<string, { total: number | null }> };
let importacao: { id: number; status: string; contagens: Record<string, Record<string, number | null>> };
let arquivadosNaOrigem: Record<string, Date | null>;
/** The old clinic's signed records, archived or of the archived patient, and their image's bytes. */
let assinados: Record<
  'docArquivado' | 'anamneseArquivada' | 'docDaCarla',
  {
    tabela: 'paciente_termo' | 'paciente_anamnese';
    tipo: 'documentos' | 'anamneses';
    id: number;
    bytes: Buffer;
  }
>;

beforeAll(async () => {
  ({ origem, destino, url } = await doisSistemas(inject('databaseUrl')));
  antiga = await origemClinica(origem);
  const post = async (caminho: string, corpo: unknown) => {
    const r = await rest(origem.app, 'POST', caminho, corpo, antiga.token);
    expect(r.status).toBe(201);
    return r.body.id as number;
  };
  const arquivar = async (caminho: string) =>
    expect((await rest(origem.app, 'DELETE', caminho, undefined, antiga.token)).status).toBe(204);
  carla = await post('/api/pacientes', {
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
  assinados = {
    docArquivado: { tabela: 'paciente_termo', tipo: 'documentos', ...docArquivado },
    anamneseArquivada: { tabela: 'paciente_anamnese', tipo: 'anamneses', ...anamneseArquivada },
    docDaCarla: { tabela: 'paciente_termo', tipo: 'documentos', ...docDaCarla },
  };
  foto = await post('/api/fotos', {
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
  arquivadosNaOrigem = {
    carla: await em('paciente', carla),
    termoBruno: await em('paciente_termo', antiga.termoBruno),
    anamneseBruno: await em('paciente_anamnese', antiga.anamneseBruno),
    foto: await em('foto', foto),
    docArquivado: await em('paciente_termo', docArquivado.id),
    anamneseArquivada: await em('paciente_anamnese', anamneseArquivada.id),
  };
  nova = await clinicaComToken(destino);
  importacao = await importarDaOrigem(
    destino,
    { url, token: antiga.token },
    nova.token,
    nova.idConta,
    async (id) => {
      previa = (await rest(destino.app, 'GET', `/api/importacoes/${id}`, undefined, nova.token)).body;
    },
  );
});
afterAll(async () => {
  await destino.fechar();
  await origem.fechar();
});

/** The row here imported from an old id of a kind. */
const aqui = async (
  idConta: number,
  tipo: 'pacientes' | 'documentos' | 'anamneses' | 'fotos',
  idAntigo: number,
  tabela: 'paciente' | 'paciente_termo' | 'paciente_anamnese' | 'foto',
) => {
  const m = await destino.db
    .selectFrom('importacao_mapa')
    .select('id_novo')
    .where('id_conta', '=', idConta)
    .where('tipo_dado', '=', tipo)
    .where('chave_antiga', '=', `id:${idAntigo}`)
    .executeTakeFirstOrThrow();
  return destino.db
    .selectFrom(tabela)
    .select(['id', 'arquivado_em'])
    .where('id', '=', m.id_novo)
    .executeTakeFirstOrThrow();
};

/** A signed record's dates, what the import said of it, and its stored image (either kind). */
const comImagem = async (t: AppDeTeste, tabela: 'paciente_termo' | 'paciente_anamnese', id: number) =>
  (
    await sql<{
      assinado_em: Date | null;
      arquivado_em: Date | null;
      importado_de: RegistroImportado | null;
      conteudo: Buffer | null;
      finalidade: string | null;
    }>`SELECT r.assinado_em, r.arquivado_em, r.importado_de, f.conteudo, f.finalidade
      FROM ${sql.table(tabela)} r LEFT JOIN arquivo f ON f.id = r.id_arquivo_assinatura
      WHERE r.id = ${id}`.execute(t.db)
  ).rows[0] ?? expect.unreachable(`${tabela} ${id}`);

describe('registros arquivados do sistema antigo', () => {
  it('the preview counts the archived patients with the active ones', () => {
    expect(previa.contagens.pacientes?.total).toBe(3);
  });

  it("arrive archived, with the source's date; what was active stays active", async () => {
    expect(importacao.status).toBe('concluida');
    expect(importacao.contagens).toMatchObject({
      pacientes: { importados: 3, total: 3 },
      documentos: { importados: 6, total: 6 },
      anamneses: { importados: 3, total: 3 },
      fotos: { importados: 1, total: 1 },
    });
    expect((await aqui(nova.idConta, 'pacientes', carla, 'paciente')).arquivado_em).toEqual(
      arquivadosNaOrigem.carla,
    );
    expect(
      (await aqui(nova.idConta, 'documentos', antiga.termoBruno, 'paciente_termo')).arquivado_em,
    ).toEqual(arquivadosNaOrigem.termoBruno);
    expect(
      (await aqui(nova.idConta, 'anamneses', antiga.anamneseBruno, 'paciente_anamnese')).arquivado_em,
    ).toEqual(arquivadosNaOrigem.anamneseBruno);
    expect((await aqui(nova.idConta, 'fotos', foto, 'foto')).arquivado_em).toEqual(arquivadosNaOrigem.foto);
    expect((await aqui(nova.idConta, 'pacientes', antiga.ana, 'paciente')).arquivado_em).toBeNull();
    expect(
      (await aqui(nova.idConta, 'documentos', antiga.contrato, 'paciente_termo')).arquivado_em,
    ).toBeNull();
    // Hidden from the clinic's lists, found under 'Arquivados', as if archived here.
    const lista = await rest(destino.app, 'GET', '/api/pacientes?arquivados=true', undefined, nova.token);
    expect((lista.body as { nome: string }[]).map((p) => p.nome)).toEqual(['Carla Arquivada']);
    const ativos = await rest(destino.app, 'GET', '/api/pacientes', undefined, nova.token);
    expect((ativos.body as { nome: string }[]).map((p) => p.nome).sort()).toEqual([
      'Ana Importada',
      'Bruno Importado',
    ]);
  });

  it("archived signed records arrive archived and signed, with the source's image bytes and no note", async () => {
    for (const [nome, a] of Object.entries(assinados)) {
      const fonte = await comImagem(origem, a.tabela, a.id);
      expect(fonte.conteudo?.equals(a.bytes)).toBe(true);
      const r = await comImagem(destino, a.tabela, (await aqui(nova.idConta, a.tipo, a.id, a.tabela)).id);
      expect({ nome, assinado_em: r.assinado_em, arquivado_em: r.arquivado_em }).toEqual({
        nome,
        assinado_em: fonte.assinado_em,
        // Carla's document is active: its patient is the archived one, here as there.
        arquivado_em: nome === 'docDaCarla' ? null : arquivadosNaOrigem[nome],
      });
      expect(r.finalidade).toBe('assinatura');
      expect(r.conteudo?.equals(a.bytes)).toBe(true);
      expect(r.importado_de?.imagem_assinatura).toEqual({
        origem: 'sistema_anterior',
        sha256: sha256(a.bytes),
        tipo_mime: 'image/png',
        tamanho: a.bytes.length,
      });
    }
    expect((await aqui(nova.idConta, 'pacientes', carla, 'paciente')).arquivado_em).not.toBeNull();
    // No record came without its image: the row log has no such note.
    const log = await rest(
      destino.app,
      'GET',
      `/api/importacoes/${importacao.id}/erros?limit=100`,
      undefined,
      nova.token,
    );
    expect(log.status).toBe(200);
    const semImagem = MSG.importacao.assinaturaSemImagem('');
    expect(
      (log.body.itens as { mensagem: string }[]).filter((e) => e.mensagem.startsWith(semImagem)),
    ).toEqual([]);
    // Here too, 'Arquivados' hands out the image's signed URL for an archived record, and it opens.
    const ana = (await aqui(nova.idConta, 'pacientes', antiga.ana, 'paciente')).id;
    const doc = await aqui(nova.idConta, 'documentos', assinados.docArquivado.id, 'paciente_termo');
    const arquivados = await rest(
      destino.app,
      'GET',
      `/api/pacientes_termos/${ana}?arquivados=true`,
      undefined,
      nova.token,
    );
    const item = (arquivados.body as { id: number; assinatura: string | null }[]).find(
      (d) => d.id === doc.id,
    );
    const url = new URL(item?.assinatura ?? '');
    expect(url.searchParams.get('arq')).toBe('1');
    const img = await destino.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(img.statusCode).toBe(200);
    expect(img.rawPayload.equals(assinados.docArquivado.bytes)).toBe(true);
  });

  it('importing twice imports once; another clinic sees none of it; undo removes them', async () => {
    const depois = await contagensClinicas(destino, nova.idConta);
    const segunda = await importarDaOrigem(destino, { url, token: antiga.token }, nova.token, nova.idConta);
    expect(segunda.contagens).toMatchObject({
      pacientes: { importados: 0, duplicados: 3 },
      documentos: { importados: 0, duplicados: 6 },
      anamneses: { importados: 0, duplicados: 3 },
    });
    expect(await contagensClinicas(destino, nova.idConta)).toEqual(depois);
    const outra = await clinicaComToken(destino);
    expect(await contagensClinicas(destino, outra.idConta)).toMatchObject({ paciente: 0, paciente_termo: 0 });

    const propria = await clinicaComToken(destino);
    const inicio = await contagensClinicas(destino, propria.idConta);
    const i = await importarDaOrigem(destino, { url, token: antiga.token }, propria.token, propria.idConta);
    const d = await rest(destino.app, 'POST', `/api/importacoes/${i.id}/desfazer`, undefined, propria.token);
    expect(d.status).toBe(200);
    expect(d.body.desfazer.mantidos).toEqual([]);
    expect(await contagensClinicas(destino, propria.idConta)).toEqual(inicio);
  });

  it('a job killed after reading archived patients, before its stage moved on, reads them again and writes nothing', async () => {
    const direta = await clinicaComToken(destino);
    await importarDaOrigem(destino, { url, token: antiga.token }, direta.token, direta.idConta);
    const esperado = await contagensClinicas(destino, direta.idConta);
    const outra = await clinicaComToken(destino);
    const vistos: string[] = [];
    const fim = await importarDaOrigem(
      destino,
      { url, token: antiga.token },
      outra.token,
      outra.idConta,
      (id) =>
        lotePorLote(destino, outra.idConta, id, async (i) => {
          const lista = `${i.etapa}${i.arquivados ? ' arquivados' : ''}`;
          if (vistos.at(-1) !== lista) vistos.push(lista);
          if (lista === 'agendas' && vistos.includes('pacientes arquivados') && !vistos.includes('de novo')) {
            // As if the worker died before the stage moved on: the archived page is read again.
            vistos.push('de novo');
            await destino.db
              .updateTable('importacao')
              .set({ etapa: 'pacientes', arquivados: true, cursor: 0 })
              .where('id', '=', id)
              .execute();
          }
        }),
    );
    // Patients' active list, then their archived one, then the next stage; after the kill, the
    // archived page read again (in the same pass that moves on) and the next stage again.
    expect(vistos.slice(vistos.indexOf('pacientes'), vistos.indexOf('pacientes') + 5)).toEqual([
      'pacientes',
      'pacientes arquivados',
      'agendas',
      'de novo',
      'agendas',
    ]);
    expect(fim.contagens.pacientes).toMatchObject({ duplicados: 1 });
    expect(vistos).toContain('documentos arquivados');
    expect(fim.status).toBe('concluida');
    expect(fim.contagens.pacientes).toMatchObject({ importados: 3, total: 3 });
    expect(await contagensClinicas(destino, outra.idConta)).toEqual(esperado);
  });

  it("the status says which of a kind's two lists is being read, on both APIs", async () => {
    const c = await clinicaComToken(destino);
    // The first status seen in each (stage, list), as GET /api/importacoes/{id} answers it.
    const vistos = new Map<string, { arquivados: boolean; texto: string }>();
    const fim = await importarDaOrigem(
      destino,
      { url, token: antiga.token },
      c.token,
      c.idConta,
      async (id) => {
        for (let n = 0; n < 80; n++) {
          const r = (await rest(destino.app, 'GET', `/api/importacoes/${id}`, undefined, c.token)).body;
          if (r.status !== 'importando') break;
          const t = (await trpc(destino.app, 'query', 'importacao.get', { id }, c.token)).body;
          // The tRPC twin the page reads says the same.
          expect({ etapa: t.etapa, arquivados: t.arquivados, progresso: t.progresso }).toEqual({
            etapa: r.etapa,
            arquivados: r.arquivados,
            progresso: r.progresso,
          });
          const chave = `${r.etapa}${r.arquivados ? ' arquivados' : ''}`;
          if (!vistos.has(chave)) vistos.set(chave, { arquivados: r.arquivados, texto: r.progresso.texto });
          await processarImportacoes(destino.deps, { lotes: 1, conta: c.idConta });
        }
      },
    );
    expect(fim).toMatchObject({
      status: 'concluida',
      progresso: { texto: 'Todos os tipos de dado importados' },
    });
    // Patients: the active list (two), then the archived one, whose count goes on from there.
    expect(vistos.get('pacientes')).toEqual({
      arquivados: false,
      texto: 'Pacientes 0 de 3 — lendo os ativos',
    });
    expect(vistos.get('pacientes arquivados')).toEqual({
      arquivados: true,
      texto: 'Pacientes 2 de 2 — lendo os arquivados',
    });
    expect(vistos.get('documentos')).toEqual({
      arquivados: false,
      // This product lists them clinic-wide too: their total is known before the first page.
      texto: 'Documentos dos pacientes 0 de 4 — lendo os ativos',
    });
    expect(vistos.get('documentos arquivados')).toEqual({
      arquivados: true,
      // Between the lists: the archived one's total is asked with its first page.
      texto: 'Documentos dos pacientes 4 de 4 — lendo os arquivados',
    });
    // A kind the old system does not archive is read once: the line says nothing of lists.
    expect(vistos.get('agendas')?.texto).toMatch(/^Agendamentos \d+ de \d+$/);
    expect(vistos.has('agendas arquivados')).toBe(false);
  });

  it('an old system that refuses ?arquivados=true (older version) imports the active records and says so', async () => {
    // A proxy in front of the old system answering 400 to every archived list, as a version
    // before the retention feature would.
    const antigo = http.createServer(async (req, res) => {
      if ((req.url ?? '').includes('arquivados=true')) {
        res.writeHead(400, { 'content-type': 'application/json' }).end('{"message":"querystring inválida"}');
        return;
      }
      const r = await origem.app.inject({
        method: req.method as 'GET',
        url: req.url ?? '/',
        headers: { authorization: req.headers.authorization ?? '' },
      });
      const cabecalhos = Object.fromEntries(
        Object.entries(r.headers).filter(([k]) => ['content-type', 'x-total-count'].includes(k)),
      ) as Record<string, string>;
      res.writeHead(r.statusCode, cabecalhos).end(r.rawPayload);
    });
    await new Promise<void>((ok) => antigo.listen(0, '127.0.0.1', ok));
    try {
      const velho = `http://127.0.0.1:${(antigo.address() as AddressInfo).port}`;
      const c = await clinicaComToken(destino);
      const i = await importarDaOrigem(destino, { url: velho, token: antiga.token }, c.token, c.idConta);
      expect(i.status).toBe('concluida');
      expect(i.contagens).toMatchObject({
        pacientes: { importados: 2 },
        documentos: { importados: 2 },
        anamneses: { importados: 1 },
      });
      const log = await rest(
        destino.app,
        'GET',
        `/api/importacoes/${i.id}/erros?limit=100`,
        undefined,
        c.token,
      );
      const notas = (log.body.itens as { tipo_dado: string; mensagem: string }[])
        .filter((e) => e.mensagem === MSG.importacao.semArquivados)
        .map((e) => e.tipo_dado)
        .sort();
      expect(notas).toEqual(['anamneses', 'arquivos', 'documentos', 'fotos', 'pacientes']);
    } finally {
      await new Promise((ok) => antigo.close(ok));
    }
  });
});
