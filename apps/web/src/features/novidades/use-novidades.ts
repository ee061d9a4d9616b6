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
  // Read in another tab: this one's bell clears too.
  const deOutraAba = (e: StorageEvent) => {
    if (e.key === CHAVE) o();
  };
  window.addEventListener('storage', deOutraAba);
  return () => {
    ouvintes.delete(o);
    window.removeEventListener('storage', deOutraAba);
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
