import {
  type DocumentoPaciente,
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
import { buscarContaPorId } from '../conta/conta.repository';
import { exigirPaciente } from '../paciente/paciente.service';
import {
  atualizarDocumento,
  buscarDocumento,
  type DadosDocumento,
  inserirDocumento,
  listarDocumentos,
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
});

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
  p: PaginaPedida,
): Promise<Pagina<DocumentoPaciente>> {
  await exigirPaciente(deps.db, ator.idConta, idPaciente);
  const r = await listarDocumentos(deps.db, ator.idConta, idPaciente, p);
  return { itens: r.itens.map(paraApi), total: r.total };
}

export async function criarDocumento(deps: Deps, ator: Ator, input: z.output<typeof documentoCreateSchema>) {
  await exigirPaciente(deps.db, ator.idConta, input.id_paciente);
  const d = await inserirDocumento(
    deps.db,
    ator.idConta,
    input.id_paciente,
    gerarCodigoPublico(),
    limpar(input),
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

/** The header generated from the clinic's and the patient's records. */
export async function gerarCabecalhoDocumento(deps: Deps, ator: Ator, idPaciente: number) {
  const [paciente, conta] = await Promise.all([
    exigirPaciente(deps.db, ator.idConta, idPaciente),
    buscarContaPorId(deps.db, ator.idConta),
  ]);
  return { cabecalho: gerarCabecalho(conta!, paciente) };
}
