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
  const [ownIds, setOwnIds] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const walletsKey = walletAddresses.join(',');

  const load = useCallback(() => {
    if (!userId) return () => {};
    let current = true;
    setOwnIds(null);
    setError(null);
    fetchOwnTools(userId, walletsKey ? walletsKey.split(',') : []).then(
      (own) => current && setOwnIds(own.map((tool) => tool.id)),
      () => current && setError('Failed to fetch your tools'),
    );
    return () => {
      current = false;
    };
  }, [userId, walletsKey, fetchOwnTools]);

  useEffect(() => load(), [load]);

  // The fetched ids, read from the catalogue so later changes (and deletions) are reflected; a
  // tool created since the fetch is included too.
  const wallets = walletsKey ? walletsKey.split(',') : [];
  const own: Tool[] | null =
    ownIds === null ? null : tools.filter((tool) => ownIds.includes(tool.id) || isOwnTool(tool, userId, wallets));
  return { tools: own, loading: ownIds === null && error === null, error, retry: load };
}
