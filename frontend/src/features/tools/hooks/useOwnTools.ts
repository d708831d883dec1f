import { useQuery } from '@tanstack/react-query';
import { readStatus } from '../../../shared/query/readStatus';
import { useTools } from '../ToolsProvider';
import { TOOL_ERROR_MESSAGES } from '../toolErrors';
import { toolKeys } from '../toolQueries';

/**
 * The viewer's own tools, read per viewer (and wallets) through the query cache; a delete or edit
 * made elsewhere is written into it at once, and a new listing reads it again.
 */
export function useOwnTools(userId: string | undefined, walletAddresses: string[]) {
  const { fetchOwnTools } = useTools();
  const own = useQuery({
    queryKey: toolKeys.own(userId ?? '', walletAddresses),
    queryFn: () => fetchOwnTools(userId ?? '', walletAddresses),
    enabled: userId !== undefined,
  });
  const { loading, failed } = readStatus(own);
  const { refetch } = own;
  return {
    tools: own.data ?? null,
    loading,
    error: failed ? TOOL_ERROR_MESSAGES.fetchOwnTools : null,
    retry: () => void refetch(),
  };
}
