import { randomBytes } from 'node:crypto';
import { type LoginInput, type LoginOutput, MSG } from '@clinica/contracts';
import { autenticar, credencialBearer } from '../../acesso';
import type { Deps, Origem } from '../../platform/deps';
import { DomainError } from '../../platform/errors';
import { registrarEvento } from '../auditoria/auditoria.service';
import { abrirSessao, atualizarSenhaHash, buscarUsuarioPorEmail } from './sessao.repository';
import { paraUsuarioSessao } from './sessao.service';

/** A log-in: the bearer token (integrators) and what the web's session cookies are made of. */
export type SessaoAberta = LoginOutput & { sid: string; expiraEm: Date; dispositivo: string };

/**
 * E-mail and password to a bearer token. A wrong e-mail and a wrong password get the same
 * answer and take the same time. Attempts are limited per IP+e-mail, per IP and per account
 * from any IP with exponential backoff (platform/limite-tentativas.ts; 429 with Retry-After);
 * a browser that logged in to the account before (`dispositivo`, its signed cookie) skips the
 * account's backoff.
 */
export async function login(
  deps: Deps,
  origem: Origem,
  input: LoginInput,
  dispositivo?: string,
): Promise<SessaoAberta> {
  const dispositivoConhecido = deps.tokens.dispositivo.reconhece(dispositivo, input.email, deps.agora());
  await deps.limiteLogin.verificar(origem.ip, input.email, { dispositivoConhecido });
  const usuario = await buscarUsuarioPorEmail(deps.db, input.email);
  const confere = await deps.senhas.conferir(
    input.senha,
    usuario?.senha_hash ?? (await deps.senhas.hashFicticio()),
  );
  if (!usuario || !confere) {
    await deps.limiteLogin.registrarFalha(origem.ip, input.email);
    throw new DomainError('NAO_AUTENTICADO', MSG.login.credenciaisIncorretas);
  }
  if (!usuario.ativo) throw new DomainError('NAO_AUTENTICADO', MSG.login.usuarioInativo);
  await deps.limiteLogin.limpar(origem.ip, input.email);
  // A hash made with weaker parameters than today's is upgraded while the password is at hand.
  if (deps.senhas.precisaRefazer(usuario.senha_hash)) {
    await atualizarSenhaHash(deps.db, usuario.id_conta, usuario.id, await deps.senhas.gerarHash(input.senha));
  }

  // 128 random bits name the session row; the token carries it as `sid`.
  const sid = randomBytes(16).toString('base64url');
  const { token, expiraEm } = await deps.tokens.assinar({
    idUsuario: usuario.id,
    idConta: usuario.id_conta,
    sid,
  });
  await abrirSessao(deps.db, {
    id: sid,
    idConta: usuario.id_conta,
    idUsuario: usuario.id,
    expiraEm,
    agora: deps.agora(),
  });
  const ator = await autenticar(deps, credencialBearer(token));
  await registrarEvento(deps.db, {
    idConta: ator.idConta,
    idUsuario: ator.idUsuario,
    acao: 'login',
    descricao: 'Login realizado',
    origem,
  });
  return {
    token,
    user: paraUsuarioSessao(ator),
    sid,
    expiraEm,
    dispositivo: deps.tokens.dispositivo.emitir(input.email, deps.agora()),
  };
}
