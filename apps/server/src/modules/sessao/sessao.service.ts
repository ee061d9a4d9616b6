import type { UsuarioSessao } from '@clinica/contracts';
import type { Ator } from '../../platform/ator';
import type { Deps, Origem } from '../../platform/deps';
import { registrarEvento } from '../auditoria/auditoria.service';

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

/** Logout: the bearer token is stateless (the client drops it); the server records the event. */
export async function sair(deps: Deps, ator: Ator, origem: Origem): Promise<{ ok: true }> {
  await registrarEvento(deps.db, {
    idConta: ator.idConta,
    idUsuario: ator.idUsuario,
    acao: 'logout',
    descricao: 'Logout',
    origem,
  });
  return { ok: true };
}
