import type { AppRouter } from '@clinica/server';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { createTRPCContext } from '@trpc/tanstack-react-query';
import { sessaoStorage } from './armazenamento';

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

export function criarClienteTrpc() {
  return createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: '/trpc',
        headers() {
          const token = sessaoStorage.token();
          return token ? { authorization: `Bearer ${token}` } : {};
        },
      }),
    ],
  });
}
