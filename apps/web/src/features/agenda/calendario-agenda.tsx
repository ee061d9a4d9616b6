import { type Agendamento, MSG } from '@clinica/contracts';
import { toast } from '@clinica/ui/toast';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endOfMonth, endOfWeek, format, getDay, parse, startOfMonth, startOfWeek } from 'date-fns';
import { ptBR } from 'date-fns/locale';
import { useEffect, useMemo } from 'react';
import { Calendar, dateFnsLocalizer, type Formats, type Messages, type View } from 'react-big-calendar';
import dragAndDrop, { type EventInteractionArgs } from 'react-big-calendar/lib/addons/dragAndDrop';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import 'react-big-calendar/lib/addons/dragAndDrop/styles.css';
import './calendario.css';
import { mensagemDeErro } from '../../lib/erros';
import { useTRPC } from '../../lib/trpc';
import { ATUALIZACAO_AGENDA } from './atualizacao';
import { dataHoraParaDate, dateParaDataHora, dateParaDia, minutosEntre } from './datas';
import { dentroDoExpediente } from './expediente';
import { corDoStatus } from './status';

export type Evento = { id: number; title: string; start: Date; end: Date; agendamento: Agendamento };

const localizer = dateFnsLocalizer({
  format,
  parse,
  startOfWeek: (d: Date) => startOfWeek(d, { weekStartsOn: 0 }),
  getDay,
  locales: { 'pt-BR': ptBR },
});

const mensagens: Messages = {
  today: 'Hoje',
  previous: 'Anterior',
  next: 'Próximo',
  month: 'Mês',
  week: 'Semana',
  day: 'Dia',
  agenda: 'Lista',
  date: 'Data',
  time: 'Hora',
  event: 'Agendamento',
  noEventsInRange: 'Nenhum agendamento neste período.',
  showMore: (n) => `+${n} mais`,
};

const hhmm = (d: Date) => format(d, 'HH:mm');
// 'Segunda-feira, 23 de novembro': only the first letter up, as Portuguese writes it.
const inicial = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);
const formatos: Formats = {
  timeGutterFormat: 'HH:mm',
  eventTimeRangeFormat: ({ start, end }) => `${hhmm(start)} – ${hhmm(end)}`,
  selectRangeFormat: ({ start, end }) => `${hhmm(start)} – ${hhmm(end)}`,
  dayFormat: (d) => format(d, 'EEE dd/MM', { locale: ptBR }),
  weekdayFormat: (d) => format(d, 'EEE', { locale: ptBR }),
  dayHeaderFormat: (d) => inicial(format(d, "EEEE, dd 'de' MMMM", { locale: ptBR })),
  dayRangeHeaderFormat: ({ start, end }) => `${format(start, 'dd/MM')} – ${format(end, 'dd/MM/yyyy')}`,
  monthHeaderFormat: (d) => inicial(format(d, "MMMM 'de' yyyy", { locale: ptBR })),
};

// Spec 02 §9: the agenda runs from 07:00 to 20:00.
const INICIO_DIA = new Date(1970, 0, 1, 7, 0);
const FIM_DIA = new Date(1970, 0, 1, 20, 0);

// The add-on ships only as CommonJS: once bundled, its default export may arrive wrapped
// ({ default: withDragAndDrop }). Either way it is the add-on's one function.
const ehAddon = (f: unknown): f is typeof dragAndDrop => typeof f === 'function';
const embrulhado: unknown = 'default' in dragAndDrop ? dragAndDrop.default : undefined;
const withDragAndDrop = ehAddon(embrulhado) ? embrulhado : dragAndDrop;
const DnDCalendar = withDragAndDrop<Evento>(Calendar);

/** The clinic days a view shows: the calendar asks the server for exactly these. */

/** What a drop says: a move is an update of the appointment, a resize one of its duration. */
const MOVER = {
  onSuccess: () => toast.success(MSG.agenda.atualizado),
  onError: (e: unknown) => toast.error(mensagemDeErro(e, MSG.agenda.erroAtualizar)),
};
const REDIMENSIONAR = {
  onSuccess: () => toast.success(MSG.agenda.duracaoAtualizada),
  onError: (e: unknown) => toast.error(mensagemDeErro(e, MSG.agenda.erroAtualizarDuracao)),
};
function diasVisiveis(view: View, data: Date): { inicio: string; fim: string } {
  if (view === 'day') return { inicio: dateParaDia(data), fim: dateParaDia(data) };
  if (view === 'month') {
    return {
      inicio: dateParaDia(startOfWeek(startOfMonth(data))),
      fim: dateParaDia(endOfWeek(endOfMonth(data))),
    };
  }
  return { inicio: dateParaDia(startOfWeek(data)), fim: dateParaDia(endOfWeek(data)) };
}

function EventoConteudo({ event }: { event: Evento }) {
  return (
    <div className="min-w-0 leading-tight">
      <p className="truncate font-semibold">{event.agendamento.paciente.nome}</p>
      <p className="truncate opacity-90">{event.agendamento.tratamento.nome}</p>
    </div>
  );
}

