import { MSG } from '@clinica/contracts';
import { lerFalha } from '../../lib/erros';

/** The login error catalogue (spec 01 §8), by what the server answered. */
export function mensagemFalhaLogin(erro: unknown): string {
  const f = lerFalha(erro);
  if (f.tipo === 'conexao') return MSG.login.erroConexao;
  if (f.status === 401 || f.status === 429) return f.mensagem;
  return MSG.login.erroGenerico;
}

/** The registration error catalogue (spec 01 §8). */
export function mensagemFalhaRegistro(erro: unknown): string {
  const f = lerFalha(erro);
  if (f.tipo === 'conexao') return MSG.registro.erroConexao;
  if (f.status === 400) return f.mensagem || MSG.registro.dadosInvalidos;
  if (f.status === 409) return MSG.registro.emailEmUso;
  // Sign-up is limited per IP (the server's message says how long to wait).
  if (f.status === 429) return f.mensagem || MSG.registro.muitasTentativas;
  if (f.status >= 400) return MSG.registro.erroGenerico;
  return MSG.registro.erroDesconhecido;
}
