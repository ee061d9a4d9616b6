import { MSG, type Pagina, type QuestaoAnamnese, type QuestaoAnamneseDados } from '@clinica/contracts';
import type { PaginaPedida } from '../../db/lista';
import type { Ator } from '../../platform/ator';
import type { Deps } from '../../platform/deps';
import { naoEncontrado } from '../../platform/errors';
import { traduzirViolacoes } from '../../platform/erros-pg';
import {
  atualizarQuestao,
  buscarQuestao,
  excluirQuestao,
  inserirQuestao,
  listarQuestoes,
} from './questao-anamnese.repository';

type Linha = Omit<QuestaoAnamnese, 'criado_em'> & { criado_em: Date };
const paraApi = (q: Linha): QuestaoAnamnese => ({ ...q, criado_em: q.criado_em.toISOString() });

export async function listarQuestoesDaClinica(
  deps: Deps,
  ator: Ator,
  p: PaginaPedida,
): Promise<Pagina<QuestaoAnamnese>> {
  const r = await listarQuestoes(deps.db, ator.idConta, p);
  return { itens: r.itens.map(paraApi), total: r.total };
}

export async function obterQuestao(deps: Deps, ator: Ator, id: number) {
  const q = await buscarQuestao(deps.db, ator.idConta, id);
  if (!q) throw naoEncontrado(MSG.questoesAnamnese.naoEncontrada);
  return paraApi(q);
}

export async function criarQuestao(deps: Deps, ator: Ator, dados: QuestaoAnamneseDados) {
  return paraApi(await inserirQuestao(deps.db, ator.idConta, dados));
}

/** Models point at the question, so the edit shows in them; patient anamneses keep their snapshot. */
export async function editarQuestao(deps: Deps, ator: Ator, id: number, dados: QuestaoAnamneseDados) {
  const q = await atualizarQuestao(deps.db, ator.idConta, id, dados);
  if (!q) throw naoEncontrado(MSG.questoesAnamnese.naoEncontrada);
  return paraApi(q);
}

/** Deleted for real (DECISIONS.md 12); refused while a model includes it. */
export async function removerQuestao(deps: Deps, ator: Ator, id: number) {
  const excluida = await traduzirViolacoes(() => excluirQuestao(deps.db, ator.idConta, id), {
    chaveEstrangeira: MSG.questoesAnamnese.emUso,
  });
  if (!excluida) throw naoEncontrado(MSG.questoesAnamnese.naoEncontrada);
  return { ok: true as const };
}
