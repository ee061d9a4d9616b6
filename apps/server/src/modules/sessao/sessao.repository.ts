import type { Db } from '../../db/kysely';

export function buscarUsuarioPorEmail(db: Db, email: string) {
  return db
    .selectFrom('usuario')
    .select(['id', 'id_conta', 'senha_hash', 'ativo'])
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst();
}

export function atualizarSenhaHash(db: Db, idConta: number, idUsuario: number, senhaHash: string) {
  return db
    .updateTable('usuario')
    .set({ senha_hash: senhaHash })
    .where('id_conta', '=', idConta)
    .where('id', '=', idUsuario)
    .execute();
}

/** A new log-in's row; the user's expired ones are swept on the way (they can't be used anyway). */
export async function abrirSessao(
  db: Db,
  s: { id: string; idConta: number; idUsuario: number; expiraEm: Date; agora: Date },
) {
  await db
    .deleteFrom('sessao')
    .where('id_conta', '=', s.idConta)
    .where('id_usuario', '=', s.idUsuario)
    .where('expira_em', '<', s.agora)
    .execute();
  await db
    .insertInto('sessao')
    .values({ id: s.id, id_conta: s.idConta, id_usuario: s.idUsuario, expira_em: s.expiraEm })
    .execute();
}

/** Ends one session (logout). */
export function revogarSessao(db: Db, idConta: number, idUsuario: number, sid: string, agora: Date) {
  return db
    .updateTable('sessao')
    .set({ revogada_em: agora })
    .where('id_conta', '=', idConta)
    .where('id', '=', sid)
    .where('id_usuario', '=', idUsuario)
    .where('revogada_em', 'is', null)
    .execute();
}

/** Ends every open session of a user but `exceto` (none: all of them); returns how many. */
export async function revogarSessoesDoUsuario(
  db: Db,
  idConta: number,
  idUsuario: number,
  agora: Date,
  exceto?: string,
) {
  let q = db
    .updateTable('sessao')
    .set({ revogada_em: agora })
    .where('id_conta', '=', idConta)
    .where('id_usuario', '=', idUsuario)
    .where('revogada_em', 'is', null);
  if (exceto) q = q.where('id', '<>', exceto);
  const r = await q.executeTakeFirst();
  return Number(r.numUpdatedRows);
}
