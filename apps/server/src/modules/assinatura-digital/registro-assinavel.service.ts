import type { Pagina, Verificacao } from '@clinica/contracts';
import { podeAlterar } from '@clinica/domain';
import type { PaginaPedida, PedidoDaClinica } from '../../db/lista';
import type { Ator } from '../../platform/ator';
import type { Deps, Origem } from '../../platform/deps';
import { DomainError, naoEncontrado } from '../../platform/errors';
import { gerarCodigoPublico } from '../../platform/evidencia';
import { arquivarRegistro } from '../arquivamento/arquivamento.service';
import { exigirPaciente } from '../paciente/paciente.service';
import {
  buscarPorCodigoPublico,
  conferirUrlImagem,
  evidenciaSemDadosPessoais,
  gravarAssinatura,
  lerArquivoAssinatura,
  lerImagemAssinatura,
  type UrlImagemConferida,
  urlImagemAssinatura,
  urlServeImagem,
} from './assinatura-digital.service';
import type {
  DefinicaoDoTipo,
  EntradaAssinatura,
  VerificacaoDoTipo,
  VisaoPublica,
} from './registro-assinavel.definicao';
import {
  buscarPorCodigo,
  buscarRegistro,
  inserirRegistro,
  type LinhaPublica,
  type LinhaRegistro,
  listarRegistros,
  type NovoConteudo,
  registrarAssinatura,
  registrosDaClinica,
  type TipoRegistro,
  trocarCodigo,
} from './registro-assinavel.repository';

/**
 * The use cases every signable record shares, whatever its kind (Architecture step 2, change 5):
 * the patient's list, issuing and re-issuing the public link, archiving, the public lookup,
 * signing, the staff print view, verifying and the signature image. The kind's definition
 * (its content slice's) says the rest.
 */

/** The image route of a signed record's signature (answers carry it signed). */
const caminhoImagemAssinatura = (def: { caminhoRest: string }, codigo: string) =>
  `${def.caminhoRest}/c/${encodeURIComponent(codigo)}/assinatura`;

/**
 * The signature image's signed URL; null while unsigned (present means signed). Signed for the
 * record's state: an archived record's URL (from 'Arquivados' or the print view) says so.
 */
export const urlAssinaturaDoRegistro = (
  deps: Deps,
  def: { caminhoRest: string },
  l: { codigo: string; id_conta: number; assinado_em: Date | null; arquivado_em: Date | null },
) => (l.assinado_em ? urlImagemAssinatura(deps, caminhoImagemAssinatura(def, l.codigo), l) : null);

export async function listarRegistrosDoPaciente<T extends TipoRegistro>(
  deps: Deps,
  ator: Ator,
  def: DefinicaoDoTipo<T>,
  idPaciente: number,
  p: PaginaPedida & { arquivados?: boolean | undefined },
): Promise<Pagina<LinhaRegistro<T>>> {
  await exigirPaciente(deps.db, ator.idConta, idPaciente);
  return listarRegistros(deps.db, def.tipo, ator.idConta, idPaciente, p);
}

/** The clinic's records of the kind, every patient's, after `apos` (the clinic-wide list, issue 39). */
export function listarRegistrosDaClinica<T extends TipoRegistro>(
  deps: Deps,
  ator: Ator,
  def: DefinicaoDoTipo<T>,
  p: PedidoDaClinica,
) {
  return registrosDaClinica(deps.db, def.tipo, ator.idConta, p);
}

export async function obterRegistro<T extends TipoRegistro>(
  deps: Deps,
  ator: Ator,
  def: DefinicaoDoTipo<T>,
  id: number,
): Promise<LinhaRegistro<T>> {
  const l = await buscarRegistro(deps.db, def.tipo, ator.idConta, id);
  if (!l) throw naoEncontrado(def.mensagens.naoEncontrado);
  return l;
}

