import { type RefObject, useEffect, useState } from 'react';

/**
 * True once the element comes within `margem` of the viewport, and from then on. A heavy part
 * below the fold (the dashboard's chart: recharts, 110 KB gzip) is then fetched and run only when
 * the user scrolls towards it, not while the phone is still busy with the first screen (issue 22:
 * most of /home's blocking time on a mobile profile). Without IntersectionObserver: at once.
 */
export function usePertoDaTela(ref: RefObject<Element | null>, margem = '300px'): boolean {
  const [perto, setPerto] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (perto || !el) return;
    const observador = new IntersectionObserver(
      (entradas) => {
        if (entradas.some((e) => e.isIntersecting)) setPerto(true);
      },
      { rootMargin: margem },
    );
    observador.observe(el);
    return () => observador.disconnect();
  }, [ref, margem, perto]);
  return perto;
}
