import { MSG } from '@clinica/contracts';
import type { Ator } from '../../platform/ator';
import type { Deps } from '../../platform/deps';
import { DomainError } from '../../platform/errors';
import { traduzirViolacoes } from '../../platform/erros-pg';
import { exigirConcessao } from './concessao.service';
import { exigirManterAdm } from './ultimo-adm.service';
import { excluirUsuarios } from './usuario.repository';

/** Single and bulk delete, all or nothing; never oneself, never the last active ADM. */
export async function excluirUsuariosDaClinica(deps: Deps, ator: Ator, ids: number[]) {
  const unicos = [...new Set(ids)];
  if (unicos.includes(ator.idUsuario)) throw new DomainError('CONFLITO', MSG.usuarios.proprioUsuario);
  // A user who booked, quoted, was paid a commission or moved stock is part of those records:
  // the foreign keys refuse the delete (409), and deactivating is the way to end their access.
  const excluidos = await traduzirViolacoes(
    () =>
      deps.db.transaction().execute(async (trx) => {
        for (const id of unicos) await exigirConcessao(trx, ator, id, null);
        await exigirManterAdm(
          trx,
          ator.idConta,
          unicos.map((id) => ({ id, depois: () => null })),
        );
        return excluirUsuarios(trx, ator.idConta, unicos);
      }),
    { chaveEstrangeira: MSG.usuarios.emUso },
  );
  return { excluidos };
}
