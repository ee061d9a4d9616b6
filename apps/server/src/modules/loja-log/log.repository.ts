import { sql } from 'kysely';
import type { Db } from '../../db/kysely';

/** The account's store log rows (audit rows whose action starts with 'loja.'), newest first. */
const base = (db: Db, idConta: number) =>
  db.selectFrom('log_auditoria as a').where('a.id_conta', '=', idConta).where('a.acao', 'like', 'loja.%');

export async function listarLogsLoja(db: Db, idConta: number, page: number, porPagina: number) {
  const [linhas, total] = await Promise.all([
    base(db, idConta)
      // Joined by account too: a user is the account's (and the row stays on one shard when distributed).
      .leftJoin('usuario as u', (j) =>
        j.onRef('u.id_conta', '=', 'a.id_conta').onRef('u.id', '=', 'a.id_usuario'),
      )
      .select(['a.id', 'a.acao', 'a.descricao', 'a.ip', 'a.criado_em', 'u.nome as usuario_nome'])
      .orderBy('a.criado_em', 'desc')
      .orderBy('a.id', 'desc')
      .offset((page - 1) * porPagina)
      .limit(porPagina)
      .execute(),
    base(db, idConta)
      .select(sql<string>`count(*)`.as('n'))
      .executeTakeFirstOrThrow()
      .then((r) => Number(r.n)),
  ]);
  return { linhas, total };
}
