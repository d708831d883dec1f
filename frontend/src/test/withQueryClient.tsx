import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';

/** A wrapper for renderHook/render: a fresh query cache of its own, reads failing at once (no retry). */
export function withQueryClient(queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })) {
  return function QueryWrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  };
}
