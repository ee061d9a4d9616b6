import { chavesDe, entradasDe, objetoDe } from '@clinica/domain';
import { BANCO, CATEGORIA } from '../modules/registro-simples/definicoes';
import {
  criarRegistroSimples,
  listarRegistrosSimples,
} from '../modules/registro-simples/registro-simples.service';
import {
  atualizarTipoPagamento,
  listarTiposPagamento,
} from '../modules/tipo-pagamento/tipo-pagamento.service';
import type { Ator } from '../platform/ator';
import type { Deps } from '../platform/deps';
import type { CalendarioDemo, Sorteador } from './calendario-demo';
import { type DespesasDemo, semearDespesasDemo, type TiposDespesa } from './despesas-demo';
import type { EquipeDemo } from './equipe-demo';
import { type ReceitasDemo, semearReceitasDemo, type TiposReceita } from './receitas-demo';

/**
 * The demo's money (issue 40): commissions are the payment type's rate ('Taxa Comissões dos
 * Profissionais (%)', spec 03), so the demo sets one on its revenue types (a card pays a little
 * less, the clinic keeps the card fee); then a bank, and the months' revenues and expenses.
 * Everything through the registries' and finance's services.
 */

/** The professionals' share of what each revenue payment type brings in, in percent. */
const COMISSAO: Record<keyof TiposReceita, number> = {
  Dinheiro: 30,
  PIX: 30,
  'Cartão de débito': 28,
  'Cartão de crédito': 27,
};

const todas = { page: 1, limit: null, q: '' };

function porNome<K extends string>(
  tipos: { id: number; nome: string }[],
  nomes: readonly K[],
): Record<K, number> {
  return objetoDe(nomes, (nome) => {
    const t = tipos.find((x) => x.nome === nome);
    if (!t) throw new Error(`tipo de pagamento padrão ausente: ${nome}`);
    return t.id;
  });
}

export async function semearFinanceiroDemo(
  deps: Deps,
  ator: Ator,
  cal: CalendarioDemo,
  equipe: EquipeDemo,
  pacientes: number[],
  r: Sorteador,
): Promise<ReceitasDemo & DespesasDemo> {
  // The sign-up's default types and categories (issue 40.1).
  const tipos = (await listarTiposPagamento(deps, ator, todas)).itens;
  const receita = porNome(
    tipos.filter((t) => t.tipo === 'R'),
    chavesDe(COMISSAO),
  );
  for (const [nome, taxa] of entradasDe(COMISSAO))
    await atualizarTipoPagamento(deps, ator, receita[nome], { nome, tipo: 'R', taxa });
  const despesa: TiposDespesa = porNome(
    tipos.filter((t) => t.tipo === 'D'),
    ['Dinheiro', 'PIX', 'Boleto', 'Cartão de crédito'] as const,
  );
  const categorias = new Map(
    (await listarRegistrosSimples(deps, ator, CATEGORIA, todas)).itens.map((c) => [c.nome, c.id]),
  );
  const banco = await criarRegistroSimples(deps, ator, BANCO, { nome: 'Banco do Brasil' });

  const receitas = await semearReceitasDemo(deps, ator, cal, equipe, pacientes, receita, r);
  const despesas = await semearDespesasDemo(deps, ator, cal, categorias, despesa, banco.id, r);
  return { ...receitas, ...despesas, pagamentos: receitas.pagamentos + despesas.pagamentos };
}
