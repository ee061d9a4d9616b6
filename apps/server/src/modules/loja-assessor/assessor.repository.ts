import { daConta } from '../../db/da-conta';
import type { Db } from '../../db/kysely';
import { contem, type PaginaPedida, paginarConsulta } from '../../db/lista';

const COLUNAS = ['id', 'nome', 'email', 'whatsapp', 'criado_em'] as const;

/** The account's advisors (papel_loja admin_store), by name; `idUsuario` narrows to one user. */
export function listarAssessores(db: Db, idConta: number, idUsuario: number | null, p: PaginaPedida) {
  return paginarConsulta(
    p,
    () => {
      let q = daConta(db, idConta).tabela('usuario').listar().where('papel_loja', '=', 'admin_store');
      if (idUsuario !== null) q = q.where('id', '=', idUsuario);
      if (p.q) q = q.where((eb) => eb(contem(eb.ref('nome'), p.q), '=', true));
      return q;
    },
    (qb) => qb.select(COLUNAS).orderBy('nome').orderBy('id'),
  );
}

/**
 * An advisor is a user of the account with the store role and no clinic profile: tipo USUARIO
 * without id_perfil has no clinic permission at all, so the account's clinic data stays closed.
 */
export function inserirAssessor(
  db: Db,
  idConta: number,
  a: { nome: string; email: string; whatsapp: string; senha_hash: string },
) {
  return db
    .insertInto('usuario')
    .values({ ...a, id_conta: idConta, tipo: 'USUARIO', id_perfil: null, papel_loja: 'admin_store' })
    .returning(COLUNAS)
    .executeTakeFirstOrThrow();
}
