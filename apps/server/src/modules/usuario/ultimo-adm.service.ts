import { MSG } from '@clinica/contracts';
import { type TipoUsuario, verificarUltimoAdm } from '@clinica/domain';
import type { Db } from '../../db/kysely';
import { DomainError, naoEncontrado } from '../../platform/errors';
import { travarUsuarios } from './usuario.repository';

type Estado = { tipo: TipoUsuario; ativo: boolean };
export type Mudanca = { id: number; depois: (antes: Estado) => Estado | null };

/**
 * Applies the domain's last-ADM rule to a batch of changes, with the clinic's active ADMs
 * locked so two administrators can't demote each other at the same moment.
 */
export async function exigirManterAdm(trx: Db, idConta: number, mudancas: Mudanca[]) {
  const linhas = await travarUsuarios(
    trx,
    idConta,
    mudancas.map((m) => m.id),
  );
  let admsAtivos = linhas.filter((l) => l.tipo === 'ADM' && l.ativo).length;
  for (const m of mudancas) {
    const antes = linhas.find((l) => l.id === m.id);
    if (!antes) throw naoEncontrado(MSG.usuarios.naoEncontrado);
    const depois = m.depois(antes);
    const recusa = verificarUltimoAdm(antes, depois, admsAtivos);
    if (recusa) throw new DomainError('CONFLITO', recusa);
    if (antes.tipo === 'ADM' && antes.ativo && !(depois?.tipo === 'ADM' && depois.ativo)) admsAtivos -= 1;
  }
}
