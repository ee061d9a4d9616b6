import type { AppRouter } from '@clinica/server';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { createTRPCContext } from '@trpc/tanstack-react-query';
import { sessaoStorage } from './armazenamento';

const TEMPO_LIMITE_MS = 10_000;

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

export function criarClienteTrpc() {
  return createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: '/trpc',
        // Calls give up after 10 s (spec 01 §7), so a dead connection shows a message instead of a spinner.
        fetch: (url, opts) =>
          fetch(url, {
            ...opts,
            signal: opts?.signal
              ? AbortSignal.any([opts.signal, AbortSignal.timeout(TEMPO_LIMITE_MS)])
              : AbortSignal.timeout(TEMPO_LIMITE_MS),
          }),
        headers() {
          // The session rides in its HttpOnly cookie; the CSRF header proves the call is ours.
          const csrf = sessaoStorage.csrf();
          return csrf ? { 'x-csrf-token': csrf } : {};
        },
      }),
    ],
  });
}
