import { sql } from 'kysely';
import type { Db } from '../../db/kysely';

export function buscarUsuarioPorEmail(db: Db, email: string) {
  return db
    .selectFrom('usuario')
    .select(['id', 'id_conta', 'senha_hash', 'ativo'])
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst();
}

/** The user, their clinic and their profile's keys in one round trip. */
export function buscarSessao(db: Db, idUsuario: number, idConta: number) {
  return db
    .selectFrom('usuario as u')
    .innerJoin('conta as c', 'c.id', 'u.id_conta')
    .select([
      'u.id',
      'u.id_conta',
      'u.nome',
      'u.email',
      'u.tipo',
      'u.id_perfil',
      'u.ativo',
      'c.nome as conta_nome',
      'c.tipo as conta_tipo',
      sql<string[]>`array(
        select pp.chave from perfil_permissao pp
        where pp.id_perfil = u.id_perfil and pp.id_conta = u.id_conta
        order by pp.chave)`.as('permissoes'),
    ])
    .where('u.id', '=', idUsuario)
    .where('u.id_conta', '=', idConta)
    .executeTakeFirst();
}
