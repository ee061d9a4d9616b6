import { MSG, type PrimeirosPassos as Status } from '@clinica/contracts';
import { Button } from '@clinica/ui/button';
import { Card } from '@clinica/ui/card';
import { CheckCircleIcon, ChevronRightIcon } from '@heroicons/react/24/outline';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Link } from 'wouter';
import { mensagemDeErro } from '../../lib/erros';
import { useTRPC } from '../../lib/trpc';

/**
 * 'Primeiros passos' (issue 40): the new clinic's checklist, for its ADM only (the server refuses
 * anyone else). Each step is ticked by what the clinic has (the server reads its rows) and links to
 * the screen that does it. Gone once dismissed (for the whole clinic) or all done.
 *
 * The query mounts in the same render as the dashboard's own, so tRPC's batch link sends both in
 * one request: no extra round trip on the first screen's path. The card waits for `mostrar` (the
 * dashboard's figures drawn): arriving before them it would push the skeletons down (a layout
 * shift); with them it takes the place they leave.
 */
export function PrimeirosPassos({ adm, mostrar }: { adm: boolean; mostrar: boolean }) {
  const trpc = useTRPC();
  const qc = useQueryClient();
  const consulta = useQuery({
    ...trpc.primeirosPassos.status.queryOptions(),
    enabled: adm,
    staleTime: 30_000,
  });
  const dispensar = useMutation(
    trpc.primeirosPassos.dispensar.mutationOptions({
      onSuccess: (status) => qc.setQueryData(trpc.primeirosPassos.status.queryKey(), status),
    }),
  );
  const s = consulta.data;
  if (!adm || !mostrar || !s || s.dispensado || s.concluidos >= s.total) return null;
  return (
    // A named region: screen readers (and the journey) find the card by its title.
    <section aria-label={MSG.primeirosPassos.titulo}>
      <Card
        title={MSG.primeirosPassos.titulo}
        description={MSG.primeirosPassos.progresso(s.concluidos, s.total)}
        actions={
          <Button
            variant="ghost"
            size="sm"
            loading={dispensar.isPending}
            onClick={() => dispensar.mutate({ dispensado: true })}
          >
            {MSG.primeirosPassos.dispensar}
          </Button>
        }
        bodyClassName="p-2 sm:p-3"
      >
        <Progresso s={s} />
        {dispensar.isError ? (
          <p role="alert" className="px-2 pb-2 text-sm text-rose-700">
            {mensagemDeErro(dispensar.error, MSG.primeirosPassos.erroDispensar)}
          </p>
        ) : null}
        <ol className="grid gap-1 md:grid-cols-2">
          {s.passos.map((p) => (
            <li key={p.chave}>
              <Link
                href={p.caminho}
                className="group flex items-start gap-3 rounded-lg px-2 py-2.5 hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-500"
              >
                <Marca feito={p.feito} />
                <span className="min-w-0 flex-1">
                  <span
                    className={clsx(
                      'block text-sm font-medium',
                      p.feito ? 'text-slate-500 line-through decoration-slate-300' : 'text-slate-900',
                    )}
                  >
                    {p.titulo}
                    <span className="sr-only">{p.feito ? ` (${MSG.primeirosPassos.feito})` : ''}</span>
                  </span>
                  <span className="block text-sm text-slate-500">{p.descricao}</span>
                </span>
                <ChevronRightIcon
                  aria-hidden="true"
                  className="mt-0.5 size-5 shrink-0 text-slate-400 group-hover:text-slate-600"
                />
              </Link>
            </li>
          ))}
        </ol>
      </Card>
    </section>
  );
}

function Progresso({ s }: { s: Status }) {
  return (
    <div
      className="mx-2 mb-2 h-1.5 overflow-hidden rounded-full bg-slate-100"
      role="progressbar"
      aria-label={MSG.primeirosPassos.titulo}
      aria-valuemin={0}
      aria-valuemax={s.total}
      aria-valuenow={s.concluidos}
    >
      <div
        className="h-full rounded-full bg-teal-600"
        style={{ width: `${(100 * s.concluidos) / s.total}%` }}
      />
    </div>
  );
}

function Marca({ feito }: { feito: boolean }) {
  return feito ? (
    <CheckCircleIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-teal-600" />
  ) : (
    <span aria-hidden="true" className="mt-0.5 size-5 shrink-0 rounded-full border-2 border-slate-300" />
  );
}
