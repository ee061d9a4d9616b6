import type { Agendamento, OpcaoProfissional } from '@clinica/contracts';
import { MSG } from '@clinica/contracts';
import { veApenasOsProprios } from '@clinica/domain';
import { Button } from '@clinica/ui/button';
import { PageHeader } from '@clinica/ui/page-header';
import { toast } from '@clinica/ui/toast';
import {
  BellAlertIcon,
  CalendarDaysIcon,
  ClockIcon,
  ListBulletIcon,
  PlusIcon,
} from '@heroicons/react/24/outline';
import { clsx } from 'clsx';
import { lazy, Suspense, useState } from 'react';
import type { View } from 'react-big-calendar';
import { useUsuario } from '../../lib/sessao';
import { usePode } from '../../lib/use-pode';
import { AgendamentoDialog, type PresetAgendamento } from './agendamento-dialog';
import { CalendarioAgenda } from './calendario-agenda';
import { LembreteHoraDialog } from './lembrete-hora-dialog';
import { TEXTOS_LEMBRETE } from './lembrete-textos';
import { ListaAgenda } from './lista-agenda';
import { SeletorProfissional } from './seletores';
import { LegendaStatus } from './status';

// The 'Horários' dialog (issue 34) is its own chunk: the agenda opens without it.
const HorariosDialog = lazy(() => import('./horarios-dialog').then((m) => ({ default: m.HorariosDialog })));

type Modo = 'calendario' | 'lista';
type Edicao = { agendamento: Agendamento | null; preset?: PresetAgendamento };

// A phone opens on the day: a week of seven columns doesn't fit 390 px.
const telefone = () => typeof window !== 'undefined' && window.matchMedia('(max-width: 639px)').matches;

/** /agenda: the front desk's screen, calendar or list, with the appointment form. */
export default function AgendaPage() {
  const pode = usePode();
  const usuario = useUsuario().data;
  const soOsProprios = usuario ? veApenasOsProprios(usuario.tipo) : false;
  const [modo, setModo] = useState<Modo>('calendario');
  const [view, setView] = useState<View>(() => (telefone() ? 'day' : 'week'));
  const [data, setData] = useState(() => new Date());
  const [profissional, setProfissional] = useState<OpcaoProfissional | null>(null);
  const [edicao, setEdicao] = useState<Edicao | null>(null);
  const [lembretes, setLembretes] = useState(false);
  const [horarios, setHorarios] = useState(false);
  const podeCriar = pode('AGENDAMENTOS_CRIAR');
  const podeEditar = pode('AGENDAMENTOS_EDITAR');
  const idProfissional = soOsProprios ? usuario?.id : profissional?.id;
  // The professional of the filter (or the PROFISSIONAL themself) comes preset in a new appointment.
  const profissionalPreset = soOsProprios && usuario ? { id: usuario.id, nome: usuario.nome } : profissional;

  const abrir = (a: Agendamento) => {
    if (!podeEditar) return void toast.error(MSG.agenda.semPermissaoEditar);
    setEdicao({ agendamento: a });
  };
  const novo = (preset: PresetAgendamento = {}) =>
    setEdicao({ agendamento: null, preset: { profissional: profissionalPreset, ...preset } });

  return (
    <div className="space-y-5">
      <PageHeader
        title="Agenda"
        description="Os agendamentos da clínica, por dia, semana ou mês."
        actions={
          <>
            {podeEditar && (
              <Button variant="secondary" icon={<ClockIcon />} onClick={() => setHorarios(true)}>
                Horários
              </Button>
            )}
            {usuario?.tipo === 'ADM' && (
              <Button variant="secondary" icon={<BellAlertIcon />} onClick={() => setLembretes(true)}>
                {TEXTOS_LEMBRETE.botao}
              </Button>
            )}
            {podeCriar && (
              <Button icon={<PlusIcon />} onClick={() => novo()}>
                Novo Agendamento
              </Button>
            )}
          </>
        }
      />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <fieldset className="inline-flex rounded-lg border border-slate-300 bg-white p-0.5 shadow-xs">
          <legend className="sr-only">Visualização</legend>
          {(
            [
              ['calendario', 'Calendário', CalendarDaysIcon],
              ['lista', 'Lista', ListBulletIcon],
            ] as const
          ).map(([m, rotulo, Icone]) => (
            <button
              key={m}
              type="button"
              aria-pressed={modo === m}
              onClick={() => setModo(m)}
              className={clsx(
                'inline-flex min-h-11 flex-1 items-center justify-center gap-1.5 rounded-md px-3 py-1.5 text-sm md:min-h-0 font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-500 sm:flex-none',
                modo === m ? 'bg-teal-700 text-white shadow-xs' : 'text-slate-600 hover:bg-slate-100',
              )}
            >
              <Icone className="size-4" aria-hidden="true" />
              {rotulo}
            </button>
          ))}
        </fieldset>
        {!soOsProprios && (
          <SeletorProfissional
            label="Profissional"
            className="w-full sm:w-72"
            placeholder="Todos os profissionais"
            value={profissional}
            onChange={setProfissional}
            clearable
          />
        )}
      </div>

      {modo === 'calendario' ? (
        <div className="space-y-3">
          <CalendarioAgenda
            view={view}
            data={data}
            onView={setView}
            onNavigate={setData}
            idProfissional={idProfissional}
            podeCriar={podeCriar}
            podeEditar={podeEditar}
            onNovo={novo}
            onAbrir={abrir}
          />
          <LegendaStatus />
        </div>
      ) : (
        <ListaAgenda idProfissional={idProfissional} onEditar={abrir} podeEditar={podeEditar} />
      )}

      {edicao && (
        <AgendamentoDialog
          agendamento={edicao.agendamento}
          preset={edicao.preset}
          onFechar={() => setEdicao(null)}
        />
      )}
      {lembretes && <LembreteHoraDialog onFechar={() => setLembretes(false)} />}
      {horarios && (
        <Suspense fallback={null}>
          <HorariosDialog
            inicial={profissionalPreset ?? (usuario ? { id: usuario.id, nome: usuario.nome } : null)}
            soOsProprios={soOsProprios}
            onFechar={() => setHorarios(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
