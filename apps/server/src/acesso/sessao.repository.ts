import { sql } from 'kysely';
import type { Db } from '../db/kysely';

/**
 * Everything a request's access check needs in ONE round trip: the token's session (not
 * revoked), the user, their clinic, their profile's keys and the clinic's subscription status
 * (null when the clinic has none yet).
 */
export function buscarSessao(db: Db, idUsuario: number, idConta: number, sid: string) {
  return db
    .selectFrom('usuario as u')
    .innerJoin('sessao as s', (j) =>
      j.onRef('s.id_usuario', '=', 'u.id').on('s.id', '=', sid).on('s.revogada_em', 'is', null),
    )
    .innerJoin('conta as c', 'c.id', 'u.id_conta')
    .leftJoin('cobranca as a', 'a.id_conta', 'u.id_conta')
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
      'c.fuso_horario as conta_fuso',
      'c.lembrete_hora as conta_lembrete_hora',
      'a.status as cobranca_status',
      sql<string[]>`array(
        select pp.chave from perfil_permissao pp
        where pp.id_perfil = u.id_perfil and pp.id_conta = u.id_conta
        order by pp.chave)`.as('permissoes'),
    ])
    .where('u.id', '=', idUsuario)
    .where('u.id_conta', '=', idConta)
    .executeTakeFirst();
}
