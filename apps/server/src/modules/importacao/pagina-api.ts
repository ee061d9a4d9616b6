import { MSG } from '@clinica/contracts';
import type { TipoDadoImportacao } from '@clinica/domain';
import type { Insertable } from 'kysely';
import type { Db } from '../../db/kysely';
import type { DB } from '../../db/schema.gen';
import type { Deps } from '../../platform/deps';
import { codigo } from '../../platform/erros-pg';
import type { BaixarImagem, gravadorDeImagens } from './etapa-assinaturas';
import type { Baixar } from './etapas-anexos';
import { buscarMapeados, type Contexto, type Etapa, type Lote, somar } from './etapas-api';
import { inserirErros, inserirMapa } from './importacao.repository';

type Erro = Insertable<DB['importacao_erro']>;
type Gravador = ReturnType<typeof gravadorDeImagens>;

const I = MSG.importacao;

/*
 * What every batch of an API import's stages shares (issue 39): the tools the worker lends them,
 * the list a stage reads, and writing one batch with its cursor.
 */

/** A list as a stage reads it: the active one, or (issue 19's retention) the archived one. */
export const daLista = (caminho: string, arquivados: boolean) =>
  arquivados ? `${caminho}?arquivados=true` : caminho;

/**
 * One batch of a stage (not patients: a page of its list, or a per-patient kind's records of a
 * batch of patients), in one transaction with the cursor (`fim`): items refused by the reading
 * (logged), items an earlier import of the same source already brought (skipped), then the
 * stage's own writing. If the database refuses the batch (a constraint), it is written again row
 * by row, each refused row logged. `linha`: the item's row in the log.
 */
export async function gravarPagina<T>(
  deps: Deps,
  ctx: Contexto,
  tipo: TipoDadoImportacao,
  etapa: Etapa<T>,
  itens: { linha: number; item: unknown }[],
  fim: number,
  ate: Date,
  opcoes: { arquivados: boolean; imagens?: Gravador } = { arquivados: false },
) {
  const escrever = async (trx: Db, umAUm: boolean) => {
    const erros: Erro[] = [];
    const registrar = (linha: number, nivel: 'erro' | 'aviso', mensagem: string) =>
      erros.push({ id_conta: ctx.idConta, id_importacao: ctx.id, tipo_dado: tipo, linha, nivel, mensagem });
    const mapa: Insertable<DB['importacao_mapa']>[] = [];
    const mapear = (chave: string, id: number, criado: boolean) =>
      mapa.push({
        id_conta: ctx.idConta,
        id_importacao: ctx.id,
        tipo_dado: tipo,
        chave_antiga: chave,
        id_novo: id,
        criado,
      });
    const lidos = itens.map(({ linha, item }) => ({ linha, r: etapa.ler(item) }));
    let ignorados = 0;
    const validos: Lote<T>['itens'] = [];
    for (const { linha, r } of lidos) {
      if (r.ok) validos.push({ linha, chave: r.chave, dados: r.dados });
      else {
        ignorados++;
        registrar(linha, 'erro', r.motivo);
      }
    }
    const ja = await buscarMapeados(
      trx,
      ctx,
      tipo,
      validos.map((v) => v.chave),
    );
    const novos = validos.filter((v) => !ja.has(v.chave));
    const c = await etapa.gravar({
      trx,
      ctx,
      itens: novos,
      registrar,
      mapear,
      umAUm,
      agora: deps.agora(),
      arquivados: opcoes.arquivados,
      ...(opcoes.imagens ? { imagem: opcoes.imagens.gravar } : {}),
    });
    // A signed record imported without its image says why (only the records written).
    const feitos = new Set(mapa.map((m) => m.chave_antiga));
    for (const v of novos) {
      const motivo = opcoes.imagens?.motivo(v.chave);
      if (motivo && feitos.has(v.chave)) registrar(v.linha, 'aviso', I.assinaturaSemImagem(motivo));
    }
    await inserirMapa(trx, mapa);
    await inserirErros(trx, erros);
    await somar(trx, ctx, tipo, {
      importados: c.importados,
      ignorados: ignorados + c.ignorados,
      duplicados: validos.length - novos.length + c.duplicados,
      erros: c.erros,
    });
    await trx
      .updateTable('importacao')
      .set({ cursor: fim, reservada_ate: ate, atualizado_em: new Date(), tentativas: 0, erro: null })
      .where('id_conta', '=', ctx.idConta)
      .where('id', '=', ctx.id)
      .execute();
  };
  try {
    await deps.db.transaction().execute((trx) => escrever(trx, false));
  } catch (e) {
    if (!codigo(e)?.startsWith('23')) throw e;
    await deps.db.transaction().execute((trx) => escrever(trx, true));
  }
}

/** What the API path of execucao.ts lends the stages: its page reader (with its retry rule) and the patients' batch. */
export type Ferramentas = {
  lerPagina: (
    caminho: string,
    pagina: number,
    porPagina?: number,
  ) => Promise<{ itens: unknown[]; total: number | null }>;
  /** A clinic-wide list's records after `apos` (null: the old system has no such list). */
  lerDaClinica: (
    caminho: string,
    apos: number,
    porPagina: number,
  ) => Promise<{ itens: unknown[]; total: number | null } | null>;
  /**
   * Patients keep the first slice's batch (dedupe by CPF / mobile and name); `ja`: skipped as
   * already imported; `arquivados`: from the archived list.
   */
  pacientes: (
    itens: unknown[],
    desde: number,
    fim: number,
    ja: Set<string>,
    arquivados: boolean,
  ) => Promise<void>;
  reserva: () => Date;
  /** A photo's or file's bytes in the old system (its failures are the old system's: tried again later). */
  baixar: Baixar;
  /** A signature image's bytes (its failures leave that record without the image). */
  imagem: BaixarImagem;
};

/** A batch's end: the stage's cursor after it, and whether the stage is done. */
export type Passo = { cursor: number; fim: boolean };
