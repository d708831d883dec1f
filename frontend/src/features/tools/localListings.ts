import { supabaseSettings, type SupabaseEnvironment } from '../../shared/supabase/supabaseClient';

/**
 * Whether listings live in this browser only (no Supabase project configured): a borrower in
 * another browser cannot see them. The browser's store also keeps the lender's inspection period,
 * which the Supabase `tools` table has no column for yet. (Apart from createToolsClient.ts, which
 * the first page loads: only the listing pages ask.)
 */
export const listingsStayInThisBrowser = (environment: SupabaseEnvironment = import.meta.env): boolean =>
  supabaseSettings(environment) === null;
