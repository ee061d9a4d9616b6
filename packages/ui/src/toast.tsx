import { Toaster as SonnerToaster } from 'sonner';

export { toast } from 'sonner';

/**
 * Where the toasts go so they never cover the clinic area's navbar (64 px, sticky; the bell and
 * the avatar at its right), a page's main button (the page header's right, just below it) nor a
 * row's actions (a table's right column, down the page): top centre, just below the navbar
 * (issue 40). On a phone (sonner's own breakpoint, 600 px) full width there, over the page title:
 * the phone's bottom holds the dialogs' buttons. Bottom right, tried first, covered the last
 * rows' action buttons right after a save.
 */
const ABAIXO_DA_NAVBAR = 64 + 12;

/** Monte uma vez na raiz do app. Use `toast.success('...')` / `toast.error('...')` em qualquer lugar. */
export function Toaster() {
  return (
    <SonnerToaster
      position="top-center"
      visibleToasts={20}
      duration={5000}
      expand
      richColors
      closeButton
      offset={{ top: ABAIXO_DA_NAVBAR }}
      mobileOffset={{ top: ABAIXO_DA_NAVBAR, left: 12, right: 12 }}
      toastOptions={{ className: 'font-sans', closeButtonAriaLabel: 'Fechar notificação' }}
      containerAriaLabel="Notificações"
    />
  );
}
