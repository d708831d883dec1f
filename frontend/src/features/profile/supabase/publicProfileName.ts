import { loadSupabaseClient, type SupabaseSettings } from '../../../shared/supabase/supabaseClient';

/** The name the marketplace shows for user `id` (public.public_profiles), or null when there is no such user. */
export async function fetchPublicProfileName(settings: SupabaseSettings, id: string): Promise<string | null> {
  const supabase = await loadSupabaseClient(settings);
  const { data, error } = await supabase.rpc('public_profiles', { user_ids: [id] });
  if (error) throw Object.assign(new Error(`Failed to fetch the profile: ${error.message}`), { cause: error });
  return data[0]?.display_name ?? null;
}
