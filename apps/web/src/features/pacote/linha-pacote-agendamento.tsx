import { textoPacoteEsgotado, textoSessaoDoPacote } from '@clinica/domain';
import { ExclamationTriangleIcon, TicketIcon } from '@heroicons/react/24/outline';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc';

type Props = {
  idPaciente: number | null;
  idTratamento: number | null;
  /** The appointment being edited (it may already hold a session). */
  idAgenda: number | null;
  className?: string;
};

/**
 * The appointment form's package line (issue 36): 'Sessão 3 de 10 — pacote #12' for the session
 * this appointment uses (or would use once 'Finalizada'), a warning when the patient's packages of
 * the treatment are used up, nothing when the patient has no package of it.
 */
export function LinhaPacoteAgendamento({ idPaciente, idTratamento, idAgenda, className = '' }: Props) {
  const trpc = useTRPC();
  const pronto = idPaciente !== null && idTratamento !== null;
  const { data } = useQuery({
    ...trpc.pacote.situacao.queryOptions({
      id_paciente: idPaciente ?? 0,
      id_tratamento: idTratamento ?? 0,
      ...(idAgenda !== null ? { id_agenda: idAgenda } : {}),
    }),
    enabled: pronto,
  });
  if (!pronto || !data || data.tipo === 'nenhum') return null;
  if (data.tipo === 'esgotado')
    return (
      <p
        role="status"
        className={`flex items-center gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900 ring-1 ring-amber-600/20 ${className}`}
      >
        <ExclamationTriangleIcon className="size-5 shrink-0" aria-hidden="true" />
        {textoPacoteEsgotado(data.usadas, data.sessoes)}
      </p>
    );
  return (
    <p
      role="status"
      className={`flex items-center gap-2 rounded-lg bg-teal-50 px-3 py-2 text-sm font-medium text-teal-900 ring-1 ring-teal-600/15 ${className}`}
    >
      <TicketIcon className="size-5 shrink-0" aria-hidden="true" />
      {textoSessaoDoPacote(data.sessao, data.sessoes, data.id_pacote)}
    </p>
  );
}
