import { type DocumentoPublico, MSG, type Verificacao } from '@clinica/contracts';
import { conteudoCanonicoDocumento, podeAlterar, tituloDocumento } from '@clinica/domain';
import type { Deps, Origem } from '../../platform/deps';
import { DomainError } from '../../platform/errors';
import { sanitizarHtml } from '../../platform/html-seguro';
import {
  buscarPorCodigoPublico,
  evidenciaPublica as evidencia,
  gravarAssinatura,
  lerArquivoAssinatura,
  lerImagemAssinatura,
  urlImagemAssinatura,
} from '../assinatura-digital/assinatura-digital.service';
import { contaDosAliases, contaParaDocumento } from './conta-documento';
import { buscarPorCodigo, registrarAssinatura } from './documento.repository';
import { caminhoAssinaturaDocumento } from './documento.service';

type Linha = NonNullable<Awaited<ReturnType<typeof buscarPorCodigo>>>;

const porCodigo = (deps: Deps, origem: Origem, codigo: string): Promise<Linha> =>
  buscarPorCodigoPublico(deps, origem, codigo, buscarPorCodigo, MSG.documentos.naoEncontradoCodigo);

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
    id: d.id,
    id_conta: d.id_conta,
    id_paciente: d.id_paciente,
    atualizado_em: d.atualizado_em.toISOString(),
    codigo: d.codigo,
    tipo: d.tipo,
    titulo: d.titulo,
    cabecalho_titulo: c.titulo,
    cabecalho: c.cabecalho,
    corpo: c.corpo,
    criado_em: d.criado_em.toISOString(),
    conta: contaParaDocumento(deps, contaDosAliases(d)),
    assinado: d.assinado_em !== null,
    assinatura: d.assinado_em
      ? urlImagemAssinatura(deps, caminhoAssinaturaDocumento(d.codigo), d.id_conta)
      : null,
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
  await gravarAssinatura(deps, origem, {
    idConta: d.id_conta,
    conteudoCanonico: conteudoCanonicoDocumento(conteudo(d)),
    imagem: lerImagemAssinatura(assinatura),
    registrar: (trx, evidencia) => registrarAssinatura(trx, d.id, evidencia),
    jaAssinado: MSG.documentos.jaAssinado,
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
export async function lerAssinatura(
  deps: Deps,
  origem: Origem,
  codigo: string,
  url: { caminho: string; query: unknown },
) {
  return lerArquivoAssinatura(deps, await porCodigo(deps, origem, codigo), MSG.documentos.naoEncontrado, url);
}
