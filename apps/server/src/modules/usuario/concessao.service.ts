import { MSG } from '@clinica/contracts';
import { type RecusaConcessao, recusaDeConcessao, type TipoUsuario } from '@clinica/domain';
import type { Db } from '../../db/kysely';
import type { Ator } from '../../platform/ator';
import { DomainError } from '../../platform/errors';

const MENSAGEM: Record<RecusaConcessao, string> = {
  SO_ADM_GERE_ADM: MSG.usuarios.soAdmGereAdm,
  PROPRIO_TIPO_OU_PERFIL: MSG.usuarios.proprioTipoOuPerfil,
  PERFIL_ACIMA_DO_PROPRIO: MSG.usuarios.perfilAcimaDoProprio,
};

type Pedido = { tipo: TipoUsuario; id_perfil: number | null };

/** The keys of a profile of the clinic (what granting it would grant). */
async function chavesDoPerfil(db: Db, idConta: number, idPerfil: number | null) {
  if (idPerfil === null) return [];
  const r = await db
    .selectFrom('perfil_permissao')
    .select('chave')
    .where('id_conta', '=', idConta)
    .where('id_perfil', '=', idPerfil)
    .execute();
  return r.map((x) => x.chave);
}

async function estadoAtual(db: Db, idConta: number, id: number) {
  return db
    .selectFrom('usuario')
    .select(['id', 'tipo', 'id_perfil'])
    .where('id_conta', '=', idConta)
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * Applies the domain's "who may grant what" to one change: `id` null creates, `pedido` null
 * deletes, and a change of `ativo` alone passes the user's current type and profile. Answers 403
 * with the reason; a missing user is left to the caller's own 404.
 */
export async function exigirConcessao(
  db: Db,
  ator: Ator,
  id: number | null,
  pedido: Pedido | 'manter' | null,
) {
  const antes = id === null ? null : ((await estadoAtual(db, ator.idConta, id)) ?? undefined);
  if (antes === undefined) return;
  const alvo = pedido === 'manter' ? antes : pedido;
  const depois =
    alvo === null ? null : { ...alvo, chavesPerfil: await chavesDoPerfil(db, ator.idConta, alvo.id_perfil) };
  const recusa = recusaDeConcessao(
    { id: ator.idUsuario, tipo: ator.tipo, permissoes: ator.permissoes },
    antes,
    depois,
  );
  if (recusa) throw new DomainError('SEM_PERMISSAO', MENSAGEM[recusa]);
}
