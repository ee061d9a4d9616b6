import { onlineManager } from '@tanstack/react-query';

/**
 * The query cache follows the device's connection from the first moment: TanStack Query starts
 * out assuming it is online, so an installed app opened without a network tried, failed and
 * left its skeletons up. With navigator.onLine read at once and on every online/offline event,
 * queries wait (paused) while offline and resume by themselves when the network returns.
 */
export function seguirConexao() {
  onlineManager.setEventListener((definir) => {
    const atualizar = () => definir(navigator.onLine);
    atualizar();
    window.addEventListener('online', atualizar);
    window.addEventListener('offline', atualizar);
    return () => {
      window.removeEventListener('online', atualizar);
      window.removeEventListener('offline', atualizar);
    };
  });
}
