import { type AlterarSenhaInput, MSG } from '@clinica/contracts';
import type { Ator } from '../../platform/ator';
import type { Deps, Origem } from '../../platform/deps';
import { DomainError } from '../../platform/errors';
import { exigirSenhaAceitavel } from '../../platform/senha-aceitavel';
import { registrarEvento } from '../auditoria/auditoria.service';
import { atualizarSenhaHash, buscarUsuarioPorEmail, revogarSessoesDoUsuario } from './sessao.repository';

/**
 * The user's own password change. The current password is asked again (a session left open on
 * a shared computer must not be enough to take the account), failures count against the
 * log-in limit like a wrong log-in, and every other session ends: whoever knew the old
 * password is out everywhere but here.
 */
export async function alterarSenha(
  deps: Deps,
  ator: Ator,
  origem: Origem,
  input: AlterarSenhaInput,
): Promise<{ message: string; encerradas: number }> {
  await deps.limiteLogin.verificar(origem.ip, ator.email);
  const usuario = await buscarUsuarioPorEmail(deps.db, ator.email);
  if (!usuario || !(await deps.senhas.conferir(input.senha_atual, usuario.senha_hash))) {
    await deps.limiteLogin.registrarFalha(origem.ip, ator.email);
    throw new DomainError('ENTRADA_INVALIDA', MSG.sessao.senhaAtualIncorreta);
  }
  await deps.limiteLogin.limpar(origem.ip, ator.email);
  exigirSenhaAceitavel(input.nova_senha, ator.email);
  await atualizarSenhaHash(
    deps.db,
    ator.idConta,
    ator.idUsuario,
    await deps.senhas.gerarHash(input.nova_senha),
  );
  const encerradas = await revogarSessoesDoUsuario(
    deps.db,
    ator.idConta,
    ator.idUsuario,
    deps.agora(),
    ator.idSessao,
  );
  await registrarEvento(deps.db, {
    idConta: ator.idConta,
    idUsuario: ator.idUsuario,
    acao: 'senha_alterada',
    descricao: `Senha alterada (${encerradas} outras sessões encerradas)`,
    origem,
  });
  return { message: MSG.sessao.senhaAlterada, encerradas };
}
