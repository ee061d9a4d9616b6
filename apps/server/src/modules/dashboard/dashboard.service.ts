import type {
  Dashboard,
  DashboardEstoque,
  DashboardFinanceiro,
  DashboardInput,
  DashboardMes,
  DashboardPacientes,
} from '@clinica/contracts';
import {
  diasDoMes,
  horaLocalDe,
  instantesDoMes,
  mesAtual,
  mesesAntes,
  mesesAte,
  numeroDoMes,
  resumoFinanceiro,
  type SomasDoTipo,
  temPermissao,
} from '@clinica/domain';
import type { Db } from '../../db/kysely';
import type { Ator } from '../../platform/ator';
import type { Deps } from '../../platform/deps';
import { resumoEstoque } from '../estoque/produto.service';
import { PERMISSAO_PARTE_DASHBOARD } from './dashboard.acesso';
import {
  contarPacientes,
  type PagoNoMes,
  pagosPorMes,
  type VencidoNoMes,
  vencendoNoMes,
} from './dashboard.repository';

/** The chart's months, ending in the chosen one. */
const MESES_GRAFICO = 12;
/** "Attended in the last 6 months". */
const MESES_ATENDIDOS = 6;

/** Σ cash of one type in one month, 0 when nothing was paid. */
const pagoEm = (pagos: PagoNoMes[], mes: string, tipo: PagoNoMes['tipo']) =>
  pagos.find((p) => p.mes === mes && p.tipo === tipo)?.total ?? 0;

function somasDoTipo(pagos: PagoNoMes[], vencendo: VencidoNoMes[], mes: string, tipo: PagoNoMes['tipo']) {
  const v = vencendo.find((l) => l.tipo === tipo);
  return {
    pago: pagoEm(pagos, mes, tipo),
    previsto: v?.previsto ?? 0,
    pendente: v?.pendente ?? 0,
  } satisfies SomasDoTipo;
}

/**
 * The money of month `mes`: the cards (the domain's definitions) and the 12-month chart. The
 * chart's query covers the month itself, so the cards' cash needs no query of its own.
 */
async function financeiroDoMes(db: Db, idConta: number, mes: string): Promise<DashboardFinanceiro> {
  const meses = mesesAte(mes, MESES_GRAFICO);
  const periodo = { de: diasDoMes(meses[0] ?? mes).de, ate: diasDoMes(mes).ate };
  const [pagos, vencendo] = await Promise.all([
    pagosPorMes(db, idConta, periodo),
    vencendoNoMes(db, idConta, diasDoMes(mes)),
  ]);
  const mensal: DashboardMes[] = meses.map((m) => ({
    mes: m,
    receitas: pagoEm(pagos, m, 'RECEITA'),
    despesas: pagoEm(pagos, m, 'DESPESA'),
  }));
  const cartoes = resumoFinanceiro(
    somasDoTipo(pagos, vencendo, mes, 'RECEITA'),
    somasDoTipo(pagos, vencendo, mes, 'DESPESA'),
  );
  return { ...cartoes, mensal };
}

/** The patients table of month `mes`; "attended" looks back six months from now, whatever the month. */
async function pacientesDoMes(db: Db, idConta: number, mes: string, agora: Date, fuso: string) {
  const n = await contarPacientes(db, idConta, {
    cadastro: instantesDoMes(mes, fuso),
    mesAniversario: numeroDoMes(mes),
    atendimento: { de: mesesAntes(agora, MESES_ATENDIDOS, fuso), ate: agora },
    hoje: horaLocalDe(agora, fuso).data,
  });
  return {
    total: n.total,
    novos: n.novos,
    aniversariantes: n.aniversariantes,
    atendidos_6_meses: n.atendidos,
    com_debitos: n.devedores,
    com_sessoes: n.comSessoes,
  } satisfies DashboardPacientes;
}

/** The products page's counts that call for action: low or no stock, lots expiring or expired. */
async function alertasDeEstoque(deps: Deps, ator: Ator): Promise<DashboardEstoque> {
  const r = await resumoEstoque(deps, ator);
  return {
    abaixo_minimo: r.abaixo_minimo,
    sem_estoque: r.sem_estoque,
    lotes_a_vencer: r.lotes_a_vencer,
    lotes_vencidos: r.lotes_vencidos,
  };
}

/**
 * The dashboard of a month (default: the clinic's current month). Each part is computed only
 * when the user may see it, and is null otherwise: no zeros pretending to be data.
 */
export async function resumoDashboard(deps: Deps, ator: Ator, input: DashboardInput): Promise<Dashboard> {
  const agora = deps.agora();
  const fuso = ator.conta.fuso;
  const mes = input.mes ?? mesAtual(agora, fuso);
  const pode = (parte: keyof typeof PERMISSAO_PARTE_DASHBOARD) =>
    temPermissao(ator, PERMISSAO_PARTE_DASHBOARD[parte]);
  const [financeiro, pacientes, estoque] = await Promise.all([
    pode('financeiro') ? financeiroDoMes(deps.db, ator.idConta, mes) : null,
    pode('pacientes') ? pacientesDoMes(deps.db, ator.idConta, mes, agora, fuso) : null,
    pode('estoque') ? alertasDeEstoque(deps, ator) : null,
  ]);
  return { mes, financeiro, pacientes, estoque };
}
