import { MSG } from '@clinica/contracts';
import { Badge } from '@clinica/ui/badge';
import { Card } from '@clinica/ui/card';
import { PageHeader } from '@clinica/ui/page-header';
import { ExclamationTriangleIcon } from '@heroicons/react/24/outline';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc';

const dataLonga = (unix: number | null) =>
  unix
    ? new Date(unix * 1000).toLocaleDateString('pt-BR', { day: '2-digit', month: 'long', year: 'numeric' })
    : '—';

/**
 * /planos: where the subscription gate sends a clinic. Shows the subscription's state;
 * the plan catalogue and checkout arrive with the billing issue.
 */
export default function PlanosPage() {
  const trpc = useTRPC();
  const { data } = useQuery(trpc.assinatura.get.queryOptions());
  const sub = data?.subscription ?? null;
  const aviso = !sub
    ? MSG.assinatura.ausente
    : sub.status === 'canceled'
      ? MSG.assinatura.canceladaPlanos
      : null;

  return (
    <div className="space-y-6">
      <PageHeader title="Planos e Assinaturas" description={data?.conta.nome} />
      {aviso && (
        <div
          role="status"
          className="flex gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900"
        >
          <ExclamationTriangleIcon className="size-5 shrink-0 text-amber-500" />
          {aviso}
        </div>
      )}
      {sub && sub.status !== 'canceled' && (
        <Card title="Sua assinatura">
          <div className="flex flex-wrap items-center gap-3">
            {sub.status === 'past_due' ? (
              <Badge tone="yellow">Pagamento Pendente</Badge>
            ) : (
              <Badge tone="green">Ativa</Badge>
            )}
            <p className="text-sm text-slate-600">
              {sub.status === 'past_due' ? 'Venceu em ' : 'Próximo vencimento: '}
              <strong className="font-medium text-slate-900">
                {dataLonga(sub.status === 'past_due' ? sub.current_period_start : sub.current_period_end)}
              </strong>
            </p>
          </div>
        </Card>
      )}
    </div>
  );
}
