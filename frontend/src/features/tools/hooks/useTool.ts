import { useQuery } from '@tanstack/react-query';
import { userMessage } from '../../../shared/errors/userMessage';
import { readStatus } from '../../../shared/query/readStatus';
import { useTools } from '../ToolsProvider';
import { TOOL_ERROR_MESSAGES } from '../toolErrors';
import { toolKeys } from '../toolQueries';
import type { Tool } from '../types';

export type ToolLookup =
  | { status: 'loading'; tool: null; error: null }
  | { status: 'found'; tool: Tool; error: null }
  | { status: 'notFound'; tool: null; error: null }
  | { status: 'error'; tool: null; error: string };

const LOADING: ToolLookup = { status: 'loading', tool: null, error: null };
const NOT_FOUND: ToolLookup = { status: 'notFound', tool: null, error: null };

/**
 * One tool by id (300 ms, simulated), read per id through the query cache; an edit or delete
 * made elsewhere is written into the same entry, so it shows here at once.
 */
export function useTool(id: string | undefined): ToolLookup {
  const { fetchTool } = useTools();
  const lookup = useQuery({
    queryKey: toolKeys.tool(id ?? ''),
    queryFn: () => fetchTool(id ?? ''),
    enabled: id !== undefined && id !== '',
  });
  const { loading, failed } = readStatus(lookup);
  if (!id) return NOT_FOUND;
  if (failed) return { status: 'error', tool: null, error: userMessage(lookup.error, TOOL_ERROR_MESSAGES.fetchTool) };
  if (loading || lookup.data === undefined) return LOADING;
  return lookup.data ? { status: 'found', tool: lookup.data, error: null } : NOT_FOUND;
}
