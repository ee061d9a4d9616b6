import { MSG } from '@clinica/contracts';
import { detectarTipoImagem, type TipoImagem } from '@clinica/domain';
import { sessaoAberta } from '../../acesso';
import type { Db } from '../../db/kysely';
import { decodificarDataUrl } from '../../platform/data-url';
import type { Deps, Origem } from '../../platform/deps';
import { DomainError, naoEncontrado } from '../../platform/errors';
import { sha256 } from '../../platform/evidencia';

/**
 * The e-signature, one piece for every record a patient signs by a public code: documents and
 * anamneses today, contracts and budgets next. Each slice brings its own table; this file
 * owns the public lookup, the image rules, the evidence and the one-time recording.
 */

/** The largest signature image accepted, whatever record it signs. */
export const ASSINATURA_MAX_BYTES = 1024 * 1024;

/** What a signed row stores as evidence (DECISIONS.md 13). */
export type EvidenciaAssinatura = {
  idArquivo: number;
  assinadoEm: Date;
  ip: string;
  userAgent: string | null;
  hashConteudo: string;
  hashAssinatura: string;
};

/** The evidence columns every signable table has, as the lists and public pages read them. */
export type ColunasAssinatura = {
  assinado_em: Date | null;
  assinatura_ip: string | null;
  assinatura_user_agent: string | null;
  hash_conteudo: string | null;
  hash_assinatura: string | null;
  id_arquivo_assinatura: number | null;
};

/** What decides whether a public code still opens: when it was issued and the clinic's validity. */
export type ValidadeCodigo = {
  /** Archived, or its patient is (issue 19): the public link answers 404. */
  arquivado?: boolean;
  assinado_em: Date | null;
  codigo_emitido_em: Date;
  validade_link_dias: number;
};

const DIA_MS = 24 * 60 * 60 * 1000;

/**
 * An unsigned record's code expires `validade_link_dias` days after it was issued (issue 19);
 * a signed one never does (its page only says 'assinado em …' and shows the hashes).
 */
const codigoExpirado = (r: ValidadeCodigo, agora: Date) =>
  r.assinado_em === null && agora.getTime() >= r.codigo_emitido_em.getTime() + r.validade_link_dias * DIA_MS;

/**
 * A record by its public code: counted against the public rate limit first (codes are
 * unguessable, but nobody gets to try many), 404 with the slice's message when unknown or
 * archived (the record or its patient, issue 19: a code that no longer opens, not an expired one;
 * a signed record's verification still opens),
 * 410 when an unsigned record's code is past the clinic's validity.
 */
export async function buscarPorCodigoPublico<T>(
  deps: Deps,
  origem: Origem,
  codigo: string,
  buscar: (db: Db, codigo: string) => Promise<T | undefined>,
  // What the rules below read of the row. A function rather than a constraint on T: where a
  // kind's row is still generic (registro-assinavel.service), TypeScript can't relate it to one.
  validade: (registro: T) => ValidadeCodigo,
  naoEncontradoMsg: string,
  opcoes: {
    verificacao?: boolean;
    /**
     * The signature image's route: whether the request carries the credential that opens this
     * signed record's image even though it is archived (a valid signed URL made for it). Asked only
     * of an archived, signed record, after the rate limit.
     */
    imagemArquivada?: (linha: T) => Promise<boolean>;
    /**
     * The request carries an unexpired signed URL for this very path (its HMAC checked): a
     * credential an authenticated answer handed out, not a guess at codes, which is what the
     * public budget is for. Not counted, as no other signed file URL is (an import fetching a
     * clinic's thousands of signature images went at 60 a minute).
     */
    urlAssinada?: boolean;
  } = {},
): Promise<T> {
  if (!opcoes.urlAssinada) await deps.limitePublico.consumir(origem.ip);
  const linha = await buscar(deps.db, codigo);
  const registro = linha === undefined ? undefined : validade(linha);
  // Verifying a signature is the signer's right (issue 38): archiving the signed record (or its
  // patient) hides it from the clinic's lists and closes its signing link, not its verification.
  // Its image opens by the signed URL an authenticated list or print view handed out (issue 39):
  // the code alone never opens it, archived or not.
  const assinadoArquivado =
    linha !== undefined && registro?.arquivado === true && registro.assinado_em != null;
  const abreArquivado =
    assinadoArquivado &&
    (opcoes.verificacao === true ||
      (opcoes.imagemArquivada !== undefined && (await opcoes.imagemArquivada(linha))));
  if (linha === undefined || !registro || (registro.arquivado && !abreArquivado)) {
    throw naoEncontrado(naoEncontradoMsg.replace('{code}', codigo));
  }
  if (codigoExpirado(registro, deps.agora())) throw new DomainError('LINK_EXPIRADO', MSG.geral.linkExpirado);
  return linha;
}

/** The drawn signature as sent (a data URL): a real PNG/JPEG/GIF/WebP by its bytes, within the limit. */
export function lerImagemAssinatura(dataUrl: string): { bytes: Buffer; tipo: TipoImagem } {
  const bytes = decodificarDataUrl(dataUrl);
  const tipo = bytes ? detectarTipoImagem(bytes) : null;
  if (!bytes || !tipo || bytes.byteLength > ASSINATURA_MAX_BYTES) {
    throw new DomainError('ENTRADA_INVALIDA', MSG.documentos.assinaturaInvalida);
  }
  return { bytes, tipo };
}

