import { type DocumentoPublico, MSG, type Verificacao } from '@clinica/contracts';
import { conteudoCanonicoDocumento, podeAlterar, tituloDocumento } from '@clinica/domain';
import type { Ator } from '../../platform/ator';
import type { Deps, Origem } from '../../platform/deps';
import { DomainError, naoEncontrado } from '../../platform/errors';
import { sanitizarHtml } from '../../platform/html-seguro';
import {
  buscarPorCodigoPublico,
  evidenciaPublica as evidencia,
  evidenciaSemDadosPessoais,
  gravarAssinatura,
  lerArquivoAssinatura,
  lerImagemAssinatura,
  urlImagemAssinatura,
} from '../assinatura-digital/assinatura-digital.service';
import { notificarDocumentoAssinado } from '../notificacao/notificacao.service';
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

/** Everything about the document: the staff print view (issue 19 keeps it there). */
function documentoCompleto(deps: Deps, d: Linha): DocumentoPublico {
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
 * What anyone holding the code reads (issue 19). Unsigned: the document to sign. Signed: only what
 * the page needs to say 'assinado em …' with the hashes — no header (the patient's CPF and
 * address), no body, no signature image, no IP or user agent. Fields stay present (REST shape).
 */
export async function obterDocumentoPublico(
  deps: Deps,
  origem: Origem,
  codigo: string,
): Promise<DocumentoPublico> {
  const d = await porCodigo(deps, origem, codigo);
  const completo = documentoCompleto(deps, d);
  if (d.assinado_em === null) return completo;
  return { ...completo, cabecalho: '', corpo: '', assinatura: null, evidencia: evidenciaSemDadosPessoais(d) };
}

/** The staff print view by code: the whole signed record, only within the caller's clinic (else 404). */
export async function imprimirDocumento(deps: Deps, ator: Ator, codigo: string): Promise<DocumentoPublico> {
  const d = await buscarPorCodigo(deps.db, codigo);
  if (!d || d.id_conta !== ator.idConta) {
    throw naoEncontrado(MSG.documentos.naoEncontradoCodigo.replace('{code}', codigo));
  }
  return documentoCompleto(deps, d);
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
    // Its creator is told in the same transaction (issue 19): no signature without its notice.
    registrar: async (trx, evidencia) => {
      if (!(await registrarAssinatura(trx, d.id_conta, d.id, evidencia))) return false;
      await notificarDocumentoAssinado(trx, d);
      return true;
    },
    jaAssinado: MSG.documentos.jaAssinado,
  });
  return { message: MSG.documentos.assinadoSucesso };
}

export async function verificarDocumento(deps: Deps, origem: Origem, codigo: string): Promise<Verificacao> {
  const d = await buscarPorCodigoPublico(
    deps,
    origem,
    codigo,
    buscarPorCodigo,
    MSG.documentos.naoEncontradoCodigo,
    { verificacao: true },
  );
  return {
    codigo: d.codigo,
    tipo: d.tipo,
    titulo: d.titulo,
    clinica: d.conta_nome,
    assinado: d.assinado_em !== null,
    // The verification page shows hashes, not personal data (issue 19).
    evidencia: evidenciaSemDadosPessoais(d),
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
