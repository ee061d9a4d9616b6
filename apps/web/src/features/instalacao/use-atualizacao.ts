import { useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'wouter';
import { serviceWorker, verificarAtualizacao } from '../../lib/service-worker';
import { INTERVALO_VERIFICACAO_MS } from './contagem';
import { useEhCelular, useStandalone } from './modo-app';

/**
 * The update behaviour (spec 01 §4). In the installed app on a phone: a check every 5 minutes
 * with the time left for the navbar's countdown. Elsewhere (browser tabs, desktop): a quiet
 * check when the tab comes back to view, at most once per interval, since a single-page app
 * that stays open for days would otherwise never look.
 */
export function useAtualizacao() {
  const estado = useSyncExternalStore(serviceWorker.assinar, serviceWorker.estado);
  const celular = useEhCelular();
  const standalone = useStandalone();
  const periodica = celular && standalone;
  const [restante, setRestante] = useState(INTERVALO_VERIFICACAO_MS);

  useEffect(() => {
    if (!periodica) return;
    let proxima = Date.now() + INTERVALO_VERIFICACAO_MS;
    setRestante(INTERVALO_VERIFICACAO_MS);
    const id = setInterval(() => {
      const agora = Date.now();
      if (agora >= proxima) {
        void verificarAtualizacao();
        proxima = agora + INTERVALO_VERIFICACAO_MS;
      }
      setRestante(proxima - agora);
    }, 1000);
    return () => clearInterval(id);
  }, [periodica]);

  useEffect(() => {
    if (periodica) return;
    let ultima = Date.now();
    const aoVoltar = () => {
      if (document.visibilityState !== 'visible' || Date.now() - ultima < INTERVALO_VERIFICACAO_MS) return;
      ultima = Date.now();
      void verificarAtualizacao();
    };
    document.addEventListener('visibilitychange', aoVoltar);
    return () => document.removeEventListener('visibilitychange', aoVoltar);
  }, [periodica]);

  return { ...estado, celular, periodica, restante };
}

/** Spec 01 §4: back to the visible tab in the installed app on a phone, the app opens /home. */
export function useVoltarAoInicio() {
  const celular = useEhCelular();
  const standalone = useStandalone();
  const [, navegar] = useLocation();
  useEffect(() => {
    if (!celular || !standalone) return;
    const aoVoltar = () => {
      if (document.visibilityState === 'visible') navegar('/home');
    };
    document.addEventListener('visibilitychange', aoVoltar);
    return () => document.removeEventListener('visibilitychange', aoVoltar);
  }, [celular, standalone, navegar]);
}
