import type { Insertable } from 'kysely';
import type { Db } from '../../db/kysely';
import { contem, type PaginaPedida, paginarConsulta } from '../../db/lista';
import type { DB } from '../../db/schema.gen';

type Dados = Omit<Insertable<DB['termo']>, 'id' | 'id_conta' | 'criado_em' | 'atualizado_em'>;
const COLUNAS = ['id', 'titulo', 'corpo', 'corpo_texto', 'criado_em', 'tipo'] as const;

const filtro = (db: Db, idConta: number, q: string) => {
  let consulta = db.selectFrom('termo').where('id_conta', '=', idConta);
  if (q) {
    const id = /^\d{1,9}$/.test(q) ? Number(q) : null;
    consulta = consulta.where((eb) =>
      eb.or([
        eb(contem(eb.ref('titulo'), q), '=', true),
        eb(contem(eb.ref('corpo_texto'), q), '=', true),
        ...(id ? [eb('id', '=', id)] : []),
      ]),
    );
  }
  return consulta;
};

export function listarTermos(db: Db, idConta: number, p: PaginaPedida) {
  return paginarConsulta(
    p,
    () => filtro(db, idConta, p.q),
    (qb) => qb.select(COLUNAS).orderBy('criado_em', 'desc').orderBy('id', 'desc'),
  );
}

/**
 * A picker's page (DECISIONS 21): templates by title or id, alphabetical, at most `limite`.
 * The body stays out (it may be large); the chosen one is read with `buscarTermo`.
 */
export function opcoesTermos(db: Db, idConta: number, q: string, limite: number) {
  let c = db.selectFrom('termo').select(['id', 'titulo', 'tipo']).where('id_conta', '=', idConta);
  if (q) {
    const id = /^\d{1,9}$/.test(q) ? Number(q) : null;
    c = c.where((eb) =>
      eb.or([eb(contem(eb.ref('titulo'), q), '=', true), ...(id ? [eb('id', '=', id)] : [])]),
    );
  }
  return c.orderBy('titulo').orderBy('id').limit(limite).execute();
}

export function buscarTermo(db: Db, idConta: number, id: number) {
  return db
    .selectFrom('termo')
    .select(COLUNAS)
    .where('id_conta', '=', idConta)
    .where('id', '=', id)
    .executeTakeFirst();
}

export function inserirTermo(db: Db, idConta: number, dados: Dados) {
  return db
    .insertInto('termo')
    .values({ ...dados, id_conta: idConta })
    .returning(COLUNAS)
    .executeTakeFirstOrThrow();
}

export function atualizarTermo(db: Db, idConta: number, id: number, dados: Dados) {
  return db
    .updateTable('termo')
    .set({ ...dados, atualizado_em: new Date() })
    .where('id_conta', '=', idConta)
    .where('id', '=', id)
    .returning(COLUNAS)
    .executeTakeFirst();
}

export async function excluirTermo(db: Db, idConta: number, id: number) {
  const r = await db
    .deleteFrom('termo')
    .where('id_conta', '=', idConta)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

/** The clinic's first template of a kind, by title (the image-use consent's shortcut, issue 19). */
export function buscarTermoDoTipo(db: Db, idConta: number, tipo: 'geral' | 'uso_imagem') {
  return db
    .selectFrom('termo')
    .select(['id', 'titulo', 'tipo'])
    .where('id_conta', '=', idConta)
    .where('tipo', '=', tipo)
    .orderBy('titulo')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}
