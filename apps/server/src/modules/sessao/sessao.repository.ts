import type { Db } from '../../db/kysely';

export function buscarUsuarioPorEmail(db: Db, email: string) {
  return db
    .selectFrom('usuario')
    .select(['id', 'id_conta', 'senha_hash', 'ativo'])
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst();
}

export function atualizarSenhaHash(db: Db, idUsuario: number, senhaHash: string) {
  return db.updateTable('usuario').set({ senha_hash: senhaHash }).where('id', '=', idUsuario).execute();
}
