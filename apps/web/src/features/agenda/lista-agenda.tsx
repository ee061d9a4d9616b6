import { type Agendamento, MSG } from '@clinica/contracts';
import { EmptyState } from '@clinica/ui/empty-state';
import { ListPage } from '@clinica/ui/list-page';
import { Skeleton } from '@clinica/ui/skeleton';
import { CalendarDaysIcon } from '@heroicons/react/24/outline';
import { useEffect, useRef } from 'react';
import { useTRPC } from '../../lib/trpc';
import { useListaPaginada } from '../../lib/use-lista-paginada';
import { ATUALIZACAO_AGENDA } from './atualizacao';
import { CartoesAgenda, colunasAgenda } from './colunas-agenda';

const POR_PAGINA = 15;

type Props = { idProfissional: number | undefined; onEditar: (a: Agendamento) => void; podeEditar: boolean };

/** The list view: newest first, 15 per page from the server (the page in the address); cards on a phone. */
export function ListaAgenda({ idProfissional, onEditar, podeEditar }: Props) {
  const trpc = useTRPC();
  const lista = useListaPaginada(POR_PAGINA, (e) => ({
    ...trpc.agenda.list.queryOptions({ page: e.page, limit: e.limit, id_profissional: idProfissional }),
    ...ATUALIZACAO_AGENDA,
  }));
  // Another professional starts from page 1 (a reload keeps the page: only a change resets it).
  const doProfissional = useRef(idProfissional);
  const { setPage } = lista;
  useEffect(() => {
    if (doProfissional.current === idProfissional) return;
    doProfissional.current = idProfissional;
    setPage(1);
  }, [idProfissional, setPage]);
  const acoes = { editar: onEditar, podeEditar };
  // A failure replaces the list with its own empty state (no rows, no pagination).
  const vazio = (
    <EmptyState icon={CalendarDaysIcon} title={lista.falhou ? MSG.agenda.erroCarregar : MSG.agenda.vazio} />
  );
  const itens = lista.falhou ? [] : lista.itens;
  const paginacao = lista.falhou ? undefined : { ...lista.paginacao, sufixo: 'agendamentos' };

  return (
    // Under the agenda's own header and its Calendário/Lista switch: no heading of its own.
    <ListPage
      variante="aba"
      corpo={{
        soCelular: true,
        carregando: lista.carregando && !lista.falhou,
        esqueleto: Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-28 w-full rounded-xl" />
        )),
        vazio: itens.length === 0 ? vazio : undefined,
        itens: <CartoesAgenda itens={itens} acoes={acoes} />,
        pagination: paginacao,
      }}
      table={{
        caption: 'Agendamentos',
        loading: lista.carregando && !lista.falhou,
        rows: itens,
        rowKey: (a) => a.id,
        empty: vazio,
        pagination: paginacao,
        columns: colunasAgenda(acoes),
      }}
    />
  );
}
