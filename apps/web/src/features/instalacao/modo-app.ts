import { campoDe } from '@clinica/domain';
import { useSyncExternalStore } from 'react';

/** Spec 01 §9: the mobile breakpoint is 768 px. */
const CELULAR = '(max-width: 767px)';
const STANDALONE = '(display-mode: standalone)';

function useMidia(consulta: string) {
  return useSyncExternalStore(
    (o) => {
      const m = window.matchMedia(consulta);
      m.addEventListener('change', o);
      return () => m.removeEventListener('change', o);
    },
    () => window.matchMedia(consulta).matches,
  );
}

/** A phone-sized screen (under 768 px). */
export const useEhCelular = () => useMidia(CELULAR);

/** Opened from the home screen icon (installed app), not in a browser tab. */
export function useStandalone() {
  const midia = useMidia(STANDALONE);
  return midia || campoDe(navigator, 'standalone') === true;
}

/** Safari on an iPhone or iPad: no install prompt, only the Share menu's manual steps. */
export function ehSafariIos(ua = navigator.userAgent, toques = navigator.maxTouchPoints) {
  const ios = /iPhone|iPad|iPod/.test(ua) || (/Macintosh/.test(ua) && toques > 1);
  return ios && /Safari/.test(ua) && !/CriOS|FxiOS|EdgiOS|OPiOS|GSA\//.test(ua);
}
