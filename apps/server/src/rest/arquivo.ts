import type { FastifyReply } from 'fastify';
import { disposicao } from '../platform/data-url';

/**
 * How long and to whom a file may be cached: `publico` for content-addressed public files
 * (a logo or a signature never changes under its id), `privado` for a clinic's own files,
 * `nunca` for a report built at request time (the same URL answers new figures tomorrow).
 */
export type CacheArquivo = 'publico-imutavel' | 'privado-um-dia' | 'nunca';

const CACHE: Record<CacheArquivo, string> = {
  'publico-imutavel': 'public, max-age=31536000, immutable',
  'privado-um-dia': 'private, max-age=86400',
  nunca: 'no-store',
};

/**
 * The one binary reply of the REST API: the stored type, never sniffed by the browser, with
 * its cache rule and, when named, a download name that survives any accent.
 */
export function enviarArquivo(
  reply: FastifyReply,
  arquivo: {
    bytes: Buffer | Uint8Array;
    tipoMime: string;
    cache: CacheArquivo;
    nome?: { arquivo: string; como: 'inline' | 'attachment' };
    /** Refuses scripts and sub-resources if the file is ever opened as a page (logos). */
    semConteudoAtivo?: boolean;
  },
) {
  reply
    .header('content-type', arquivo.tipoMime)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', CACHE[arquivo.cache]);
  if (arquivo.nome) reply.header('content-disposition', disposicao(arquivo.nome.como, arquivo.nome.arquivo));
  if (arquivo.semConteudoAtivo) reply.header('content-security-policy', "default-src 'none'");
  return reply.send(arquivo.bytes);
}
