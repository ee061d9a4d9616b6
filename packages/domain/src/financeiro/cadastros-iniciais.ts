/**
 * What a clinic created by the public sign-up starts with (issue 40), so its first payment can be
 * recorded without a trip to the registries: payment types for revenues ('R') and expenses ('D')
 * and a few expense categories. They are ordinary rows the clinic edits or deletes like any
 * other. The commission rate starts at 0: paying professionals a share is the clinic's decision.
 */

export type TipoPagamentoInicial = { nome: string; tipo: 'R' | 'D'; taxa: number };

export const TIPOS_PAGAMENTO_INICIAIS: readonly TipoPagamentoInicial[] = [
  { nome: 'Dinheiro', tipo: 'R', taxa: 0 },
  { nome: 'PIX', tipo: 'R', taxa: 0 },
  { nome: 'Cartão de débito', tipo: 'R', taxa: 0 },
  { nome: 'Cartão de crédito', tipo: 'R', taxa: 0 },
  { nome: 'Dinheiro', tipo: 'D', taxa: 0 },
  { nome: 'PIX', tipo: 'D', taxa: 0 },
  { nome: 'Boleto', tipo: 'D', taxa: 0 },
  { nome: 'Cartão de crédito', tipo: 'D', taxa: 0 },
];

/** Expense categories (the expense form requires one). */
export const CATEGORIAS_INICIAIS: readonly string[] = [
  'Aluguel',
  'Materiais e insumos',
  'Salários e pró-labore',
  'Contas de consumo',
  'Impostos e taxas',
  'Marketing',
  'Manutenção e equipamentos',
];
