import type { Subscription } from '@clinica/contracts';
import { avaliarAssinatura, type ModoGate } from '@clinica/domain';
import { Button } from '@clinica/ui/button';
import { Dialog } from '@clinica/ui/dialog';
import { toast } from '@clinica/ui/toast';
import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { useLocation } from 'wouter';

type Props = { modo: ModoGate; subscription: Subscription | null; children: ReactNode };

/**
 * Applies the spec's subscription gate to one screen (the rule is the domain's):
 * redirect to /planos with the message, show the subscription modal, or warn and continue.
 */
export function PortaoAssinatura({ modo, subscription, children }: Props) {
  const [, navegar] = useLocation();
  const decisao = useMemo(
    () => avaliarAssinatura(subscription ? { status: subscription.status } : null, modo),
    [subscription, modo],
  );
  const avisado = useRef(false);

  useEffect(() => {
    if (decisao.acao === 'redirecionar') {
      if (decisao.mensagem) toast.error(decisao.mensagem, { id: 'portao-assinatura' });
      navegar(decisao.destino, { replace: true });
    } else if (decisao.acao === 'avisar' && !avisado.current) {
      avisado.current = true;
      toast.warning(decisao.mensagem, { id: 'portao-assinatura' });
    }
  }, [decisao, navegar]);

  if (decisao.acao === 'redirecionar') return null;
  if (decisao.acao === 'modal') {
    return (
      <Dialog
        open
        persistent
        onClose={() => navegar('/home')}
        title="Assinatura necessária"
        description={decisao.mensagem}
        maxWidth="md"
        footer={<Button onClick={() => navegar('/planos')}>Ver Planos Disponíveis</Button>}
      >
        <p className="text-sm text-slate-600">Escolha um plano para continuar usando esta área.</p>
      </Dialog>
    );
  }
  return <>{children}</>;
}
