import { MSG } from '@clinica/contracts';
import { detectarTipoImagem, type TipoImagem } from '@clinica/domain';
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
  opcoes: { verificacao?: boolean } = {},
): Promise<T> {
  await deps.limitePublico.consumir(origem.ip);
  const linha = await buscar(deps.db, codigo);
  const registro = linha === undefined ? undefined : validade(linha);
  // Verifying a signature is the signer's right (issue 38): archiving the signed record (or its
  // patient) hides it from the clinic's lists and closes its signing link, not its verification.
  const abreArquivado = opcoes.verificacao === true && registro?.assinado_em != null;
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
export const urlImagemAssinatura = (deps: Deps, caminho: string, idConta: number) =>
  deps.urls.assinar(caminho, idConta);

/**
 * The stored signature image of a signed record, only through a valid signed URL made for the
 * record's clinic: an unknown code is 404 (the caller looked it up first), a missing, expired or
 * altered signature 403 with the same message as every other signed file URL.
 */
export async function lerArquivoAssinatura(
  deps: Deps,
  r: Pick<ColunasAssinatura, 'id_arquivo_assinatura'> & { id_conta: number },
  naoEncontradoMsg: string,
  url: { caminho: string; query: unknown },
) {
  if (deps.urls.conferir(url.caminho, url.query)?.idConta !== r.id_conta)
    throw new DomainError('SEM_PERMISSAO', MSG.geral.linkArquivoInvalido);
  const arquivo = r.id_arquivo_assinatura
    ? await deps.arquivos.ler(deps.db, r.id_arquivo_assinatura, 'assinatura')
    : null;
  if (!arquivo) throw naoEncontrado(naoEncontradoMsg);
  return arquivo;
}
