import type { UsuarioSessao } from '@clinica/contracts';
import type { Ator } from '../../platform/ator';
import type { Deps, Origem } from '../../platform/deps';
import { registrarEvento } from '../auditoria/auditoria.service';
import { revogarSessao, revogarSessoesDoUsuario } from './sessao.repository';

export function paraUsuarioSessao(ator: Ator): UsuarioSessao {
  return {
    id: ator.idUsuario,
    id_conta: ator.idConta,
    nome: ator.nome,
    email: ator.email,
    tipo: ator.tipo,
    id_perfil: ator.idPerfil,
    permissoes: [...ator.permissoes].sort(),
    papel_loja: ator.papelLoja ?? 'nenhum',
    conta: ator.conta,
  };
}

/** Logout: the token's session is revoked, so a copy of the token stops working too. */
export async function sair(deps: Deps, ator: Ator, origem: Origem): Promise<{ ok: true }> {
  if (ator.idSessao) await revogarSessao(deps.db, ator.idConta, ator.idUsuario, ator.idSessao, deps.agora());
  await registrarEvento(deps.db, {
    idConta: ator.idConta,
    idUsuario: ator.idUsuario,
    acao: 'logout',
    descricao: 'Logout',
    origem,
  });
  return { ok: true };
}

/**
 * 'Sair de todos os dispositivos': every session of the user ends, this one included (a lost
 * phone or a shared computer where the user forgot to leave).
 */
export async function sairDeTodos(deps: Deps, ator: Ator, origem: Origem): Promise<{ encerradas: number }> {
  const encerradas = await revogarSessoesDoUsuario(deps.db, ator.idConta, ator.idUsuario, deps.agora());
  await registrarEvento(deps.db, {
    idConta: ator.idConta,
    idUsuario: ator.idUsuario,
    acao: 'logout',
    descricao: `Saiu de todos os dispositivos (${encerradas} sessões encerradas)`,
    origem,
  });
  return { encerradas };
}
