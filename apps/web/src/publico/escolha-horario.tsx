import type { VagaPublica } from '@clinica/contracts';
import { Skeleton } from '@clinica/ui/skeleton';
import { CalendarDaysIcon, ChevronLeftIcon, ChevronRightIcon } from '@heroicons/react/24/outline';
import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { type ReactNode, useState } from 'react';
import { consultar } from '../lib/trpc-leve';
import { diaLongo, gradeDoMes, mesesEntre, nomeDoMes } from './datas-agendamento';
import { SemDados } from './estados-publicos';

/** A large choice button (a treatment, a professional, a time): 44 px tall, pressed when chosen. */
export function Opcao(p: { escolhida: boolean; onClick: () => void; children: ReactNode; detalhe?: string }) {
  return (
    <button
      type="button"
      aria-pressed={p.escolhida}
      onClick={p.onClick}
      className={clsx(
        'flex min-h-11 w-full items-center justify-between gap-3 rounded-lg border px-4 py-2.5 text-left text-sm font-medium transition-colors',
        'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-500 focus-visible:ring-offset-2',
        p.escolhida
          ? 'border-teal-600 bg-teal-50 text-teal-800'
          : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
      )}
    >
      <span className="min-w-0 break-words">{p.children}</span>
      {p.detalhe && <span className="shrink-0 text-xs font-normal text-slate-500">{p.detalhe}</span>}
    </button>
  );
}

const SEMANA = ['D', 'S', 'T', 'Q', 'Q', 'S', 'S'];
const botaoMes =
  'inline-flex size-11 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-500 disabled:opacity-30';

/** A month at a time; only the days with a free slot can be tapped. */
function Calendario(p: { dias: string[]; dia: string | null; onDia: (d: string) => void }) {
  const livres = new Set(p.dias);
  const meses = mesesEntre(p.dias[0] ?? '', p.dias.at(-1) ?? '');
  const [i, setI] = useState(() => Math.max(0, p.dia ? meses.indexOf(p.dia.slice(0, 7)) : 0));
  const mes = meses[Math.min(i, meses.length - 1)] ?? '';
  return (
    <div className="mx-auto max-w-sm">
      <div className="flex items-center justify-between">
        <button
          type="button"
          className={botaoMes}
          aria-label="Mês anterior"
          disabled={i === 0}
          onClick={() => setI(i - 1)}
        >
          <ChevronLeftIcon className="size-5" aria-hidden="true" />
        </button>
        <p className="text-sm font-semibold text-slate-900 first-letter:uppercase" aria-live="polite">
          {nomeDoMes(mes)}
        </p>
        <button
          type="button"
          className={botaoMes}
          aria-label="Próximo mês"
          disabled={i >= meses.length - 1}
          onClick={() => setI(i + 1)}
        >
          <ChevronRightIcon className="size-5" aria-hidden="true" />
        </button>
      </div>
      <fieldset className="mt-2 grid grid-cols-7 gap-1 text-center">
        <legend className="sr-only">Dias</legend>
        {SEMANA.map((d, k) => (
          <span key={k} aria-hidden="true" className="text-xs font-medium text-slate-400">
            {d}
          </span>
        ))}
        {gradeDoMes(mes).map((d, k) =>
          d === null ? (
            <span key={`v${k}`} />
          ) : (
            <button
              key={d}
              type="button"
              disabled={!livres.has(d)}
              aria-pressed={p.dia === d}
              aria-label={diaLongo(d)}
              onClick={() => p.onDia(d)}
              className={clsx(
                'mx-auto flex size-11 items-center justify-center rounded-full text-sm tabular-nums transition-colors',
                'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-500',
                'disabled:cursor-not-allowed disabled:text-slate-300',
                p.dia === d
                  ? 'bg-teal-700 font-semibold text-white'
                  : 'font-medium text-teal-800 enabled:bg-teal-50 enabled:hover:bg-teal-100',
              )}
            >
              {Number(d.slice(8))}
            </button>
          ),
        )}
      </fieldset>
    </div>
  );
}

type Escolha = { slug: string; idTratamento: number; idProfissional: number | undefined };

/**
 * Day, then time, for a treatment (and a professional, or any of them): the days with a free
 * slot over the clinic's horizon, then that day's slots. Shared by the booking page and the
 * patient's 'Escolher outro horário'.
 */
export function EscolhaDeHorario(
  p: Escolha & { vaga: VagaPublica | null; onVaga: (v: VagaPublica | null) => void },
) {
  const [dia, setDia] = useState<string | null>(p.vaga?.data_hora.slice(0, 10) ?? null);
  const base = { slug: p.slug, id_tratamento: p.idTratamento, id_profissional: p.idProfissional };
  const dias = useQuery({
    queryKey: ['agendamentoPublico.dias', base],
    queryFn: ({ signal }) => consultar('agendamentoPublico', 'dias', base, signal),
  });
  const vagas = useQuery({
    queryKey: ['agendamentoPublico.vagas', base, dia],
    queryFn: ({ signal }) => consultar('agendamentoPublico', 'vagas', { ...base, data: dia ?? '' }, signal),
    enabled: dia !== null,
  });
  if (dias.isPending) return <Skeleton className="h-72" />;
  if (!dias.data)
    return (
      <SemDados
        erro={dias.error}
        naoEncontrado="Esta opção não está mais disponível."
        erroBuscar="Não foi possível buscar os dias livres."
        onTentar={() => void dias.refetch()}
        tentando={dias.isFetching}
      />
    );
  if (dias.data.dias.length === 0)
    return (
      <div className="flex flex-col items-center gap-2 py-6 text-center text-sm text-slate-600">
        <CalendarDaysIcon className="size-8 text-slate-400" aria-hidden="true" />
        <p>Não há horários livres nos próximos dias. Escolha outra opção ou fale com a clínica.</p>
      </div>
    );
  // With 'Qualquer profissional' a time shows once: the first professional free at it.
  const porHora = [...new Map((vagas.data ?? []).map((v) => [v.hora, v] as const)).values()];
  return (
    <div className="space-y-5">
      <Calendario
        dias={dias.data.dias}
        dia={dia}
        onDia={(d) => {
          setDia(d);
          p.onVaga(null);
        }}
      />
      {dia && (
        <section aria-label="Horários" className="space-y-2">
          <h3 className="text-sm font-semibold text-slate-900 first-letter:uppercase">{diaLongo(dia)}</h3>
          {vagas.isPending ? (
            <Skeleton className="h-24" />
          ) : porHora.length === 0 ? (
            <p className="text-sm text-slate-600">
              {vagas.isError
                ? 'Não foi possível buscar os horários. Tente de novo.'
                : 'Nenhum horário livre neste dia. Escolha outro.'}
            </p>
          ) : (
            <div className="grid grid-cols-3 gap-2 sm:grid-cols-4">
              {porHora.map((v) => (
                <button
                  key={v.hora}
                  type="button"
                  aria-pressed={p.vaga?.data_hora === v.data_hora}
                  onClick={() => p.onVaga(v)}
                  className={clsx(
                    'min-h-11 rounded-lg border text-sm font-semibold tabular-nums transition-colors',
                    'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-500 focus-visible:ring-offset-2',
                    p.vaga?.data_hora === v.data_hora
                      ? 'border-teal-700 bg-teal-700 text-white'
                      : 'border-teal-600/40 bg-white text-teal-800 hover:bg-teal-50',
                  )}
                >
                  {v.hora}
                </button>
              ))}
            </div>
          )}
        </section>
      )}
    </div>
  );
}
