import type { CategoriaArtista } from '@clinica/contracts';
import { ARTISTAS_POR_PAGINA } from '@clinica/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/kysely';
import { contem } from '../../db/lista';

/** Stores as artist cards, with their advisor; `idDono` limits to one owner's (a store owner's view). */
function filtro(db: Db, idConta: number, idDono: number | null, q: string) {
  let c = db
    .selectFrom('loja as l')
    .leftJoin('usuario as u', (j) =>
      j.onRef('u.id', '=', 'l.id_usuario').onRef('u.id_conta', '=', 'l.id_conta'),
    )
    .where('l.id_conta', '=', idConta);
  if (idDono !== null) c = c.where('l.id_usuario', '=', idDono);
  if (q) c = c.where((eb) => eb(contem(eb.ref('l.nome'), q), '=', true));
  return c;
}

/** The whole store row (the REST list answers every Store field) and its advisor's name and WhatsApp. */
const COLUNAS_ASSESSOR = ['u.nome as assessor_nome', 'u.whatsapp as assessor_whatsapp'] as const;

/** 'Pesquisar por nome': accent- and case-blind, A–Z, 12 per page (or `limite` rows for REST). */
export async function listarArtistas(
  db: Db,
  idConta: number,
  idDono: number | null,
  p: { page: number; q: string; limite?: number },
) {
  const limite = p.limite ?? ARTISTAS_POR_PAGINA;
  const [itens, total] = await Promise.all([
    filtro(db, idConta, idDono, p.q)
      .selectAll('l')
      .select(COLUNAS_ASSESSOR)
      .orderBy(sql`lower(l.nome)`)
      .orderBy('l.id')
      .limit(limite)
      .offset((p.page - 1) * limite)
      .execute(),
    filtro(db, idConta, idDono, p.q)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { itens, total: Number(total.n) };
}

export type LinhaArtista = Awaited<ReturnType<typeof listarArtistas>>['itens'][number];

export function buscarArtista(db: Db, idConta: number, id: number) {
  return filtro(db, idConta, null, '')
    .selectAll('l')
    .select(COLUNAS_ASSESSOR)
    .where('l.id', '=', id)
    .executeTakeFirst();
}

/** The advisor picker: the account's store-owner users, with whether each already has a store. */
export function listarAssessores(db: Db, idConta: number) {
  return db
    .selectFrom('usuario as u')
    .leftJoin('loja as l', (j) => j.onRef('l.id_usuario', '=', 'u.id').onRef('l.id_conta', '=', 'u.id_conta'))
    .select(['u.id', 'u.nome', 'u.whatsapp', sql<boolean>`l.id IS NOT NULL`.as('tem_loja')])
    .where('u.id_conta', '=', idConta)
    .where('u.papel_loja', '=', 'admin_store')
    .where('u.ativo', '=', true)
    .orderBy(sql`lower(u.nome)`)
    .limit(500)
    .execute();
}

export function inserirLoja(
  db: Db,
  v: {
    id_conta: number;
    id_usuario: number;
    nome: string;
    categoria: CategoriaArtista;
    descricao: string;
    slug: string;
    id_imagem_perfil: number;
  },
) {
  return db.insertInto('loja').values(v).returning('id').executeTakeFirstOrThrow();
}
