import { recusaDaCobranca, type StatusCobranca, temPermissao } from '@clinica/domain';
import type { Ator } from '../platform/ator';
import type { Deps } from '../platform/deps';
import { DomainError } from '../platform/errors';
import type { Acesso } from './declaracao';
import { buscarSessao } from './sessao.repository';

type Sessao = { ator: Ator; cobranca: StatusCobranca | null };

/** Reads the bearer token and loads the caller with one query; 401 when missing, expired or inactive. */
async function carregarSessao(deps: Deps, authorization: string | undefined): Promise<Sessao> {
  const token = /^Bearer\s+(.+)$/i.exec(authorization ?? '')?.[1];
  const claims = token ? await deps.tokens.verificar(token) : null;
  if (!claims) throw new DomainError('NAO_AUTENTICADO');
  const s = await buscarSessao(deps.db, claims.idUsuario, claims.idConta, claims.sid);
  if (!s?.ativo) throw new DomainError('NAO_AUTENTICADO');
  const ator: Ator = {
    idSessao: claims.sid,
    idUsuario: s.id,
    idConta: s.id_conta,
    nome: s.nome,
    email: s.email,
    tipo: s.tipo,
    idPerfil: s.id_perfil,
    permissoes: s.permissoes,
    conta: {
      id: s.id_conta,
      nome: s.conta_nome,
      tipo: s.conta_tipo,
      fuso: s.conta_fuso,
      lembreteHora: s.conta_lembrete_hora,
    },
  };
  return { ator, cobranca: s.cobranca_status };
}

/** Any logged-in user: 401 otherwise. */
export async function autenticar(deps: Deps, authorization: string | undefined): Promise<Ator> {
  return (await carregarSessao(deps, authorization)).ator;
}

/**
 * The one access check of every protected procedure and REST route: authenticated; for clinic
 * data, the subscription valid for the screen's gate mode (402) and then the permission (403).
 */
export async function autorizar(
  deps: Deps,
  authorization: string | undefined,
  acesso: Acesso,
): Promise<Ator> {
  const { ator, cobranca } = await carregarSessao(deps, authorization);
  if (acesso.tipo === 'login') return ator;
  const recusa = recusaDaCobranca(cobranca, acesso.gate);
  if (recusa) throw new DomainError(recusa);
  if (!temPermissao(ator, acesso.permissao)) throw new DomainError('SEM_PERMISSAO');
  return ator;
}
