import { MSG, type Pacote } from '@clinica/contracts';
import { formatarDataBr } from '@clinica/domain';
import { Button } from '@clinica/ui/button';
import { EmptyState } from '@clinica/ui/empty-state';
import { ListPage } from '@clinica/ui/list-page';
import { Skeleton } from '@clinica/ui/skeleton';
import { CalendarDaysIcon, PencilSquareIcon, TicketIcon } from '@heroicons/react/24/outline';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../../lib/trpc';
import { usePode } from '../../lib/use-pode';
import { ValidadePacoteDialog } from './validade-pacote-dialog';

const P = MSG.pacotes;

const COR_STATUS: Record<Pacote['status'], string> = {
  aberto: 'bg-teal-50 text-teal-800 ring-teal-600/20',
  concluido: 'bg-slate-100 text-slate-700 ring-slate-500/20',
  expirado: 'bg-rose-50 text-rose-800 ring-rose-600/20',
};

/**
 * Record tab 'Pacotes' (issue 36): the patient's session packages, open first, then finished and
 * expired, each with its sessions used and the appointments that used them. A patient holds a
 * handful of packages: one call, drawn as cards on the list kit.
 */
export function PacotesPaciente({ idPaciente }: { idPaciente: number }) {
  const trpc = useTRPC();
  const pode = usePode();
  const consulta = useQuery(trpc.pacote.doPaciente.queryOptions({ id_paciente: idPaciente }));
  const [editando, setEditando] = useState<Pacote | null>(null);
  const pacotes = consulta.data ?? [];

  return (
    <ListPage
      variante="aba"
      title={P.titulo}
      error={consulta.isError ? P.erroCarregar : null}
      refresh={{ onRefresh: () => void consulta.refetch(), atualizando: consulta.isFetching }}
      corpo={{
        carregando: consulta.isPending,
        esqueleto: (
          <div className="grid gap-4 md:grid-cols-2">
            <Skeleton className="h-44 w-full" />
            <Skeleton className="h-44 w-full" />
          </div>
        ),
        vazio:
          pacotes.length === 0 ? (
            <div className="rounded-xl border border-slate-200 bg-white shadow-sm">
              <EmptyState
                icon={TicketIcon}
                title={P.vazio}
                description="Um orçamento com mais de uma sessão abre um pacote quando vira receita."
              />
            </div>
          ) : undefined,
        itens: (
          <ul className="grid gap-4 md:grid-cols-2" aria-label="Pacotes do paciente">
            {pacotes.map((p) => (
              <CartaoPacote
                key={p.id}
                pacote={p}
                onEditar={pode('ORCAMENTOS_CRIAR') ? () => setEditando(p) : undefined}
              />
            ))}
          </ul>
        ),
      }}
    >
      {editando && <ValidadePacoteDialog pacote={editando} onFechar={() => setEditando(null)} />}
    </ListPage>
  );
}

function CartaoPacote({ pacote: p, onEditar }: { pacote: Pacote; onEditar?: (() => void) | undefined }) {
  const progresso = Math.round((p.usadas / p.sessoes) * 100);
  return (
    <li
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      aria-label={`Pacote #${p.id}`}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="truncate text-base font-semibold text-slate-900">{p.tratamento.nome}</p>
          <p className="text-xs text-slate-500">
            Pacote #{p.id} · orçamento nº {p.id_orcamento}
          </p>
        </div>
        <span
          className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset ${COR_STATUS[p.status]}`}
        >
          {P.status[p.status]}
        </span>
      </div>
      <div>
        <p className="text-sm text-slate-700">
          <span className="text-lg font-semibold tabular-nums text-slate-900">
            {p.usadas} de {p.sessoes}
          </span>{' '}
          sessões usadas · {p.restantes} {p.restantes === 1 ? 'restante' : 'restantes'}
        </p>
        <div
          className="mt-2 h-2 overflow-hidden rounded-full bg-slate-100"
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={p.sessoes}
          aria-valuenow={p.usadas}
          aria-label={`${p.usadas} de ${p.sessoes} sessões usadas`}
        >
          <div className="h-full rounded-full bg-teal-600" style={{ width: `${progresso}%` }} />
        </div>
      </div>
      <div className="flex items-center justify-between gap-2 text-sm">
        <span className="text-slate-600">
          {P.validade}: <span className="font-medium text-slate-900">{formatarDataBr(p.validade)}</span>
        </span>
        {onEditar && (
          <Button variant="ghost" size="sm" icon={<PencilSquareIcon />} onClick={onEditar}>
            {P.editarValidade}
          </Button>
        )}
      </div>
      <details className="group rounded-lg bg-slate-50 px-3 py-2 text-sm">
        <summary className="cursor-pointer font-medium text-slate-700">
          {P.sessoesRealizadas} ({p.sessoes_realizadas.length})
        </summary>
        {p.sessoes_realizadas.length === 0 ? (
          <p className="mt-2 text-slate-500">{P.nenhumaSessao}</p>
        ) : (
          <ol className="mt-2 space-y-1">
            {p.sessoes_realizadas.map((s, i) => (
              <li key={s.id_agenda} className="flex items-center gap-2 text-slate-700">
                <CalendarDaysIcon className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
                <span className="tabular-nums">
                  Sessão {i + 1}: {formatarDataBr(s.data_hora.slice(0, 10))} às {s.data_hora.slice(11, 16)}
                </span>
              </li>
            ))}
          </ol>
        )}
      </details>
    </li>
  );
}
