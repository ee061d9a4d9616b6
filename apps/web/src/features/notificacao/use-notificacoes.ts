import type { TipoNotificacao } from '@clinica/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTRPC } from '../../lib/trpc';

/**
 * The bell's unread count (issue 19): polled every 30 s while the tab is visible (never faster,
 * never in the background) and when the window regains focus.
 */
export function useContagemNotificacoes() {
  const trpc = useTRPC();
  const { data } = useQuery({
    ...trpc.notificacao.naoLidas.queryOptions(),
    refetchInterval: 30_000,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });
  return data?.total ?? 0;
}

/** After a change, the count and every list of notifications read again. */
export function useAtualizarNotificacoes() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries(trpc.notificacao.pathFilter());
}

/**
 * The record's 'novo' marker: the ids of this patient's records whose signature the caller has
 * not seen yet. Seeing them on the record reads them (the bell's count drops), but they keep
 * their marker for as long as this tab stays on screen.
 */
export function useNovosDoPaciente(idPaciente: number, tipo: TipoNotificacao): Set<number> {
  const trpc = useTRPC();
  const atualizar = useAtualizarNotificacoes();
  const { data } = useQuery(
    trpc.notificacao.list.queryOptions({ id_paciente: idPaciente, nao_lidas: true, limit: 50 }),
  );
  const marcar = useMutation(trpc.notificacao.marcarLida.mutationOptions());
  const [novos, setNovos] = useState<Set<number>>(() => new Set());
  useEffect(() => {
    const chegaram = (data?.itens ?? []).filter((n) => n.tipo === tipo);
    if (chegaram.length === 0) return;
    setNovos((atual) => new Set([...atual, ...chegaram.map((n) => n.id_recurso)]));
    void Promise.all(chegaram.map((n) => marcar.mutateAsync({ id: n.id }))).then(atualizar);
    // Runs once per answer of the list (the mutation and the refresh need not re-run it).
  }, [data, tipo]);
  return novos;
}
