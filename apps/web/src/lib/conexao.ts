import { onlineManager } from '@tanstack/react-query';
import { assinarConexao, estaConectado, seguirEstadoConexao } from './estado-conexao';

/**
 * The query cache follows the device's connection from the first moment: TanStack Query starts
 * out assuming it is online, so an installed app opened without a network tried, failed and
 * left its skeletons up. With the connection read at once and on every change
 * (lib/estado-conexao.ts, which asks the server before believing an offline reading), queries
 * wait (paused) while offline and resume by themselves when the network returns.
 */
export function seguirConexao() {
  seguirEstadoConexao();
  onlineManager.setEventListener((definirOnline) => {
    definirOnline(estaConectado());
    return assinarConexao(() => definirOnline(estaConectado()));
  });
}
