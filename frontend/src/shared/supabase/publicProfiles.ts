import type { Json } from './database.types';

/**
 * What everyone may read of a member (public.public_profiles): the display name (the e-mail's
 * local part), the linked wallet or '', bio, location and the account's creation date.
 */
export interface PublicProfileDocument {
  id: string;
  display_name: string;
  wallet_address: string;
  bio: string;
  location: string;
  member_since: string;
}

/**
 * The profiles public_profiles returned: one json[] value, one object per member
 * (supabase/migrations/20261128001100_functions_return_json.sql). A value, not rows, so that
 * PostgREST has no column to run a caller's pattern filter on.
 */
export const publicProfileDocuments = (profiles: Json[]): PublicProfileDocument[] =>
  profiles as unknown as PublicProfileDocument[];
