import { QueryClient } from '@tanstack/react-query';
import { shouldRetry } from '../shared/query/retry';

/**
 * The app's one cache of server state (chain reads above all). Reads are made again when they are
 * invalidated (a new block, a mined transaction) or their key changes (account, chain, mode), not
 * on window focus; a failed read is tried again (`shouldRetry`) and keeps the last good answer on screen.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { refetchOnWindowFocus: false, retry: shouldRetry, staleTime: 0 },
      mutations: { retry: false },
    },
  });
}
