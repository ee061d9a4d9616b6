import { createHash, type Hash } from 'node:crypto';
import { MSG } from '@clinica/contracts';
import {
  type ImagemAssinaturaImportada,
  type ItemLido,
  lerAnamnese,
  lerDocumento,
  type TipoImagemAssinatura,
  tipoImagemAssinatura,
} from '@clinica/domain';
import type { Db } from '../../db/kysely';
import type { Recebido, RegraArquivo } from '../../platform/armazenamento';
import { FalhaBusca } from '../../platform/busca-externa';
import type { Deps } from '../../platform/deps';
import { DomainError } from '../../platform/errors';
import { ASSINATURA_MAX_BYTES } from '../assinatura-digital/assinatura-digital.service';
import { buscarMapeados, type Contexto } from './etapas-api';

const I = MSG.importacao;

/*
 * The signature images of the documents and anamneses signed in the old system (issue 39). The
 * lists give each signed record's image as a signed URL; its path and query are asked of the
 * typed address through the import's guard (internal addresses refused unless allowed, timeout,
 * cut past the signing flow's own cap), before the batch's transaction — no transaction is held
 * while bytes travel. Only a real PNG/JPEG/WebP is received, into the clinic's file store, as a
 * signature made here would be (finalidade 'assinatura'); the record is then written with it in
 * the batch. Whatever keeps an image from coming (no address, a refusal, not an image, too big)
 * leaves the record signed without it, and the row log says why.
 */

export type TipoAssinavel = 'documentos' | 'anamneses';

/** An image received (not yet recorded) and what `importado_de` will say of it. */
type Imagem = { recebido: Recebido; registro: ImagemAssinaturaImportada };

/** Per record's old key: its image received, or why it did not come (logged as a note). */
export type Imagens = Map<string, Imagem | string>;

/** Opens an image's bytes in the old system, or says why it did not deliver. */
export type BaixarImagem = (caminho: string, maxBytes: number) => Promise<AsyncIterable<Uint8Array> | string>;

const REGRA: RegraArquivo = {
  finalidade: 'assinatura',
  maxBytes: ASSINATURA_MAX_BYTES,
  tipo: tipoImagemAssinatura,
  erros: { vazio: I.assinaturaVazia, grande: I.assinaturaGrande, tipo: I.assinaturaNaoImagem },
};

const LER: Record<TipoAssinavel, (item: unknown) => ItemLido<AssinavelLido>> = {
  documentos: lerDocumento,
  anamneses: lerAnamnese,
};

type AssinavelLido = { paciente: string; assinatura: unknown; imagem_assinatura: string | null };

/** The bytes as they pass, into the hash: the SHA-256 of exactly what was received. */
async function* comHash(fonte: AsyncIterable<Uint8Array>, hash: Hash): AsyncIterable<Uint8Array> {
  for await (const pedaco of fonte) {
    hash.update(pedaco);
    yield pedaco;
  }
}

/**
 * The images of a batch's signed records still to import (not mapped yet, their patient here),
 * one at a time. If anything but the image's own refusal fails, those received are dropped.
 */
export async function receberAssinaturas(
  deps: Deps,
  ctx: Contexto,
  tipo: TipoAssinavel,
  lidos: { item: unknown }[],
  baixar: BaixarImagem,
): Promise<Imagens> {
  const assinados = lidos.flatMap(({ item }) => {
    const r = LER[tipo](item);
    return r.ok && r.dados.assinatura ? [{ chave: r.chave, dados: r.dados }] : [];
  });
  const imagens: Imagens = new Map();
  if (assinados.length === 0) return imagens;
  const ja = await buscarMapeados(
    deps.db,
    ctx,
    tipo,
    assinados.map((a) => a.chave),
  );
  const pacientes = await buscarMapeados(
    deps.db,
    ctx,
    'pacientes',
    assinados.map((a) => a.dados.paciente),
  );
  try {
    for (const { chave, dados } of assinados) {
      if (ja.has(chave) || !pacientes.has(dados.paciente) || imagens.has(chave)) continue;
      imagens.set(chave, await receberUma(deps, ctx, dados.imagem_assinatura, baixar));
    }
  } catch (e) {
    await descartar(deps, [...imagens.values()]);
    throw e;
  }
  return imagens;
}

