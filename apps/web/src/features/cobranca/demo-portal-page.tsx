import { MSG } from '@clinica/contracts';
import { temPlanoAtual } from '@clinica/domain';
import { Badge } from '@clinica/ui/badge';
import { Button, buttonClasses } from '@clinica/ui/button';
import { ConfirmDialog } from '@clinica/ui/confirm-dialog';
import { Skeleton } from '@clinica/ui/skeleton';
import { toast } from '@clinica/ui/toast';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Redirect, useLocation } from 'wouter';
import { lerFalha } from '../../lib/erros';
import { useMarcaDaSessao } from '../../lib/sessao';
import { useTRPC } from '../../lib/trpc';
import { MolduraDemo } from './moldura-demo';

const data = (unix: number | null) => (unix ? new Date(unix * 1000).toLocaleDateString('pt-BR') : '—');

/** /demo-portal: the local stand-in for the provider's customer portal, where the demo subscription is canceled. */
export default function DemoPortalPage() {
  const sessao = useMarcaDaSessao();
  const trpc = useTRPC();
  const qc = useQueryClient();
  const [, navegar] = useLocation();
  const [confirmando, setConfirmando] = useState(false);
  const cobranca = useQuery({ ...trpc.cobranca.situacao.queryOptions(), enabled: sessao !== null });
  const planos = useQuery({ ...trpc.cobranca.planos.queryOptions(), enabled: sessao !== null });
  const cancelar = useMutation(
    trpc.cobranca.demoCancelar.mutationOptions({
      onSuccess: async () => {
        await qc.invalidateQueries(trpc.cobranca.situacao.pathFilter());
        navegar('/planos');
      },
      onError: (e) => {
        const f = lerFalha(e);
        toast.error(f.tipo === 'resposta' ? f.mensagem : MSG.planos.portalFalhou);
      },
    }),
  );
  if (!sessao) return <Redirect to="/login" replace />;
  const sub = cobranca.data?.subscription ?? null;
  const plano = planos.data?.planos.find((p) => p.codigo === sub?.items.data[0]?.price.id);

  return (
    <MolduraDemo>
      <section className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <h1 className="text-xl font-semibold text-slate-900">Gerenciar assinatura</h1>
        {!cobranca.data ? (
          <Skeleton className="mt-4 h-24" />
        ) : (
          <>
            <p className="mt-1 text-sm text-slate-500">{cobranca.data.conta.nome}</p>
            <dl className="mt-6 divide-y divide-slate-100 rounded-lg border border-slate-200 text-sm">
              <div className="flex justify-between gap-4 px-4 py-3">
                <dt className="text-slate-500">Plano</dt>
                <dd className="font-medium text-slate-900">{plano?.nome ?? '—'}</dd>
              </div>
              <div className="flex justify-between gap-4 px-4 py-3">
                <dt className="text-slate-500">Situação</dt>
                <dd>
                  {sub?.status === 'canceled' ? (
                    <Badge tone="red">Cancelada</Badge>
                  ) : sub ? (
                    <Badge tone="green">Ativa</Badge>
                  ) : (
                    '—'
                  )}
                </dd>
              </div>
              <div className="flex justify-between gap-4 px-4 py-3">
                <dt className="text-slate-500">Próximo vencimento</dt>
                <dd className="font-medium text-slate-900">{data(sub?.current_period_end ?? null)}</dd>
              </div>
            </dl>
            <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Link href="/planos" className={buttonClasses('secondary')}>
                Voltar para a clínica
              </Link>
              {temPlanoAtual(sub?.status ?? null) && (
                <Button variant="danger" onClick={() => setConfirmando(true)}>
                  Cancelar assinatura
                </Button>
              )}
            </div>
          </>
        )}
      </section>
      <ConfirmDialog
        open={confirmando}
        title="Cancelar assinatura"
        message="A clínica perde o acesso às telas do sistema até escolher um novo plano."
        confirmLabel="Cancelar assinatura"
        cancelLabel="Manter assinatura"
        loading={cancelar.isPending}
        onConfirm={() => cancelar.mutate()}
        onCancel={() => setConfirmando(false)}
      />
    </MolduraDemo>
  );
}
