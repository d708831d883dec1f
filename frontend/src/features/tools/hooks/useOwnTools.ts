import { useCallback, useEffect, useState } from 'react';
import { useTools } from '../ToolsProvider';
import { isOwnTool } from '../ownership';
import type { Tool } from '../types';

/**
 * The viewer's own tools, fetched when the viewer changes and kept current with the catalogue
 * afterwards (a delete or edit shows at once).
 */
export function useOwnTools(userId: string | undefined, walletAddresses: string[]) {
  const { fetchOwnTools, tools } = useTools();
  const walletsKey = walletAddresses.join(',');
  // Try again asks anew; so does another viewer. An answer to an earlier request counts as loading.
  const [attempt, setAttempt] = useState(0);
  const request = JSON.stringify([userId, walletsKey, attempt]);
  const [answer, setAnswer] = useState<{ request: string; ownIds: string[] | null; error: string | null } | null>(null);

  useEffect(() => {
    if (!userId) return;
    let current = true;
    fetchOwnTools(userId, walletsKey ? walletsKey.split(',') : []).then(
      (own) => {
        if (current) setAnswer({ request, ownIds: own.map((tool) => tool.id), error: null });
      },
      () => {
        if (current) setAnswer({ request, ownIds: null, error: 'Failed to fetch your tools' });
      },
    );
    return () => {
      current = false;
    };
  }, [userId, walletsKey, request, fetchOwnTools]);

  const retry = useCallback(() => setAttempt((count) => count + 1), [setAttempt]);

  const { ownIds, error } = answer?.request === request ? answer : { ownIds: null, error: null };
  // The fetched ids, read from the catalogue so later changes (and deletions) are reflected; a
  // tool created since the fetch is included too.
  const wallets = walletsKey ? walletsKey.split(',') : [];
  const own: Tool[] | null =
    ownIds === null ? null : tools.filter((tool) => ownIds.includes(tool.id) || isOwnTool(tool, userId, wallets));
  return { tools: own, loading: ownIds === null && error === null, error, retry };
}
