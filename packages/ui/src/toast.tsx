import { useSyncExternalStore } from 'react';
import { Toaster as SonnerToaster } from 'sonner';

export { toast } from 'sonner';

/**
 * Where the toasts go so they never cover the clinic area's navbar (64 px, sticky; the bell and
 * the avatar at its right) nor a page's main button (the page header's right, just below it):
 * bottom right on a wide screen; on a phone (sonner's own breakpoint, 600 px) full width just
 * below the navbar, over the page title, as the phone's bottom holds the dialogs' buttons (issue 40).
 */
const CELULAR = '(max-width: 599px)';
const ABAIXO_DA_NAVBAR = 64 + 12;

let lista: MediaQueryList | null = null;
const consulta = () => {
  lista ??= window.matchMedia(CELULAR);
  return lista;
};
function assinar(avisar: () => void) {
  const m = consulta();
  m.addEventListener('change', avisar);
  return () => m.removeEventListener('change', avisar);
}

/** Monte uma vez na raiz do app. Use `toast.success('...')` / `toast.error('...')` em qualquer lugar. */
export function Toaster() {
  const celular = useSyncExternalStore(assinar, () => consulta().matches);
  return (
    <SonnerToaster
      position={celular ? 'top-center' : 'bottom-right'}
      visibleToasts={20}
      duration={5000}
      expand
      richColors
      closeButton
      mobileOffset={{ top: ABAIXO_DA_NAVBAR, left: 12, right: 12 }}
      toastOptions={{ className: 'font-sans', closeButtonAriaLabel: 'Fechar notificação' }}
      containerAriaLabel="Notificações"
    />
  );
}
