import {
  supabaseSettings,
  type SupabaseEnvironment,
  type SupabaseSettings,
} from '../../shared/supabase/supabaseClient';
import { forwardTo, loadOnce } from '../../shared/lazy/loadOnce';
import type { ToolsClient } from './ToolsClient';

/**
 * A catalogue whose code is imported on its first use: the first page downloads neither the
 * Supabase client (and supabase-js) nor the simulated one (its store and sample catalogue); the
 * simulated catalogue's own delay hides the download.
 */
function lazyToolsClient(create: () => Promise<ToolsClient>): ToolsClient {
  const method = forwardTo(loadOnce(create));
  return {
    fetchTools: method('fetchTools'),
    searchTools: method('searchTools'),
    fetchOwnTools: method('fetchOwnTools'),
    fetchTool: method('fetchTool'),
    createTool: method('createTool'),
    updateTool: method('updateTool'),
    deleteTool: method('deleteTool'),
  };
}

const supabaseToolsClient = (settings: SupabaseSettings) =>
  import('./supabase/SupabaseToolsClient').then(
    ({ SupabaseToolsClient }): ToolsClient => new SupabaseToolsClient(settings),
  );

/** The catalogue in the Supabase project when one is configured (as for accounts), else in this browser. */
export function createToolsClient(environment: SupabaseEnvironment = import.meta.env): ToolsClient {
  const settings = supabaseSettings(environment);
  return lazyToolsClient(
    settings
      ? () => supabaseToolsClient(settings)
      : () => import('./SimulatedToolsClient').then(({ SimulatedToolsClient }) => new SimulatedToolsClient()),
  );
}
