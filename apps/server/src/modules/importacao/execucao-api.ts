import { MSG } from '@clinica/contracts';
import {
  ePorPaciente,
  listaIgnorouArquivados,
  proximaEtapa,
  type TipoDadoImportacao,
  type TipoPorPaciente,
  temArquivados,
} from '@clinica/domain';
import { type Insertable, type Selectable, sql } from 'kysely';
import type { Db } from '../../db/kysely';
import type { DB } from '../../db/schema.gen';
import { descartarSeFalhar } from '../../platform/armazenamento';
import type { Deps } from '../../platform/deps';
import { DomainError } from '../../platform/errors';
import { codigo } from '../../platform/erros-pg';
import { type BaixarImagem, gravadorDeImagens, receberAssinaturas } from './etapa-assinaturas';
import {
  CAMINHOS_DA_CLINICA,
  fecharTotal,
  lerDosPacientes,
  lidosDaClinica,
  PACIENTES_POR_LOTE,
  POR_PAGINA_DA_CLINICA,
  pacientesDaOrigem,
} from './etapa-por-paciente';
import { type Baixar, gravarAnexos } from './etapas-anexos';
import { buscarMapeados, type Contexto, definirTotal, type Etapa, type Lote, somar } from './etapas-api';
import { inserirErros, inserirMapa } from './importacao.repository';
import { ListaRecusada, POR_PAGINA_ORIGEM } from './origem-api';
import { CAMINHOS_API, ETAPAS_API } from './origem-api-tipos';

type Importacao = Selectable<DB['importacao']>;
type Erro = Insertable<DB['importacao_erro']>;
type Gravador = ReturnType<typeof gravadorDeImagens>;

const I = MSG.importacao;

/** A list as a stage reads it: the active one, or (issue 19's retention) the archived one. */
const daLista = (caminho: string, arquivados: boolean) =>
  arquivados ? `${caminho}?arquivados=true` : caminho;

/**
 * One batch of a stage (not patients: a page of its list, or a per-patient kind's records of a
 * batch of patients), in one transaction with the cursor (`fim`): items refused by the reading
 * (logged), items an earlier import of the same source already brought (skipped), then the
 * stage's own writing. If the database refuses the batch (a constraint), it is written again row
 * by row, each refused row logged. `linha`: the item's row in the log.
 */
