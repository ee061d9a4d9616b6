import {
  type ComissaoLinha,
  type ComissaoResumo,
  LINHAS_POR_PAGINA_COMISSAO,
  MSG,
  type Pagina,
} from '@clinica/contracts';
import { diasDoMes, mesAtual, taxaEmCentesimos, veApenasAsPropriasComissoes } from '@clinica/domain';
import { paginar } from '../../db/lista';
import type { Ator } from '../../platform/ator';
import type { Deps } from '../../platform/deps';
import { DomainError, naoEncontrado } from '../../platform/errors';
import { csvDasComissoes, nomeDoCsv } from './comissao.csv';
import {
  contarLinhas,
  type FiltroComissao,
  type LinhaComissao,
  linhasParaExportar,
  listarLinhas,
  somarPorProfissional,
  somarTotal,
  usuarioDaClinica,
} from './comissao.repository';

const M = MSG.comissoes;

/**
 * Whose commissions the caller may see: a PROFISSIONAL or MEDICO only their own, whatever they
 * ask for (asking for someone else's is refused, not silently swapped, so a shared link never
 * shows the wrong person's figures); the finance staff and the ADM whoever they ask for
 * (undefined = everyone).
 */
function profissionalVisivel(ator: Ator, pedido: number | undefined): number | undefined {
  if (!veApenasAsPropriasComissoes(ator.tipo)) return pedido;
  if (pedido !== undefined && pedido !== ator.idUsuario)
    throw new DomainError('SEM_PERMISSAO', M.somenteProprias);
  return ator.idUsuario;
}

/** The month's dates and the professional; one of another clinic is not found (DECISIONS.md 5). */
async function filtroDe(deps: Deps, ator: Ator, mes: string, pedido?: number): Promise<FiltroComissao> {
  const idProfissional = profissionalVisivel(ator, pedido);
  if (idProfissional !== undefined && idProfissional !== ator.idUsuario) {
    if (!(await usuarioDaClinica(deps.db, ator.idConta, idProfissional)))
      throw naoEncontrado(M.profissionalNaoEncontrado);
  }
  return { ...diasDoMes(mes), idProfissional };
}

/** The numeric(5,2) rate as a percent number (12.5), through the domain's reading of it. */
const taxaPercentual = (taxa: string) => taxaEmCentesimos(taxa) / 100;

function paraApi(l: LinhaComissao): ComissaoLinha {
  return {
    id: l.id,
    id_pagamento: l.id_pagamento,
    data: l.data,
    id_transacao: l.id_transacao,
    paciente: l.id_paciente === null ? null : { id: l.id_paciente, nome: l.paciente_nome ?? '' },
    tratamento: l.tratamento,
    tipo_pagamento: { id: l.id_tipo_pagamento, nome: l.tipo_pagamento_nome },
    taxa: taxaPercentual(l.taxa_comissao),
    base: l.base,
    valor: l.valor,
  };
}

/** The month per professional (a professional: only their row) and the total of what is shown. */
export async function resumoDasComissoes(
  deps: Deps,
  ator: Ator,
  pedido: string | undefined,
): Promise<ComissaoResumo> {
  // No month asked: the clinic's current one, on its wall clock (as the dashboard).
  const mes = pedido ?? mesAtual(deps.agora(), ator.conta.fuso);
  const f = await filtroDe(deps, ator, mes);
  const [profissionais, total] = await Promise.all([
    somarPorProfissional(deps.db, ator.idConta, f),
    somarTotal(deps.db, ator.idConta, f),
  ]);
  return { mes, profissionais, total };
}

/** One professional's lines of the month, newest first, 20 per page. */
export async function detalheDasComissoes(
  deps: Deps,
  ator: Ator,
  pedido: { mes: string; id_profissional: number; page: number },
): Promise<Pagina<ComissaoLinha>> {
  const f = await filtroDe(deps, ator, pedido.mes, pedido.id_profissional);
  const r = await paginar(
    { page: pedido.page, limit: LINHAS_POR_PAGINA_COMISSAO, q: '' },
    (limit, offset) => listarLinhas(deps.db, ator.idConta, f, { limit, offset }),
    () => contarLinhas(deps.db, ator.idConta, f),
  );
  return { itens: r.itens.map(paraApi), total: r.total };
}

/**
 * The month's lines as a CSV file, of one professional or of everyone the caller sees. A month
 * bounds it, so it is built in memory like the other list answers (streaming every unpaged
 * answer is DECISIONS.md 23's, for all routes at once).
 */
export async function exportarComissoes(
  deps: Deps,
  ator: Ator,
  pedido: { mes: string; id_profissional?: number | undefined },
): Promise<{ nome: string; conteudo: string }> {
  const f = await filtroDe(deps, ator, pedido.mes, pedido.id_profissional);
  const linhas = await linhasParaExportar(deps.db, ator.idConta, f);
  return { nome: nomeDoCsv(pedido.mes), conteudo: csvDasComissoes(linhas) };
}
