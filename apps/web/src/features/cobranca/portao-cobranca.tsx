import { MSG, type Subscription } from '@clinica/contracts';
import { avaliarCobranca, type ModoGate } from '@clinica/domain';
import { Button } from '@clinica/ui/button';
import { Dialog } from '@clinica/ui/dialog';
import { toast } from '@clinica/ui/toast';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { sessaoStorage } from '../../lib/armazenamento';

type Props = {
  modo: ModoGate;
  subscription: Subscription | null;
  /** The dashboard: once the gate has sent this session to /planos, coming back shows the modal instead. */
  modalAoVoltar?: boolean;
  children: ReactNode;
};

/** The session (token) the gate already redirected to /planos. */
let sessaoRedirecionada: string | null = null;

function ModalCobranca({ mensagem, onFechar }: { mensagem: string; onFechar?: () => void }) {
  const [, navegar] = useLocation();
  return (
    <Dialog
      open
      persistent
      hideCloseButton={!onFechar}
      onClose={onFechar ?? (() => {})}
      title="Assinatura necessária"
      description={mensagem}
      maxWidth="md"
      footer={<Button onClick={() => navegar('/planos')}>{MSG.cobranca.verPlanos}</Button>}
    >
      <p className="text-sm text-slate-600">
        Com uma assinatura ativa, a clínica tem acesso a pacientes, agenda, financeiro e todos os módulos do
        sistema.
      </p>
    </Dialog>
  );
}

/**
 * Applies the spec's subscription gate to one screen (the rule is the domain's):
 * redirect to /planos with the message, show the subscription modal, or warn and continue.
 */
export function PortaoCobranca({ modo, subscription, modalAoVoltar = false, children }: Props) {
  const [, navegar] = useLocation();
  const decisao = useMemo(
    () => avaliarCobranca(subscription ? { status: subscription.status } : null, modo),
    [subscription, modo],
  );
  const [jaRedirecionada] = useState(
    () => sessaoRedirecionada !== null && sessaoRedirecionada === sessaoStorage.csrf(),
  );
  const emModal = modalAoVoltar && jaRedirecionada && decisao.acao === 'redirecionar';
  const avisado = useRef(false);

  useEffect(() => {
    if (decisao.acao === 'redirecionar' && !emModal) {
      if (decisao.mensagem) toast.error(decisao.mensagem, { id: 'portao-assinatura' });
      sessaoRedirecionada = sessaoStorage.csrf();
      navegar(decisao.destino, { replace: true });
    } else if (decisao.acao === 'avisar' && !avisado.current) {
      avisado.current = true;
      toast.warning(decisao.mensagem, { id: 'portao-assinatura' });
    }
  }, [decisao, emModal, navegar]);

  if (emModal && decisao.acao === 'redirecionar') {
    return (
      <>
        <div aria-hidden="true" className="pointer-events-none select-none opacity-40">
          {children}
        </div>
        <ModalCobranca mensagem={decisao.mensagem ?? MSG.cobranca.ausente} />
      </>
    );
  }
  if (decisao.acao === 'redirecionar') return null;
  if (decisao.acao === 'modal')
    return <ModalCobranca mensagem={decisao.mensagem} onFechar={() => navegar('/home')} />;
  return <>{children}</>;
}
