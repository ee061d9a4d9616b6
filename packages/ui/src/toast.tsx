import { Toaster as SonnerToaster } from 'sonner';

export { toast } from 'sonner';

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
      toastOptions={{ className: 'font-sans', closeButtonAriaLabel: 'Fechar notificação' }}
      containerAriaLabel="Notificações"
    />
  );
}
