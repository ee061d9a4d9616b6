import { MSG, type Orcamento } from '@clinica/contracts';
import { toast } from '@clinica/ui/toast';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../../lib/trpc';

/**
 * 'Salvar PDF': the budget with its items and the clinic's data (name, document, address and
 * logo from the account), then jsPDF, loaded only now in its own chunk.
 */
export function usePdfOrcamento() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [gerando, setGerando] = useState<number | null>(null);
  const salvar = async (o: Pick<Orcamento, 'id'>) => {
    setGerando(o.id);
    try {
      const [detalhe, situacao, pdf] = await Promise.all([
        queryClient.fetchQuery(trpc.orcamento.get.queryOptions({ id: o.id })),
        queryClient.fetchQuery(trpc.cobranca.situacao.queryOptions()),
        import('./pdf/pdf-orcamento'),
      ]);
      await pdf.salvarPdfOrcamento(detalhe, situacao.conta);
    } catch {
      toast.error(MSG.orcamentos.erroPdf);
    } finally {
      setGerando(null);
    }
  };
  return { salvar, gerando };
}