async function gravarPagina<T>(
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
type Passo = { cursor: number; fim: boolean };

/** One page of a kind the old system lists whole (patients keep the first slice's batch). */
async function pagina(
  deps: Deps,
  ctx: Contexto,
  etapa: TipoDadoImportacao,
  cursor: number,
  f: Ferramentas,
  arquivados: boolean,
): Promise<Passo> {
  const numero = Math.floor(cursor / POR_PAGINA_ORIGEM) + 1;
  const { itens, total } = await f.lerPagina(daLista(CAMINHOS_API[etapa], arquivados), numero);
  if (arquivados && listaIgnorouArquivados(itens)) throw new ListaRecusada();
  // The kind's total: the active list's; once its archived list is read, both (the active one's
  // asked again with one row, so reading this page twice never counts it twice).
  if (numero === 1 && total !== null)
    await definirTotal(
      deps.db,
      ctx,
      etapa,
      arquivados ? total + ((await f.lerPagina(CAMINHOS_API[etapa], 1, 1)).total ?? 0) : total,
    );
  const desde = (numero - 1) * POR_PAGINA_ORIGEM;
  const novos = itens.slice(cursor - desde);
  const fim = desde + itens.length;
  if (novos.length > 0) {
    if (etapa === 'pacientes') {
      const chaves = novos.flatMap((x) => {
        const id = (x as { id?: unknown } | null)?.id;
        return typeof id === 'number' || typeof id === 'string' ? [`id:${id}`] : [];
      });
      const ja = await buscarMapeados(deps.db, ctx, 'pacientes', chaves);
      await f.pacientes(novos, cursor, fim, new Set(ja.keys()), arquivados);
    } else if (etapa !== 'fotos' && etapa !== 'arquivos')
      await gravarPagina(
        deps,
        ctx,
        etapa,
        ETAPAS_API[etapa],
        novos.map((item, i) => ({ linha: cursor + i + 1, item })),
        fim,
        f.reserva(),
        { arquivados },
      );
  }
  return { cursor: novos.length > 0 ? fim : cursor, fim: itens.length < POR_PAGINA_ORIGEM };
}

/**
 * One batch of a kind the old system lists per patient: the next patients (in old-id order after
 * the cursor), each patient's list read, written with the cursor set to the last of them.
 */
async function loteDePacientes(
  deps: Deps,
  ctx: Contexto,
  etapa: TipoPorPaciente,
  cursor: number,
  f: Ferramentas,
  arquivados: boolean,
): Promise<Passo> {
  const pacientes = await pacientesDaOrigem(deps.db, ctx, cursor, PACIENTES_POR_LOTE);
  const ultimo = pacientes.at(-1);
  if (ultimo === undefined) return { cursor, fim: true };
  const itens = await lerDosPacientes(f.lerPagina, CAMINHOS_API[etapa], pacientes, arquivados);
  await gravarRegistros(deps, ctx, etapa, itens, ultimo, f, arquivados);
  return { cursor: ultimo, fim: pacientes.length < PACIENTES_POR_LOTE };
}

/**
 * One page of a per-patient kind from the old system's clinic-wide list: its records after the
 * cursor (the last old id read), written with the cursor set to the last of them.
 */
async function loteDaClinica(
  deps: Deps,
  ctx: Contexto,
  etapa: TipoPorPaciente,
  cursor: number,
  f: Ferramentas,
  arquivados: boolean,
): Promise<Passo> {
  const porPagina = POR_PAGINA_DA_CLINICA[etapa];
  const r = await f.lerDaClinica(daLista(CAMINHOS_DA_CLINICA[etapa], arquivados), cursor, porPagina);
  // The list answered when this walk began: gone now, the old system changed under the import.
  if (r === null) throw new DomainError('ENTRADA_INVALIDA', I.origemResposta);
  const itens = lidosDaClinica(r.itens, cursor);
  const ultimo = itens.at(-1)?.linha;
  if (ultimo === undefined) return { cursor, fim: true };
  await gravarRegistros(deps, ctx, etapa, itens, ultimo, f, arquivados);
  return { cursor: ultimo, fim: itens.length < porPagina };
}

/** A per-patient kind's records, read either way, written with the cursor at `fim`. */
async function gravarRegistros(
  deps: Deps,
  ctx: Contexto,
  etapa: TipoPorPaciente,
  itens: { linha: number; item: unknown }[],
  fim: number,
  f: Ferramentas,
  arquivados: boolean,
) {
  if (arquivados && listaIgnorouArquivados(itens.map((x) => x.item))) throw new ListaRecusada();
  if (etapa === 'fotos' || etapa === 'arquivos') {
    await gravarAnexos(deps, ctx, etapa, itens, fim, f.reserva(), f.baixar, arquivados);
    return;
  }
  // Signature images travel before the batch's transaction; those no record kept are dropped.
  const imagens = gravadorDeImagens(deps, ctx, await receberAssinaturas(deps, ctx, etapa, itens, f.imagem));
  await descartarSeFalhar(deps.arquivos, imagens.recebidos(), () =>
    gravarPagina(deps, ctx, etapa, ETAPAS_API[etapa], itens, fim, f.reserva(), { arquivados, imagens }),
  );
  await imagens.limpar();
}

/**
 * Which walk a per-patient kind's list takes, asked when it starts: the clinic-wide list when the
 * old system answers it (its total, the kind's, known from the start: the archived list's adds
 * the active one's), else patient by patient. Stored with the cursor, so a restart keeps it.
 */
async function escolherLeitura(
  deps: Deps,
  ctx: Contexto,
  etapa: TipoPorPaciente,
  f: Ferramentas,
  arquivados: boolean,
): Promise<boolean> {
  const caminho = CAMINHOS_DA_CLINICA[etapa];
  const r = await f.lerDaClinica(daLista(caminho, arquivados), 0, 1);
  if (r && arquivados && listaIgnorouArquivados(r.itens)) throw new ListaRecusada();
  if (r?.total != null) {
    const ativos = arquivados ? ((await f.lerDaClinica(caminho, 0, 1))?.total ?? 0) : 0;
    await definirTotal(deps.db, ctx, etapa, r.total + ativos);
  }
  await deps.db
    .updateTable('importacao')
    .set({ lista_da_clinica: r !== null })
    .where('id_conta', '=', ctx.idConta)
    .where('id', '=', ctx.id)
    .execute();
  return r !== null;
}

/**
 * Which list a stage reads now: its active or its archived one (issue 19's retention) and, for a
 * per-patient kind, whether through the clinic-wide list (null: not asked yet).
 */
type Leitura = { arquivados: boolean; daClinica: boolean | null };

/**
 * One batch of the stage as its list is read now. An old system that refuses the archived list
 * (400: a version before issue 19's retention) ends that reading with a note, not the import.
 */
async function lote(
  deps: Deps,
  ctx: Contexto,
  etapa: TipoDadoImportacao,
  cursor: number,
  f: Ferramentas,
  leitura: Leitura,
): Promise<Passo> {
  const { arquivados } = leitura;
  try {
    if (!ePorPaciente(etapa)) return await pagina(deps, ctx, etapa, cursor, f, arquivados);
    leitura.daClinica ??= await escolherLeitura(deps, ctx, etapa, f, arquivados);
    return leitura.daClinica
      ? await loteDaClinica(deps, ctx, etapa, cursor, f, arquivados)
      : await loteDePacientes(deps, ctx, etapa, cursor, f, arquivados);
  } catch (e) {
    if (!(arquivados && e instanceof ListaRecusada)) throw e;
    await inserirErros(deps.db, [
      {
        id_conta: ctx.idConta,
        id_importacao: ctx.id,
        tipo_dado: etapa,
        linha: 0,
        nivel: 'aviso',
        mensagem: I.semArquivados,
      },
    ]);
    return { cursor, fim: true };
  }
}

/**
 * An API import from its stage and cursor: a page per batch, the stage's cursor moved with the
 * batch; a short page ends the stage and the next starts at 0 (stored, so a kill between them
 * resumes in the right stage; the last page read again writes nothing). Returns the cursor where
 * it stopped after `lotes` batches, or null when the last stage is done.
 */
export async function executarEtapasApi(
  deps: Deps,
  ctx: Contexto,
  i: Importacao,
  lotes: number,
  f: Ferramentas,
): Promise<number | null> {
  let etapa: TipoDadoImportacao = i.etapa ?? 'pacientes';
  let cursor = i.cursor;
  let leitura: Leitura = { arquivados: i.arquivados, daClinica: i.lista_da_clinica };
  for (let n = 0; n < lotes; n++) {
    const r = await lote(deps, ctx, etapa, cursor, f, leitura);
    cursor = r.cursor;
    if (r.fim) {
      // A kind the old system archives is read again from its archived list, from the start.
      if (!leitura.arquivados && temArquivados(etapa)) {
        await proximaLista(deps, ctx, { etapa, arquivados: true }, f.reserva());
        leitura = { arquivados: true, daClinica: null };
        cursor = 0;
        continue;
      }
      if (ePorPaciente(etapa)) await fecharTotal(deps.db, ctx, etapa);
      const proxima = proximaEtapa(etapa);
      if (!proxima) return null;
      await proximaLista(deps, ctx, { etapa: proxima, arquivados: false }, f.reserva());
      leitura = { arquivados: false, daClinica: null };
      // The tables a stage filled grew from nothing: fresh statistics keep the next stages'
      // look-ups by old key (and by mobile) on their indexes instead of scanning the clinic.
      await sql`ANALYZE importacao_mapa`.execute(deps.db);
      if (etapa === 'pacientes') await sql`ANALYZE paciente`.execute(deps.db);
      etapa = proxima;
      cursor = 0;
    }
  }
  return cursor;
}

/** The stage (and which of its lists) the import reads next, from its start. */
async function proximaLista(
  deps: Deps,
  ctx: Contexto,
  s: { etapa: TipoDadoImportacao; arquivados: boolean },
  ate: Date,
) {
  await deps.db
    .updateTable('importacao')
    .set({ ...s, cursor: 0, lista_da_clinica: null, reservada_ate: ate, atualizado_em: new Date() })
    .where('id_conta', '=', ctx.idConta)
    .where('id', '=', ctx.id)
    .execute();
}
