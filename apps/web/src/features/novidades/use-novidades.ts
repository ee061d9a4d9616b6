import { useSyncExternalStore } from 'react';
import { VERSAO } from '../../lib/versao';

/** Spec 01 §3's local storage key: the version whose news the user has already seen. */
const CHAVE = 'lastNewsVersion';

const ouvintes = new Set<() => void>();
const avisar = () => {
  for (const o of ouvintes) o();
};

function lida(): boolean {
  try {
    return localStorage.getItem(CHAVE) === VERSAO;
  } catch {
    return true; // storage blocked: never nag on every page
  }
}

function assinar(o: () => void) {
  ouvintes.add(o);
  // Read in another tab: this one's bell clears when the user comes back to it. Not the
  // 'storage' event: Chromium's first listener for it opens the storage area's IPC channel,
  // a ~20 ms stall inside /home's first commit (a quarter of its blocking time on a phone).
  const aoVoltar = () => {
    if (document.visibilityState === 'visible') o();
  };
  document.addEventListener('visibilitychange', aoVoltar);
  return () => {
    ouvintes.delete(o);
    document.removeEventListener('visibilitychange', aoVoltar);
  };
}

/** Closing the what's-new list marks this version's news as read (spec 01 §4). */
export function marcarNovidadesLidas() {
  try {
    localStorage.setItem(CHAVE, VERSAO);
  } catch {
    // storage blocked: the dialog simply shows again next time
  }
  avisar();
}

/** True while this version's news are unread: the bell's badge and the dialog on /home. */
export function useNovidadesNaoLidas() {
  return useSyncExternalStore(assinar, () => !lida());
}
