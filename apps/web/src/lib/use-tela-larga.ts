import { useSyncExternalStore } from 'react';

/** Tailwind's `md` breakpoint: the permanent side menu from here on, the drawer below. */
const CONSULTA_MD = '(min-width: 768px)';

const consulta = () => window.matchMedia(CONSULTA_MD);

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
