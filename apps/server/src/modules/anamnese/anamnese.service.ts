import {
  type AnamnesePaciente,
  type anamneseCreateSchema,
  MSG,
  type OpcaoModeloAnamnese,
  type Pagina,
} from '@clinica/contracts';
import { podeAlterar } from '@clinica/domain';
import type { z } from 'zod';
import type { PaginaPedida } from '../../db/lista';
import type { Ator } from '../../platform/ator';
import type { Deps } from '../../platform/deps';
import { DomainError, naoEncontrado } from '../../platform/errors';
import { gerarCodigoPublico } from '../../platform/evidencia';
import { arquivarRegistro } from '../arquivamento/arquivamento.service';
import { opcoesModelos, questoesDoModelo } from '../modelo-anamnese/modelo-anamnese.repository';
import { exigirPaciente } from '../paciente/paciente.service';
import { paraApi, paraRest } from './anamnese.mapeamento';
import {
  buscarAnamnese,
  inserirAnamnese,
  listarAnamneses,
  trocarCodigoAnamnese,
} from './anamnese.repository';

export async function listarAnamnesesDoPaciente(
  deps: Deps,
  ator: Ator,
  idPaciente: number,
  p: PaginaPedida & { arquivados?: boolean | undefined },
): Promise<Pagina<AnamnesePaciente>> {
  await exigirPaciente(deps.db, ator.idConta, idPaciente);
  const r = await listarAnamneses(deps.db, ator.idConta, idPaciente, p);
  return { itens: r.itens.map(paraApi), total: r.total };
}

const LIMITE_OPCOES = 20;

/** The models the new-anamnesis dialog offers for a typed term (DECISIONS 21). */
export function opcoesModeloAnamnese(deps: Deps, ator: Ator, q: string): Promise<OpcaoModeloAnamnese[]> {
  return opcoesModelos(deps.db, ator.idConta, q, LIMITE_OPCOES);
}

export async function obterAnamnese(deps: Deps, ator: Ator, id: number) {
  const a = await buscarAnamnese(deps.db, ator.idConta, id);
  if (!a) throw naoEncontrado(MSG.anamneses.naoEncontrada);
  return paraApi(a);
}

/** REST's list: the same rows in the spec's shape (anamnese.mapeamento paraRest). */
export async function listarAnamnesesDoPacienteRest(
  deps: Deps,
  ator: Ator,
  idPaciente: number,
  p: PaginaPedida & { arquivados?: boolean | undefined },
) {
  await exigirPaciente(deps.db, ator.idConta, idPaciente);
  const r = await listarAnamneses(deps.db, ator.idConta, idPaciente, p);
  return { itens: r.itens.map((l) => paraRest(deps, l)), total: r.total };
}

export async function criarAnamnese(deps: Deps, ator: Ator, input: z.output<typeof anamneseCreateSchema>) {
  return paraApi(await inserirParaPaciente(deps, ator, input));
}

export async function criarAnamneseRest(
  deps: Deps,
  ator: Ator,
  input: z.output<typeof anamneseCreateSchema>,
) {
  return paraRest(deps, await inserirParaPaciente(deps, ator, input));
}

/** Freezes the model's questions as they are now: editing the model later changes nothing here. */
async function inserirParaPaciente(deps: Deps, ator: Ator, input: z.output<typeof anamneseCreateSchema>) {
  await exigirPaciente(deps.db, ator.idConta, input.id_paciente);
  const modelo = await questoesDoModelo(deps.db, ator.idConta, input.id_modelo_anamnese);
  if (!modelo) throw naoEncontrado(MSG.anamneses.modeloNaoEncontrado);
  const a = await inserirAnamnese(deps.db, ator.idConta, {
    idPaciente: input.id_paciente,
    idModelo: input.id_modelo_anamnese,
    nomeModelo: modelo.nome,
    perguntas: modelo.questoes,
    codigo: gerarCodigoPublico(),
    idCriadoPor: ator.idUsuario,
  });
  return a;
}

/**
 * Only while unsigned (DECISIONS.md 13), as before; 'Excluir' now archives it (retention,
 * issue 19): hidden from the list, its public link answers 404, restorable by ADM. Archived
 * already: 404, as deleted already was.
 */
export async function removerAnamnese(deps: Deps, ator: Ator, id: number) {
  const a = await buscarAnamnese(deps.db, ator.idConta, id);
  if (!a || a.arquivado_em) throw naoEncontrado(MSG.anamneses.naoEncontrada);
  if (!podeAlterar(a, 'excluir')) throw new DomainError('CONFLITO', MSG.anamneses.jaAssinada);
  await arquivarRegistro(deps.db, ator, 'anamnese', id, deps.agora());
  return { ok: true as const };
}

/** 'Reenviar link' (issue 19): a new public code with a fresh validity; the old one answers 404. Signed: 409. */
async function trocarCodigo(deps: Deps, ator: Ator, id: number) {
  const atual = await buscarAnamnese(deps.db, ator.idConta, id);
  if (!atual) throw naoEncontrado(MSG.anamneses.naoEncontrada);
  const a = await trocarCodigoAnamnese(deps.db, ator.idConta, id, gerarCodigoPublico(), deps.agora());
  if (!a) throw new DomainError('CONFLITO', MSG.anamneses.jaAssinada);
  return a;
}

export async function reenviarLinkAnamnese(deps: Deps, ator: Ator, id: number) {
  return paraApi(await trocarCodigo(deps, ator, id));
}

export async function reenviarLinkAnamneseRest(deps: Deps, ator: Ator, id: number) {
  return paraRest(deps, await trocarCodigo(deps, ator, id));
}
