import { MSG } from '@clinica/contracts';
import { formatarCentavos } from '@clinica/domain';
import { Button } from '@clinica/ui/button';
import { DataTable } from '@clinica/ui/data-table';
import { PageHeader } from '@clinica/ui/page-header';
import { Skeleton } from '@clinica/ui/skeleton';
import { BanknotesIcon, ClockIcon } from '@heroicons/react/24/outline';
import { useQuery } from '@tanstack/react-query';
import { type ComponentType, type SVGProps, useState } from 'react';
import { lerFalha } from '../../../lib/erros';
import { formatarDataHora } from '../../../lib/formatar';
import { useTRPC } from '../../../lib/trpc';
import { SemLoja } from '../base/sem-loja';
import { HistoricoCarteira } from './historico-carteira';
import { SaqueDialog } from './saque-dialog';
import { StatusSaqueBadge } from './status-saque';

function CartaoValor(p: {
  titulo: string;
  valor: number | undefined;
  dica: string;
  icone: ComponentType<SVGProps<SVGSVGElement>>;
}) {
  const Icone = p.icone;
  return (
    <section className="flex items-center gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-teal-50 text-teal-700">
        <Icone className="size-6" aria-hidden />
      </span>
      <div className="min-w-0">
        <h2 className="text-sm font-medium text-slate-500">{p.titulo}</h2>
        {p.valor === undefined ? (
          <Skeleton className="mt-1 h-7 w-32" />
        ) : (
          <p className="text-2xl font-semibold text-slate-900 tabular-nums">{formatarCentavos(p.valor)}</p>
        )}
        <p className="text-xs text-slate-500">{p.dica}</p>
      </div>
    </section>
  );
}

/** /wallet: balance and toRelease cards, the pending request, the history and the requests (spec 03 §2). */
export default function CarteiraPage() {
  const trpc = useTRPC();
  const resumo = useQuery(trpc.loja.carteira.resumo.queryOptions());
  const saques = useQuery(trpc.loja.carteira.saques.queryOptions({ page: 1, limit: 5 }));
  const [pedindo, setPedindo] = useState(false);
  const falha = resumo.isError ? lerFalha(resumo.error) : null;
  if (falha?.tipo === 'resposta' && falha.status === 404) return <SemLoja titulo="Carteira" />;
  const pendente = resumo.data?.pendente ?? null;

  return (
    <div className="space-y-6">
      <PageHeader
        title="Carteira"
        description="O saldo das vendas da loja e as solicitações de saque."
        actions={
          <Button
            icon={<BanknotesIcon />}
            onClick={() => setPedindo(true)}
            disabled={!resumo.data || pendente !== null}
            title={pendente ? M_PENDENTE : undefined}
          >
            Solicitar saque
          </Button>
        }
      />
      {resumo.isError && falha?.tipo !== 'resposta' && (
        <p className="text-sm text-rose-700">{MSG.carteira.erroCarregar}</p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <CartaoValor
          titulo="Saldo disponível"
          valor={resumo.data?.balance}
          dica="Pode ser sacado agora."
          icone={BanknotesIcon}
        />
        <CartaoValor
          titulo="A liberar"
          valor={resumo.data?.toRelease}
          dica="Vendas ainda no prazo de liberação."
          icone={ClockIcon}
        />
      </div>
      {pendente && (
        <p
          role="status"
          className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
        >
          Saque de <strong className="tabular-nums">{formatarCentavos(pendente.amount)}</strong> solicitado em{' '}
          {formatarDataHora(pendente.createdAt)} aguardando a análise da equipe financeira.
        </p>
      )}
      <div className="grid gap-6 xl:grid-cols-3">
        <div className="xl:col-span-2">
          <HistoricoCarteira />
        </div>
        <section className="space-y-3" aria-labelledby="titulo-saques">
          <h2 id="titulo-saques" className="text-base font-semibold text-slate-900">
            Solicitações de saque
          </h2>
          <DataTable
            caption="Solicitações de saque"
            celular="tabela"
            loading={saques.isPending}
            rows={saques.data?.itens ?? []}
            rowKey={(r) => r.id}
            skeletonRows={3}
            empty={<p className="px-4 py-6 text-center text-sm text-slate-500">{MSG.carteira.saquesVazio}</p>}
            columns={[
              {
                key: 'data',
                header: 'Data',
                render: (r) => <span className="tabular-nums">{formatarDataHora(r.createdAt)}</span>,
              },
              {
                key: 'valor',
                header: 'Valor',
                render: (r) => (
                  <span className="tabular-nums whitespace-nowrap">{formatarCentavos(r.amount)}</span>
                ),
              },
              { key: 'status', header: 'Status', render: (r) => <StatusSaqueBadge status={r.status} /> },
            ]}
          />
        </section>
      </div>
      <SaqueDialog aberto={pedindo} saldo={resumo.data?.balance ?? 0} onFechar={() => setPedindo(false)} />
    </div>
  );
}

const M_PENDENTE = MSG.carteira.saquePendente;
