import { sql } from 'kysely';
import { daConta } from '../../db/da-conta';
import type { Db } from '../../db/kysely';
import { executarPagina, type Lote, type PedidoDaClinica, paginaDaClinica, paginar } from '../../db/lista';

const COLUNAS = [
  'id',
  'id_conta',
  'id_paciente',
  'nome',
  'observacao',
  'tipo_mime',
  'tamanho',
  'nome_arquivo',
  'id_arquivo',
  'criado_em',
  'arquivado_em',
] as const;

const filtro = (db: Db, idConta: number) => daConta(db, idConta).tabela('paciente_arquivo').listar();

/** The clinic's files after `apos`, in id order, every patient's (the clinic-wide list, issue 39). */
export function arquivosDaClinica(db: Db, idConta: number, p: PedidoDaClinica) {
  return paginaDaClinica(
    p,
    () => filtro(db, idConta).where('arquivado_em', p.arquivados ? 'is not' : 'is', null),
    (qb) => qb.select(COLUNAS),
    sql.ref<number>('id'),
  );
}

export function listarArquivos(
  db: Db,
  idConta: number,
  p: {
    page: number;
    limit: number | null;
    idPaciente: number;
    lote?: Lote | undefined;
    arquivados?: boolean | undefined;
  },
) {
  const pedido = { ...p, q: '' };
  // The active files, or only the archived ones ('Arquivados', issue 19).
  const daLista = () =>
    filtro(db, idConta)
      .where('id_paciente', '=', p.idPaciente)
      .where('arquivado_em', p.arquivados ? 'is not' : 'is', null);
  return paginar(
    pedido,
    () => executarPagina(daLista().select(COLUNAS).orderBy('id', 'desc'), pedido),
    async () =>
      Number(
        (
          await daLista()
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
  );
}

export function buscarArquivo(db: Db, idConta: number, id: number) {
  return filtro(db, idConta).select(COLUNAS).where('id', '=', id).executeTakeFirst();
}

export async function inserirArquivo(
  db: Db,
  idConta: number,
  a: {
    id_paciente: number;
    nome: string;
    observacao: string | null;
    nome_arquivo: string;
    tipo_mime: string;
    tamanho: number;
    id_arquivo: number;
  },
) {
  const { id } = await db
    .insertInto('paciente_arquivo')
    .values({ ...a, id_conta: idConta })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
