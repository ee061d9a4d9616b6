import type { Agendamento } from '@clinica/contracts';
import { clsx } from 'clsx';
import { rotuloDataHora } from './datas';
import { ChipStatus, corDoStatus } from './status';

/** A patient's appointments as a timeline, newest first; the notes only with `detalhes`. */
export function LinhaDoTempo({
  itens,
  detalhes,
  onAbrir,
}: {
  itens: Agendamento[];
  detalhes: boolean;
  onAbrir: (a: Agendamento) => void;
}) {
  return (
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
              onClick={() => onAbrir(a)}
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
  );
}
