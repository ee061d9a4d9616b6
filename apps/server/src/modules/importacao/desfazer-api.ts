import { MSG, type ResultadoDesfazer } from '@clinica/contracts';
import { NOMES_TIPO_DADO, type TipoDadoImportacao } from '@clinica/domain';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/kysely';
import type { Armazenamento } from '../../platform/armazenamento';
import { comSavepoint } from './etapas-api';

const I = MSG.importacao;

type Mantido = ResultadoDesfazer['mantidos'][number];

/** The table each kind (but patients, which keep the first slice's rule) lives in. */
const TABELAS = {
  unidades: 'unidade',
  bancos: 'banco',
  categorias: 'categoria',
  tipos_pagamento: 'tipo_pagamento',
  tratamentos: 'tratamento',
  profissionais: 'usuario',
  agendas: 'agenda',
  orcamentos: 'orcamento',
  transacoes: 'transacao',
  produtos: 'produto',
  movimentacoes: 'movimentacao',
  termos: 'termo',
  documentos: 'paciente_termo',
  questoes_anamnese: 'questao_anamnese',
  modelos_anamnese: 'modelo_anamnese',
  anamneses: 'paciente_anamnese',
  fotos: 'foto',
  arquivos: 'paciente_arquivo',
} as const;

/** Tables without an edit time (a movement, a patient's file are never edited). */
const SEM_EDICAO: readonly string[] = ['movimentacao', 'paciente_arquivo'];

/**
 * What a removed row's stored bytes are (a photo and its thumbnail, a file, the signature image
 * brought from the old system): removed with it.
 */
const BYTES: Partial<Record<string, RawBuilder<unknown>>> = {
  foto: sql`id_arquivo, id_miniatura`,
  paciente_arquivo: sql`id_arquivo, NULL::integer AS id_miniatura`,
  paciente_termo: sql`id_arquivo_assinatura AS id_arquivo, NULL::integer AS id_miniatura`,
  paciente_anamnese: sql`id_arquivo_assinatura AS id_arquivo, NULL::integer AS id_miniatura`,
};

/** Signable records: one the patient signed here since the import (a hash of ours) was changed. */
const ASSINAVEIS: readonly string[] = ['paciente_termo', 'paciente_anamnese'];

const LOTE = 1000;

/**
 * Undoes one kind of an API import (called in reverse stage order, so a budget's transaction is
 * gone before the budget is looked at): removes the rows this import created (its map says
 * which: never a row it matched), except
 * - a row staff changed since (its `atualizado_em` moved: an appointment finished or moved, a
 *   budget cancelled, a professional invited, a bank renamed…);
 * - a transaction with a payment the import did not bring (staff registered it since);
 * - a row something made since still points at (the database refuses to remove it: a product
 *   with a new movement, a treatment on a new appointment…).
 * Each kept row is said with its reason. A transaction's imported payments go with it; a photo's
 * or file's stored bytes too (`apagar`: called once the undo committed).
 */
