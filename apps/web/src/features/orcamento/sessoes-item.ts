import { formatarCentavos } from '@clinica/domain';

/**
 * How a budget row of several sessions reads (issue 36): '5 sessões × R$ 100,00', or 'Pacote de
 * 5 sessões' when a package price replaced price × quantity. Null for a one-session row, which
 * reads as it always did.
 */
export function textoSessoesDoItem(i: {
  quantidade: number;
  valor_pacote: number | null;
  valor_venda: number;
}): string | null {
  if (i.quantidade <= 1) return null;
  if (i.valor_pacote !== null)
    return `Pacote de ${i.quantidade} sessões (avulso ${formatarCentavos(i.valor_venda)} cada)`;
  return `${i.quantidade} sessões × ${formatarCentavos(i.valor_venda)}`;
}
