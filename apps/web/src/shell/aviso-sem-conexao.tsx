import { MSG } from '@clinica/contracts/mensagens';
import { SignalSlashIcon } from '@heroicons/react/24/outline';
import { useSyncExternalStore } from 'react';
import { assinarConexao, estaConectado, seguirEstadoConexao } from '../lib/estado-conexao';

/**
 * 'Sem conexão' on every page while the device is offline (issue 40): a skeleton that never
 * ends said nothing. It says what still works and leaves by itself when the network returns
 * (the query cache resumes the paused queries then: lib/estado-conexao.ts, which also asks the
 * server itself before believing an offline reading). Below the navbar, so the
 * bell and the avatar stay in sight.
 */
export default function AvisoSemConexao() {
  seguirEstadoConexao();
  const online = useSyncExternalStore(assinarConexao, estaConectado, () => true);
  if (online) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-4 top-[4.5rem] z-40 mx-auto flex max-w-xl items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900 shadow-lg"
    >
      <SignalSlashIcon className="size-5 shrink-0 text-amber-600" aria-hidden="true" />
      <div>
        <p className="font-semibold">{MSG.geral.semConexao}</p>
        <p className="mt-0.5">{MSG.geral.semConexaoDetalhe}</p>
      </div>
    </div>
  );
}
