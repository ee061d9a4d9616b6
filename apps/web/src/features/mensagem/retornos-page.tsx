import { EmptyState } from '@clinica/ui/empty-state';
import { ListPage } from '@clinica/ui/list-page';
import { ArrowPathIcon } from '@heroicons/react/24/outline';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { hojeNaClinica } from '../../lib/datas-br';
import { useTRPC } from '../../lib/trpc';
import { SeletorMes } from '../comissao/seletor-mes';
import { colunasRetorno } from './colunas-retorno';

/** The last day of a 'YYYY-MM' month (a clinic date). */
function ultimoDia(mes: string): string {
  const [ano, m] = mes.split('-').map(Number);
  const dias = new Date(Date.UTC(ano ?? 2000, m ?? 1, 0)).getUTCDate();
  return `${mes}-${String(dias).padStart(2, '0')}`;
}

/**
 * /retornos (issue 35): the patients due for a return in the month, whether the return message
 * went, and whether they booked. The rows without an appointment are the front desk's calls.
 */
export default function RetornosPage() {
  const trpc = useTRPC();
  const mesAtual = hojeNaClinica().slice(0, 7);
  const [mes, setMes] = useState(mesAtual);
  const periodo = { inicio: `${mes}-01`, fim: ultimoDia(mes) };
  const r = useQuery({ ...trpc.mensagem.retornos.queryOptions(periodo), placeholderData: keepPreviousData });
  const linhas = r.data ?? [];
  const semConsulta = linhas.filter((l) => !l.proxima_consulta).length;

  return (
    <ListPage
      title="Retornos"
      description={
        r.data && linhas.length > 0
          ? `${linhas.length} ${linhas.length === 1 ? 'retorno previsto' : 'retornos previstos'} no mês; ${semConsulta} sem consulta marcada.`
          : 'Pacientes com retorno previsto pelo tratamento: se a mensagem foi enviada e se já marcaram consulta.'
      }
      toolbar={<SeletorMes mes={mes} onChange={setMes} atual={mesAtual} futuro />}
      error={r.isError ? 'Erro ao carregar os retornos. Tente novamente.' : null}
      table={{
        caption: 'Retornos previstos no mês',
        loading: r.isPending || r.isPlaceholderData,
        rows: linhas,
        rowKey: (l) => l.id,
        skeletonRows: 4,
        empty: (
          <EmptyState
            icon={ArrowPathIcon}
            title="Nenhum retorno previsto neste mês"
            description="Defina 'Retorno em N dias' num tratamento: ao finalizar um atendimento dele, o retorno aparece aqui."
          />
        ),
        columns: colunasRetorno(),
      }}
    />
  );
}
