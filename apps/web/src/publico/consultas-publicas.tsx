import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { tentarDeNovo } from '../lib/tentativas';

// The patient's pages make their calls with lib/trpc-leve.ts; the query cache keeps their
// loading, error and retry states with the same retry rule as the clinic area.
const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: tentarDeNovo, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

/** The query cache of the public pages (no tRPC client, no session). */
export default function ConsultasPublicas({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
