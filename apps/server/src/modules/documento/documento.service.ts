import {
  type DocumentoPaciente,
  type DocumentoPacienteRest,
  type documentoCreateSchema,
  type documentoUpdateSchema,
  MSG,
  type Pagina,
} from '@clinica/contracts';
import { gerarCabecalho, podeAlterar, statusAssinatura } from '@clinica/domain';
import type { z } from 'zod';
import type { PaginaPedida } from '../../db/lista';
import type { Ator } from '../../platform/ator';
import type { Deps } from '../../platform/deps';
import { DomainError, naoEncontrado } from '../../platform/errors';
import { gerarCodigoPublico } from '../../platform/evidencia';
import { sanitizarHtml } from '../../platform/html-seguro';
import { urlImagemAssinatura } from '../assinatura-digital/assinatura-digital.service';
import { buscarContaPorId } from '../conta/conta.repository';
import { exigirPaciente } from '../paciente/paciente.service';
import { buscarTermo } from '../termo/termo.repository';
import { type ContaDoDocumento, contaParaDocumento } from './conta-documento';
import {
  atualizarDocumento,
  buscarDocumento,
  type DadosDocumento,
  inserirDocumento,
  listarDocumentos,
  trocarCodigoDocumento,
} from './documento.repository';

type Linha = Awaited<ReturnType<typeof buscarDocumento>> & {};
export const paraApi = (d: Linha): DocumentoPaciente => ({
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
});

/** The image route of a signed document's signature (answers carry it signed). */
export const caminhoAssinaturaDocumento = (codigo: string) =>
  `/api/pacientes_termos/c/${encodeURIComponent(codigo)}/assinatura`;

/**
 * REST's shape (spec 02 §3 pacientes_termos): ours plus id_conta, the clinic's `conta` and
 * `assinatura`, the signature image's signed URL (null while unsigned: present means signed).
 */
export function documentoParaRest(
  deps: Deps,
  conta: ContaDoDocumento,
  d: DocumentoPaciente,
): DocumentoPacienteRest {
  return {
    ...d,
    id_conta: conta.id,
    conta: contaParaDocumento(deps, conta),
    assinatura:
      d.status === 'Assinado'
        ? urlImagemAssinatura(deps, caminhoAssinaturaDocumento(d.codigo), conta.id)
        : null,
  };
}

/** The caller's clinic as documents show it (one read for a whole list). */
export async function contaDosDocumentos(deps: Deps, idConta: number): Promise<ContaDoDocumento> {
  const c = await buscarContaPorId(deps.db, idConta);
  if (!c) throw naoEncontrado(MSG.documentos.naoEncontrado);
  return c;
}

export async function obterDocumento(deps: Deps, ator: Ator, id: number) {
  const d = await buscarDocumento(deps.db, ator.idConta, id);
  if (!d) throw naoEncontrado(MSG.documentos.naoEncontrado);
  return paraApi(d);
}

/** Header and body are sanitized like templates: they are shown on a public page. */
const limpar = (d: z.output<typeof documentoUpdateSchema>): DadosDocumento => ({
  tipo: d.tipo,
  titulo: d.titulo,
  cabecalho: sanitizarHtml(d.cabecalho),
  corpo: sanitizarHtml(d.corpo),
});

export async function listarDocumentosDoPaciente(
  deps: Deps,
  ator: Ator,
  idPaciente: number,
  p: PaginaPedida & { arquivados?: boolean | undefined },
): Promise<Pagina<DocumentoPaciente>> {
  await exigirPaciente(deps.db, ator.idConta, idPaciente);
  const r = await listarDocumentos(deps.db, ator.idConta, idPaciente, p);
  return { itens: r.itens.map(paraApi), total: r.total };
}

/**
 * The document remembers its author (told when the patient signs, issue 19) and copies the kind
 * of the template it starts from (another clinic's template: 404), as it copies its text.
 */
export async function criarDocumento(deps: Deps, ator: Ator, input: z.output<typeof documentoCreateSchema>) {
  await exigirPaciente(deps.db, ator.idConta, input.id_paciente);
  const termo = input.id_termo ? await buscarTermo(deps.db, ator.idConta, input.id_termo) : null;
  if (input.id_termo && !termo) throw naoEncontrado(MSG.termos.naoEncontrado);
  const d = await inserirDocumento(
    deps.db,
    ator.idConta,
    input.id_paciente,
    gerarCodigoPublico(),
    limpar(input),
    {
      idCriadoPor: ator.idUsuario,
      idTermo: termo?.id ?? null,
      tipoTermo: termo?.tipo ?? 'geral',
    },
  );
  return paraApi(d);
}

/** Signed is final (DECISIONS.md 13): editing a signed document answers 409. */
export async function editarDocumento(
  deps: Deps,
  ator: Ator,
  id: number,
  input: z.output<typeof documentoUpdateSchema>,
) {
  const atual = await buscarDocumento(deps.db, ator.idConta, id);
  if (!atual) throw naoEncontrado(MSG.documentos.naoEncontrado);
  if (!podeAlterar(atual, 'editar')) throw new DomainError('CONFLITO', MSG.documentos.jaAssinado);
  const d = await atualizarDocumento(deps.db, ator.idConta, id, limpar(input));
  if (!d) throw new DomainError('CONFLITO', MSG.documentos.jaAssinado);
  return paraApi(d);
}

/**
 * 'Reenviar link' (issue 19): a new public code with a fresh validity; the old one answers 404.
 * A signed document keeps its code (its page is the signed record): 409.
 */
export async function reenviarLinkDocumento(deps: Deps, ator: Ator, id: number) {
  const atual = await buscarDocumento(deps.db, ator.idConta, id);
  if (!atual) throw naoEncontrado(MSG.documentos.naoEncontrado);
  const d = await trocarCodigoDocumento(deps.db, ator.idConta, id, gerarCodigoPublico(), deps.agora());
  if (!d) throw new DomainError('CONFLITO', MSG.documentos.jaAssinado);
  return paraApi(d);
}

/** The header generated from the clinic's and the patient's records. */
export async function gerarCabecalhoDocumento(deps: Deps, ator: Ator, idPaciente: number) {
  const [paciente, conta] = await Promise.all([
    exigirPaciente(deps.db, ator.idConta, idPaciente),
    buscarContaPorId(deps.db, ator.idConta),
  ]);
  return { cabecalho: gerarCabecalho(conta!, paciente) };
}
