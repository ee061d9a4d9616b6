import type { Db } from '../../db/kysely';

/** The columns every store lookup returns (the full row: settings, images, pixel). */
export async function buscarLojaPorId(db: Db, idConta: number, id: number) {
  return db
    .selectFrom('loja')
    .selectAll()
    .where('id_conta', '=', idConta)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function buscarLojaDoUsuario(db: Db, idConta: number, idUsuario: number) {
  return db
    .selectFrom('loja')
    .selectAll()
    .where('id_conta', '=', idConta)
    .where('id_usuario', '=', idUsuario)
    .executeTakeFirst();
}

export async function buscarLojaPorSlug(db: Db, idConta: number, slug: string) {
  return db
    .selectFrom('loja')
    .selectAll()
    .where('id_conta', '=', idConta)
    .where('slug', '=', slug)
    .executeTakeFirst();
}

export type LojaRow = NonNullable<Awaited<ReturnType<typeof buscarLojaPorId>>>;
