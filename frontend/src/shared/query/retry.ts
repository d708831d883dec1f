import { isTransientError } from '../errors/userMessage';

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
