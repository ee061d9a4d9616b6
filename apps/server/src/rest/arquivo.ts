import type { Readable } from 'node:stream';
import { MSG } from '@clinica/contracts';
import { campoDe } from '@clinica/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  type AcessoClinica,
  autorizar,
  credencialDe,
  type Registra,
  separarRegistro,
  sessaoAberta,
} from '../acesso';
import type { Ator } from '../platform/ator';
import { disposicao } from '../platform/data-url';
import type { Deps } from '../platform/deps';
import { DomainError } from '../platform/errors';

/**
 * How long and to whom a file may be cached: `publico` for content-addressed public files
 * (a logo or a signature never changes under its id), `privado` for a clinic's own files (its
 * logo, the store's pictures), `paciente` for a patient's photos, files and signed records (no
 * copy left on a shared front-desk computer, issue 38), `nunca` for a report built at request
 * time (the same URL answers new figures tomorrow).
 */
export type CacheArquivo = 'publico-imutavel' | 'privado-um-dia' | 'paciente' | 'nunca';

const CACHE: Record<CacheArquivo, string> = {
  'publico-imutavel': 'public, max-age=31536000, immutable',
  'privado-um-dia': 'private, max-age=86400',
  paciente: 'private, no-store',
  nunca: 'no-store',
};

/**
 * The one binary reply of the REST API: the stored type, never sniffed by the browser, with
 * its cache rule and, when named, a download name that survives any accent.
 */
export function enviarArquivo(
  reply: FastifyReply,
  arquivo: (
    | { bytes: Buffer | Uint8Array }
    /** A stored file streamed from the storage (never whole in memory), with its size. */
    | { corpo: Readable; tamanho: number }
  ) & {
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
  // Bytes never reach preSerialization: the description is the answer a declared read logs
  // (rest/acesso.ts), e.g. the patient a download's service named.
  reply.request.resposta = arquivo;
  if ('corpo' in arquivo) return reply.header('content-length', String(arquivo.tamanho)).send(arquivo.corpo);
  return reply.send(arquivo.bytes);
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A file download: the normal session with this access, or a signed URL of this exact path
     * (`deps.urls.assinar`), which stands for its clinic. The access sweep reads it like `acesso`.
     */
    arquivoAssinado?: AcessoClinica;
  }
}

/**
 * Route config of a download that also opens by signed URL (see `donoDoArquivo`); a declared
 * read (`registra`) is logged for a session's download only.
 */
export const rotaArquivo = (
  declaracao: AcessoClinica,
): { arquivoAssinado: AcessoClinica; registra?: Registra } => {
  const { acesso, registra } = separarRegistro(declaracao);
  return registra ? { arquivoAssinado: acesso, registra } : { arquivoAssinado: acesso };
};

/**
 * Whose file a download may read (issue 17): a valid signature for this exact path names the
 * clinic (no session needed: an `<img src>` or a link sends none); otherwise the caller's own
 * session (bearer header or the web's cookie) with the route's permission. A signature that is
 * there but expired, altered or made for another path is refused with 403 when no session
 * comes with it, and so is one handed out in a session that has ended (issue 38). Signed answers
 * are cached `private` only. `arquivado` is the file's state the signature was made for: the
 * service answers 404 when the file is no longer in it (archived, or restored, since).
 */
export async function donoDoArquivo(
  req: FastifyRequest,
  deps: Deps,
): Promise<{ idConta: number; assinado: boolean; ator?: Ator; arquivado?: boolean }> {
  const acesso = req.routeOptions.config.arquivoAssinado;
  if (!acesso) throw new Error('rota de arquivo sem arquivoAssinado');
  const caminho = req.url.split('?')[0] ?? '';
  const assinatura = deps.urls.conferir(caminho, req.query);
  // A URL handed out in a session that has ended counts as no signature (issue 38).
  const valida =
    assinatura &&
    (assinatura.sessao === null ||
      (await sessaoAberta(deps.db, assinatura.idConta, assinatura.sessao, deps.agora())));
  if (valida) return { idConta: assinatura.idConta, assinado: true, arquivado: assinatura.arquivado };
  const credencial = credencialDe(req, deps.config.appUrl);
  const temSig = typeof campoDe(req.query, 'sig') === 'string';
  if (temSig && !credencial.authorization && !credencial.cookieSessao) {
    throw new DomainError('SEM_PERMISSAO', MSG.geral.linkArquivoInvalido);
  }
  const ator = await autorizar(deps, credencial, acesso);
  // The caller, as onRequest sets it for other routes: a declared read logs who downloaded.
  req.ator = ator;
  return { idConta: ator.idConta, assinado: false, ator };
}
