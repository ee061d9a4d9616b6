import { Toaster as SonnerToaster } from 'sonner';

export { toast } from 'sonner';

/**
 * The clinic area's navbar is 64 px tall (h-16, sticky) and holds the bell and the avatar at its
 * right: the toasts start below it, on a phone too, so they never cover them (issue 40).
 */
const ABAIXO_DA_NAVBAR = 64 + 12;

/** Monte uma vez na raiz do app. Use `toast.success('...')` / `toast.error('...')` em qualquer lugar. */
export function Toaster() {
  return (
    <SonnerToaster
      position="top-right"
      visibleToasts={20}
      duration={5000}
      expand
      richColors
      closeButton
      offset={{ top: ABAIXO_DA_NAVBAR, right: 16 }}
      mobileOffset={{ top: ABAIXO_DA_NAVBAR, left: 12, right: 12 }}
      toastOptions={{ className: 'font-sans', closeButtonAriaLabel: 'Fechar notificação' }}
      containerAriaLabel="Notificações"
    />
  );
}
