import {
  type DocumentoPaciente,
  type DocumentoPacienteRest,
  type DocumentoPublico,
  documentoPacienteRestSchema,
  documentoPacienteSchema,
  documentoPublicoPaginaSchema,
  documentoPublicoSchema,
  MSG,
} from '@clinica/contracts';
import { conteudoCanonicoDocumento, statusAssinatura, tituloDocumento } from '@clinica/domain';
import type { Deps } from '../../platform/deps';
import { sanitizarHtml } from '../../platform/html-seguro';
import { evidenciaPublica } from '../assinatura-digital/assinatura-digital.service';
import type {
  DefinicaoAssinavel,
  VerificacaoDoTipo,
} from '../assinatura-digital/registro-assinavel.definicao';
import {
  CORPO_ASSINATURA,
  type CorpoAssinatura,
  ENTRADA_ASSINATURA,
  type EntradaAssinaturaCliente,
} from '../assinatura-digital/registro-assinavel.esquemas';
import type { LinhaPublica, LinhaRegistro } from '../assinatura-digital/registro-assinavel.repository';
import { urlAssinaturaDoRegistro } from '../assinatura-digital/registro-assinavel.service';
import { notificarDocumentoAssinado } from '../notificacao/notificacao.service';
import { contaDosAliases, contaDosDocumentos, contaParaDocumento } from './conta-documento';

/**
 * A patient's document as a signable record (Architecture step 2, change 5): what only its
 * content knows. Listing, the public link, signing, printing and verifying are
 * assinatura-digital's, for every kind.
 */

const paraApi = (d: LinhaRegistro<'documento'>): DocumentoPaciente => ({
  id: d.id,
  id_paciente: d.id_paciente,
  codigo: d.codigo,
  tipo: d.tipo,
  titulo: d.titulo,
  cabecalho: d.cabecalho,
  corpo: d.corpo,
  status: statusAssinatura(d),
  assinado_em: d.assinado_em?.toISOString() ?? null,
  criado_em: d.criado_em.toISOString(),
  atualizado_em: d.atualizado_em.toISOString(),
  tipo_termo: d.tipo_termo,
  arquivado_em: d.arquivado_em?.toISOString() ?? null,
  importado: d.importado_de !== null,
});

/** What the signer sees: heading, header and body — exactly what the hash covers. */
const conteudo = (d: LinhaPublica<'documento'>) => ({
  titulo: tituloDocumento(d.tipo, d.titulo),
  // Sanitized again on the way out (DECISIONS.md 14), whatever is stored.
  cabecalho: sanitizarHtml(d.cabecalho),
  corpo: sanitizarHtml(d.corpo),
});

/** Everything about the document: the staff print view (issue 19 keeps it there). */
function documentoCompleto(deps: Deps, d: LinhaPublica<'documento'>): DocumentoPublico {
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
    // A record signed in the old system whose image did not come has none to show (issue 39).
    assinatura: d.id_arquivo_assinatura === null ? null : urlAssinaturaDoRegistro(deps, DOCUMENTO, d),
    evidencia: evidenciaPublica(d),
  };
}

export const DOCUMENTO: DefinicaoAssinavel<
  'documento',
  DocumentoPaciente,
  DocumentoPacienteRest,
  DocumentoPublico,
  CorpoAssinatura<'documento'>,
  EntradaAssinaturaCliente<'documento'>
> = {
  tipo: 'documento',
  caminhoRest: '/api/pacientes_termos',
  tag: 'documentos do paciente',
  permissoes: { listar: 'TERMOS_LISTAR', editar: 'TERMOS_EDITAR' },
  mensagens: {
    naoEncontrado: MSG.documentos.naoEncontrado,
    naoEncontradoCodigo: MSG.documentos.naoEncontradoCodigo,
    jaAssinado: MSG.documentos.jaAssinado,
    assinadoSucesso: MSG.documentos.assinadoSucesso,
  },
  esquemas: {
    api: documentoPacienteSchema,
    rest: documentoPacienteRestSchema,
    publico: documentoPublicoSchema,
    pagina: documentoPublicoPaginaSchema,
    corpo: CORPO_ASSINATURA.documento,
    entrada: ENTRADA_ASSINATURA.documento,
  },
  paraApi,
  /**
   * REST's shape (spec 02 §3 pacientes_termos): ours plus id_conta, the clinic's `conta` and
   * `assinatura`, the signature image's signed URL (null while unsigned: present means signed).
   */
  async paraRest(deps, idConta) {
    const conta = await contaDosDocumentos(deps, idConta);
    return (d) => ({
      ...paraApi(d),
      id_conta: conta.id,
      conta: contaParaDocumento(deps, conta),
      assinatura: urlAssinaturaDoRegistro(deps, DOCUMENTO, { ...d, id_conta: conta.id }),
    });
  },
  paraPublico: documentoCompleto,
  // Signed: no header (the patient's CPF and address), no body.
  semConteudo: (p) => ({ ...p, cabecalho: '', corpo: '' }),
  conteudoAssinado: (d) => ({ canonico: conteudoCanonicoDocumento(conteudo(d)), colunas: {} }),
  notificar: notificarDocumentoAssinado,
};

/** The public verification page names the document and its clinic (no personal data, issue 19). */
export const verificacaoDocumento: VerificacaoDoTipo<'documento'> = (d) => ({
  codigo: d.codigo,
  tipo: d.tipo,
  titulo: d.titulo,
  clinica: d.conta_nome,
});
