import { type Agendamento, MSG } from '@clinica/contracts';
import { Button } from '@clinica/ui/button';
import { DataTable } from '@clinica/ui/data-table';
import { EmptyState } from '@clinica/ui/empty-state';
import { Pagination } from '@clinica/ui/pagination';
import { Skeleton } from '@clinica/ui/skeleton';
import { CalendarDaysIcon, PencilSquareIcon } from '@heroicons/react/24/outline';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTRPC } from '../../lib/trpc';
import { rotuloDataHora } from './datas';
import { ChipStatus } from './status';

const POR_PAGINA = 15;

type Props = { idProfissional: number | undefined; onEditar: (a: Agendamento) => void; podeEditar: boolean };

/** The list view: newest first, 15 per page from the server; cards on a phone. */
export function ListaAgenda({ idProfissional, onEditar, podeEditar }: Props) {
  const trpc = useTRPC();
  const [pagina, setPagina] = useState(1);
  useEffect(() => setPagina(1), [idProfissional]);
  const lista = useQuery({
    ...trpc.agenda.list.queryOptions({ page: pagina, limit: POR_PAGINA, id_profissional: idProfissional }),
    placeholderData: keepPreviousData,
  });
  const itens = lista.data?.itens ?? [];
  const total = lista.data?.total ?? 0;
  const vazio = <EmptyState icon={CalendarDaysIcon} title={MSG.agenda.vazio} />;
  const editar = (a: Agendamento) => (
    <Button
      variant="ghost"
      size="sm"
      icon={<PencilSquareIcon />}
      onClick={() => onEditar(a)}
      aria-label={`Editar agendamento de ${a.paciente.nome}`}
      disabled={!podeEditar}
    >
      <span className="md:sr-only">Editar</span>
    </Button>
  );
  const paginacao = {
    page: pagina,
    pageSize: POR_PAGINA,
    total,
    onPageChange: setPagina,
    sufixo: 'agendamentos',
  };

  if (lista.isError) return <EmptyState icon={CalendarDaysIcon} title={MSG.agenda.erroCarregar} />;
  return (
    <>
      {/* Phone: one card per appointment. */}
      <div className="space-y-3 md:hidden">
        {lista.isPending ? (
          Array.from({ length: 4 }, (_, i) => <Skeleton key={i} className="h-28 w-full rounded-xl" />)
        ) : itens.length === 0 ? (
          vazio
        ) : (
          <ul className="space-y-3" aria-label="Agendamentos">
            {itens.map((a) => {
              const r = rotuloDataHora(a.data_hora);
              return (
                <li key={a.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-xs">
                  <div className="flex items-start justify-between gap-3">
                    <div className="min-w-0">
                      <p className="truncate font-medium text-slate-900">{a.paciente.nome}</p>
                      <p className="truncate text-sm text-slate-500">{a.tratamento.nome}</p>
                    </div>
                    <ChipStatus status={a.status} />
                  </div>
                  <div className="mt-3 flex items-end justify-between gap-3 text-sm text-slate-600">
                    <div>
                      <p className="tabular-nums">
                        {r.data} · {r.hora}
                      </p>
                      <p className="truncate text-slate-500">{a.profissional.nome}</p>
                    </div>
                    {editar(a)}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
        {total > POR_PAGINA && <Pagination {...paginacao} />}
      </div>
      <div className="hidden md:block">
        <DataTable
          caption="Agendamentos"
          loading={lista.isPending}
          rows={itens}
          rowKey={(a) => a.id}
          empty={vazio}
          pagination={total > POR_PAGINA ? paginacao : undefined}
          columns={[
            {
              key: 'paciente',
              header: 'Paciente',
              render: (a) => <span className="font-medium text-slate-900">{a.paciente.nome}</span>,
            },
            { key: 'tratamento', header: 'Tratamento', render: (a) => a.tratamento.nome },
            { key: 'profissional', header: 'Profissional', render: (a) => a.profissional.nome },
            {
              key: 'data',
              header: 'Data',
              render: (a) => <span className="tabular-nums">{rotuloDataHora(a.data_hora).data}</span>,
            },
            {
              key: 'hora',
              header: 'Hora',
              render: (a) => <span className="tabular-nums">{rotuloDataHora(a.data_hora).hora}</span>,
            },
            { key: 'status', header: 'Status', render: (a) => <ChipStatus status={a.status} /> },
            { key: 'acoes', header: 'Ações', className: 'w-24 text-right', render: editar },
          ]}
        />
      </div>
    </>
  );
}
