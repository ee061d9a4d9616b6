import { type ComponentType, type ReactNode, useEffect, useState } from 'react';

/** What the real control receives besides its own props. */
export type PropsAdiadas = {
  /** The user already asked for it (a click on the stand-in): open at once. */
  abrirAoMontar: boolean;
  /** The stand-in had the keyboard focus: keep it on the real button. */
  focarAoMontar: boolean;
};

/** The handlers the stand-in button spreads on itself. */
export type EventosSubstituto = {
  onPointerEnter: () => void;
  onFocus: () => void;
  onBlur: () => void;
  onPointerDown: () => void;
  onClick: () => void;
};

/**
 * A navbar control whose Headless UI part stays out of the first visit (issue 22): Menu and
 * Popover bring @floating-ui and its positioning (about a third of the shell's first script),
 * and /home's first screen never opens them. Until the user points at the control, focuses it
 * or presses it, a plain button with the same look stands in its place; pointing or focusing
 * starts the download, and a press on the stand-in opens the real control once it has loaded
 * (`abrirAoMontar`). Loaded once per visit: later screens draw the real control directly.
 */
export function criarControleAdiado<P extends object>(
  carregar: () => Promise<ComponentType<P & PropsAdiadas>>,
) {
  let Real: ComponentType<P & PropsAdiadas> | null = null;
  let pendente: Promise<void> | null = null;
  const iniciar = () => {
    pendente ??= carregar().then((c) => {
      Real = c;
    });
    return pendente;
  };

  return function ControleAdiado(props: P & { substituto: (eventos: EventosSubstituto) => ReactNode }) {
    const { substituto, ...proprias } = props;
    const [pronto, setPronto] = useState(Real !== null);
    const [pedido, setPedido] = useState({ abrir: false, focar: false });
    useEffect(() => {
      let vivo = true;
      // Already on its way (another instance, an earlier screen): draw it when it lands.
      if (pendente) void pendente.then(() => vivo && setPronto(true));
      return () => {
        vivo = false;
      };
    }, []);

    if (pronto && Real) {
      const C = Real;
      return <C {...(proprias as P)} abrirAoMontar={pedido.abrir} focarAoMontar={pedido.focar} />;
    }
    const preparar = () => {
      void iniciar().then(
        () => setPronto(true),
        // A failed download (offline without the precache) leaves the stand-in; the next
        // pointing tries again.
        () => {
          pendente = null;
        },
      );
    };
    return substituto({
      onPointerEnter: preparar,
      onFocus: () => {
        setPedido((p) => ({ ...p, focar: true }));
        preparar();
      },
      onBlur: () => setPedido((p) => ({ ...p, focar: false })),
      // The press, not the click: if the real button replaces the stand-in between press and
      // release, no click reaches either, and `abrirAoMontar` opens it.
      onPointerDown: () => {
        setPedido((p) => ({ ...p, abrir: true }));
        preparar();
      },
      // Enter or Space on the focused stand-in.
      onClick: () => {
        setPedido((p) => ({ ...p, abrir: true }));
        preparar();
      },
    });
  };
}

/** In the real control: do on its first draw what the stand-in was asked (open, keep focus). */
export function useAoMontar(
  botao: { current: HTMLElement | null },
  { abrirAoMontar, focarAoMontar }: PropsAdiadas,
) {
  // Only the first draw acts: a later change of these props means nothing.
  useEffect(() => {
    if (abrirAoMontar) botao.current?.click();
    else if (focarAoMontar) botao.current?.focus();
  }, []);
}
