import { MSG, type Pagina, type Unidade, type unidadeInputSchema } from '@clinica/contracts';
import type { z } from 'zod';
import type { PaginaPedida } from '../../db/lista';
import type { Ator } from '../../platform/ator';
import type { Deps } from '../../platform/deps';
import { naoEncontrado } from '../../platform/errors';
import { traduzirViolacoes } from '../../platform/erros-pg';
import {
  atualizarUnidade,
  buscarUnidade,
  excluirUnidades,
  inserirUnidade,
  listarUnidades,
} from './unidade.repository';

type Entrada = z.output<typeof unidadeInputSchema>;
type Linha = Omit<Unidade, 'criado_em'> & { criado_em: Date };
const paraApi = (u: Linha): Unidade => ({ ...u, criado_em: u.criado_em.toISOString() });

export async function listarUnidadesDaClinica(
  deps: Deps,
  ator: Ator,
  p: PaginaPedida,
): Promise<Pagina<Unidade>> {
  const r = await listarUnidades(deps.db, ator.idConta, p);
  return { itens: r.itens.map(paraApi), total: r.total };
}

export async function obterUnidade(deps: Deps, ator: Ator, id: number) {
  const u = await buscarUnidade(deps.db, ator.idConta, id);
  if (!u) throw naoEncontrado(MSG.unidades.naoEncontrada);
  return paraApi(u);
}

export async function criarUnidade(deps: Deps, ator: Ator, input: Entrada) {
  return paraApi(await inserirUnidade(deps.db, ator.idConta, input));
}

export async function editarUnidade(deps: Deps, ator: Ator, id: number, input: Entrada) {
  const u = await atualizarUnidade(deps.db, ator.idConta, id, input);
  if (!u) throw naoEncontrado(MSG.unidades.naoEncontrada);
  return paraApi(u);
}

/** All or nothing: an id of another clinic (or missing) refuses the whole batch with 404. */
export async function excluirUnidadesDaClinica(deps: Deps, ator: Ator, ids: number[]) {
  const excluidos = await traduzirViolacoes(
    () =>
      deps.db.transaction().execute(async (trx) => {
        const n = await excluirUnidades(trx, ator.idConta, ids);
        if (n !== new Set(ids).size) throw naoEncontrado(MSG.unidades.naoEncontrada);
        return n;
      }),
    { chaveEstrangeira: MSG.unidades.emUso },
  );
  return { excluidos };
}