type Props = {
  view: View;
  data: Date;
  onView: (v: View) => void;
  onNavigate: (d: Date) => void;
  idProfissional: number | undefined;
  podeCriar: boolean;
  podeEditar: boolean;
  onNovo: (p: { dataHora: string; duracao: number }) => void;
  onAbrir: (a: Agendamento) => void;
};

/** Week (default), month and day views; drag to move, resize to change the duration. */
export function CalendarioAgenda(p: Props) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const janela = diasVisiveis(p.view, p.data);
  const entrada = { ...janela, id_profissional: p.idProfissional };
  const consulta = useQuery({
    ...trpc.agenda.intervalo.queryOptions(entrada),
    ...ATUALIZACAO_AGENDA,
    placeholderData: keepPreviousData,
  });
  // The hours outside anyone's working hours are greyed (issue 34); the month view has no hours.
  const expediente = useQuery({
    ...trpc.horarioProfissional.daAgenda.queryOptions(entrada),
    enabled: p.view !== 'month',
    placeholderData: keepPreviousData,
  });
  useEffect(() => {
    if (consulta.isError) toast.error(MSG.agenda.erroCarregar, { id: 'erro-agenda' });
  }, [consulta.isError]);

  const eventos = useMemo<Evento[]>(
    () =>
      (consulta.data ?? []).map((a) => {
        const start = dataHoraParaDate(a.data_hora);
        return {
          id: a.id,
          title: `${a.paciente.nome} · ${a.tratamento.nome}`,
          start,
          end: new Date(start.getTime() + a.duracao * 60_000),
          agendamento: a,
        };
      }),
    [consulta.data],
  );

  const chave = trpc.agenda.intervalo.queryKey(entrada);
  const mover = useMutation(
    trpc.agenda.update.mutationOptions({
      onSettled: () => queryClient.invalidateQueries(trpc.agenda.pathFilter()),
    }),
  );

  /**
   * Moving or resizing keeps every other field, the status included (spec 02 §4). Each says what
   * it did (issue 40): a move to another day or time 'Agendamento atualizado', a resize the spec's
   * duration message; their failures likewise.
   */
  const aoSoltar =
    (oque: 'mover' | 'redimensionar') =>
    ({ event, start, end }: EventInteractionArgs<Evento>) => {
      const inicio = new Date(start);
      const duracao = Math.max(1, minutosEntre(inicio, new Date(end)));
      const a = event.agendamento;
      const novo = { ...a, data_hora: dateParaDataHora(inicio), duracao };
      queryClient.setQueryData(chave, (lista) => lista?.map((x) => (x.id === a.id ? novo : x)));
      mover.mutate(
        {
          id: a.id,
          id_paciente: a.id_paciente,
          id_profissional: a.id_profissional,
          id_tratamento: a.id_tratamento,
          data_hora: novo.data_hora,
          duracao,
          status: a.status,
          observacao: a.observacao,
          notificacoes: a.notificacoes,
        },
        oque === 'mover' ? MOVER : REDIMENSIONAR,
      );
    };

  return (
    <div className="agenda-calendario h-[calc(100dvh-17rem)] min-h-[32rem]" aria-busy={consulta.isFetching}>
      <DnDCalendar
        localizer={localizer}
        culture="pt-BR"
        events={eventos}
        view={p.view}
        views={['month', 'week', 'day']}
        onView={p.onView}
        date={p.data}
        onNavigate={p.onNavigate}
        min={INICIO_DIA}
        max={FIM_DIA}
        step={15}
        timeslots={4}
        messages={mensagens}
        formats={formatos}
        allDayAccessor={() => false}
        popup
        selectable={p.podeCriar}
        onSelectSlot={({ start, end, action }) => {
          const inicio = new Date(start);
          // A click takes the usual 30 minutes; a dragged selection its own length. In the month
          // view a day has no hour yet: the form asks for it.
          const duracao =
            action === 'select' && p.view !== 'month' ? minutosEntre(inicio, new Date(end)) : 30;
          const dataHora = p.view === 'month' ? `${dateParaDia(inicio)} ` : dateParaDataHora(inicio);
          p.onNovo({ dataHora, duracao });
        }}
        onSelectEvent={(e) => p.onAbrir(e.agendamento)}
        draggableAccessor={() => p.podeEditar}
        resizableAccessor={() => p.podeEditar}
        onEventDrop={aoSoltar('mover')}
        onEventResize={aoSoltar('redimensionar')}
        eventPropGetter={(e) => ({
          style: { backgroundColor: corDoStatus(e.agendamento.status).evento, borderColor: 'transparent' },
          className: `status-${e.agendamento.status.replace(/\s+/g, '-').toLowerCase()}`,
        })}
        slotPropGetter={(data) =>
          expediente.data && !dentroDoExpediente(expediente.data, data)
            ? { className: 'fora-do-expediente' }
            : {}
        }
        components={{ event: EventoConteudo }}
        scrollToTime={INICIO_DIA}
      />
    </div>
  );
}
