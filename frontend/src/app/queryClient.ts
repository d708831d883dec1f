import { QueryClient } from '@tanstack/react-query';
import { isTransientError } from '../shared/errors/userMessage';

/**
 * A read that failed for a network reason is tried this many more times, further apart each time
 * (TanStack's default delay: 1 s, 2 s, 4 s… up to 30 s), so a rate-limited or briefly unreachable
 * node is given room to recover.
 */
const NETWORK_RETRIES = 6;

/**
 * Whether a failed read is tried again: a network failure (no answer, 429, 5xx) several times with
 * backoff, anything else (the chain's own answer) once. Meanwhile, and after, the last good answer
 * stays on screen, and ChainNotice says the network is unreachable.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < (isTransientError(error) ? NETWORK_RETRIES : 1);
}

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
