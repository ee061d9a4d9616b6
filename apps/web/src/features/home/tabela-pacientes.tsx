import type { DashboardPacientes } from '@clinica/contracts';
import { Card } from '@clinica/ui/card';
import {
  CakeIcon,
  CheckBadgeIcon,
  ExclamationCircleIcon,
  TicketIcon,
  UserPlusIcon,
  UsersIcon,
} from '@heroicons/react/24/outline';
import type { ComponentType, SVGProps } from 'react';

type Linha = {
  rotulo: string;
  valor: number;
  icone: ComponentType<SVGProps<SVGSVGElement>>;
};

const numero = new Intl.NumberFormat('pt-BR');

/** The patients table: registered, new and birthdays in the month, attended lately, with debts, with package sessions left. */
export function TabelaPacientes({ p, className }: { p: DashboardPacientes; className?: string }) {
  const linhas: Linha[] = [
    { rotulo: 'Total cadastrados', valor: p.total, icone: UsersIcon },
    { rotulo: 'Novos no mês', valor: p.novos, icone: UserPlusIcon },
    { rotulo: 'Aniversariantes do mês', valor: p.aniversariantes, icone: CakeIcon },
    { rotulo: 'Atendidos nos últimos 6 meses', valor: p.atendidos_6_meses, icone: CheckBadgeIcon },
    { rotulo: 'Com débitos pendentes', valor: p.com_debitos, icone: ExclamationCircleIcon },
    { rotulo: 'Com sessões de pacote a usar', valor: p.com_sessoes, icone: TicketIcon },
  ];
  return (
    <Card title="Pacientes" className={className} bodyClassName="p-0">
      <table className="w-full text-sm" data-testid="tabela-pacientes">
        <caption className="sr-only">Pacientes</caption>
        <tbody className="divide-y divide-slate-100">
          {linhas.map((l) => (
            <tr key={l.rotulo}>
              <th scope="row" className="px-4 py-3 text-left font-normal text-slate-600 sm:px-6">
                <span className="flex items-center gap-3">
                  <l.icone className="size-5 shrink-0 text-teal-600" aria-hidden="true" />
                  {l.rotulo}
                </span>
              </th>
              <td className="px-4 py-3 text-right text-base font-semibold text-slate-900 tabular-nums sm:px-6">
                {numero.format(l.valor)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
