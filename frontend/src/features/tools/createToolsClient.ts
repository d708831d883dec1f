import { supabaseSettings, type SupabaseEnvironment, type SupabaseSettings } from '../../shared/supabase/supabaseClient';
import { loadOnce } from '../../shared/lazy/loadOnce';
import { SimulatedToolsClient } from './SimulatedToolsClient';
import type { ToolsClient } from './ToolsClient';

/** The Supabase catalogue, its code (and supabase-js) imported on first use: the local mode's first page does not download it. */
function lazySupabaseToolsClient(settings: SupabaseSettings): ToolsClient {
  const load = loadOnce(() => import('./supabase/SupabaseToolsClient').then(({ SupabaseToolsClient }): ToolsClient => new SupabaseToolsClient(settings)));
  return {
    fetchTools: () => load().then((loaded) => loaded.fetchTools()),
    searchTools: (query, page) => load().then((loaded) => loaded.searchTools(query, page)),
    fetchOwnTools: (ownerId, walletAddresses) => load().then((loaded) => loaded.fetchOwnTools(ownerId, walletAddresses)),
    fetchTool: (id) => load().then((loaded) => loaded.fetchTool(id)),
    createTool: (listing, owner, options) => load().then((loaded) => loaded.createTool(listing, owner, options)),
    updateTool: (id, changes, options) => load().then((loaded) => loaded.updateTool(id, changes, options)),
    deleteTool: (id) => load().then((loaded) => loaded.deleteTool(id)),
  };
}

/** The catalogue in the Supabase project when one is configured (as for accounts), else in this browser. */
export function createToolsClient(environment: SupabaseEnvironment = import.meta.env): ToolsClient {
  const settings = supabaseSettings(environment);
  return settings ? lazySupabaseToolsClient(settings) : new SimulatedToolsClient();
}
