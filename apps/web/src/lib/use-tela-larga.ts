import { useSyncExternalStore } from 'react';

/** Tailwind's `md` breakpoint: the permanent side menu from here on, the drawer below. */
const CONSULTA_MD = '(min-width: 768px)';

// One MediaQueryList for the page: React reads the snapshot on every render of every user, and
// building a new list each time was ~10 ms of /home's first mount under a 4× slowdown.
let lista: MediaQueryList | null = null;
const consulta = () => {
  lista ??= window.matchMedia(CONSULTA_MD);
  return lista;
};

function assinar(avisar: () => void) {
  const m = consulta();
  m.addEventListener('change', avisar);
  return () => m.removeEventListener('change', avisar);
}

/**
 * Whether the screen is at least `md` wide, following resizes and rotations. For parts that
 * are only shown from `md` and cost real work to draw: `hidden md:block` hides them but React
 * still builds them, and on a phone's first screen that work is what delays it.
 */
export function useTelaLarga(): boolean {
  return useSyncExternalStore(assinar, () => consulta().matches);
}