/**
 * A new record for the patient with its first public code, remembering its author (told when
 * the patient signs, issue 19). `conteudo` runs after the patient is known to be the clinic's:
 * it reads what the record starts from (a template, a model) and may refuse it (404).
 */
export async function emitirRegistro<T extends TipoRegistro>(
  deps: Deps,
  ator: Ator,
  def: DefinicaoDoTipo<T>,
  idPaciente: number,
  conteudo: () => Promise<NovoConteudo[T]>,
): Promise<LinhaRegistro<T>> {
  await exigirPaciente(deps.db, ator.idConta, idPaciente);
  return inserirRegistro(deps.db, def.tipo, ator.idConta, {
    idPaciente,
    codigo: gerarCodigoPublico(),
    idCriadoPor: ator.idUsuario,
    conteudo: await conteudo(),
  });
}

/**
 * 'Reenviar link' (issue 19): a new public code with a fresh validity; the old one answers 404.
 * A signed record keeps its code (its page is the signed record): 409.
 */
export async function reenviarLink<T extends TipoRegistro>(
  deps: Deps,
  ator: Ator,
  def: DefinicaoDoTipo<T>,
  id: number,
): Promise<LinhaRegistro<T>> {
  await obterRegistro(deps, ator, def, id);
  const l = await trocarCodigo(deps.db, def.tipo, ator.idConta, id, gerarCodigoPublico(), deps.agora());
  if (!l) throw new DomainError('CONFLITO', def.mensagens.jaAssinado);
  return l;
}

/**
 * 'Excluir' of an unsigned record archives it (retention, issue 19): hidden from the list, its
 * public link answers 404, restorable by ADM. Archived already: 404, as deleted already was.
 * Signed is final (DECISIONS.md 13): 409.
 */
export async function arquivarRegistroAssinavel<T extends TipoRegistro>(
  deps: Deps,
  ator: Ator,
  def: DefinicaoDoTipo<T>,
  id: number,
) {
  const l = await buscarRegistro(deps.db, def.tipo, ator.idConta, id);
  if (!l || l.arquivado_em) throw naoEncontrado(def.mensagens.naoEncontrado);
  if (!podeAlterar(l, 'excluir')) throw new DomainError('CONFLITO', def.mensagens.jaAssinado);
  await arquivarRegistro(deps.db, ator, def.tipo, id, deps.agora());
  return { ok: true as const };
}

/** A record by its public code (rate limit, 404 unknown or archived, 410 expired). */
const porCodigo = <T extends TipoRegistro>(
  deps: Deps,
  origem: Origem,
  def: DefinicaoDoTipo<T>,
  codigo: string,
  opcoes: {
    verificacao?: boolean;
    imagemArquivada?: (l: LinhaPublica<T>) => Promise<boolean>;
    urlAssinada?: boolean;
  } = {},
): Promise<LinhaPublica<T>> =>
  buscarPorCodigoPublico(
    deps,
    origem,
    codigo,
    (db, c) => buscarPorCodigo(db, def.tipo, c),
    (l) => ({
      arquivado: l.arquivado,
      assinado_em: l.assinado_em,
      codigo_emitido_em: l.codigo_emitido_em,
      validade_link_dias: l.validade_link_dias,
    }),
    def.mensagens.naoEncontradoCodigo,
    opcoes,
  );

/**
 * What anyone holding the code reads (issue 19). Unsigned: the record to sign. Signed: only what
 * the page needs to say 'assinado em …' with the hashes — none of the content (the kind blanks
 * it), no signature image, no IP or user agent. Fields stay present (REST shape).
 */
export async function obterRegistroPublico<T extends TipoRegistro, P extends VisaoPublica>(
  deps: Deps,
  origem: Origem,
  def: DefinicaoDoTipo<T, P>,
  codigo: string,
): Promise<P> {
  const l = await porCodigo(deps, origem, def, codigo);
  const completo = def.paraPublico(deps, l);
  if (l.assinado_em === null) return completo;
  return { ...def.semConteudo(completo), assinatura: null, evidencia: evidenciaSemDadosPessoais(l) };
}

