import { caminhoFicha, MSG, type Notificacao } from '@clinica/contracts';
import { ehAcaoDoPaciente, textoAcaoDoPaciente } from '@clinica/domain';
import { Spinner } from '@clinica/ui/spinner';
import { MegaphoneIcon } from '@heroicons/react/24/outline';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { useTRPC } from '../../lib/trpc';
import { usePode } from '../../lib/use-pode';
// Today on this computer's calendar, as the agenda draws the clinic's wall clock.
import { dateParaDia } from '../agenda/datas';
import { tempoRelativo } from './tempo-relativo';
import { useAtualizarNotificacoes } from './use-notificacoes';

type Props = { novidadesNaoLidas: boolean; onAbrirNovidades: () => void; onFechar: () => void };

const itemClasse =
  'flex min-h-11 w-full items-start gap-3 rounded-lg px-3 py-2.5 text-left text-sm hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-500';

/** The record's tab that shows what a patient signed, and the permission that shows it. */
const ABA_ASSINADA = {
  documento_assinado: { aba: 'documentos', chave: 'TERMOS_LISTAR' },
  anamnese_assinada: { aba: 'anamnese', chave: 'FICHAS_ANAMNESE_LISTAR' },
} as const;
const abaAssinada = (n: Notificacao) =>
  n.tipo === 'documento_assinado' || n.tipo === 'anamnese_assinada' ? ABA_ASSINADA[n.tipo] : null;

/**
 * Where a notification leads: the agenda for a patient's booking, the tab that shows a signed
 * record, the record itself for a completed pre-registration, the 'Pacotes' tab for a package about to expire.
 */
const destino = (n: Notificacao) => {
  if (ehAcaoDoPaciente(n.tipo)) return '/agenda';
  if (n.tipo === 'pacote_a_vencer') return caminhoFicha(n.id_paciente, 'pacotes');
  return caminhoFicha(n.id_paciente, abaAssinada(n)?.aba);
};

/**
 * What follows the patient's name. A booking's sentence is read again with today's date
 * (`titulo` is the appointment's wall clock), so yesterday's 'amanhã' reads 'hoje' now.
 */
const texto = (n: Notificacao) =>
  ehAcaoDoPaciente(n.tipo) ? textoAcaoDoPaciente(n.tipo, n.titulo, dateParaDia(new Date())) : n.texto;

/**
 * The bell's panel: the caller's latest notifications (a click opens the patient's tab and reads
 * it), 'Marcar todas como lidas', and the app's news, still one click away.
 */
export function PainelNotificacoes({ novidadesNaoLidas, onAbrirNovidades, onFechar }: Props) {
  const trpc = useTRPC();
  const [, navegar] = useLocation();
  const pode = usePode();
  const atualizar = useAtualizarNotificacoes();
  const { data, isPending } = useQuery(trpc.notificacao.list.queryOptions({ limit: 10 }));
  // Opening the panel is a fresh look: the count reads again with the list (once per opening).
  useEffect(() => void atualizar(), []);
  const marcar = useMutation(trpc.notificacao.marcarLida.mutationOptions({ onSuccess: atualizar }));
  const todas = useMutation(trpc.notificacao.marcarTodasLidas.mutationOptions({ onSuccess: atualizar }));
  const haNaoLidas = (data?.itens ?? []).some((n) => n.lida_em === null);

  /**
   * The tab it opens reads it (and shows 'novo' on the row first, useNovosDoPaciente); only a
   * user who can't see that tab has it read here. A booking's notice, and a completed
   * registration's, are read when opened.
   */
  const abrir = (n: Notificacao) => {
    const aba = abaAssinada(n);
    const abaVisivel = aba !== null && pode(aba.chave);
    if (n.lida_em === null && !abaVisivel) marcar.mutate({ id: n.id });
    onFechar();
    navegar(destino(n));
  };

  return (
    <div className="flex max-h-[min(32rem,calc(100dvh-5rem))] flex-col">
      <div className="flex items-center justify-between gap-2 border-b border-slate-100 px-3 py-2">
        <h2 className="text-sm font-semibold text-slate-900">{MSG.notificacoes.titulo}</h2>
        {haNaoLidas && (
          <button
            type="button"
            onClick={() => todas.mutate({})}
            className="min-h-11 rounded-md px-2 text-xs font-medium text-teal-700 hover:bg-teal-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-500 md:min-h-8"
          >
            {MSG.notificacoes.marcarTodas}
          </button>
        )}
      </div>
      <div className="flex-1 overflow-y-auto p-1.5">
        {isPending ? (
          <div className="flex justify-center py-6">
            <Spinner />
          </div>
        ) : data?.itens.length ? (
          <ul aria-label={MSG.notificacoes.titulo}>
            {data.itens.map((n) => (
              <li key={n.id}>
                <button type="button" onClick={() => abrir(n)} className={itemClasse}>
                  <span
                    className={`mt-1.5 size-2 shrink-0 rounded-full ${n.lida_em ? 'bg-transparent' : 'bg-teal-600'}`}
                    aria-hidden="true"
                  />
                  <span className="min-w-0 flex-1">
                    <span className={`block ${n.lida_em ? 'text-slate-600' : 'text-slate-900'}`}>
                      <strong className="font-semibold">{n.paciente.nome}</strong> {texto(n)}
                    </span>
                    <time dateTime={n.criado_em} className="mt-0.5 block text-xs text-slate-500">
                      {tempoRelativo(n.criado_em)}
                    </time>
                  </span>
                  {n.lida_em === null && <span className="sr-only">(não lida)</span>}
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="px-3 py-6 text-center text-sm text-slate-500">{MSG.notificacoes.vazio}</p>
        )}
      </div>
      <div className="border-t border-slate-100 p-1.5">
        <button
          type="button"
          onClick={() => {
            onFechar();
            onAbrirNovidades();
          }}
          className={`${itemClasse} items-center`}
        >
          <MegaphoneIcon className="size-5 shrink-0 text-slate-400" aria-hidden="true" />
          <span className="flex-1 text-slate-700">{MSG.notificacoes.novidades}</span>
          {novidadesNaoLidas && (
            <span className="rounded-full bg-rose-600 px-1.5 text-[0.6875rem] font-semibold text-white">
              1<span className="sr-only"> não lida</span>
            </span>
          )}
        </button>
      </div>
    </div>
  );
}
