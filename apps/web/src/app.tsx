import { lazy, Suspense } from 'react';
import { Rotas } from './routes';

// Mounted once at the root, beside every page (a toast given on the way out of the clinic area,
// e.g. 'Sessão expirada', is shown on /login), and loaded after the page it does not block.
const Toaster = lazy(() => import('@clinica/ui/toast').then((m) => ({ default: m.Toaster })));
// The same for the offline notice: loaded while online (the installed app precaches it).
const AvisoSemConexao = lazy(() => import('./shell/aviso-sem-conexao'));

/**
 * The first script holds only React, the router and this: each page brings what it needs
 * (routes.tsx), the query cache and the tRPC client included.
 */
export function App() {
  return (
    <>
      <Rotas />
      <Suspense fallback={null}>
        <Toaster />
        <AvisoSemConexao />
      </Suspense>
    </>
  );
}
