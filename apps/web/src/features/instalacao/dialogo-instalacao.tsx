import { MSG } from '@clinica/contracts';
import { Button } from '@clinica/ui/button';
import { Dialog } from '@clinica/ui/dialog';
import { ArrowUpOnSquareIcon, PlusCircleIcon } from '@heroicons/react/24/outline';
import { pedidoDeInstalacao } from '../../lib/service-worker';
import { lembrarRecusa, type OfertaInstalacao } from './instalacao';

type Props = { oferta: OfertaInstalacao; aberto: boolean; onFechar: () => void };

/** The install dialog: the browser's prompt behind 'Instalar', or the iOS Share-menu steps. */
export function DialogoInstalacao({ oferta, aberto, onFechar }: Props) {
  const recusar = () => {
    lembrarRecusa();
    onFechar();
  };
  const instalar = async () => {
    onFechar();
    // A dismissed native prompt counts as 'Agora não'; an accepted one ends the offer itself.
    if ((await pedidoDeInstalacao.mostrar()) === 'dismissed') lembrarRecusa();
  };
  const ios = oferta === 'ios';
  return (
    <Dialog
      open={aberto && oferta !== null}
      onClose={recusar}
      title={MSG.app.instalarTitulo}
      description={MSG.app.instalarMensagem}
      maxWidth="md"
      footer={
        <>
          <Button variant="secondary" onClick={recusar}>
            {MSG.app.agoraNao}
          </Button>
          {ios ? (
            <Button onClick={recusar}>Entendi</Button>
          ) : (
            <Button onClick={() => void instalar()}>{MSG.app.instalar}</Button>
          )}
        </>
      }
    >
      <div className="flex items-start gap-4">
        <img src="/pwa-192.png" alt="" className="size-14 shrink-0 rounded-2xl shadow-sm" />
        {ios ? (
          <ol className="space-y-3 leading-6 text-slate-700">
            <li className="flex gap-2">
              <span className="font-semibold text-teal-700">1.</span>
              <p>
                Toque em{' '}
                <strong className="font-medium whitespace-nowrap text-slate-900">
                  <ArrowUpOnSquareIcon
                    className="inline size-5 align-text-bottom text-sky-600"
                    aria-hidden="true"
                  />{' '}
                  Compartilhar
                </strong>{' '}
                na barra do Safari.
              </p>
            </li>
            <li className="flex gap-2">
              <span className="font-semibold text-teal-700">2.</span>
              <p>
                Escolha{' '}
                <strong className="font-medium text-slate-900">
                  <PlusCircleIcon
                    className="inline size-5 align-text-bottom text-slate-600"
                    aria-hidden="true"
                  />{' '}
                  Adicionar à Tela de Início
                </strong>{' '}
                e toque em Adicionar.
              </p>
            </li>
          </ol>
        ) : (
          <p className="pt-1 leading-6 text-slate-600">
            Ícone na tela inicial, abertura em tela cheia e aviso de novas versões. Seus dados continuam no
            servidor da clínica, não no aparelho.
          </p>
        )}
      </div>
    </Dialog>
  );
}
