import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { criarQueryClient } from './query-client';
import { criarClienteTrpc, TRPCProvider } from './trpc';

// One query cache and one tRPC client for the whole visit, made when the first page that needs
// them loads: every such page mounts these providers again, and finds the same cache.
const queryClient = criarQueryClient();
const trpcClient = criarClienteTrpc();

/**
 * The tRPC client and the query cache of the clinic area (and of the staff's print and demo
 * billing pages). Not part of the first script: /login and the patient's public pages load
 * without them (routes.tsx).
 */
export default function ProvedoresApp({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        {children}
      </TRPCProvider>
    </QueryClientProvider>
  );
}
