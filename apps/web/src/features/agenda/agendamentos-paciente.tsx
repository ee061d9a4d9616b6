import { type Agendamento, MSG, type OpcaoPaciente } from '@clinica/contracts';
import { Button } from '@clinica/ui/button';
import { EmptyState } from '@clinica/ui/empty-state';
import { ListPage } from '@clinica/ui/list-page';
import { Skeleton } from '@clinica/ui/skeleton';
import { toast } from '@clinica/ui/toast';
import { CalendarDaysIcon, ExclamationTriangleIcon, PlusIcon } from '@heroicons/react/24/outline';
import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../../lib/trpc';
import { usePode } from '../../lib/use-pode';
import { AgendamentoDialog } from './agendamento-dialog';
import { LinhaDoTempo } from './linha-do-tempo';

const POR_PAGINA = 20;

const CARTAO = 'rounded-xl border border-slate-200 bg-white px-5 py-4 shadow-sm';

/**
 * The record's 'Agendamentos' tab (sub-tab sobre): the patient's appointments as a timeline,
 * newest first, 20 at a time ('Carregar mais', not pages: the kit's body without pagination);
 * notes behind 'Ver detalhes'; 'Novo Agendamento' with the patient set.
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
    <ListPage
      variante="aba"
      title="Agendamentos"
      actions={
        <>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => setDetalhes((v) => !v)}
            aria-pressed={detalhes}
          >
            {detalhes ? 'Ocultar detalhes' : 'Ver detalhes'}
          </Button>
          {pode('AGENDAMENTOS_CRIAR') && (
            // Until the record has loaded the patient, the form could not be opened with them set.
            <Button
              size="sm"
              icon={<PlusIcon />}
              disabled={!paciente}
              onClick={() => setEdicao({ agendamento: null })}
            >
              Novo Agendamento
            </Button>
          )}
        </>
      }
      corpo={{
        carregando: consulta.isPending,
        esqueleto: (
          <div className={`${CARTAO} space-y-4`}>
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} className="h-16 w-full" />
            ))}
          </div>
        ),
        // A failure is this tab's empty state, with its own message.
        vazio: consulta.isError ? (
          <div className={CARTAO}>
            <EmptyState icon={ExclamationTriangleIcon} title={MSG.agenda.erroCarregarPaciente} />
          </div>
        ) : itens.length === 0 ? (
          <div className={CARTAO}>
            <EmptyState icon={CalendarDaysIcon} title={MSG.agenda.vazio} />
          </div>
        ) : undefined,
        itens: (
          <div className={CARTAO}>
            <LinhaDoTempo itens={itens} detalhes={detalhes} onAbrir={abrir} />
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
        ),
      }}
    >
      {edicao && (
        <AgendamentoDialog
          agendamento={edicao.agendamento}
          preset={{ paciente: paciente ?? null }}
          onFechar={() => setEdicao(null)}
        />
      )}
    </ListPage>
  );
}
