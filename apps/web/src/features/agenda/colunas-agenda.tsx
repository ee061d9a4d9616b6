import type { Agendamento } from '@clinica/contracts';
import { Button } from '@clinica/ui/button';
import type { DataTableColumn } from '@clinica/ui/data-table';
import { PencilSquareIcon } from '@heroicons/react/24/outline';
import { rotuloDataHora } from './datas';
import { ChipStatus } from './status';

type Acoes = { editar: (a: Agendamento) => void; podeEditar: boolean };

/** 'Editar' on a row or a card: drawn for everyone, disabled for who may not edit. */
function BotaoEditarAgendamento({ a, acoes }: { a: Agendamento; acoes: Acoes }) {
  return (
    <Button
      variant="ghost"
      size="sm"
      icon={<PencilSquareIcon />}
      onClick={() => acoes.editar(a)}
      aria-label={`Editar agendamento de ${a.paciente.nome}`}
      disabled={!acoes.podeEditar}
    >
      <span className="md:sr-only">Editar</span>
    </Button>
  );
}

/** The agenda's list from md: patient, treatment, professional, date, time, status, edit. */
export function colunasAgenda(acoes: Acoes): DataTableColumn<Agendamento>[] {
  return [
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
    {
      key: 'acoes',
      header: 'Ações',
      className: 'w-24 text-right',
      render: (a) => <BotaoEditarAgendamento a={a} acoes={acoes} />,
    },
  ];
}

/** Below md, one card per appointment (a list named 'Agendamentos'). */
export function CartoesAgenda({ itens, acoes }: { itens: Agendamento[]; acoes: Acoes }) {
  return (
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
              <BotaoEditarAgendamento a={a} acoes={acoes} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
