import {
  type ImagemAssinaturaImportada,
  type ItemLido,
  TIPOS_DADO_IMPORTACAO,
  type TipoDadoImportacao,
} from '@clinica/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/kysely';
import { codigo } from '../../platform/erros-pg';

export type Contagem = { importados: number; ignorados: number; duplicados: number; erros: number };

/** An API import as a stage sees it: its clinic, its id and the source it reads (the origin's identity). */
export type Contexto = { idConta: number; id: number; origemUrl: string };

/**
 * Old keys → ids here, for one kind, from every import of this clinic from the same old system
 * that was not undone (this one included): how an appointment finds the patient an earlier stage
 * (or an earlier import) brought, and how a second import knows a record is already here.
 */
export async function buscarMapeados(
  db: Db,
  ctx: Contexto,
  tipo: TipoDadoImportacao,
  chaves: string[],
): Promise<Map<string, number>> {
  const mapa = new Map<string, number>();
  const unicas = [...new Set(chaves)];
  if (unicas.length === 0) return mapa;
  const linhas = await db
    .selectFrom('importacao_mapa as m')
    .innerJoin('importacao as i', (j) =>
      j.onRef('i.id_conta', '=', 'm.id_conta').onRef('i.id', '=', 'm.id_importacao'),
    )
    .select(['m.chave_antiga', 'm.id_novo', 'm.id_importacao'])
    .where('m.id_conta', '=', ctx.idConta)
    .where('m.tipo_dado', '=', tipo)
    .where('m.chave_antiga', 'in', unicas)
    .where('i.origem', '=', 'api')
    .where('i.origem_url', '=', ctx.origemUrl)
    .where('i.status', '!=', 'desfeita')
    // This import's own rows win over an earlier one's.
    .orderBy(sql`m.id_importacao = ${ctx.id}`)
    .execute();
  for (const l of linhas) mapa.set(l.chave_antiga, l.id_novo);
  return mapa;
}

/** A stage's batch: the items read, what to write, and the row log; the stage writes its own kind. */
export type Lote<T> = {
  trx: Db;
  ctx: Contexto;
  /** Items still to write (read, not already imported): their row in the source, key and data. */
  itens: { linha: number; chave: string; dados: T }[];
  /** Logs a row (a missing reference, a note) of this stage's kind. */
  registrar: (linha: number, nivel: 'erro' | 'aviso', mensagem: string) => void;
  /** Maps an old key to the record here; `criado`: this import made it. */
  mapear: (chave: string, id: number, criado: boolean) => void;
  /** Inside the row-by-row retry after the database refused the batch. */
  umAUm: boolean;
  /** The clock of this batch (`deps.agora()`): what a future appointment's reminder counts from. */
  agora: Date;
  /** Read from the old system's archived list (issue 19's retention): written archived here. */
  arquivados: boolean;
  /**
   * A signed record's signature image, received before the batch, recorded in its transaction
   * (documents and anamneses); null when there is none to record.
   */
  imagem?: (trx: Db, chave: string) => Promise<{ id: number; registro: ImagemAssinaturaImportada } | null>;
};

/** A stage: its list, how an item is read, and how a batch is written (how many created, matched, refused). */
export type Etapa<T> = {
  caminho: string;
  ler: (item: unknown) => ItemLido<T>;
  gravar: (l: Lote<T>) => Promise<Contagem>;
};

/** Helper for stages that write row by row behind savepoints when the database refused the batch. */
export async function comSavepoint<R>(trx: Db, fazer: () => Promise<R>): Promise<R | null> {
  await sql`SAVEPOINT linha`.execute(trx);
  try {
    const r = await fazer();
    await sql`RELEASE SAVEPOINT linha`.execute(trx);
    return r;
  } catch (e) {
    if (!codigo(e)?.startsWith('23')) throw e;
    await sql`ROLLBACK TO SAVEPOINT linha`.execute(trx);
    return null;
  }
}

export async function somar(db: Db, ctx: Contexto, tipo: TipoDadoImportacao, d: Contagem) {
  await db
    .insertInto('importacao_contagem')
    .values({ id_conta: ctx.idConta, id_importacao: ctx.id, tipo_dado: tipo, ...d })
    .onConflict((oc) =>
      oc.columns(['id_conta', 'id_importacao', 'tipo_dado']).doUpdateSet((eb) => ({
        importados: eb('importacao_contagem.importados', '+', d.importados),
        ignorados: eb('importacao_contagem.ignorados', '+', d.ignorados),
        duplicados: eb('importacao_contagem.duplicados', '+', d.duplicados),
        erros: eb('importacao_contagem.erros', '+', d.erros),
      })),
    )
    .execute();
}

/** A kind's total as the source says it (X-Total-Count), read with its first page. */
export async function definirTotal(db: Db, ctx: Contexto, tipo: TipoDadoImportacao, total: number | null) {
  await db
    .insertInto('importacao_contagem')
    .values({ id_conta: ctx.idConta, id_importacao: ctx.id, tipo_dado: tipo, total })
    .onConflict((oc) => oc.columns(['id_conta', 'id_importacao', 'tipo_dado']).doUpdateSet({ total }))
    .execute();
}

/**
 * A new API import starts at the first stage, with a count row per kind whose total is what the
 * source's list says (the preview's counts per kind; nothing else is written).
 */
export async function iniciarEtapas(
  db: Db,
  ctx: Contexto,
  totais: Partial<Record<TipoDadoImportacao, number | null>>,
) {
  await db
    .updateTable('importacao')
    .set({ etapa: TIPOS_DADO_IMPORTACAO[0] })
    .where('id_conta', '=', ctx.idConta)
    .where('id', '=', ctx.id)
    .execute();
  for (const [tipo, total] of Object.entries(totais) as [TipoDadoImportacao, number | null][])
    await definirTotal(db, ctx, tipo, total);
}
