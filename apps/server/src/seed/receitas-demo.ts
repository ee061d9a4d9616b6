import type { DadosPagamento } from '@clinica/contracts';
import { cancelarOrcamento, criarOrcamento } from '../modules/orcamento/orcamento.service';
import { criarTransacao, registrarPagamentos } from '../modules/transacao/transacao.service';
import type { Ator } from '../platform/ator';
import type { Deps } from '../platform/deps';
import {
  type CalendarioDemo,
  diaAindaPorVir,
  diaJaPassado,
  type Sorteador,
  somarDias,
} from './calendario-demo';
import type { EquipeDemo } from './equipe-demo';

/**
 * The demo's budgets and revenues (issue 40), through the budgets' and finance's services: each
 * month some budgets approved (a revenue made from them, as the finance screen does) and paid in
 * full, in two payment methods, in part or not yet; some budgets still waiting for the patient's
 * answer, one expired and one cancelled. Revenue payments earn the professionals' commissions by
 * the payment type's rate, as every payment does.
 */

/** What patients are quoted: treatment names, as the budget form lists them. */
const PLANOS = [
  ['Tratamento de canal', 'Restauração em resina', 'Restauração em resina', 'Limpeza'],
  ['Implante dentário', 'Consulta', 'Limpeza'],
  ['Clareamento dental', 'Restauração em resina', 'Limpeza', 'Consulta'],
  ['Extração simples', 'Implante dentário'],
  ['Manutenção ortodôntica', 'Restauração em resina', 'Clareamento dental'],
  ['Tratamento de canal', 'Clareamento dental', 'Consulta'],
] as const;

type Desfecho = 'pago' | 'dividido' | 'parcial' | 'aberto';
/**
 * The approved budgets of each month, by due day: older months settled (a part payment finished
 * the next month), the last one with a bill overdue, the current one with what is still to come.
 * Few rows (each is a budget, a revenue and a payment through the services, and the first start
 * is timed), with several treatments each.
 */
const DESFECHOS_ANTIGO: readonly Desfecho[] = ['pago', 'dividido', 'parcial'];
const DESFECHOS_ULTIMO: readonly Desfecho[] = ['dividido', 'parcial', 'aberto'];
const DESFECHOS_ATUAL: readonly Desfecho[] = ['pago', 'parcial', 'aberto'];
const DIAS_VENCIMENTO = [3, 12, 22];

/** Payment type ids of revenues, by name. */
export type TiposReceita = Record<'Dinheiro' | 'PIX' | 'Cartão de débito' | 'Cartão de crédito', number>;

type Contexto = {
  deps: Deps;
  ator: Ator;
  cal: CalendarioDemo;
  equipe: EquipeDemo;
  pacientes: number[];
  tipos: TiposReceita;
  r: Sorteador;
};

/** A budget for a patient: a plan of treatments, all by one professional. */
async function orcar(c: Contexto, vencimento: string) {
  const plano = c.r.um(PLANOS);
  const profissional = c.r.um(c.equipe.profissionais);
  const porNome = new Map(c.equipe.tratamentos.map((t) => [t.nome, t.id]));
  return criarOrcamento(c.deps, c.ator, {
    id_paciente: c.r.um(c.pacientes),
    vencimento,
    tratamentos: plano.map((nome) => ({ id_tratamento: porNome.get(nome)!, id_profissional: profissional })),
  });
}

/** Rounded to whole reais, so a part payment reads like one a person would make. */
const emReais = (centavos: number) => Math.max(100, Math.round(centavos / 100) * 100);

function pagamentosDo(c: Contexto, desfecho: Desfecho, total: number, data: string): DadosPagamento[] {
  const linha = (id_tipo_pagamento: number, valor: number, qnt_parcelas = 1) => ({
    id_tipo_pagamento,
    valor,
    data,
    qnt_parcelas,
  });
  if (desfecho === 'pago') {
    const tipo = c.r.um([c.tipos.PIX, c.tipos.Dinheiro, c.tipos['Cartão de débito'], c.tipos.PIX]);
    return [linha(tipo, total)];
  }
  if (desfecho === 'dividido') {
    const entrada = emReais(total * 0.3);
    return [
      linha(c.tipos.PIX, entrada),
      linha(c.tipos['Cartão de crédito'], total - entrada, c.r.inteiro(2, 6)),
    ];
  }
  if (desfecho === 'parcial') return [linha(c.tipos.PIX, emReais(total * 0.4))];
  return [];
}

export type ReceitasDemo = { receitas: number; pagamentos: number };

export async function semearReceitasDemo(
  deps: Deps,
  ator: Ator,
  cal: CalendarioDemo,
  equipe: EquipeDemo,
  pacientes: number[],
  tipos: TiposReceita,
  r: Sorteador,
): Promise<ReceitasDemo> {
  const c: Contexto = { deps, ator, cal, equipe, pacientes, tipos, r };
  const conta = { receitas: 0, pagamentos: 0 };
  /** Part-paid revenues of the oldest months, settled the next month (a second instalment). */
  const restantes: { id: number; falta: number; mes: number }[] = [];
  for (const [k, mes] of cal.meses.entries()) {
    const atual = k === cal.meses.length - 1;
    const ultimo = k === cal.meses.length - 2;
    const desfechos = atual ? DESFECHOS_ATUAL : ultimo ? DESFECHOS_ULTIMO : DESFECHOS_ANTIGO;
    for (const [i, desfecho] of desfechos.entries()) {
      const dia = DIAS_VENCIMENTO[i] ?? 28;
      const vencimento =
        desfecho === 'aberto' && atual ? diaAindaPorVir(cal, mes, dia) : diaJaPassado(cal, mes, dia);
      // Approved today or earlier: the quote still holds when the revenue is made from it.
      const orcamento = await orcar(c, somarDias(cal.hoje, r.inteiro(10, 45)));
      const receita = await criarTransacao(deps, ator, {
        tipo: 'RECEITA',
        id_orcamento: orcamento.id,
        vencimento,
        observacao: null,
      });
      conta.receitas++;
      const linhas = pagamentosDo(c, desfecho, orcamento.valor_total, vencimento);
      if (linhas.length > 0) {
        await registrarPagamentos(deps, ator, receita.id, linhas);
        conta.pagamentos += linhas.length;
      }
      const pago = linhas.reduce((s, l) => s + l.valor, 0);
      if (desfecho === 'parcial' && k < cal.meses.length - 2)
        restantes.push({ id: receita.id, falta: orcamento.valor_total - pago, mes: k + 1 });
    }
  }
  for (const x of restantes) {
    const data = diaJaPassado(cal, cal.meses[x.mes]!, 10);
    await registrarPagamentos(deps, ator, x.id, [
      { id_tipo_pagamento: tipos.PIX, valor: x.falta, data, qnt_parcelas: 1 },
    ]);
    conta.pagamentos++;
  }
  // Quotes waiting for the patient's answer, one the patient let expire, one cancelled.
  await orcar(c, somarDias(cal.hoje, r.inteiro(5, 30)));
  await orcar(c, somarDias(cal.hoje, r.inteiro(5, 30)));
  await orcar(c, somarDias(cal.hoje, -r.inteiro(3, 20)));
  const desistiu = await orcar(c, somarDias(cal.hoje, r.inteiro(5, 30)));
  await cancelarOrcamento(deps, ator, desistiu.id);
  return conta;
}