/**
 * Signs once, in one transaction: stores the image, then lets the slice record the evidence
 * (the moment, IP, user agent, SHA-256 of exactly what was shown and of the image) on its row
 * with `assinado_em IS NULL` in the update. Someone signing first makes that update find no
 * row: 409 with the slice's message, and the stored image rolls back with it.
 */
export async function gravarAssinatura(
  deps: Deps,
  origem: Origem,
  opts: {
    idConta: number;
    conteudoCanonico: string;
    imagem: { bytes: Buffer; tipo: TipoImagem };
    registrar: (trx: Db, evidencia: EvidenciaAssinatura) => Promise<boolean>;
    jaAssinado: string;
  },
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const idArquivo = await deps.arquivos.salvar(trx, {
      idConta: opts.idConta,
      finalidade: 'assinatura',
      tipoMime: opts.imagem.tipo,
      bytes: opts.imagem.bytes,
    });
    const gravou = await opts.registrar(trx, {
      idArquivo,
      assinadoEm: deps.agora(),
      ip: origem.ip,
      userAgent: origem.userAgent,
      hashConteudo: sha256(opts.conteudoCanonico),
      hashAssinatura: sha256(opts.imagem.bytes),
    });
    if (!gravou) throw new DomainError('CONFLITO', opts.jaAssinado);
  });
}

/** The evidence as the print view and the verification page show it; null while unsigned. */
export function evidenciaPublica(r: Omit<ColunasAssinatura, 'id_arquivo_assinatura'>) {
  return r.assinado_em && r.hash_conteudo && r.hash_assinatura
    ? {
        assinado_em: r.assinado_em.toISOString(),
        ip: r.assinatura_ip,
        user_agent: r.assinatura_user_agent,
        hash_conteudo: r.hash_conteudo,
        hash_assinatura: r.hash_assinatura,
      }
    : null;
}

/**
 * The evidence as anyone holding the code sees it (issue 19): the moment and the hashes only.
 * The signer's IP and user agent stay on the staff print view.
 */
export function evidenciaSemDadosPessoais(r: Omit<ColunasAssinatura, 'id_arquivo_assinatura'>) {
  const e = evidenciaPublica(r);
  return e ? { ...e, ip: null, user_agent: null } : null;
}

/**
 * Where a signed record's image is read: `caminho` is the image route's path for the record's code.
 * Answers carry it as a short-lived signed URL (absolute, for the record's clinic; issue 17,
 * DECISIONS 20): an integrator's `<img src>` works without a bearer header, and a copied link
 * stops working within two hours.
 */
export const urlImagemAssinatura = (deps: Deps, caminho: string, r: EstadoImagem) =>
  deps.urls.assinar(caminho, r.id_conta, { arquivado: r.arquivado_em !== null });

/** What a signature image's URL is signed for: the record's clinic and whether it is archived. */
type EstadoImagem = { id_conta: number; arquivado_em: Date | null };

/** A signature image's signed URL, checked: the clinic and state it was made for. */
export type UrlImagemConferida = { idConta: number; arquivado: boolean };

/**
 * The signed URL of a signature image's route (`caminho`), checked as every signed file URL is
 * (rest/arquivo.ts `donoDoArquivo`): the HMAC over path, clinic, expiry, session and state, and,
 * when it was handed out in a session, that session still open (issue 38). Null when it fails any.
 */
export async function conferirUrlImagem(
  deps: Deps,
  caminho: string,
  query: unknown,
): Promise<UrlImagemConferida | null> {
  const a = deps.urls.conferir(caminho, query);
  if (!a) return null;
  if (a.sessao !== null && !(await sessaoAberta(deps.db, a.idConta, a.sessao, deps.agora()))) return null;
  return { idConta: a.idConta, arquivado: a.arquivado };
}

/**
 * Whether a checked URL opens this record's image: made for its clinic and for the state it is in
 * now (archiving or restoring the record retires the URLs handed out before, as for photos).
 */
export const urlServeImagem = (url: UrlImagemConferida | null, r: EstadoImagem) =>
  url !== null && url.idConta === r.id_conta && url.arquivado === (r.arquivado_em !== null);

/**
 * The stored signature image of a signed record, only through a valid signed URL made for the
 * record's clinic (`conferirUrlImagem`): an unknown code is 404 (the caller looked it up first), a
 * missing, expired or altered signature, or one handed out in a session that has ended, 403 with
 * the same message as every other signed file URL; a URL made for the record's other state
 * (before it was archived or restored) 404, as a photo's.
 */
export async function lerArquivoAssinatura(
  deps: Deps,
  r: Pick<ColunasAssinatura, 'id_arquivo_assinatura'> & EstadoImagem,
  naoEncontradoMsg: string,
  url: UrlImagemConferida | null,
) {
  if (url?.idConta !== r.id_conta) throw new DomainError('SEM_PERMISSAO', MSG.geral.linkArquivoInvalido);
  if (!urlServeImagem(url, r)) throw naoEncontrado(naoEncontradoMsg);
  const arquivo = r.id_arquivo_assinatura
    ? await deps.arquivos.ler(deps.db, r.id_arquivo_assinatura, 'assinatura')
    : null;
  if (!arquivo) throw naoEncontrado(naoEncontradoMsg);
  return arquivo;
}
