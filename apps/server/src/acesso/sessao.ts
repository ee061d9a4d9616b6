import { MSG } from '@clinica/contracts';
import { papelLojaPermite, recusaDaCobranca, type StatusCobranca, temPermissao } from '@clinica/domain';
import type { Ator } from '../platform/ator';
import type { Deps } from '../platform/deps';
import { DomainError } from '../platform/errors';
import { marcarSessaoDoPedido } from '../platform/origem-do-pedido';
import { type Credencial, csrfConfere } from './credencial';
import type { Acesso } from './declaracao';
import { buscarSessao } from './sessao.repository';

type Sessao = { ator: Ator; cobranca: StatusCobranca | null };

/**
 * Reads the bearer token (integrators) or the session cookie (the web client) and loads the caller
 * with one query; 401 when missing, expired or inactive. A bearer header wins over a cookie. A
 * cookie-authenticated call that changes something must carry the session's CSRF token (403).
 */
async function carregarSessao(deps: Deps, c: Credencial): Promise<Sessao> {
  const bearer = /^Bearer\s+(.+)$/i.exec(c.authorization ?? '')?.[1];
  const token = bearer ?? c.cookieSessao;
  const claims = token ? await deps.tokens.verificar(token) : null;
  if (!claims) throw new DomainError('NAO_AUTENTICADO');
  if (!bearer && !c.metodoSeguro && !csrfConfere(deps.tokens.csrf(claims.sid), c.csrf)) {
    throw new DomainError('SEM_PERMISSAO', MSG.sessao.csrfInvalido);
  }
  const s = await buscarSessao(deps.db, claims.idUsuario, claims.idConta, claims.sid);
  if (!s?.ativo) throw new DomainError('NAO_AUTENTICADO');
  // File URLs this request hands out are bound to this session (issue 38).
  marcarSessaoDoPedido(claims.sid);
  const ator: Ator = {
    idSessao: claims.sid,
    idUsuario: s.id,
    idConta: s.id_conta,
    nome: s.nome,
    email: s.email,
    tipo: s.tipo,
    idPerfil: s.id_perfil,
    permissoes: s.permissoes,
    papelLoja: s.papel_loja,
    conta: {
      id: s.id_conta,
      nome: s.conta.nome,
      tipo: s.conta.tipo,
      fuso: s.conta.fuso_horario,
      lembreteHora: s.conta.lembrete_hora,
    },
    registroConta: { conta: s.conta, cobranca: s.cobranca },
  };
  return { ator, cobranca: s.cobranca?.status ?? null };
}

/** Any logged-in user: 401 otherwise. */
export async function autenticar(deps: Deps, credencial: Credencial): Promise<Ator> {
  return (await carregarSessao(deps, credencial)).ator;
}

/**
 * The one access check of every protected procedure and REST route: authenticated; for clinic
 * data, the subscription valid for the screen's gate mode (402) and then the permission (403);
 * for the store back office, the gate and then the user's store role (403).
 */
export async function autorizar(deps: Deps, credencial: Credencial, acesso: Acesso): Promise<Ator> {
  const { ator, cobranca } = await carregarSessao(deps, credencial);
  if (acesso.tipo === 'login') return ator;
  if (acesso.tipo === 'adm') {
    if (!temPermissao(ator, 'ADM')) throw new DomainError('SEM_PERMISSAO', MSG.planos.somenteAdm);
    return ator;
  }
  const recusa = recusaDaCobranca(cobranca, acesso.gate);
  if (recusa) throw new DomainError(recusa);
  const permitido =
    acesso.tipo === 'loja'
      ? papelLojaPermite(ator.papelLoja, acesso.papeis)
      : temPermissao(ator, acesso.permissao);
  if (!permitido) throw new DomainError('SEM_PERMISSAO');
  return ator;
}
