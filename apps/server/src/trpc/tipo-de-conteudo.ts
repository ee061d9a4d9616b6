import type { IncomingHttpHeaders } from 'node:http';

/**
 * What /trpc accepts before reading a body (issue 38): a JSON body, or a GET/HEAD without a type.
 * Everything else — multipart (with or without a boundary), urlencoded, text, octet-stream, a POST
 * without a type — answers 415 without being read: the web client only ever sends JSON, and a
 * multipart body handed to tRPC's form-data reader spun the event loop at 100 % for good.
 */
export function corpoAceitoPeloTrpc(metodo: string, cabecalhos: IncomingHttpHeaders): boolean {
  const tipo = cabecalhos['content-type'];
  if (tipo === undefined) return metodo === 'GET' || metodo === 'HEAD';
  return tipo.split(';', 1)[0]?.trim().toLowerCase() === 'application/json';
}
