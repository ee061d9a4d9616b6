import { ePorPaciente, proximaEtapa, type TipoDadoImportacao, type TipoPorPaciente } from '@clinica/domain';
import { type Insertable, type Selectable, sql } from 'kysely';
import type { Db } from '../../db/kysely';
import type { DB } from '../../db/schema.gen';
import type { Deps } from '../../platform/deps';
import { codigo } from '../../platform/erros-pg';
import { fecharTotal, lerDosPacientes, PACIENTES_POR_LOTE, pacientesDaOrigem } from './etapa-por-paciente';
import { type Baixar, gravarAnexos } from './etapas-anexos';
import { buscarMapeados, type Contexto, definirTotal, type Etapa, type Lote, somar } from './etapas-api';
import { inserirErros, inserirMapa } from './importacao.repository';
import { POR_PAGINA_ORIGEM } from './origem-api';
import { CAMINHOS_API, ETAPAS_API } from './origem-api-tipos';

type Importacao = Selectable<DB['importacao']>;
type Erro = Insertable<DB['importacao_erro']>;

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
    const c = await etapa.gravar({ trx, ctx, itens: novos, registrar, mapear, umAUm, agora: deps.agora() });
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
  /** Patients keep the first slice's batch (dedupe by CPF / mobile and name); `ja`: skipped as already imported. */
  pacientes: (itens: unknown[], desde: number, fim: number, ja: Set<string>) => Promise<void>;
  reserva: () => Date;
  /** A photo's or file's bytes in the old system (its failures are the old system's: tried again later). */
  baixar: Baixar;
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
): Promise<Passo> {
  const numero = Math.floor(cursor / POR_PAGINA_ORIGEM) + 1;
  const { itens, total } = await f.lerPagina(CAMINHOS_API[etapa], numero);
  if (numero === 1 && total !== null) await definirTotal(deps.db, ctx, etapa, total);
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
      await f.pacientes(novos, cursor, fim, new Set(ja.keys()));
    } else if (etapa !== 'fotos' && etapa !== 'arquivos')
      await gravarPagina(
        deps,
        ctx,
        etapa,
        ETAPAS_API[etapa],
        novos.map((item, i) => ({ linha: cursor + i + 1, item })),
        fim,
        f.reserva(),
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
): Promise<Passo> {
  const pacientes = await pacientesDaOrigem(deps.db, ctx, cursor, PACIENTES_POR_LOTE);
  const ultimo = pacientes.at(-1);
  if (ultimo === undefined) return { cursor, fim: true };
  const itens = await lerDosPacientes(f.lerPagina, CAMINHOS_API[etapa], pacientes);
  if (etapa === 'fotos' || etapa === 'arquivos')
    await gravarAnexos(deps, ctx, etapa, itens, ultimo, f.reserva(), f.baixar);
  else await gravarPagina(deps, ctx, etapa, ETAPAS_API[etapa], itens, ultimo, f.reserva());
  return { cursor: ultimo, fim: pacientes.length < PACIENTES_POR_LOTE };
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
  for (let n = 0; n < lotes; n++) {
    const r = ePorPaciente(etapa)
      ? await loteDePacientes(deps, ctx, etapa, cursor, f)
      : await pagina(deps, ctx, etapa, cursor, f);
    cursor = r.cursor;
    if (r.fim) {
      if (ePorPaciente(etapa)) await fecharTotal(deps.db, ctx, etapa);
      const proxima = proximaEtapa(etapa);
      if (!proxima) return null;
      await deps.db
        .updateTable('importacao')
        .set({ etapa: proxima, cursor: 0, reservada_ate: f.reserva(), atualizado_em: new Date() })
        .where('id_conta', '=', ctx.idConta)
        .where('id', '=', ctx.id)
        .execute();
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
