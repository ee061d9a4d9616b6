import {
  type ModeloAnamnese,
  type ModeloAnamneseDados,
  MSG,
  type OpcaoQuestao,
  type Pagina,
} from '@clinica/contracts';
import type { Db } from '../../db/kysely';
import type { PaginaPedida } from '../../db/lista';
import type { Ator } from '../../platform/ator';
import type { Deps } from '../../platform/deps';
import { naoEncontrado } from '../../platform/errors';
import { opcoesQuestoes } from '../questao-anamnese/questao-anamnese.repository';
import {
  atualizarModelo,
  buscarModelo,
  contarQuestoesDaClinica,
  excluirModelo,
  gravarQuestoesDoModelo,
  inserirModelo,
  listarModelos,
  questoesDosModelos,
} from './modelo-anamnese.repository';

type Linha = { id: number; nome: string; criado_em: Date };

/** Each model with its questions, in order (one query for the whole page). */
async function comQuestoes(db: Db, idConta: number, modelos: Linha[]): Promise<ModeloAnamnese[]> {
  const linhas = await questoesDosModelos(
    db,
    idConta,
    modelos.map((m) => m.id),
  );
  return modelos.map((m) => {
    const questoes = linhas
      .filter((l) => l.id_modelo === m.id)
      .map((l) => ({
        id_questao_anamnese: l.id,
        ordem: l.ordem,
        questao: {
          id: l.id,
          pergunta: l.pergunta,
          tipo_pergunta: l.tipo_pergunta,
          texto_auxiliar: l.texto_auxiliar,
        },
      }));
    return {
      id: m.id,
      nome: m.nome,
      criado_em: m.criado_em.toISOString(),
      total_questoes: questoes.length,
      questoes,
    };
  });
}

/** Every id must be one of the clinic's questions (404 otherwise, like any other clinic's id). */
async function conferirQuestoes(db: Db, idConta: number, ids: number[]) {
  if ((await contarQuestoesDaClinica(db, idConta, ids)) !== ids.length)
    throw naoEncontrado(MSG.modelosAnamnese.questaoNaoEncontrada);
}

export async function listarModelosDaClinica(
  deps: Deps,
  ator: Ator,
  p: PaginaPedida,
): Promise<Pagina<ModeloAnamnese>> {
  const r = await listarModelos(deps.db, ator.idConta, p);
  return { itens: await comQuestoes(deps.db, ator.idConta, r.itens), total: r.total };
}

const LIMITE_OPCOES = 20;

/** The questions the model dialog offers for a typed term (DECISIONS 21). */
export function opcoesQuestaoModelo(deps: Deps, ator: Ator, q: string): Promise<OpcaoQuestao[]> {
  return opcoesQuestoes(deps.db, ator.idConta, q, LIMITE_OPCOES);
}

export async function obterModelo(deps: Deps, ator: Ator, id: number) {
  const m = await buscarModelo(deps.db, ator.idConta, id);
  if (!m) throw naoEncontrado(MSG.modelosAnamnese.naoEncontrado);
  return (await comQuestoes(deps.db, ator.idConta, [m]))[0]!;
}

export async function criarModelo(deps: Deps, ator: Ator, dados: ModeloAnamneseDados) {
  const m = await deps.db.transaction().execute(async (trx) => {
    await conferirQuestoes(trx, ator.idConta, dados.questoes);
    const m = await inserirModelo(trx, ator.idConta, dados.nome);
    await gravarQuestoesDoModelo(trx, ator.idConta, m.id, dados.questoes);
    return m;
  });
  return (await comQuestoes(deps.db, ator.idConta, [m]))[0]!;
}

/** Editing a model never touches anamneses already created from it: they keep their snapshot. */
export async function editarModelo(deps: Deps, ator: Ator, id: number, dados: ModeloAnamneseDados) {
  const m = await deps.db.transaction().execute(async (trx) => {
    const m = await atualizarModelo(trx, ator.idConta, id, dados.nome);
    if (!m) throw naoEncontrado(MSG.modelosAnamnese.naoEncontrado);
    await conferirQuestoes(trx, ator.idConta, dados.questoes);
    await gravarQuestoesDoModelo(trx, ator.idConta, m.id, dados.questoes);
    return m;
  });
  return (await comQuestoes(deps.db, ator.idConta, [m]))[0]!;
}

/** Deleted for real (DECISIONS.md 12); its list goes with it, its questions stay. */
export async function removerModelo(deps: Deps, ator: Ator, id: number) {
  if (!(await excluirModelo(deps.db, ator.idConta, id)))
    throw naoEncontrado(MSG.modelosAnamnese.naoEncontrado);
  return { ok: true as const };
}
