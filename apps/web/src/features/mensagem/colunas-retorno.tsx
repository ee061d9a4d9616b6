import type { RetornoDevido } from '@clinica/contracts';
import { ROTULO_ESTADO_MENSAGEM } from '@clinica/domain';
import { Badge } from '@clinica/ui/badge';
import type { DataTableColumn } from '@clinica/ui/data-table';
import { Link } from 'wouter';
import { formatarDataHora } from '../../lib/formatar';
import { TOM_ESTADO_MENSAGEM } from './mensagens-paciente';

/** 'YYYY-MM-DD' (a clinic date) as DD/MM/YYYY. */
const dia = (d: string) => d.split('-').reverse().join('/');

/**
 * The returns due (issue 35): the patient (a link to the record), the treatment and its interval,
 * the day, the message's status, and whether the patient booked: the front desk calls the rows
 * with no appointment.
 */
export function colunasRetorno(): DataTableColumn<RetornoDevido>[] {
  return [
    {
      key: 'paciente',
      header: 'Paciente',
      render: (r) => (
        <Link
          href={`/pacientes/${r.id_paciente}/mensagens`}
          className="font-medium text-slate-900 underline-offset-2 hover:text-teal-700 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-500"
        >
          {r.paciente}
        </Link>
      ),
    },
    {
      key: 'tratamento',
      header: 'Tratamento',
      render: (r) => (
        <span>
          {r.tratamento}
          {r.retorno_dias ? <span className="text-slate-500"> · a cada {r.retorno_dias} dias</span> : null}
        </span>
      ),
    },
    {
      key: 'devido',
      header: 'Retorno em',
      render: (r) => <span className="tabular-nums">{dia(r.devido_em)}</span>,
    },
    {
      key: 'mensagem',
      header: 'Mensagem',
      render: (r) => <Badge tone={TOM_ESTADO_MENSAGEM[r.status]}>{ROTULO_ESTADO_MENSAGEM[r.status]}</Badge>,
    },
    {
      key: 'consulta',
      header: 'Consulta marcada',
      render: (r) =>
        r.proxima_consulta ? (
          <span className="tabular-nums text-emerald-700">{formatarDataHora(r.proxima_consulta)}</span>
        ) : (
          <span className="font-medium text-amber-700">Não marcou: ligar</span>
        ),
    },
  ];
}
