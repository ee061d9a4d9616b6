import { MSG } from '@clinica/contracts';
import {
  type AnexoImportado,
  arquivadoEm,
  EXTENSAO_POR_TIPO,
  lerAnexo,
  nomeParaDownload,
} from '@clinica/domain';
import type { Insertable } from 'kysely';
import type { Db } from '../../db/kysely';
import type { DB } from '../../db/schema.gen';
import { descartarSeFalhar, type Recebido, type RegraArquivo } from '../../platform/armazenamento';
import type { Deps } from '../../platform/deps';
import { DomainError } from '../../platform/errors';
import { REGRA_ARQUIVO } from '../arquivo-paciente/arquivo-paciente.service';
import { REGRA_FOTO } from '../foto/foto.service';
import { buscarMapeados, type Contexto, somar } from './etapas-api';
import { inserirErros, inserirMapa } from './importacao.repository';

const I = MSG.importacao;

/*
 * The patients' photos and files from the old system (issue 39): each described by the patient's
 * list (`/api/fotos/paciente/{id}`, `/api/arquivos/paciente/{id}`), its bytes by its own download
 * path (`/api/fotos/{id}/download`, `/api/arquivos/{id}/download`), streamed into the clinic's
 * file store with the upload's own checks (its type from its first bytes, its size cap: a file
 * past it is cut off and logged, never held whole) — no transaction is held while bytes travel.
 * Each file is then recorded, mapped and counted in a transaction of its own; the batch's log,
 * the rest of its counts and the stage's cursor (its last patient) in a last one. A kill between
 * them leaves every recorded file mapped: the batch read again skips them.
 */

export type TipoAnexo = 'fotos' | 'arquivos';

type Anexo = {
  regra: RegraArquivo;
  download: (idAntigo: string) => string;
  extensao: string;
  inserir: (trx: Db, linha: Insertable<DB['paciente_arquivo']> & { atualizado_em: Date }) => Promise<number>;
};

const ANEXOS: Record<TipoAnexo, Anexo> = {
  fotos: {
    regra: REGRA_FOTO,
    download: (id) => `/api/fotos/${id}/download`,
    extensao: 'img',
    inserir: async (trx, linha) =>
      (await trx.insertInto('foto').values(linha).returning('id').executeTakeFirstOrThrow()).id,
  },
  arquivos: {
    regra: REGRA_ARQUIVO,
    download: (id) => `/api/arquivos/${id}/download`,
    extensao: 'bin',
    // A patient's file has no edit time (it is never edited).
    inserir: async (trx, { atualizado_em: _, ...linha }) =>
      (await trx.insertInto('paciente_arquivo').values(linha).returning('id').executeTakeFirstOrThrow()).id,
  },
};

/** Opens a file's bytes in the old system (null: it no longer has it), cut past `maxBytes`. */
export type Baixar = (caminho: string, maxBytes: number) => Promise<AsyncIterable<Uint8Array> | null>;

type Erro = Insertable<DB['importacao_erro']>;

/** Receives one file's bytes, or the reason it was not (logged by the caller). */
async function receber(
  deps: Deps,
  ctx: Contexto,
  a: Anexo,
  idAntigo: string,
  baixar: Baixar,
): Promise<Recebido | string> {
  const fonte = await baixar(a.download(idAntigo), a.regra.maxBytes);
  if (!fonte) return I.anexoInacessivel;
  try {
    return await deps.arquivos.receber(fonte, a.regra, ctx.idConta);
  } catch (e) {
    // Refused by the upload's own checks (too big, not an accepted type, empty): that file only.
    if (e instanceof DomainError) return e.message;
    throw e;
  }
}

/**
 * A batch of patients' photos or files (`lidos`: their lists' items), the cursor moved to `fim`;
 * `arquivados`: read from the archived lists (written archived).
 */
export async function gravarAnexos(
  deps: Deps,
  ctx: Contexto,
  tipo: TipoAnexo,
  lidos: { linha: number; item: unknown }[],
  fim: number,
  ate: Date,
  baixar: Baixar,
  arquivados = false,
) {
  const a = ANEXOS[tipo];
  const erros: Erro[] = [];
  const registrar = (linha: number, mensagem: string) =>
    erros.push({
      id_conta: ctx.idConta,
      id_importacao: ctx.id,
      tipo_dado: tipo,
      linha,
      nivel: 'erro',
      mensagem,
    });
  const c = { importados: 0, ignorados: 0, duplicados: 0, erros: 0 };
  const validos: { linha: number; chave: string; dados: AnexoImportado }[] = [];
  for (const { linha, item } of lidos) {
    const r = lerAnexo(item);
    if (r.ok) validos.push({ linha, chave: r.chave, dados: r.dados });
    else {
      c.ignorados++;
      registrar(linha, r.motivo);
    }
  }
  const ja = await buscarMapeados(
    deps.db,
    ctx,
    tipo,
    validos.map((v) => v.chave),
  );
  const pacientes = await buscarMapeados(
    deps.db,
    ctx,
    'pacientes',
    validos.map((v) => v.dados.paciente),
  );
  for (const v of validos) {
    const idPaciente = pacientes.get(v.dados.paciente);
    if (ja.has(v.chave)) c.duplicados++;
    else if (idPaciente === undefined) {
      c.ignorados++;
      registrar(v.linha, I.semReferencia('O paciente'));
    } else {
      const r = await receber(deps, ctx, a, v.chave.slice(3), baixar);
      if (typeof r === 'string') {
        c.erros++;
        registrar(v.linha, r);
        continue;
      }
      await descartarSeFalhar(deps.arquivos, [r], () =>
        deps.db.transaction().execute(async (trx) => {
          const idArquivo = await deps.arquivos.gravar(trx, r, {
            idConta: ctx.idConta,
            finalidade: a.regra.finalidade,
          });
          const em = v.dados.criado_em ?? new Date();
          const id = await a.inserir(trx, {
            id_conta: ctx.idConta,
            id_paciente: idPaciente,
            nome: v.dados.nome,
            observacao: v.dados.observacao,
            nome_arquivo: nomeParaDownload(
              v.dados.nome_arquivo ?? v.dados.nome,
              EXTENSAO_POR_TIPO[r.tipoMime] ?? a.extensao,
            ),
            tipo_mime: r.tipoMime,
            tamanho: r.tamanho,
            id_arquivo: idArquivo,
            arquivado_em: arquivadoEm(v.dados.arquivado_em, arquivados, deps.agora()),
            criado_em: em,
            atualizado_em: em,
          });
          await inserirMapa(trx, [
            {
              id_conta: ctx.idConta,
              id_importacao: ctx.id,
              tipo_dado: tipo,
              chave_antiga: v.chave,
              id_novo: id,
              criado: true,
            },
          ]);
          await somar(trx, ctx, tipo, { importados: 1, ignorados: 0, duplicados: 0, erros: 0 });
        }),
      );
    }
  }
  await deps.db.transaction().execute(async (trx) => {
    await inserirErros(trx, erros);
    await somar(trx, ctx, tipo, c);
    await trx
      .updateTable('importacao')
      .set({ cursor: fim, reservada_ate: ate, atualizado_em: new Date(), tentativas: 0, erro: null })
      .where('id_conta', '=', ctx.idConta)
      .where('id', '=', ctx.id)
      .execute();
  });
}