export async function desfazerTipo(
  trx: Db,
  arquivos: Armazenamento,
  idConta: number,
  idImportacao: number,
  tipo: Exclude<TipoDadoImportacao, 'pacientes'>,
): Promise<{ removidos: number; mantidos: Mantido[]; apagar: (() => Promise<void>)[] }> {
  const tabela = TABELAS[tipo];
  const criados = await trx
    .selectFrom('importacao_mapa')
    .select('id_novo')
    .where('id_conta', '=', idConta)
    .where('id_importacao', '=', idImportacao)
    .where('tipo_dado', '=', tipo)
    .where('criado', '=', true)
    .where('chave_antiga', 'like', 'id:%')
    .execute();
  const ids = criados.map((c) => c.id_novo);
  const mantidos: Mantido[] = [];
  const manter = (id: number, motivo: string) =>
    mantidos.push({ tipo_dado: tipo, id, nome: `${NOMES_TIPO_DADO[tipo]}: registro nº ${id}`, motivo });
  let removidos = 0;
  const produtos = new Set<number>();
  const bytes: number[] = [];
  // A record signed in the old system is final here too; the undo may remove the ones this
  // import created (the trigger allows it for imported rows without a signature of ours).
  const assinaveis = ASSINAVEIS.includes(tabela);
  if (assinaveis) await sql`SELECT set_config('clinica.desfazer_importacao', 'sim', true)`.execute(trx);
  for (let i = 0; i < ids.length; i += LOTE) {
    const lote = ids.slice(i, i + LOTE);
    const alterados = SEM_EDICAO.includes(tabela)
      ? []
      : (
          await sql<{ id: number }>`
              SELECT id FROM ${sql.table(tabela)}
              WHERE id_conta = ${idConta} AND id = ANY(${lote}::int[])
                AND (atualizado_em <> criado_em ${ASSINAVEIS.includes(tabela) ? sql`OR hash_conteudo IS NOT NULL` : sql``})`.execute(
            trx,
          )
        ).rows.map((r) => r.id);
    for (const id of alterados) manter(id, I.mantidoAlterado);
    const pagos =
      tabela === 'transacao'
        ? (
            await sql<{ id: number }>`
              SELECT DISTINCT g.id_transacao AS id FROM pagamento g
              WHERE g.id_conta = ${idConta} AND g.id_transacao = ANY(${lote}::int[])
                AND NOT EXISTS (
                  SELECT 1 FROM importacao_mapa m
                  WHERE m.id_conta = g.id_conta AND m.id_importacao = ${idImportacao}
                    AND m.tipo_dado = 'transacoes' AND m.id_novo = g.id AND m.chave_antiga LIKE 'pagamento:%'
                )`.execute(trx)
          ).rows.map((r) => r.id)
        : [];
    for (const id of pagos) if (!alterados.includes(id)) manter(id, I.mantidoPagamentos);
    if (tabela === 'movimentacao') {
      const r = await sql<{ id: number }>`
        SELECT DISTINCT id_produto AS id FROM movimentacao WHERE id_conta = ${idConta} AND id = ANY(${lote}::int[])`.execute(
        trx,
      );
      for (const x of r.rows) produtos.add(x.id);
    }
    const fora = new Set([...alterados, ...pagos]);
    const remover = lote.filter((id) => !fora.has(id));
    const excluir = async (alvo: number[]) => {
      const r = await sql<{ id_arquivo: number | null; id_miniatura: number | null }>`
        DELETE FROM ${sql.table(tabela)} WHERE id_conta = ${idConta} AND id = ANY(${alvo}::int[])
        RETURNING ${BYTES[tabela] ?? sql`NULL::integer AS id_arquivo, NULL::integer AS id_miniatura`}`.execute(
        trx,
      );
      for (const x of r.rows) bytes.push(...[x.id_arquivo, x.id_miniatura].filter((b) => b !== null));
      return r.rows.length;
    };
    // All at once; if something made since points at one of them, one by one to keep just those.
    const tudo = remover.length === 0 ? 0 : await comSavepoint(trx, () => excluir(remover));
    if (tudo !== null) {
      removidos += tudo;
      continue;
    }
    for (const id of remover) {
      const r = await comSavepoint(trx, () => excluir([id]));
      if (r !== null) removidos += r;
      else manter(id, I.mantidoEmUso);
    }
  }
  if (assinaveis) await sql`SELECT set_config('clinica.desfazer_importacao', '', true)`.execute(trx);
  // A product kept (staff moved it since) counts only the movements it still has.
  if (produtos.size > 0)
    await sql`
      UPDATE produto p SET qnt_movimentacoes = (SELECT count(*) FROM movimentacao m WHERE m.id_conta = p.id_conta AND m.id_produto = p.id)
      WHERE p.id_conta = ${idConta} AND p.id = ANY(${[...produtos]}::int[])`.execute(trx);
  // The removed photos', files' and signature images' stored bytes: their rows now, the bytes after the commit.
  const apagar: (() => Promise<void>)[] = [];
  for (const id of bytes) apagar.push(await arquivos.remover(trx, idConta, id));
  return { removidos, mantidos, apagar };
}
