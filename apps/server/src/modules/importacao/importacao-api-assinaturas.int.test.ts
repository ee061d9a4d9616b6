import { MSG } from '@clinica/contracts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sha256 } from '../../platform/evidencia';
import { type AppDeTeste, clinicaComToken, rest, trpc } from '../../testing';
import { importarDaOrigem } from '../../testing/cenario-importacao';
import { doisSistemas, origemClinica, PNG_1X1 } from '../../testing/cenario-importacao-clinica';

const I = MSG.importacao;

/**
 * The signature images of records signed in the old system (issue 39): fetched through the
 * import's guard from the signed URL the lists give, kept in the clinic's file store as a
 * signature made here; one that cannot come (the old system has none, it is not an image, it is
 * past the signing flow's 1 MB) leaves the record signed without it and a note in the row log.
 */
let origem: AppDeTeste;
let destino: AppDeTeste;
let url: string;
let antiga: Awaited<ReturnType<typeof origemClinica>>;
let nova: Awaited<ReturnType<typeof clinicaComToken>>;
let falhos: { semImagem: number; naoImagem: number; grande: number };
let importacao: { id: number; status: string; contagens: Record<string, Record<string, number | null>> };

/** A document of Ana's signed in the old system with `bytes` as its stored image (none: no image). */
async function assinadoNaOrigem(titulo: string, bytes: Buffer | null) {
  const arquivo = bytes
    ? await origem.db
        .insertInto('arquivo')
        .values({
          id_conta: antiga.idConta,
          finalidade: 'assinatura',
          tipo_mime: 'image/png',
          tamanho: bytes.length,
          conteudo: bytes,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    : null;
  const r = await origem.db
    .insertInto('paciente_termo')
    .values({
      id_conta: antiga.idConta,
      id_paciente: antiga.ana,
      codigo: `imp${titulo.replace(/\W/g, '')}${Date.now()}`.slice(0, 40),
      tipo: 'TERMO',
      titulo,
      cabecalho: '',
      corpo: '<p>Assinado.</p>',
      assinado_em: new Date('2026-01-02T10:00:00.000Z'),
      assinatura_ip: '203.0.113.7',
      hash_conteudo: 'a'.repeat(64),
      hash_assinatura: 'b'.repeat(64),
      id_arquivo_assinatura: arquivo?.id ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return r.id;
}

const assinaturasGuardadas = async (idConta: number) =>
  Number(
    (
      await destino.db
        .selectFrom('arquivo')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('id_conta', '=', idConta)
        .where('finalidade', '=', 'assinatura')
        .executeTakeFirstOrThrow()
    ).n,
  );

beforeAll(async () => {
  // The old system's public routes count per IP; the test's imports stay well under any limit.
  ({ origem, destino, url } = await doisSistemas(inject('databaseUrl'), {
    limites: { publico: { pontos: 10_000, janelaSeg: 60 } },
  }));
  antiga = await origemClinica(origem);
  falhos = {
    semImagem: await assinadoNaOrigem('Sem imagem', null),
    naoImagem: await assinadoNaOrigem('Nao imagem', Buffer.from('<svg onload="x()"></svg>')),
    grande: await assinadoNaOrigem('Grande', Buffer.concat([PNG_1X1, Buffer.alloc(1024 * 1024)])),
  };
  nova = await clinicaComToken(destino);
  importacao = await importarDaOrigem(destino, { url, token: antiga.token }, nova.token, nova.idConta);
});
afterAll(async () => {
  await destino.fechar();
  await origem.fechar();
});

/** The imported record of an old id, as stored. */
const importado = (
  tabela: 'paciente_termo' | 'paciente_anamnese',
  idAntigo: number,
  idConta = nova.idConta,
) =>
  destino.db
    .selectFrom(tabela)
    .select(['id', 'codigo', 'assinado_em', 'id_arquivo_assinatura', 'importado_de', 'hash_assinatura'])
    .where('id_conta', '=', idConta)
    .where(({ eb, ref }) => eb(ref('importado_de', '->>').key('id_antigo'), '=', `id:${idAntigo}`))
    .executeTakeFirstOrThrow();

describe('imagem da assinatura de registros assinados no sistema antigo', () => {
  it("keeps the old system's bytes as the signed record's image, shown as a native one's", async () => {
    expect(importacao.status).toBe('concluida');
    expect(importacao.contagens.documentos).toMatchObject({ importados: 6, erros: 0, ignorados: 0 });
    const contrato = await importado('paciente_termo', antiga.contrato);
    const fonte = await origem.db
      .selectFrom('paciente_termo as t')
      .innerJoin('arquivo as a', 'a.id', 't.id_arquivo_assinatura')
      .select('a.conteudo')
      .where('t.id', '=', antiga.contrato)
      .executeTakeFirstOrThrow();
    const guardado = await destino.db
      .selectFrom('arquivo')
      .select(['conteudo', 'finalidade', 'tipo_mime'])
      .where('id', '=', contrato.id_arquivo_assinatura ?? 0)
      .executeTakeFirstOrThrow();
    expect(guardado).toMatchObject({ finalidade: 'assinatura', tipo_mime: 'image/png' });
    expect(Buffer.compare(Buffer.from(guardado.conteudo ?? []), Buffer.from(fonte.conteudo ?? []))).toBe(0);
    // What the import got, said as such; no evidence of ours made up.
    expect(contrato.importado_de?.imagem_assinatura).toEqual({
      origem: 'sistema_anterior',
      sha256: sha256(PNG_1X1),
      tipo_mime: 'image/png',
      tamanho: PNG_1X1.length,
    });
    expect(contrato.hash_assinatura).toBeNull();

    // The list's signed URL now opens the image here, as for a record signed here.
    const ana = (
      await destino.db
        .selectFrom('paciente')
        .select('id')
        .where('id_conta', '=', nova.idConta)
        .where('nome', '=', 'Ana Importada')
        .executeTakeFirstOrThrow()
    ).id;
    const lista = await rest(destino.app, 'GET', `/api/pacientes_termos/${ana}`, undefined, nova.token);
    const doc = (lista.body as { id: number; assinatura: string | null; importado: boolean }[]).find(
      (d) => d.id === contrato.id,
    );
    expect(doc?.importado).toBe(true);
    const imagem = await destino.app.inject({
      method: 'GET',
      url: new URL(doc?.assinatura ?? '').pathname + new URL(doc?.assinatura ?? '').search,
    });
    expect(imagem.statusCode).toBe(200);
    expect(Buffer.compare(imagem.rawPayload, PNG_1X1)).toBe(0);
    // The anamnesis' image came the same way.
    const anamnese = await importado('paciente_anamnese', antiga.anamneseAna);
    expect(anamnese.id_arquivo_assinatura).not.toBeNull();
    expect(anamnese.importado_de?.imagem_assinatura?.sha256).toBe(sha256(PNG_1X1));
  });

  it('without an image, not an image or past 1 MB: imported signed, without it, and the log says why', async () => {
    const log = await rest(
      destino.app,
      'GET',
      `/api/importacoes/${importacao.id}/erros`,
      undefined,
      nova.token,
    );
    const nota = (linha: number) =>
      (log.body.itens as { tipo_dado: string; linha: number; nivel: string; mensagem: string }[]).find(
        (e) => e.tipo_dado === 'documentos' && e.linha === linha,
      );
    expect(nota(falhos.semImagem)).toMatchObject({
      nivel: 'aviso',
      mensagem: I.assinaturaSemImagem(I.assinaturaInacessivel),
    });
    expect(nota(falhos.naoImagem)?.mensagem).toBe(I.assinaturaSemImagem(I.assinaturaNaoImagem));
    expect(nota(falhos.grande)?.mensagem).toBe(I.assinaturaSemImagem(I.assinaturaGrande));
    for (const id of Object.values(falhos)) {
      const r = await importado('paciente_termo', id);
      expect(r.assinado_em).toEqual(new Date('2026-01-02T10:00:00.000Z'));
      expect(r.id_arquivo_assinatura).toBeNull();
      expect(r.importado_de).not.toHaveProperty('imagem_assinatura');
    }
    // The staff print view shows it signed, without an image to break (and with one, it has it).
    const imprimir = async (codigo: string) =>
      (await trpc(destino.app, 'query', 'documento.imprimir', { codigo }, nova.token)).body as {
        assinado: boolean;
        assinatura: string | null;
      };
    expect(await imprimir((await importado('paciente_termo', falhos.grande)).codigo)).toMatchObject({
      assinado: true,
      assinatura: null,
    });
    expect((await imprimir((await importado('paciente_termo', antiga.contrato)).codigo)).assinatura).toMatch(
      /\/api\/pacientes_termos\/c\/.+\/assinatura\?/,
    );
    // Only the two real images were kept: nothing left behind by the refused ones.
    expect(await assinaturasGuardadas(nova.idConta)).toBe(2);
  });

  it('importing twice fetches nothing again; undo removes the stored images', async () => {
    const segunda = await importarDaOrigem(destino, { url, token: antiga.token }, nova.token, nova.idConta);
    expect(segunda.contagens.documentos).toMatchObject({ importados: 0, duplicados: 6 });
    expect(await assinaturasGuardadas(nova.idConta)).toBe(2);

    const propria = await clinicaComToken(destino);
    const i = await importarDaOrigem(destino, { url, token: antiga.token }, propria.token, propria.idConta);
    expect(await assinaturasGuardadas(propria.idConta)).toBe(2);
    const d = await rest(destino.app, 'POST', `/api/importacoes/${i.id}/desfazer`, undefined, propria.token);
    expect(d.status).toBe(200);
    expect(d.body.desfazer.removidos_por_tipo).toMatchObject({ documentos: 6, anamneses: 2 });
    expect(await assinaturasGuardadas(propria.idConta)).toBe(0);
    // Another clinic never saw any of them.
    const outra = await clinicaComToken(destino);
    expect(await assinaturasGuardadas(outra.idConta)).toBe(0);
  });
});
