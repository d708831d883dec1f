import { TEXT_LIMITS } from '../../shared/limits';
import type { ProfileDetails } from './types';

/** The words for details over their limits, the same in the form, the local store and from the database's constraints. */
export const PROFILE_DETAILS_ERRORS = {
  bioTooLong: `Your bio can be at most ${TEXT_LIMITS.profileBio} characters.`,
  locationTooLong: `Your location can be at most ${TEXT_LIMITS.profileLocation} characters.`,
} as const;

/** Why these details cannot be saved, or null when they can. */
export function checkProfileDetails(details: ProfileDetails): string | null {
  if (details.bio.length > TEXT_LIMITS.profileBio) return PROFILE_DETAILS_ERRORS.bioTooLong;
  if (details.location.length > TEXT_LIMITS.profileLocation) return PROFILE_DETAILS_ERRORS.locationTooLong;
  return null;
}

/** The details as they are kept (trimmed); throws the form's words when one is over its limit. */
export function detailsToSave(details: ProfileDetails): ProfileDetails {
  const saved = { bio: details.bio.trim(), location: details.location.trim() };
  const refusal = checkProfileDetails(saved);
  if (refusal) throw new Error(refusal);
  return saved;
}

/** A refusal of the database's length constraints in the form's words; any other error as it was. */
export function wordedRefusal(error: unknown): unknown {
  const message = error instanceof Error ? error.message : '';
  if (message.includes('users_bio_length')) return new Error(PROFILE_DETAILS_ERRORS.bioTooLong, { cause: error });
  if (message.includes('users_location_length'))
    return new Error(PROFILE_DETAILS_ERRORS.locationTooLong, { cause: error });
  return error;
}
