import { MSG, type Pagina } from '@clinica/contracts';
import {
  diaSeguinte,
  instanteDeHoraLocal,
  LIMITE_RELATORIO,
  type Periodo,
  periodoPadrao,
  recusaDoPeriodo,
} from '@clinica/domain';
import type { PaginaPedida } from '../../db/lista';
import type { Ator } from '../../platform/ator';
import type { Deps } from '../../platform/deps';
import { DomainError } from '../../platform/errors';
import { ehOperadorLoja, lojaDoAtor } from '../loja-base/loja-base.service';
import type { DefinicaoRelatorio, Escopo } from './relatorio.definicoes';

const M = MSG.relatorios;

/**
 * What a caller's report covers: the range (the current month on the clinic's clock when not
 * given, spec 03), and the operator's every store or the owner's own (404 without a store).
 */
export async function escopoDoRelatorio(
  deps: Deps,
  ator: Ator,
  pedido: { start?: string | undefined; end?: string | undefined },
): Promise<Escopo> {
  const fuso = ator.conta.fuso;
  const padrao = periodoPadrao(deps.agora(), fuso);
  const periodo: Periodo = { inicio: pedido.start ?? padrao.inicio, fim: pedido.end ?? padrao.fim };
  const recusa = recusaDoPeriodo(periodo);
  if (recusa) {
    throw new DomainError(
      'ENTRADA_INVALIDA',
      recusa === 'DATA_INVALIDA' ? M.dataInvalida : M.fimAntesDoInicio,
    );
  }
  const de = instanteDeHoraLocal(periodo.inicio, '00:00', fuso);
  const ate = instanteDeHoraLocal(diaSeguinte(periodo.fim), '00:00', fuso);
  if (!de || !ate) throw new DomainError('ENTRADA_INVALIDA', M.dataInvalida);
  if (ehOperadorLoja(ator)) return { idConta: ator.idConta, idLoja: null, idUsuario: null, de, ate, fuso };
  const loja = await lojaDoAtor(deps, ator);
  return { idConta: ator.idConta, idLoja: loja.id, idUsuario: loja.id_usuario, de, ate, fuso };
}

/** One page of a report (the screen's table), in cents. */
export async function paginaDoRelatorio<L, A>(
  deps: Deps,
  ator: Ator,
  def: DefinicaoRelatorio<L, A>,
  pedido: { start?: string | undefined; end?: string | undefined; page: number; limit: number },
): Promise<Pagina<A> & { limite: typeof LIMITE_RELATORIO }> {
  const escopo = await escopoDoRelatorio(deps, ator, pedido);
  const r = await def.listar(deps.db, escopo, { page: pedido.page, limit: pedido.limit, q: '' });
  return { itens: r.itens.map(def.paraApi), total: r.total, limite: LIMITE_RELATORIO };
}

/** A batch reader for the exports: rows by keyset from the report's own order, as the lists do. */
export function lerLotesDoRelatorio<L, A>(deps: Deps, escopo: Escopo, def: DefinicaoRelatorio<L, A>) {
  return (p: PaginaPedida) => def.listar(deps.db, escopo, p);
}
