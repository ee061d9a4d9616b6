import { MSG } from '@clinica/contracts';
import type { TipoPorPaciente } from '@clinica/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/kysely';
import { DomainError } from '../../platform/errors';
import type { Contexto } from './etapas-api';

/*
 * The kinds the old system lists per patient only (issue 39: `/api/pacientes_termos/{id}`,
 * `/api/pacientes-anamnese/{id}`, `/api/fotos/paciente/{id}`, `/api/arquivos/paciente/{id}`):
 * their stage walks the patients this clinic has from the same source, in old-id order, a batch
 * of patients at a time. The stage's cursor is the last patient's old id done, so a restart
 * resumes after it (a patient read again writes nothing: their records are in the map).
 *
 * An old system that is this product (since issue 39's scale work) also lists them clinic-wide,
 * by id (`GET /api/pacientes_termos?apos=`): then the stage reads that list in one pass instead,
 * its cursor the last record's old id. Which of the two walks a list takes is decided once, when
 * it starts, and stored with the cursor (`importacao.lista_da_clinica`).
 */

/** The kinds' clinic-wide lists, in an old system that has them. */
export const CAMINHOS_DA_CLINICA: Record<TipoPorPaciente, string> = {
  documentos: '/api/pacientes_termos',
  anamneses: '/api/pacientes-anamnese',
  fotos: '/api/fotos',
  arquivos: '/api/arquivos',
};

/**
 * Records per page of a clinic-wide list, under the reader's cap (5 MB): a document may carry
 * half a megabyte of text; an anamnesis, its questions and answers; a photo or a file, a line.
 */
export const POR_PAGINA_DA_CLINICA: Record<TipoPorPaciente, number> = {
  documentos: 10,
  anamneses: 50,
  fotos: 100,
  arquivos: 100,
};

/**
 * Patients per batch (one transaction, the cursor moved once): each costs one request (or one per
 * page of their records), sixteen at a time.
 */
export const PACIENTES_POR_LOTE = 200;

/**
 * Records per page asked of a patient's list: a document may carry half a megabyte of text, and a
 * page past the reader's cap (5 MB) is refused; ten stay under it.
 */
const POR_PAGINA_PACIENTE = 10;

/** A patient's list stops being read past this many pages (a source answering without end). */
const MAX_PAGINAS_PACIENTE = 100;

/**
 * The old ids (numeric, as the old system's REST paths take them) of the patients this clinic
 * has from this source — mapped by an import of the same address not undone, this one included —
 * after `depois`, in order, at most `n`. Old ids past nine digits are not walked: the stage's
 * cursor is an integer column.
 */
export async function pacientesDaOrigem(db: Db, ctx: Contexto, depois: number, n: number): Promise<number[]> {
  const r = await sql<{ antigo: string | number }>`
    SELECT DISTINCT substr(m.chave_antiga, 4)::integer AS antigo
    FROM importacao_mapa m
    JOIN importacao i ON i.id_conta = m.id_conta AND i.id = m.id_importacao
    WHERE m.id_conta = ${ctx.idConta}
      AND m.tipo_dado = 'pacientes'
      AND m.chave_antiga ~ '^id:[0-9]{1,9}$'
      AND i.origem = 'api'
      AND i.origem_url = ${ctx.origemUrl}
      AND i.status <> 'desfeita'
      AND substr(m.chave_antiga, 4)::integer > ${depois}
    ORDER BY 1
    LIMIT ${n}`.execute(db);
  return r.rows.map((x) => Number(x.antigo));
}

/** The list each per-patient kind reads, for one patient (`arquivados`: its archived records). */
const caminhoDoPaciente = (base: string, antigo: number, arquivados: boolean) =>
  `${base}/${antigo}${arquivados ? '?arquivados=true' : ''}`;

/**
 * Patients read at once. Each patient is one request the old system answers in a few
 * milliseconds, and one at a time left both machines mostly waiting on each other
 * (`bench:importacao`, session 21: about 180 patients/s per list; 40,000 patients' four kinds
 * took 880 s). Six in flight read about 400 patients/s per list; sixteen, in batches of 200
 * patients, about 670 (10,000 patients, the same machine). An API client keeping sixteen short
 * GETs open is an ordinary load for a web server.
 */
const PACIENTES_SIMULTANEOS = 16;

type Lido = { linha: number; item: unknown };
type LerPagina = (caminho: string, pagina: number, porPagina: number) => Promise<{ itens: unknown[] }>;

/**
 * Every record of these patients from the old system, page by page, in the patients' order
 * (whatever order the answers arrive in); `linha` is the record's old id (the row the log names:
 * these lists have no position of their own). The first failure fails the whole batch, and no
 * further patient is asked for once one has failed.
 */
export async function lerDosPacientes(
  lerPagina: LerPagina,
  base: string,
  pacientes: number[],
  arquivados = false,
): Promise<Lido[]> {
  const porPaciente: Lido[][] = [];
  let proximo = 0;
  let falhou = false;
  const trabalhar = async () => {
    while (!falhou && proximo < pacientes.length) {
      const i = proximo++;
      try {
        porPaciente[i] = await lerDoPaciente(
          lerPagina,
          caminhoDoPaciente(base, pacientes[i] as number, arquivados),
        );
      } catch (e) {
        falhou = true;
        throw e;
      }
    }
  };
  const n = Math.min(PACIENTES_SIMULTANEOS, pacientes.length);
  await Promise.all(Array.from({ length: n }, trabalhar));
  return porPaciente.flat();
}

async function lerDoPaciente(lerPagina: LerPagina, caminho: string): Promise<Lido[]> {
  const lidos: Lido[] = [];
  for (let pagina = 1; pagina <= MAX_PAGINAS_PACIENTE; pagina++) {
    const { itens } = await lerPagina(caminho, pagina, POR_PAGINA_PACIENTE);
    for (const item of itens) lidos.push({ linha: idAntigo(item), item });
    if (itens.length < POR_PAGINA_PACIENTE) break;
  }
  return lidos;
}

/**
 * A page of a clinic-wide list as the stage's records, `linha` being each one's old id. The ids
 * must rise past `apos`: a source that ignored `apos` would hand the same page forever, and one
 * without ids gives the cursor nothing to stand on; either is an answer this reader can't walk.
 */
export function lidosDaClinica(itens: unknown[], apos: number): Lido[] {
  let anterior = apos;
  return itens.map((item) => {
    const linha = idAntigo(item);
    if (linha <= anterior) throw new DomainError('ENTRADA_INVALIDA', MSG.importacao.origemResposta);
    anterior = linha;
    return { linha, item };
  });
}

const idAntigo = (item: unknown) => {
  const id = Number((item as { id?: unknown } | null)?.id);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : 0;
};

/**
 * A per-patient kind's total is known once its stage has read every patient: what it read
 * (created, matched, skipped or refused).
 */
export async function fecharTotal(db: Db, ctx: Contexto, tipo: TipoPorPaciente) {
  await db
    .insertInto('importacao_contagem')
    .values({ id_conta: ctx.idConta, id_importacao: ctx.id, tipo_dado: tipo, total: 0 })
    .onConflict((oc) =>
      oc.columns(['id_conta', 'id_importacao', 'tipo_dado']).doUpdateSet((eb) => ({
        total: eb(
          eb(
            eb(eb.ref('importacao_contagem.importados'), '+', eb.ref('importacao_contagem.ignorados')),
            '+',
            eb.ref('importacao_contagem.duplicados'),
          ),
          '+',
          eb.ref('importacao_contagem.erros'),
        ),
      })),
    )
    .execute();
}
