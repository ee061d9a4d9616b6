import { type ExpressionBuilder, sql } from 'kysely';
import { daConta } from '../../db/da-conta';
import type { Db } from '../../db/kysely';
import { executarPagina, type Lote, type PedidoDaClinica, paginaDaClinica, paginar } from '../../db/lista';
import type { DB } from '../../db/schema.gen';

const COLUNAS = [
  'f.id',
  'f.id_conta',
  'f.id_paciente',
  'p.nome as paciente_nome',
  'f.nome',
  'f.observacao',
  'f.tipo_mime',
  'f.tamanho',
  'f.nome_arquivo',
  'f.id_arquivo',
  'f.id_miniatura',
  'f.criado_em',
  'f.arquivado_em',
] as const;

/**
 * Whether the photo's patient signed an image-use consent (issue 19): a signed document of kind
 * 'uso_imagem' of the same clinic, computed in the list's own query (an index probe per row of the
 * page, `paciente_termo_uso_imagem_idx`), never one query per photo.
 */
const comConsentimento = (eb: ExpressionBuilder<DB & { f: DB['foto'] }, 'f'>) =>
  eb
    .exists(
      eb
        .selectFrom('paciente_termo as pt')
        .select('pt.id')
        .whereRef('pt.id_conta', '=', 'f.id_conta')
        .whereRef('pt.id_paciente', '=', 'f.id_paciente')
        .where('pt.tipo_termo', '=', 'uso_imagem')
        .where('pt.assinado_em', 'is not', null),
    )
    .as('consentimento_imagem');

const filtro = (db: Db, idConta: number, idPaciente?: number) => {
  const c = db
    .selectFrom('foto as f')
    .innerJoin('paciente as p', (j) =>
      j.onRef('p.id', '=', 'f.id_paciente').onRef('p.id_conta', '=', 'f.id_conta'),
    )
    .where('f.id_conta', '=', idConta);
  return idPaciente === undefined ? c : c.where('f.id_paciente', '=', idPaciente);
};

/**
 * A list's rows: the active photos, or only the archived ones ('Arquivados', issue 19). Across
 * patients (the /fotos page) an archived patient's photos are hidden too; their own tab shows them.
 */
const filtroLista = (db: Db, idConta: number, idPaciente: number | undefined, arquivados: boolean) => {
  const c = filtro(db, idConta, idPaciente).where('f.arquivado_em', arquivados ? 'is not' : 'is', null);
  return idPaciente === undefined ? c.where('p.arquivado_em', 'is', null) : c;
};

/** Newest first; `limit: null` is the REST API's full list of a patient. */
export function listarFotos(
  db: Db,
  idConta: number,
  p: {
    page: number;
    limit: number | null;
    idPaciente?: number | undefined;
    lote?: Lote | undefined;
    arquivados?: boolean | undefined;
  },
) {
  const pedido = { ...p, q: '' };
  const arquivados = p.arquivados === true;
  return paginar(
    pedido,
    () =>
      executarPagina(
        filtroLista(db, idConta, p.idPaciente, arquivados)
          .select(COLUNAS)
          .select(comConsentimento)
          .orderBy('f.id', 'desc'),
        pedido,
      ),
    async () =>
      Number(
        (
          await filtroLista(db, idConta, p.idPaciente, arquivados)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
  );
}

/**
 * The clinic's photos after `apos`, in id order, every patient's, archived patients' too (the
 * clinic-wide list, issue 39): active, or only the archived ones.
 */
export function fotosDaClinica(db: Db, idConta: number, p: PedidoDaClinica) {
  return paginaDaClinica(
    p,
    () => filtro(db, idConta).where('f.arquivado_em', p.arquivados ? 'is not' : 'is', null),
    (qb) => qb.select(COLUNAS).select(comConsentimento),
    sql.ref<number>('f.id'),
  );
}

export function buscarFoto(db: Db, idConta: number, id: number) {
  return filtro(db, idConta)
    .select(COLUNAS)
    .select(comConsentimento)
    .where('f.id', '=', id)
    .executeTakeFirst();
}

export type NovaFoto = {
  id_paciente: number;
  nome: string;
  observacao: string | null;
  nome_arquivo: string;
  tipo_mime: string;
  tamanho: number;
  id_arquivo: number;
  id_miniatura: number | null;
};

export async function inserirFoto(db: Db, idConta: number, f: NovaFoto) {
  const { id } = await db
    .insertInto('foto')
    .values({ ...f, id_conta: idConta })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function atualizarFoto(
  db: Db,
  idConta: number,
  id: number,
  dados: { nome: string; observacao: string | null },
) {
  const alteracao = { ...dados, atualizado_em: new Date() };
  return (await daConta(db, idConta).tabela('foto').atualizar(id, alteracao, ['id'])) !== undefined;
}
