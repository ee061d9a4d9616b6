import { MSG } from '@clinica/contracts';
import {
  arquivadoEm,
  type DocumentoImportado,
  type ImagemAssinaturaImportada,
  lerDocumento,
  lerTermo,
  type RegistroImportado,
  type TermoImportado,
} from '@clinica/domain';
import { gerarCodigoPublico } from '../../platform/evidencia';
import { sanitizarHtml, textoDoHtml } from '../../platform/html-seguro';
import type { Etapa, Lote } from './etapas-api';
import { CAMINHOS_API, catalogo, ids, inserirTodos, porNome, referencias, zero } from './etapas-comum';

const I = MSG.importacao;

/*
 * Term templates and the patients' documents from the old system (issue 39). A template whose
 * title the clinic already has is matched, not doubled. A document is written for the patient its
 * old patient maps to, with a new public code; one signed in the old system arrives signed — read
 * only, as every signed record — with its signing time and what the source said about it in
 * `importado_de`, and no evidence of a signing that did not happen here (no hash, IP or image).
 * An unsigned one is a normal unsigned document.
 */

export const termos = catalogo<TermoImportado>({
  caminho: CAMINHOS_API.termos,
  ler: lerTermo,
  nome: (d) => d.titulo,
  existentes: (trx, idConta, itens) =>
    porNome(
      trx,
      'termo',
      'titulo',
      idConta,
      itens.map((i) => i.titulo),
    ),
  inserir: async (trx, idConta, itens) =>
    ids(
      await trx
        .insertInto('termo')
        .values(
          itens.map((i) => {
            const corpo = sanitizarHtml(i.corpo);
            // A body of markup only keeps its title as its text (the column is never empty).
            return {
              id_conta: idConta,
              titulo: i.titulo,
              corpo,
              corpo_texto: textoDoHtml(corpo) || i.titulo,
              tipo: i.tipo,
            };
          }),
        )
        .returning('id')
        .execute(),
    ),
});

/**
 * What the source said about a record: its old id and, signed there, the signature as stated;
 * and, when its image was brought, that it came from there and the SHA-256 of the bytes received.
 */
export const importadoDe = (
  chave: string,
  assinatura: RegistroImportado['assinatura'],
  imagem?: ImagemAssinaturaImportada,
) =>
  JSON.stringify({
    id_antigo: chave,
    assinatura,
    ...(imagem ? { imagem_assinatura: imagem } : {}),
  } satisfies RegistroImportado);

/** Each record's signature image recorded in the batch's transaction, in the batch's order (null: none). */
export async function imagensDoLote<T extends { assinatura: unknown }>(
  l: Lote<T>,
  trx: Parameters<NonNullable<Lote<T>['imagem']>>[0],
  lote: { chave: string; dados: T }[],
) {
  const r: ({ id: number; registro: ImagemAssinaturaImportada } | null)[] = [];
  // One at a time: the batch's transaction is one connection.
  for (const x of lote) r.push(x.dados.assinatura && l.imagem ? await l.imagem(trx, x.chave) : null);
  return r;
}

export const documentos: Etapa<DocumentoImportado> = {
  caminho: CAMINHOS_API.documentos,
  ler: lerDocumento,
  gravar: async (l) => {
    const c = zero();
    const ref = await referencias(l as Lote<unknown>, { pacientes: l.itens.map((i) => i.dados.paciente) });
    const prontos: (Lote<DocumentoImportado>['itens'][number] & { p: number })[] = [];
    for (const item of l.itens) {
      const p = ref('pacientes', item.dados.paciente);
      if (p === null) {
        c.ignorados++;
        l.registrar(item.linha, 'erro', I.semReferencia('O paciente'));
      } else prontos.push({ ...item, p });
    }
    const feitos = await inserirTodos(
      l,
      prontos,
      async (trx, lote) => {
        const imagens = await imagensDoLote(l, trx, lote as typeof prontos);
        return ids(
          await trx
            .insertInto('paciente_termo')
            .values(
              (lote as typeof prontos).map(({ chave, dados: d, p }, n) => {
                const em = d.criado_em ?? new Date();
                const imagem = imagens[n] ?? null;
                return {
                  id_conta: l.ctx.idConta,
                  id_paciente: p,
                  codigo: gerarCodigoPublico(),
                  id_criado_por: null,
                  tipo: d.tipo,
                  titulo: d.titulo,
                  cabecalho: sanitizarHtml(d.cabecalho),
                  corpo: sanitizarHtml(d.corpo),
                  tipo_termo: d.tipo_termo,
                  id_termo: null,
                  assinado_em: d.assinatura ? new Date(d.assinatura.assinado_em) : null,
                  id_arquivo_assinatura: imagem?.id ?? null,
                  importado_de: importadoDe(chave, d.assinatura, imagem?.registro),
                  arquivado_em: arquivadoEm(d.arquivado_em, l.arquivados, l.agora),
                  // Created when the old system made it; unchanged since (undo tells a changed row by these two).
                  criado_em: em,
                  atualizado_em: em,
                };
              }),
            )
            .returning('id')
            .execute(),
        );
      },
      c,
    );
    prontos.forEach((item, n) => {
      const id = feitos[n];
      if (id !== null && id !== undefined) l.mapear(item.chave, id, true);
    });
    return c;
  },
};
