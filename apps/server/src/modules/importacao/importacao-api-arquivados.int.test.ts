import { MSG } from '@clinica/contracts';
import type { RegistroImportado } from '@clinica/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sha256 } from '../../platform/evidencia';
import { type AppDeTeste, clinicaComToken, rest } from '../../testing';
import { importarDaOrigem, lotePorLote } from '../../testing/cenario-importacao';
import {
  contagensClinicas,
  doisSistemas,
  type origemClinica,
  origemComArquivados,
} from '../../testing/cenario-importacao-clinica';

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
  ({ antiga, carla, foto, assinados, arquivadosNaOrigem } = await origemComArquivados(origem));
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
});
