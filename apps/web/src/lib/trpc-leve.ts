import type { CodigoErro } from '@clinica/contracts';
import { campoDe, textoDe } from '@clinica/domain';
import type { AppRouter } from '@clinica/server';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { sessaoStorage } from './armazenamento';
import { codigoDe } from './erros';

/*
 * The few tRPC calls of the pages that load before (or without) a login: /login and the
 * patient's public pages. They speak tRPC's plain HTTP form (one procedure per request: a query
 * is a GET with `?input=`, a mutation a POST with the input as its body; the answer is
 * `{result: {data}}` or `{error: {message, data}}`) with fetch, so those pages don't download the
 * tRPC client, its React bindings and the query cache of the clinic area (issue 22). Same server
 * procedures, same 10 s limit and the same CSRF header as lib/trpc.ts.
 */

type Entradas = inferRouterInputs<AppRouter>;
type Saidas = inferRouterOutputs<AppRouter>;
/** The input of a procedure, e.g. `EntradaTrpc<'anamnesePublica', 'assinar'>`. */
export type EntradaTrpc<R extends keyof Entradas, P extends keyof Entradas[R]> = Entradas[R][P];
/** The answer of a procedure, e.g. `SaidaTrpc<'documentoPublico', 'get'>`. */
export type SaidaTrpc<R extends keyof Saidas, P extends keyof Saidas[R]> = Saidas[R][P];

const TEMPO_LIMITE_MS = 10_000;

/** A refusal from the server, read by lib/erros.ts like a TRPCClientError (`data.httpStatus`, `data.codigo`). */
class FalhaTrpc extends Error {
  constructor(
    mensagem: string,
    readonly data: { httpStatus: number; codigo?: CodigoErro },
  ) {
    super(mensagem);
    this.name = 'FalhaTrpc';
  }
}

async function chamar(
  caminho: string,
  init: RequestInit & { headers: Record<string, string> },
  sinal?: AbortSignal,
): Promise<unknown> {
  const csrf = sessaoStorage.csrf();
  if (csrf) init.headers['x-csrf-token'] = csrf;
  // The query's own signal (a refetch or an unmount cancels the request) and the time limit.
  const limite = AbortSignal.timeout(TEMPO_LIMITE_MS);
  const signal = sinal ? AbortSignal.any([sinal, limite]) : limite;
  // A network failure rejects here: lib/erros.ts reads it as 'no answer' (tipo 'conexao').
  const r = await fetch(`/trpc/${caminho}`, { ...init, signal });
  const lido: unknown = await r.json().catch(() => null);
  // One call, one envelope; a batch's array of one (what the tRPC client's answers look like) too.
  const corpo: unknown = Array.isArray(lido) ? lido[0] : lido;
  const resultado = campoDe(corpo, 'result');
  if (r.ok && resultado !== undefined) return campoDe(resultado, 'data');
  const erro = campoDe(corpo, 'error');
  const dados = campoDe(erro, 'data');
  const status = campoDe(dados, 'httpStatus');
  throw new FalhaTrpc(textoDe(erro, 'message') ?? r.statusText, {
    httpStatus: typeof status === 'number' ? status : r.status,
    codigo: codigoDe(campoDe(dados, 'codigo')),
  });
}

/** A query procedure, e.g. `consultar('documentoPublico', 'get', { codigo }, signal)`. */
export function consultar<R extends keyof Saidas, P extends keyof Saidas[R] & keyof Entradas[R] & string>(
  roteador: R & string,
  procedimento: P,
  entrada: Entradas[R][P],
  sinal?: AbortSignal,
): Promise<Saidas[R][P]> {
  const busca = new URLSearchParams({ input: JSON.stringify(entrada) });
  return chamar(`${roteador}.${procedimento}?${busca}`, { method: 'GET', headers: {} }, sinal) as Promise<
    Saidas[R][P]
  >;
}

/** A mutation procedure, e.g. `executar('sessao', 'login', { email, senha })`. */
export function executar<R extends keyof Saidas, P extends keyof Saidas[R] & keyof Entradas[R] & string>(
  roteador: R & string,
  procedimento: P,
  entrada: Entradas[R][P],
): Promise<Saidas[R][P]> {
  return chamar(`${roteador}.${procedimento}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(entrada),
  }) as Promise<Saidas[R][P]>;
}
