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
 * month two budgets approved (a revenue made from them, as the finance screen does) and paid in
 * full, in two payment methods, in part or not yet; a budget still waiting for the patient's
 * answer, one expired and one cancelled. Revenue payments earn the professionals' commissions by
 * the payment type's rate, as every payment does.
 */

/** What patients are quoted: treatment names, as the budget form lists them. The first three are
 * the larger treatments a month's first approved budget is drawn from. */
const PLANOS = [
  ['Implante dentário', 'Consulta', 'Limpeza'],
  ['Extração simples', 'Implante dentário', 'Consulta'],
  ['Tratamento de canal', 'Clareamento dental', 'Consulta', 'Limpeza'],
  ['Tratamento de canal', 'Restauração em resina', 'Restauração em resina', 'Limpeza'],
  ['Clareamento dental', 'Restauração em resina', 'Limpeza', 'Consulta'],
  ['Manutenção ortodôntica', 'Restauração em resina', 'Clareamento dental'],
] as const;
const GRANDES = 3;

type Desfecho = 'pago' | 'dividido' | 'parcial' | 'aberto';
/**
 * The approved budgets of each month, by due day: older months settled, the last one still part
 * paid, the current one with what is still to come. Two a month (each is a budget, a revenue and a
 * payment through the services, and the first start is timed), with several treatments each.
 */
const DESFECHOS_ANTIGO: readonly Desfecho[] = ['pago', 'dividido'];
const DESFECHOS_ULTIMO: readonly Desfecho[] = ['dividido', 'parcial'];
const DESFECHOS_ATUAL: readonly Desfecho[] = ['pago', 'aberto'];
const DIAS_VENCIMENTO = [3, 18];

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
  /** Budgets made so far: the professionals take turns, so each one has commissions. */
  feitos: number;
};

/** A budget for a patient: a plan of treatments, all by one professional (in turns). */
async function orcar(c: Contexto, vencimento: string, grande = false) {
  const plano = c.r.um(grande ? PLANOS.slice(0, GRANDES) : PLANOS);
  const profissional = c.equipe.profissionais[c.feitos++ % c.equipe.profissionais.length]!;
  const porNome = new Map(c.equipe.tratamentos.map((t) => [t.nome, t.id]));
  return criarOrcamento(c.deps, c.ator, {
    id_paciente: c.r.um(c.pacientes),
    vencimento,
    tratamentos: plano.map((nome) => ({
      id_tratamento: porNome.get(nome)!,
      id_profissional: profissional,
      quantidade: 1,
      valor_pacote: null,
    })),
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
  if (desfecho === 'parcial') return [linha(c.tipos.PIX, emReais(total * 0.5))];
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
  const c: Contexto = { deps, ator, cal, equipe, pacientes, tipos, r, feitos: 0 };
  const conta = { receitas: 0, pagamentos: 0 };
  for (const [k, mes] of cal.meses.entries()) {
    const atual = k === cal.meses.length - 1;
    const ultimo = k === cal.meses.length - 2;
    const desfechos = atual ? DESFECHOS_ATUAL : ultimo ? DESFECHOS_ULTIMO : DESFECHOS_ANTIGO;
    for (const [i, desfecho] of desfechos.entries()) {
      const dia = DIAS_VENCIMENTO[i] ?? 28;
      const vencimento =
        desfecho === 'aberto' && atual ? diaAindaPorVir(cal, mes, dia) : diaJaPassado(cal, mes, dia);
      // Approved today or earlier: the quote still holds when the revenue is made from it.
      const orcamento = await orcar(c, somarDias(cal.hoje, r.inteiro(10, 45)), i === 0);
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
    }
  }
  // A quote waiting for the patient's answer, one the patient let expire, one cancelled.
  await orcar(c, somarDias(cal.hoje, r.inteiro(5, 30)));
  await orcar(c, somarDias(cal.hoje, -r.inteiro(3, 20)));
  const desistiu = await orcar(c, somarDias(cal.hoje, r.inteiro(5, 30)));
  await cancelarOrcamento(deps, ator, desistiu.id);
  return conta;
}
