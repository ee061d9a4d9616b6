import type { UsuarioSessao } from '@clinica/contracts';
import { type ModoGate, temPermissao } from '@clinica/domain';
import type { Ator } from '../../platform/ator';
import type { Deps } from '../../platform/deps';
import { DomainError } from '../../platform/errors';
import { exigirAssinatura } from '../assinatura/assinatura.service';
import { buscarSessao } from './usuario.repository';

/** Reads the bearer token and loads the caller; 401 when missing, expired, or the user is inactive. */
export async function autenticar(deps: Deps, authorization: string | undefined): Promise<Ator> {
  const token = /^Bearer\s+(.+)$/i.exec(authorization ?? '')?.[1];
  const claims = token ? await deps.tokens.verificar(token) : null;
  if (!claims) throw new DomainError('NAO_AUTENTICADO');
  const s = await buscarSessao(deps.db, claims.idUsuario, claims.idConta);
  if (!s?.ativo) throw new DomainError('NAO_AUTENTICADO');
  return {
    idUsuario: s.id,
    idConta: s.id_conta,
    nome: s.nome,
    email: s.email,
    tipo: s.tipo,
    idPerfil: s.id_perfil,
    permissoes: s.permissoes,
    conta: { id: s.id_conta, nome: s.conta_nome, tipo: s.conta_tipo },
  };
}

export type Requisitos = { permissao: string; gate?: ModoGate };

/**
 * The one access check of every clinic procedure and REST route: authenticated,
 * subscription valid for the screen's gate mode, then the permission.
 */
export async function autorizar(
  deps: Deps,
  authorization: string | undefined,
  req: Requisitos,
): Promise<Ator> {
  const ator = await autenticar(deps, authorization);
  await exigirAssinatura(deps, ator.idConta, req.gate ?? 'completo');
  if (!temPermissao(ator, req.permissao)) throw new DomainError('SEM_PERMISSAO');
  return ator;
}

export function paraUsuarioSessao(ator: Ator): UsuarioSessao {
  return {
    id: ator.idUsuario,
    id_conta: ator.idConta,
    nome: ator.nome,
    email: ator.email,
    tipo: ator.tipo,
    id_perfil: ator.idPerfil,
    permissoes: ator.permissoes,
    conta: ator.conta,
  };
}
