import { MSG, type Orcamento } from '@clinica/contracts';
import { toast } from '@clinica/ui/toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../../lib/trpc';

/**
 * 'Salvar PDF': the budget with its items and the clinic's data (name, document, address and
 * logo from the account), then jsPDF, loaded only now in its own chunk. The budget is read through
 * `orcamento.imprimir`, so the access log shows the print.
 */
export function usePdfOrcamento() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [gerando, setGerando] = useState<number | null>(null);
  // A mutation, not a cached query: every PDF is a print the server logs (issue 19).
  const imprimir = useMutation(trpc.orcamento.imprimir.mutationOptions());
  const salvar = async (o: Pick<Orcamento, 'id'>) => {
    setGerando(o.id);
    try {
      const [detalhe, situacao, pdf] = await Promise.all([
        imprimir.mutateAsync({ id: o.id }),
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
