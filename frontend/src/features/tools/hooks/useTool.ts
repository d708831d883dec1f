import { useEffect, useState } from 'react';
import { userMessage } from '../../../shared/errors/userMessage';
import { useTools } from '../ToolsProvider';
import { TOOL_ERROR_MESSAGES } from '../toolErrors';
import type { Tool } from '../types';

export type ToolLookup =
  | { status: 'loading'; tool: null; error: null }
  | { status: 'found'; tool: Tool; error: null }
  | { status: 'notFound'; tool: null; error: null }
  | { status: 'error'; tool: null; error: string };

const LOADING: ToolLookup = { status: 'loading', tool: null, error: null };
const NOT_FOUND: ToolLookup = { status: 'notFound', tool: null, error: null };

/**
 * One tool by id, fetched when the id changes (300 ms, simulated), and kept current with the
 * catalogue afterwards (an edit made elsewhere shows here).
 */
export function useTool(id: string | undefined): ToolLookup {
  const { fetchTool, tools } = useTools();
  // The answer for one id; while it is for another id (or none yet), the new id is loading.
  const [answer, setAnswer] = useState<{ id: string; lookup: ToolLookup } | null>(null);

  useEffect(() => {
    if (!id) return;
    let current = true;
    fetchTool(id).then(
      (tool) => {
        if (current) setAnswer({ id, lookup: tool ? { status: 'found', tool, error: null } : NOT_FOUND });
      },
      (error: unknown) => {
        if (current) setAnswer({ id, lookup: { status: 'error', tool: null, error: userMessage(error, TOOL_ERROR_MESSAGES.fetchTool) } });
      },
    );
    return () => {
      current = false;
    };
  }, [id, fetchTool]);

  const lookup: ToolLookup = !id ? NOT_FOUND : answer?.id === id ? answer.lookup : LOADING;
  // The catalogue's copy is the newest once the tool is known (e.g. after an update).
  const latest = lookup.status === 'found' ? tools.find((tool) => tool.id === lookup.tool.id) : undefined;
  return latest && latest !== lookup.tool ? { status: 'found', tool: latest, error: null } : lookup;
}
