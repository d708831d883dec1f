import { supabaseSettings, type SupabaseEnvironment, type SupabaseSettings } from '../../shared/supabase/supabaseClient';
import { forwardTo, loadOnce } from '../../shared/lazy/loadOnce';
import { SimulatedToolsClient } from './SimulatedToolsClient';
import type { ToolsClient } from './ToolsClient';

/** The Supabase catalogue, its code (and supabase-js) imported on first use: the local mode's first page does not download it. */
function lazySupabaseToolsClient(settings: SupabaseSettings): ToolsClient {
  const load = loadOnce(() => import('./supabase/SupabaseToolsClient').then(({ SupabaseToolsClient }): ToolsClient => new SupabaseToolsClient(settings)));
  const method = forwardTo(load);
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

/** The catalogue in the Supabase project when one is configured (as for accounts), else in this browser. */
export function createToolsClient(environment: SupabaseEnvironment = import.meta.env): ToolsClient {
  const settings = supabaseSettings(environment);
  return settings ? lazySupabaseToolsClient(settings) : new SimulatedToolsClient();
}
