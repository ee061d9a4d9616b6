import { MSG } from '@clinica/contracts';
import { Button } from '@clinica/ui/button';
import { Card } from '@clinica/ui/card';
import { toast } from '@clinica/ui/toast';
import { ArrowDownTrayIcon } from '@heroicons/react/24/outline';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FalhaRest, salvarArquivo } from '../../lib/arquivos-rest';
import { useTRPC } from '../../lib/trpc';

const P = MSG.pacotes;
const ERRO_EXPORTAR = 'Erro ao exportar as sessões. Tente novamente.';

/**
 * Beside the commissions (issue 36): package sessions performed per professional in the month,
 * and their CSV in the commissions' format. Commissions stay on payments; this counts sessions.
 */
export function SessoesPorProfissional({ mes }: { mes: string }) {
  const trpc = useTRPC();
  const r = useQuery({ ...trpc.pacote.sessoes.queryOptions({ mes }), placeholderData: keepPreviousData });
  const [exportando, setExportando] = useState(false);
  async function exportar() {
    setExportando(true);
    try {
      await salvarArquivo(`/api/pacotes/sessoes/exportar?mes=${mes}`, `sessoes_${mes}.csv`, ERRO_EXPORTAR);
    } catch (e) {
      toast.error(e instanceof FalhaRest ? e.message : ERRO_EXPORTAR);
    } finally {
      setExportando(false);
    }
  }
  const dados = r.data?.mes === mes ? r.data : undefined;
  return (
    <Card
      title={P.relatorioSessoes}
      actions={
        <Button
          variant="secondary"
          size="sm"
          icon={<ArrowDownTrayIcon />}
          loading={exportando}
          disabled={!dados || dados.total === 0}
          onClick={() => void exportar()}
        >
          Exportar sessões (CSV)
        </Button>
      }
      bodyClassName="p-0"
    >
      {!dados ? (
        <p className="px-4 py-3 text-sm text-slate-500 sm:px-6">Carregando…</p>
      ) : dados.profissionais.length === 0 ? (
        <p className="px-4 py-3 text-sm text-slate-500 sm:px-6">Nenhuma sessão de pacote realizada no mês.</p>
      ) : (
        <table className="w-full text-sm" data-testid="sessoes-profissional">
          <caption className="sr-only">{P.relatorioSessoes}</caption>
          <tbody className="divide-y divide-slate-100">
            {dados.profissionais.map((p) => (
              <tr key={p.id}>
                <th scope="row" className="px-4 py-2.5 text-left font-normal text-slate-700 sm:px-6">
                  {p.nome}
                </th>
                <td className="px-4 py-2.5 text-right font-semibold tabular-nums text-slate-900 sm:px-6">
                  {p.sessoes}
                </td>
              </tr>
            ))}
            <tr className="bg-slate-50">
              <th scope="row" className="px-4 py-2.5 text-left font-semibold text-slate-900 sm:px-6">
                Total
              </th>
              <td className="px-4 py-2.5 text-right font-semibold tabular-nums text-slate-900 sm:px-6">
                {dados.total}
              </td>
            </tr>
          </tbody>
        </table>
      )}
    </Card>
  );
}
