import { sql } from 'kysely';
import type { Db } from '../../db/kysely';
import { contem, type PaginaPedida, paginarConsulta } from '../../db/lista';

// Both tables share one shape (RegistroSimplesTable); typing against one keeps Kysely simple.
type Tabela = 'banco';
const t = (tabela: string) => tabela as Tabela;

const filtro = (db: Db, tabela: string, idConta: number, q: string) => {
  let consulta = db.selectFrom(t(tabela)).where('id_conta', '=', idConta);
  if (q) {
    const id = /^\d{1,9}$/.test(q) ? Number(q) : null;
    consulta = consulta.where((eb) =>
      eb.or([eb(contem(eb.ref('nome'), q), '=', true), ...(id ? [eb('id', '=', id)] : [])]),
    );
  }
  return consulta;
};

export function listarRegistros(db: Db, tabela: string, idConta: number, p: PaginaPedida) {
  return paginarConsulta(
    p,
    () => filtro(db, tabela, idConta, p.q),
    (qb) => qb.select(['id', 'nome', 'criado_em']).orderBy(sql`f_busca(nome)`).orderBy('id'),
  );
}

export function buscarRegistro(db: Db, tabela: string, idConta: number, id: number) {
  return db
    .selectFrom(t(tabela))
    .select(['id', 'nome', 'criado_em'])
    .where('id_conta', '=', idConta)
    .where('id', '=', id)
    .executeTakeFirst();
}

export function inserirRegistro(db: Db, tabela: string, idConta: number, nome: string) {
  return db
    .insertInto(t(tabela))
    .values({ id_conta: idConta, nome })
    .returning(['id', 'nome', 'criado_em'])
    .executeTakeFirstOrThrow();
}

export function atualizarRegistro(db: Db, tabela: string, idConta: number, id: number, nome: string) {
  return db
    .updateTable(t(tabela))
    .set({ nome, atualizado_em: new Date() })
    .where('id_conta', '=', idConta)
    .where('id', '=', id)
    .returning(['id', 'nome', 'criado_em'])
    .executeTakeFirst();
}

export async function excluirRegistro(db: Db, tabela: string, idConta: number, id: number) {
  const r = await db
    .deleteFrom(t(tabela))
    .where('id_conta', '=', idConta)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}
