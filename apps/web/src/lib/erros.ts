import { CODIGOS_ERRO, type CodigoErro, MSG } from '@clinica/contracts';
import { campoDe, ehUmDe } from '@clinica/domain';

export type FalhaApi =
  | { tipo: 'conexao' }
  | { tipo: 'resposta'; status: number; codigo: CodigoErro | null; mensagem: string };

/**
 * What a failed call means to the UI: no answer at all, or an answer with status and pt-BR message.
 * Read from the error's `data` (the server's errorFormatter) rather than by class: a
 * TRPCClientError (lib/trpc.ts) and a FalhaTrpc (lib/trpc-leve.ts) carry the same, and the
 * pages without the tRPC client must not import it to recognise its errors.
 */
export function lerFalha(erro: unknown): FalhaApi {
  if (!(erro instanceof Error)) return { tipo: 'conexao' };
  const data = campoDe(erro, 'data');
  const status = campoDe(data, 'httpStatus');
  if (typeof status !== 'number' || !status) return { tipo: 'conexao' };
  return {
    tipo: 'resposta',
    status,
    codigo: codigoDe(campoDe(data, 'codigo')) ?? null,
    mensagem: erro.message,
  };
}

/** A refusal's code as the server names it (`code` in REST, `data.codigo` in tRPC), or undefined. */
export const codigoDe = (v: unknown): CodigoErro | undefined => (ehUmDe(CODIGOS_ERRO, v) ? v : undefined);

export const ehCodigo = (erro: unknown, ...codigos: CodigoErro[]) => {
  const f = lerFalha(erro);
  return f.tipo === 'resposta' && f.codigo !== null && codigos.includes(f.codigo);
};

/** The server's own pt-BR message for a refusal (4xx), or the screen's fallback otherwise. */
export function mensagemDeErro(erro: unknown, padrao: string): string {
  const f = lerFalha(erro);
  return f.tipo === 'resposta' && f.status < 500 ? f.mensagem : padrao;
}

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
