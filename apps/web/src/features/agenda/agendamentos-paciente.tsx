import { type Agendamento, MSG, type OpcaoPaciente } from '@clinica/contracts';
import { Button } from '@clinica/ui/button';
import { EmptyState } from '@clinica/ui/empty-state';
import { Skeleton } from '@clinica/ui/skeleton';
import { toast } from '@clinica/ui/toast';
import { CalendarDaysIcon, ExclamationTriangleIcon, PlusIcon } from '@heroicons/react/24/outline';
import { useQueries } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useState } from 'react';
import { useTRPC } from '../../lib/trpc';
import { usePode } from '../../lib/use-pode';
import { AgendamentoDialog } from './agendamento-dialog';
import { rotuloDataHora } from './datas';
import { ChipStatus, corDoStatus } from './status';

const POR_PAGINA = 20;

/**
 * The record's 'Agendamentos' tab (sub-tab sobre): the patient's appointments as a timeline,
 * newest first, 20 at a time; notes behind 'Ver detalhes'; 'Novo Agendamento' with the patient set.
 */
export function AgendamentosPaciente({
  idPaciente,
  paciente,
}: {
  idPaciente: number;
  paciente?: OpcaoPaciente;
}) {
  const trpc = useTRPC();
  const pode = usePode();
  const [detalhes, setDetalhes] = useState(false);
  const [edicao, setEdicao] = useState<{ agendamento: Agendamento | null } | null>(null);
  // 'Carregar mais' adds the next page of 20; earlier pages stay cached.
  const [paginas, setPaginas] = useState(1);
  const resultados = useQueries({
    queries: Array.from({ length: paginas }, (_, i) =>
      trpc.agenda.doPaciente.queryOptions({ id_paciente: idPaciente, page: i + 1, limit: POR_PAGINA }),
    ),
  });
  const itens = resultados.flatMap((r) => r.data?.itens ?? []);
  const total = resultados[0]?.data?.total ?? 0;
  const consulta = {
    isPending: resultados[0]?.isPending ?? true,
    isError: resultados.some((r) => r.isError),
    hasNextPage: itens.length < total && !resultados.some((r) => r.isPending),
    isFetchingNextPage: resultados.some((r) => r.isFetching),
    fetchNextPage: () => setPaginas((n) => n + 1),
  };
  const abrir = (a: Agendamento) => {
    if (!pode('AGENDAMENTOS_EDITAR')) return void toast.error(MSG.agenda.semPermissaoEditar);
    setEdicao({ agendamento: a });
  };

  return (
    <section
      className="rounded-xl border border-slate-200 bg-white shadow-sm"
      aria-label="Agendamentos do paciente"
    >
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-100 px-5 py-4">
        <h2 className="text-base font-semibold text-slate-900">Agendamentos</h2>
        <div className="flex gap-2">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => setDetalhes((v) => !v)}
            aria-pressed={detalhes}
          >
            {detalhes ? 'Ocultar detalhes' : 'Ver detalhes'}
          </Button>
          {pode('AGENDAMENTOS_CRIAR') && (
            <Button size="sm" icon={<PlusIcon />} onClick={() => setEdicao({ agendamento: null })}>
              Novo Agendamento
            </Button>
          )}
        </div>
      </div>
      <div className="px-5 py-4">
        {consulta.isPending ? (
          <div className="space-y-4">
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} className="h-16 w-full" />
            ))}
          </div>
        ) : consulta.isError ? (
          <EmptyState icon={ExclamationTriangleIcon} title={MSG.agenda.erroCarregarPaciente} />
        ) : itens.length === 0 ? (
          <EmptyState icon={CalendarDaysIcon} title={MSG.agenda.vazio} />
        ) : (
          <ol className="relative space-y-5 border-l border-slate-200 pl-6" aria-label="Linha do tempo">
            {itens.map((a) => {
              const r = rotuloDataHora(a.data_hora);
              return (
                <li key={a.id} className="relative">
                  <span
                    className={clsx(
                      'absolute top-1.5 -left-[1.95rem] size-3 rounded-full ring-4 ring-white',
                      corDoStatus(a.status).ponto,
                    )}
                    aria-hidden="true"
                  />
                  <button
                    type="button"
                    onClick={() => abrir(a)}
                    className="w-full rounded-lg text-left focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-500"
                  >
                    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                      <p className="text-sm font-semibold text-slate-900 tabular-nums">
                        <span className="capitalize">{r.semana}</span> {r.data} · {r.hora}
                      </p>
                      <ChipStatus status={a.status} />
                    </div>
                    <p className="mt-1 text-sm text-slate-600">
                      {a.tratamento.nome} · {a.profissional.nome} · {a.duracao} min
                    </p>
                    {detalhes && (
                      <p className="mt-1.5 rounded-md bg-slate-50 px-3 py-2 text-sm whitespace-pre-line text-slate-600">
                        {a.observacao ?? 'Sem observações.'}
                      </p>
                    )}
                  </button>
                </li>
              );
            })}
          </ol>
        )}
        {consulta.hasNextPage && (
          <div className="mt-5 flex justify-center">
            <Button
              variant="secondary"
              loading={consulta.isFetchingNextPage}
              onClick={consulta.fetchNextPage}
            >
              Carregar mais
            </Button>
          </div>
        )}
      </div>
      {edicao && (
        <AgendamentoDialog
          agendamento={edicao.agendamento}
          preset={{ paciente: paciente ?? null }}
          onFechar={() => setEdicao(null)}
        />
      )}
    </section>
  );
}
