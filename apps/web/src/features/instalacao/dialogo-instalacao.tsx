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
          <ol className="space-y-3 text-slate-700">
            <li className="flex items-center gap-2">
              <span className="font-semibold text-teal-700">1.</span>
              Toque em
              <span className="inline-flex items-center gap-1 font-medium text-slate-900">
                <ArrowUpOnSquareIcon className="size-5 text-sky-600" aria-hidden="true" />
                Compartilhar
              </span>
              na barra do Safari.
            </li>
            <li className="flex items-start gap-2">
              <span className="font-semibold text-teal-700">2.</span>
              <span>
                Escolha
                <span className="mx-1 inline-flex items-center gap-1 font-medium text-slate-900">
                  <PlusCircleIcon className="size-5 text-slate-600" aria-hidden="true" />
                  Adicionar à Tela de Início
                </span>
                e toque em Adicionar.
              </span>
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
