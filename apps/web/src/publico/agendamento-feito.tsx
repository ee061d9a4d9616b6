import type { PaginaAgendamento, Reserva, VagaPublica } from '@clinica/contracts';
import { buttonClasses } from '@clinica/ui/button';
import { CheckCircleIcon, ClockIcon } from '@heroicons/react/24/outline';
import { Link } from 'wouter';
import { diaLongo, partesDataHora } from './datas-agendamento';

/** '5511987654321' → '(11) 98765-4321'; anything else as it came. */
export function telefoneLegivel(t: string): string {
  const d = t.replace(/\D/g, '').replace(/^55(?=\d{10,11}$)/, '');
  if (d.length === 11) return `(${d.slice(0, 2)}) ${d.slice(2, 7)}-${d.slice(7)}`;
  if (d.length === 10) return `(${d.slice(0, 2)}) ${d.slice(2, 6)}-${d.slice(6)}`;
  return t;
}

type Clinica = Pick<PaginaAgendamento['clinica'], 'endereco' | 'cidade' | 'estado' | 'telefone'>;

/** Date, time, professional, treatment and the clinic's address and phone, as a list of terms. */
export function DetalhesConsulta(p: {
  dataHora: string;
  profissional: string;
  tratamento: string;
  clinica: Clinica;
}) {
  const { dia, hora } = partesDataHora(p.dataHora);
  const local = [p.clinica.endereco, [p.clinica.cidade, p.clinica.estado].filter(Boolean).join(' - ')]
    .filter(Boolean)
    .join(', ');
  const linhas: [string, string | null][] = [
    ['Data', diaLongo(dia)],
    ['Horário', hora],
    ['Profissional', p.profissional],
    ['Tratamento', p.tratamento || null],
    ['Endereço', local || null],
    ['Telefone da clínica', p.clinica.telefone ? telefoneLegivel(p.clinica.telefone) : null],
  ];
  return (
    <dl className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white text-sm">
      {linhas
        .filter((l): l is [string, string] => Boolean(l[1]))
        .map(([rotulo, valor]) => (
          <div key={rotulo} className="flex flex-col gap-0.5 px-4 py-3 sm:flex-row sm:gap-4">
            <dt className="text-slate-500 sm:w-40 sm:shrink-0">{rotulo}</dt>
            <dd className="font-medium break-words text-slate-900 first-letter:uppercase">{valor}</dd>
          </div>
        ))}
    </dl>
  );
}

/** The booking's confirmation: what was booked and the patient's own link to confirm or change it. */
export function AgendamentoFeito(p: {
  reserva: Reserva;
  vaga: VagaPublica;
  tratamento: string;
  clinica: Clinica;
}) {
  const pendente = p.reserva.status === 'Pré-agendado';
  const Icone = pendente ? ClockIcon : CheckCircleIcon;
  return (
    <div className="space-y-4">
      <div
        role="status"
        className={
          pendente
            ? 'flex flex-col items-center gap-2 rounded-2xl border border-amber-200 bg-amber-50 px-4 py-6 text-center'
            : 'flex flex-col items-center gap-2 rounded-2xl border border-emerald-200 bg-emerald-50 px-4 py-6 text-center'
        }
      >
        <Icone
          className={pendente ? 'size-12 text-amber-600' : 'size-12 text-emerald-600'}
          aria-hidden="true"
        />
        <p className="text-xl font-semibold text-slate-900">
          {pendente ? 'Pedido de agendamento enviado' : 'Consulta agendada!'}
        </p>
        <p className="text-sm text-slate-700">
          {pendente
            ? 'A clínica vai confirmar o seu horário. Ele fica reservado para você até lá.'
            : 'Guarde o link abaixo: por ele você confirma, cancela ou escolhe outro horário.'}
        </p>
      </div>
      <DetalhesConsulta
        dataHora={p.reserva.data_hora}
        profissional={p.vaga.profissional}
        tratamento={p.tratamento}
        clinica={p.clinica}
      />
      <Link href={`/consulta/${p.reserva.codigo}`} className={`${buttonClasses('primary')} w-full px-4`}>
        Ver ou alterar minha consulta
      </Link>
    </div>
  );
}