async function receberUma(
  deps: Deps,
  ctx: Contexto,
  caminho: string | null,
  baixar: BaixarImagem,
): Promise<Imagem | string> {
  if (!caminho) return I.assinaturaSemEndereco;
  const fonte = await baixar(caminho, REGRA.maxBytes);
  if (typeof fonte === 'string') return fonte;
  const hash = createHash('sha256');
  try {
    const recebido = await deps.arquivos.receber(comHash(fonte, hash), REGRA, ctx.idConta);
    return {
      recebido,
      registro: {
        origem: 'sistema_anterior',
        sha256: hash.digest('hex'),
        tipo_mime: recebido.tipoMime as TipoImagemAssinatura,
        tamanho: recebido.tamanho,
      },
    };
  } catch (e) {
    // Refused by the rule (too big, not an image, empty); a connection cut midway did not deliver.
    if (e instanceof DomainError) return e.message;
    if (e instanceof FalhaBusca) return I.assinaturaInacessivel;
    throw e;
  }
}

const descartar = (deps: Deps, imagens: (Imagem | string)[]) =>
  Promise.all(
    imagens.map((i) => (typeof i === 'string' ? null : deps.arquivos.descartar(i.recebido).catch(() => {}))),
  );

/** What a batch's writing uses: records a record's image in its transaction (null: none to record). */
export function gravadorDeImagens(deps: Deps, ctx: Contexto, imagens: Imagens) {
  const usados = new Map<string, number>();
  return {
    gravar: async (trx: Db, chave: string) => {
      const im = imagens.get(chave);
      if (!im || typeof im === 'string') return null;
      const id = await deps.arquivos.gravar(trx, im.recebido, {
        idConta: ctx.idConta,
        finalidade: 'assinatura',
      });
      usados.set(chave, id);
      return { id, registro: im.registro };
    },
    /** Why a record's image did not come, or null. */
    motivo: (chave: string) => {
      const im = imagens.get(chave);
      return typeof im === 'string' ? im : null;
    },
    /** Every image received, to drop if the batch fails. */
    recebidos: () => [...imagens.values()].flatMap((i) => (typeof i === 'string' ? [] : [i.recebido])),
    /**
     * After the batch committed: drops the images no record kept (its row refused, or recorded in
     * an attempt rolled back), told by their file row not being there.
     */
    async limpar() {
      const ids = [...usados.values()];
      const ficaram = new Set(
        ids.length === 0
          ? []
          : (
              await deps.db
                .selectFrom('arquivo')
                .select('id')
                .where('id_conta', '=', ctx.idConta)
                .where('id', 'in', ids)
                .execute()
            ).map((r) => r.id),
      );
      await descartar(
        deps,
        [...imagens.entries()].flatMap(([chave, i]) => {
          const id = usados.get(chave);
          return id !== undefined && ficaram.has(id) ? [] : [i];
        }),
      );
    },
  };
}

/** Waits the old system asks between 429s, at most this long each and this many times per image. */
const ESPERA_MAX_SEG = 60;
const MAX_ESPERAS = 5;

/**
 * An image through the old system's public rate limit (60 a minute per IP in this product): on a
 * 429 it waits what the old system says (at most a minute, the claim renewed first so no other
 * worker takes the import meanwhile) and asks again, a few times, before giving up on that image.
 */
export async function baixarComEspera(
  abrir: () => Promise<{ corpo: AsyncIterable<Uint8Array> } | { espera: number } | null>,
  aguardar: (ms: number) => Promise<void>,
): Promise<AsyncIterable<Uint8Array> | string> {
  for (let n = 0; ; n++) {
    const r = await abrir();
    if (r === null) return I.assinaturaInacessivel;
    if ('corpo' in r) return r.corpo;
    if (n >= MAX_ESPERAS) return I.assinaturaLimitada;
    await aguardar(Math.min(Math.max(r.espera, 1), ESPERA_MAX_SEG) * 1000);
  }
}
