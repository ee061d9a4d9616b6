import { type RefObject, useEffect, useRef, useState } from 'react';

export type RolagemLateral = { esquerda: boolean; direita: boolean };

/**
 * Is there more of a horizontally scrolled box to either side? A wide table at 1366 px used to
 * end at its box's edge with nothing saying columns were past it; the table draws a shade on the
 * side that still has content. Rechecked on scroll and whenever the box or its content resizes.
 */
export function useRolagemLateral<E extends HTMLElement>(): [RefObject<E | null>, RolagemLateral] {
  const ref = useRef<E | null>(null);
  const [estado, setEstado] = useState<RolagemLateral>({ esquerda: false, direita: false });
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const medir = () => {
      // A pixel of slack: fractional widths leave scrollWidth a rounding above clientWidth.
      const esquerda = el.scrollLeft > 1;
      const direita = el.scrollWidth - el.clientWidth - el.scrollLeft > 1;
      setEstado((a) => (a.esquerda === esquerda && a.direita === direita ? a : { esquerda, direita }));
    };
    medir();
    el.addEventListener('scroll', medir, { passive: true });
    const observador = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(medir);
    observador?.observe(el);
    if (el.firstElementChild) observador?.observe(el.firstElementChild);
    return () => {
      el.removeEventListener('scroll', medir);
      observador?.disconnect();
    };
  }, []);
  return [ref, estado];
}
