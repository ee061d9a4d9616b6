import type { Db } from '../../db/kysely';

export async function criarPerfil(db: Db, idConta: number, nome: string, chaves: readonly string[]) {
  const { id } = await db
    .insertInto('perfil')
    .values({ id_conta: idConta, nome })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (chaves.length > 0) {
    await db
      .insertInto('perfil_permissao')
      .values(chaves.map((chave) => ({ id_perfil: id, id_conta: idConta, chave })))
      .execute();
  }
  return id;
}

export function listarPerfisDaConta(db: Db, idConta: number) {
  return db
    .selectFrom('perfil')
    .select(['id', 'nome', 'criado_em'])
    .where('id_conta', '=', idConta)
    .orderBy('nome')
    .execute();
}

export function buscarPerfil(db: Db, idConta: number, id: number) {
  return db
    .selectFrom('perfil')
    .select(['id', 'nome', 'criado_em'])
    .where('id_conta', '=', idConta)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function chavesDosPerfis(db: Db, idConta: number, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('perfil_permissao')
    .select(['id_perfil', 'chave'])
    .where('id_conta', '=', idConta)
    .where('id_perfil', 'in', ids)
    .execute();
}
