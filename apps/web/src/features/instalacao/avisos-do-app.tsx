import { MSG } from '@clinica/contracts';
import type { RequisitoAcesso } from '@clinica/domain';
import { ConfirmDialog } from '@clinica/ui/confirm-dialog';
import { toast } from '@clinica/ui/toast';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { adiarAtualizacao, atualizarAgora } from '../../lib/service-worker';
import { Sino } from '../notificacao/sino-botao';
import { DialogoNovidades } from '../novidades/dialogo-novidades';
import { marcarNovidadesLidas, useNovidadesNaoLidas } from '../novidades/use-novidades';
import { ContagemAtualizacao } from './contagem-atualizacao';
import { DialogoInstalacao } from './dialogo-instalacao';
import { useOfertaInstalacao } from './instalacao';
import { useAtualizacao, useVoltarAoInicio } from './use-atualizacao';
import { useAlgumDialogoAberto } from './use-dialogo-aberto';

type Aviso = 'atualizacao' | 'novidades' | 'instalacao';
const ID_TOAST = 'nova-versao';

/**
 * The navbar's app indicators (update countdown or spinner, the news bell) and the dialogs
 * that come by themselves: one at a time and never over another dialog, in this order —
 * a waiting version (phones), the news (on /home only, while unread), the install offer.
 */
export function AvisosDoApp({ pode }: { pode: (p: RequisitoAcesso) => boolean }) {
  const [local] = useLocation();
  const atualizacao = useAtualizacao();
  const naoLida = useNovidadesNaoLidas();
  const oferta = useOfertaInstalacao();
  const outroDialogo = useAlgumDialogoAberto();
  const [aberto, setAberto] = useState<Aviso | null>(null);
  useVoltarAoInicio();

  const dialogoAtualizacao = atualizacao.versaoEsperando && atualizacao.celular;
  // A reason that went away (the offer was used, the version was activated) frees the slot.
  const vigente =
    aberto === 'atualizacao' ? dialogoAtualizacao : aberto === 'instalacao' ? oferta !== null : true;
  useEffect(() => {
    if (!vigente) setAberto(null);
  }, [vigente]);
  useEffect(() => {
    if (aberto || outroDialogo) return;
    if (dialogoAtualizacao) setAberto('atualizacao');
    else if (naoLida && local === '/home') setAberto('novidades');
    else if (oferta) setAberto('instalacao');
  }, [aberto, outroDialogo, dialogoAtualizacao, naoLida, local, oferta]);

  // On wider screens a waiting version is a discreet toast instead of a dialog.
  const toastAtualizacao = atualizacao.versaoEsperando && !atualizacao.celular;
  useEffect(() => {
    if (!toastAtualizacao) return;
    toast(MSG.app.novaVersao, {
      id: ID_TOAST,
      duration: Number.POSITIVE_INFINITY,
      action: { label: MSG.app.atualizar, onClick: atualizarAgora },
      actionButtonStyle: { background: '#0f766e' },
      onDismiss: adiarAtualizacao,
    });
    return () => {
      toast.dismiss(ID_TOAST);
    };
  }, [toastAtualizacao]);

  const fecharNovidades = () => {
    marcarNovidadesLidas();
    setAberto(null);
  };

  return (
    <>
      {atualizacao.periodica ? (
        <ContagemAtualizacao restante={atualizacao.restante} verificando={atualizacao.verificando} />
      ) : null}
      {/* One bell (issue 19): the user's notifications and the app's news. */}
      <Sino novidadesNaoLidas={naoLida} onAbrirNovidades={() => setAberto('novidades')} />

      <ConfirmDialog
        open={aberto === 'atualizacao'}
        tone="primary"
        title={MSG.app.reiniciarTitulo}
        message={MSG.app.reiniciarMensagem}
        confirmLabel={MSG.app.reiniciar}
        cancelLabel={MSG.app.depois}
        onConfirm={atualizarAgora}
        onCancel={() => {
          adiarAtualizacao();
          setAberto(null);
        }}
      />
      <DialogoNovidades aberto={aberto === 'novidades'} onFechar={fecharNovidades} pode={pode} />
      <DialogoInstalacao oferta={oferta} aberto={aberto === 'instalacao'} onFechar={() => setAberto(null)} />
    </>
  );
}