/** The staff print view by code: the whole signed record, only within the caller's clinic (else 404). */
export async function imprimirRegistro<T extends TipoRegistro, P extends VisaoPublica>(
  deps: Deps,
  ator: Ator,
  def: DefinicaoDoTipo<T, P>,
  codigo: string,
): Promise<P> {
  const l = await buscarPorCodigo(deps.db, def.tipo, codigo);
  if (!l || l.id_conta !== ator.idConta) {
    throw naoEncontrado(def.mensagens.naoEncontradoCodigo.replace('{code}', codigo));
  }
  return def.paraPublico(deps, l);
}

/**
 * Signs once: the kind checks the input and says what the hash covers; then the image, the
 * moment, the signer's IP and user agent, the SHA-256 of the content and of the image, and the
 * kind's own columns go in one transaction with the author's notice. A second signing answers
 * 409 and changes nothing.
 */
export async function assinarRegistro<T extends TipoRegistro, E extends EntradaAssinatura>(
  deps: Deps,
  origem: Origem,
  def: DefinicaoDoTipo<T, VisaoPublica, E>,
  codigo: string,
  entrada: E,
) {
  const l = await porCodigo(deps, origem, def, codigo);
  if (!podeAlterar(l, 'assinar')) throw new DomainError('CONFLITO', def.mensagens.jaAssinado);
  const conteudo = def.conteudoAssinado(l, entrada);
  await gravarAssinatura(deps, origem, {
    idConta: l.id_conta,
    conteudoCanonico: conteudo.canonico,
    imagem: lerImagemAssinatura(entrada.assinatura),
    registrar: async (trx, evidencia) => {
      if (!(await registrarAssinatura(trx, def.tipo, l.id_conta, l.id, evidencia, conteudo.colunas)))
        return false;
      await def.notificar(trx, l);
      return true;
    },
    jaAssinado: def.mensagens.jaAssinado,
  });
  return { message: def.mensagens.assinadoSucesso };
}

/**
 * The public verification (kinds that have the page): what was signed, where, and the hashes;
 * no personal data (issue 19). `verificacao` is the kind's part: what it calls the record.
 */
export async function verificarRegistro<T extends TipoRegistro>(
  deps: Deps,
  origem: Origem,
  def: DefinicaoDoTipo<T>,
  verificacao: VerificacaoDoTipo<T>,
  codigo: string,
): Promise<Verificacao> {
  const l = await porCodigo(deps, origem, def, codigo, { verificacao: true });
  return { ...verificacao(l), assinado: l.assinado_em !== null, evidencia: evidenciaSemDadosPessoais(l) };
}

/**
 * The signature image of a signed record (public by code, only through its signed URL). The signed
 * URL, not the code, is the credential here (an authenticated answer hands it out, for two hours at
 * most): made for an archived record (`arq=1`), it opens that record's image, and an archived
 * patient's records' images, while the code's pages keep answering 404 (issue 39: the import reads
 * archived records' images from the old system). Without it, archived is 404 as before.
 */
export async function lerImagemDoRegistro<T extends TipoRegistro>(
  deps: Deps,
  origem: Origem,
  def: DefinicaoDoTipo<T>,
  codigo: string,
  query: unknown,
) {
  const caminho = caminhoImagemAssinatura(def, codigo);
  let conferida: Promise<UrlImagemConferida | null> | undefined;
  const url = () => {
    conferida ??= conferirUrlImagem(deps, caminho, query);
    return conferida;
  };
  const l = await porCodigo(deps, origem, def, codigo, {
    imagemArquivada: async (linha) => urlServeImagem(await url(), linha),
    urlAssinada: deps.urls.conferir(caminho, query) !== null,
  });
  return lerArquivoAssinatura(deps, l, def.mensagens.naoEncontrado, await url());
}
