import { type AnamnesePaciente, type anamneseCreateSchema, MSG, type Pagina } from '@clinica/contracts';
import { podeAlterar } from '@clinica/domain';
import type { z } from 'zod';
import type { PaginaPedida } from '../../db/lista';
import type { Ator } from '../../platform/ator';
import type { Deps } from '../../platform/deps';
import { DomainError, naoEncontrado } from '../../platform/errors';
import { gerarCodigoPublico } from '../../platform/evidencia';
import { questoesDoModelo } from '../modelo-anamnese/modelo-anamnese.repository';
import { exigirPaciente } from '../paciente/paciente.service';
import { paraApi } from './anamnese.mapeamento';
import { buscarAnamnese, excluirAnamnese, inserirAnamnese, listarAnamneses } from './anamnese.repository';

export async function listarAnamnesesDoPaciente(
  deps: Deps,
  ator: Ator,
  idPaciente: number,
  p: PaginaPedida,
): Promise<Pagina<AnamnesePaciente>> {
  await exigirPaciente(deps.db, ator.idConta, idPaciente);
  const r = await listarAnamneses(deps.db, ator.idConta, idPaciente, p);
  return { itens: r.itens.map(paraApi), total: r.total };
}

export async function obterAnamnese(deps: Deps, ator: Ator, id: number) {
  const a = await buscarAnamnese(deps.db, ator.idConta, id);
  if (!a) throw naoEncontrado(MSG.anamneses.naoEncontrada);
  return paraApi(a);
}

/** Freezes the model's questions as they are now: editing the model later changes nothing here. */
export async function criarAnamnese(deps: Deps, ator: Ator, input: z.output<typeof anamneseCreateSchema>) {
  await exigirPaciente(deps.db, ator.idConta, input.id_paciente);
  const modelo = await questoesDoModelo(deps.db, ator.idConta, input.id_modelo_anamnese);
  if (!modelo) throw naoEncontrado(MSG.anamneses.modeloNaoEncontrado);
  const a = await inserirAnamnese(deps.db, ator.idConta, {
    idPaciente: input.id_paciente,
    idModelo: input.id_modelo_anamnese,
    nomeModelo: modelo.nome,
    perguntas: modelo.questoes,
    codigo: gerarCodigoPublico(),
  });
  return paraApi(a);
}

/** Only while unsigned (DECISIONS.md 13). */
export async function removerAnamnese(deps: Deps, ator: Ator, id: number) {
  const a = await buscarAnamnese(deps.db, ator.idConta, id);
  if (!a) throw naoEncontrado(MSG.anamneses.naoEncontrada);
  if (!podeAlterar(a, 'excluir') || !(await excluirAnamnese(deps.db, ator.idConta, id))) {
    throw new DomainError('CONFLITO', MSG.anamneses.jaAssinada);
  }
  return { ok: true as const };
}
