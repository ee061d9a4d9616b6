import { daConta } from '../../db/da-conta';
import type { Db } from '../../db/kysely';

const lojas = (db: Db, idConta: number) => daConta(db, idConta).tabela('loja');

/** The columns every store lookup returns (the full row: settings, images, pixel). */
export async function buscarLojaPorId(db: Db, idConta: number, id: number) {
  return lojas(db, idConta).buscar(id);
}

export async function buscarLojaDoUsuario(db: Db, idConta: number, idUsuario: number) {
  return lojas(db, idConta).listar().selectAll().where('id_usuario', '=', idUsuario).executeTakeFirst();
}

export async function buscarLojaPorSlug(db: Db, idConta: number, slug: string) {
  return lojas(db, idConta).listar().selectAll().where('slug', '=', slug).executeTakeFirst();
}

export type LojaRow = NonNullable<Awaited<ReturnType<typeof buscarLojaPorId>>>;
