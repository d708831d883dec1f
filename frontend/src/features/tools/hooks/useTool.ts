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

/**
 * One tool by id, fetched when the id changes (300 ms, simulated), and kept current with the
 * catalogue afterwards (an edit made elsewhere shows here).
 */
export function useTool(id: string | undefined): ToolLookup {
  const { fetchTool, tools } = useTools();
  const [lookup, setLookup] = useState<ToolLookup>({ status: 'loading', tool: null, error: null });

  useEffect(() => {
    if (!id) {
      setLookup({ status: 'notFound', tool: null, error: null });
      return;
    }
    let current = true;
    setLookup({ status: 'loading', tool: null, error: null });
    fetchTool(id).then(
      (tool) => current && setLookup(tool ? { status: 'found', tool, error: null } : { status: 'notFound', tool: null, error: null }),
      (error: unknown) => current && setLookup({ status: 'error', tool: null, error: userMessage(error, TOOL_ERROR_MESSAGES.fetchTool) }),
    );
    return () => {
      current = false;
    };
  }, [id, fetchTool]);

  // The catalogue's copy is the newest once the tool is known (e.g. after an update).
  const latest = lookup.status === 'found' ? tools.find((tool) => tool.id === lookup.tool.id) : undefined;
  return latest && latest !== lookup.tool ? { status: 'found', tool: latest, error: null } : lookup;
}
