import type { ReactNode } from 'react';
import { LoadError } from './LoadError';
import { PageSpinner } from './Spinner';

interface LoadStatesProps {
  /** The last read failed: shown with a retry, in place of everything else. */
  error: string | null;
  onRetry: () => void;
  /** Nothing read yet: the spinner. */
  loading: boolean;
  /** What to show when the read succeeded and found nothing; `false` when there is content. */
  empty: ReactNode;
  children: ReactNode;
}

/**
 * One list's states, in the order a reader meets them: the error (with a retry), the spinner, the
 * empty state, then the content.
 */
export function LoadStates({ error, onRetry, loading, empty, children }: LoadStatesProps) {
  if (error) return <LoadError message={error} onRetry={onRetry} />;
  if (loading) return <PageSpinner />;
  if (empty !== false) return empty;
  return children;
}
