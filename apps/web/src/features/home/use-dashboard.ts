import { somarMeses } from '@clinica/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { ehCodigo } from '../../lib/erros';
import { useTRPC } from '../../lib/trpc';
import { usePode } from '../../lib/use-pode';

type Meses = {
  /** The clinic's current month, as the server first answered it (the web has no clinic zone). */
  corrente: string | null;
  /** The month the user moved to; undefined = the server's current month. */
  escolhido: string | undefined;
};

/**
 * The dashboard's data and its month. The first call sends no month, so the server answers the
 * clinic's current month on the clinic's clock; moving is relative to the month shown. While a
 * new month loads, the previous figures stay on screen (dimmed) instead of flashing skeletons.
 */
export function useDashboard() {
  const trpc = useTRPC();
  const pode = usePode();
  const partes = {
    financeiro: pode('FINANCEIRO_LISTAR_TRANSACOES'),
    pacientes: pode('PACIENTES_LISTAR'),
    estoque: pode('PRODUTOS_LISTAR'),
  };
  const [meses, setMeses] = useState<Meses>({ corrente: null, escolhido: undefined });
  const consulta = useQuery({
    ...trpc.dashboard.resumo.queryOptions(meses.escolhido ? { mes: meses.escolhido } : {}),
    // Nothing to show without any of the permissions: no call at all.
    enabled: partes.financeiro || partes.pacientes || partes.estoque,
    placeholderData: keepPreviousData,
  });
  // The figures arrive while the shell is still settling on a first visit: drawn as a deferred
  // update, the cards, details and table render in slices instead of one long task (issue 22).
  const dados = useDeferredValue(consulta.data);
  const mes = meses.escolhido ?? consulta.data?.mes ?? null;
  const corrente = meses.corrente ?? (meses.escolhido === undefined ? (consulta.data?.mes ?? null) : null);

  // The subscription gate owns a 402: its modal covers the page, no error of ours on top.
  const bloqueado =
    consulta.isError &&
    ehCodigo(consulta.error, 'COBRANCA_AUSENTE', 'COBRANCA_CANCELADA', 'COBRANCA_PENDENTE');

  const mover = (n: -1 | 1) => {
    if (!mes) return;
    setMeses({ corrente, escolhido: somarMeses(mes, n) });
  };
  return {
    partes,
    mes,
    dados: dados ?? null,
    // Also while the answer is in and its deferred render not yet: the skeleton stays, no gap.
    carregando: dados === undefined && (consulta.fetchStatus !== 'idle' || consulta.data !== undefined),
    atualizando: consulta.isPlaceholderData,
    falhou: consulta.isError && !bloqueado,
    bloqueado,
    tentarDeNovo: () => void consulta.refetch(),
    anterior: () => mover(-1),
    proximo: () => mover(1),
    noMesCorrente: mes !== null && mes === corrente,
    irParaCorrente: () => setMeses({ corrente, escolhido: undefined }),
  };
}
