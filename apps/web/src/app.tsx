import { Toaster } from '@clinica/ui/toast';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { criarQueryClient } from './lib/query-client';
import { criarClienteTrpc, TRPCProvider } from './lib/trpc';
import { Rotas } from './routes';

export function App() {
  const [queryClient] = useState(criarQueryClient);
  const [trpcClient] = useState(criarClienteTrpc);
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        <Rotas />
        <Toaster />
      </TRPCProvider>
    </QueryClientProvider>
  );
}
