import { MSG } from '@clinica/contracts';
import {
  ePorPaciente,
  listaIgnorouArquivados,
  proximaEtapa,
  type TipoDadoImportacao,
  temArquivados,
} from '@clinica/domain';
import { type Selectable, sql } from 'kysely';
import type { DB } from '../../db/schema.gen';
import type { Deps } from '../../platform/deps';
import { fecharTotal } from './etapa-por-paciente';
import { buscarMapeados, type Contexto, definirTotal } from './etapas-api';
import { inserirErros } from './importacao.repository';
import { escolherLeitura, loteDaClinica, loteDePacientes } from './lotes-por-paciente';
import { ListaRecusada, POR_PAGINA_ORIGEM } from './origem-api';
import { CAMINHOS_API, ETAPAS_API } from './origem-api-tipos';
import { daLista, type Ferramentas, gravarPagina, type Passo } from './pagina-api';

type Importacao = Selectable<DB['importacao']>;

const I = MSG.importacao;

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
