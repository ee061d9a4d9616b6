import type { CodigoErro } from '@clinica/contracts';

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
  if (!(erro instanceof Error) || !('data' in erro)) return { tipo: 'conexao' };
  const data = erro.data as { httpStatus?: number; codigo?: CodigoErro } | undefined;
  if (!data?.httpStatus) return { tipo: 'conexao' };
  return { tipo: 'resposta', status: data.httpStatus, codigo: data.codigo ?? null, mensagem: erro.message };
}

export const ehCodigo = (erro: unknown, ...codigos: CodigoErro[]) => {
  const f = lerFalha(erro);
  return f.tipo === 'resposta' && f.codigo !== null && codigos.includes(f.codigo);
};

/** The server's own pt-BR message for a refusal (4xx), or the screen's fallback otherwise. */
export function mensagemDeErro(erro: unknown, padrao: string): string {
  const f = lerFalha(erro);
  return f.tipo === 'resposta' && f.status < 500 ? f.mensagem : padrao;
}
