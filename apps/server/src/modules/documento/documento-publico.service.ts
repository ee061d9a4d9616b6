import { type DocumentoPublico, MSG, type Verificacao } from '@clinica/contracts';
import { conteudoCanonicoDocumento, detectarTipoImagem, podeAlterar, tituloDocumento } from '@clinica/domain';
import { decodificarDataUrl } from '../../platform/data-url';
import type { Deps, Origem } from '../../platform/deps';
import { DomainError, naoEncontrado } from '../../platform/errors';
import { sha256 } from '../../platform/evidencia';
import { sanitizarHtml } from '../../platform/html-seguro';
import { buscarPorCodigo, registrarAssinatura } from './documento.repository';

type Linha = NonNullable<Awaited<ReturnType<typeof buscarPorCodigo>>>;
const ASSINATURA_MAX_BYTES = 1024 * 1024;

async function porCodigo(deps: Deps, origem: Origem, codigo: string): Promise<Linha> {
  await deps.limitePublico.consumir(origem.ip);
  const d = await buscarPorCodigo(deps.db, codigo);
  if (!d) throw naoEncontrado(MSG.documentos.naoEncontradoCodigo.replace('{code}', codigo));
  return d;
}

const evidencia = (d: Linha) =>
  d.assinado_em && d.hash_conteudo && d.hash_assinatura
    ? {
        assinado_em: d.assinado_em.toISOString(),
        ip: d.assinatura_ip,
        user_agent: d.assinatura_user_agent,
        hash_conteudo: d.hash_conteudo,
        hash_assinatura: d.hash_assinatura,
      }
    : null;

/** What the signer sees: heading, header and body — exactly what the hash covers. */
const conteudo = (d: Linha) => ({
  titulo: tituloDocumento(d.tipo, d.titulo),
  // Sanitized again on the way out (DECISIONS.md 14), whatever is stored.
  cabecalho: sanitizarHtml(d.cabecalho),
  corpo: sanitizarHtml(d.corpo),
});

export async function obterDocumentoPublico(
  deps: Deps,
  origem: Origem,
  codigo: string,
): Promise<DocumentoPublico> {
  const d = await porCodigo(deps, origem, codigo);
  const c = conteudo(d);
  return {
    codigo: d.codigo,
    tipo: d.tipo,
    titulo: d.titulo,
    cabecalho_titulo: c.titulo,
    cabecalho: c.cabecalho,
    corpo: c.corpo,
    criado_em: d.criado_em.toISOString(),
    conta: {
      nome: d.conta_nome,
      cidade: d.conta_cidade,
      imagem_perfil: d.conta_logo ? `/api/conta/logo/${d.conta_logo}` : null,
    },
    assinado: d.assinado_em !== null,
    assinatura: d.assinado_em ? `/api/pacientes_termos/c/${encodeURIComponent(d.codigo)}/assinatura` : null,
    evidencia: evidencia(d),
  };
}

/**
 * Signs once: stores the image, the moment, the signer's IP and user agent, and the SHA-256
 * of the content shown and of the image. A second signing answers 409 and changes nothing.
 */
export async function assinarDocumento(deps: Deps, origem: Origem, codigo: string, assinatura: string) {
  const d = await porCodigo(deps, origem, codigo);
  if (!podeAlterar(d, 'assinar')) throw new DomainError('CONFLITO', MSG.documentos.jaAssinado);
  const bytes = decodificarDataUrl(assinatura);
  const tipo = bytes ? detectarTipoImagem(bytes) : null;
  if (!bytes || !tipo || bytes.byteLength > ASSINATURA_MAX_BYTES) {
    throw new DomainError('ENTRADA_INVALIDA', MSG.documentos.assinaturaInvalida);
  }
  await deps.db.transaction().execute(async (trx) => {
    const idArquivo = await deps.arquivos.salvar(trx, {
      idConta: d.id_conta,
      finalidade: 'assinatura',
      tipoMime: tipo,
      bytes,
    });
    const ok = await registrarAssinatura(trx, d.id, {
      idArquivo,
      assinadoEm: deps.agora(),
      ip: origem.ip,
      userAgent: origem.userAgent,
      hashConteudo: sha256(conteudoCanonicoDocumento(conteudo(d))),
      hashAssinatura: sha256(bytes),
    });
    if (!ok) throw new DomainError('CONFLITO', MSG.documentos.jaAssinado);
  });
  return { message: MSG.documentos.assinadoSucesso };
}

export async function verificarDocumento(deps: Deps, origem: Origem, codigo: string): Promise<Verificacao> {
  const d = await porCodigo(deps, origem, codigo);
  return {
    codigo: d.codigo,
    tipo: d.tipo,
    titulo: d.titulo,
    clinica: d.conta_nome,
    assinado: d.assinado_em !== null,
    evidencia: evidencia(d),
  };
}

/** The signature image of a signed document (public by code, like the print view). */
export async function lerAssinatura(deps: Deps, origem: Origem, codigo: string) {
  const d = await porCodigo(deps, origem, codigo);
  const arquivo = d.id_arquivo_assinatura
    ? await deps.arquivos.ler(deps.db, d.id_arquivo_assinatura, 'assinatura')
    : null;
  if (!arquivo) throw naoEncontrado(MSG.documentos.naoEncontrado);
  return arquivo;
}
