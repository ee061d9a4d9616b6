import { useSyncExternalStore } from 'react';

const SELETOR = '[role="dialog"], [role="alertdialog"]';

function assinar(o: () => void) {
  const observador = new MutationObserver(o);
  observador.observe(document.body, { childList: true, subtree: true });
  return () => observador.disconnect();
}

/**
 * Whether any dialog is on screen (Headless UI renders them in a portal under body): ours
 * wait for the others, such as the subscription modal on /home, to close (spec 01 §4).
 */
export const useAlgumDialogoAberto = () =>
  useSyncExternalStore(assinar, () => document.querySelector(SELETOR) !== null);
