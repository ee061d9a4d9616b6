import { formatarCentavos } from '@clinica/domain';
import { Button, buttonClasses } from '@clinica/ui/button';
import { EmptyState } from '@clinica/ui/empty-state';
import { Skeleton } from '@clinica/ui/skeleton';
import { toast } from '@clinica/ui/toast';
import {
  CheckCircleIcon,
  CreditCardIcon,
  ExclamationTriangleIcon,
  LockClosedIcon,
} from '@heroicons/react/24/outline';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'wouter';
import { lerFalha } from '../../lib/erros';
import { useTRPC } from '../../lib/trpc';
import { MolduraDemo } from './moldura-demo';

/** /demo-checkout/{id}: the local stand-in for the provider's hosted checkout (demo billing). */
export default function DemoCheckoutPage() {
  const { id = '' } = useParams<{ id: string }>();
  const trpc = useTRPC();
  const checkout = useQuery({ ...trpc.cobranca.demoCheckout.queryOptions({ id }), retry: false });
  const confirmar = useMutation(
    trpc.cobranca.demoConfirmar.mutationOptions({
      onSuccess: (r) => window.location.assign(r.url),
      onError: (e) => {
        const f = lerFalha(e);
        toast.error(f.tipo === 'resposta' ? f.mensagem : 'Erro ao processar sua assinatura');
      },
    }),
  );
  const c = checkout.data;

  return (
    <MolduraDemo>
      <section className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
        {checkout.isPending ? (
          <div className="space-y-4 p-6">
            <Skeleton className="h-6 w-40" />
            <Skeleton className="h-20" />
          </div>
        ) : !c ? (
          <EmptyState
            icon={ExclamationTriangleIcon}
            title="Checkout não encontrado"
            description={checkout.error?.message}
            action={
              <Link href="/planos" className={buttonClasses('secondary')}>
                Voltar aos planos
              </Link>
            }
          />
        ) : c.concluido ? (
          <EmptyState
            icon={CheckCircleIcon}
            title="Assinatura já confirmada"
            description={`O plano ${c.plano} está ativo para ${c.conta}.`}
            action={
              <Link href="/home" className={buttonClasses()}>
                Ir para o Dashboard
              </Link>
            }
          />
        ) : (
          <>
            <div className="border-b border-slate-100 p-6">
              <p className="text-sm text-slate-500">{c.conta}</p>
              <h1 className="mt-1 text-xl font-semibold text-slate-900">Assinar o plano {c.plano}</h1>
              <p className="mt-4 flex items-baseline gap-1">
                <span className="text-3xl font-bold tracking-tight text-slate-900">
                  {formatarCentavos(c.centavos)}
                </span>
                <span className="text-sm text-slate-500">/{c.periodo === 'mes' ? 'mês' : 'semestre'}</span>
              </p>
            </div>
            <div className="space-y-4 p-6">
              <div className="flex items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-slate-50 p-4 text-sm text-slate-600">
                <CreditCardIcon className="size-6 shrink-0 text-slate-400" aria-hidden="true" />
                Cartão simulado: ao confirmar, a assinatura fica ativa por um mês, sem cobrança.
              </div>
              <Button
                className="w-full"
                loading={confirmar.isPending}
                onClick={() => confirmar.mutate({ id })}
              >
                Confirmar assinatura
              </Button>
              <Link href="/planos" className={`${buttonClasses('ghost')} w-full`}>
                Cancelar e voltar
              </Link>
            </div>
          </>
        )}
      </section>
      <p className="flex items-center justify-center gap-1.5 text-xs text-slate-500">
        <LockClosedIcon className="size-4" aria-hidden="true" /> Com o Stripe configurado, esta página é o
        checkout seguro do provedor.
      </p>
    </MolduraDemo>
  );
}
