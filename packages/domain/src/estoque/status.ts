/**
 * A product's derived stock status (spec 03 §4): 'Sem Estoque' when the current quantity is 0,
 * 'Abaixo do Mínimo' when it is below the minimum, otherwise 'Em Estoque'.
 */
export const STATUS_ESTOQUE = ['EM_ESTOQUE', 'ABAIXO_MINIMO', 'SEM_ESTOQUE'] as const;
export type StatusEstoque = (typeof STATUS_ESTOQUE)[number];

export const ROTULO_STATUS_ESTOQUE: Record<StatusEstoque, string> = {
  EM_ESTOQUE: 'Em Estoque',
  ABAIXO_MINIMO: 'Abaixo do Mínimo',
  SEM_ESTOQUE: 'Sem Estoque',
};

export function statusEstoque(qntAtual: number, qntMinima: number): StatusEstoque {
  if (qntAtual <= 0) return 'SEM_ESTOQUE';
  if (qntAtual < qntMinima) return 'ABAIXO_MINIMO';
  return 'EM_ESTOQUE';
}
