import { supabaseSettings, type SupabaseEnvironment } from '../../shared/supabase/supabaseClient';
import { SimulatedToolsClient } from './SimulatedToolsClient';
import type { ToolsClient } from './ToolsClient';
import { SupabaseToolsClient } from './supabase/SupabaseToolsClient';

/** The catalogue in the Supabase project when one is configured (as for accounts), else in this browser. */
export function createToolsClient(environment: SupabaseEnvironment = import.meta.env): ToolsClient {
  const settings = supabaseSettings(environment);
  return settings ? new SupabaseToolsClient(settings) : new SimulatedToolsClient();
}
