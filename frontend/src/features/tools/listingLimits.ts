import { TEXT_LIMITS } from '../../shared/limits';
import { ToolMessageError } from './toolErrors';
import type { ToolListing } from './types';

/**
 * The lengths the database enforces on a listing (supabase/migrations), checked the same way by
 * the form and by both stores, so the in-browser mode refuses what Supabase would refuse.
 */
export const LISTING_LIMITS = {
  name: TEXT_LIMITS.toolName,
  location: TEXT_LIMITS.toolLocation,
  description: TEXT_LIMITS.toolDescription,
  specification: TEXT_LIMITS.toolSpecification,
  specifications: TEXT_LIMITS.toolSpecifications,
  photos: 5,
} as const;

/** The first limit `listing` breaks, worded for the lender, or null. */
export function listingLimitProblem(
  listing: Pick<ToolListing, 'name' | 'location' | 'description' | 'specifications' | 'imageUrls'>,
): string | null {
  if (listing.name.length > LISTING_LIMITS.name) return `Tool name can be at most ${LISTING_LIMITS.name} characters`;
  if (listing.location.length > LISTING_LIMITS.location)
    return `Location can be at most ${LISTING_LIMITS.location} characters`;
  if (listing.description.length > LISTING_LIMITS.description)
    return `Description can be at most ${LISTING_LIMITS.description} characters`;
  if (listing.specifications.length > LISTING_LIMITS.specifications)
    return `A listing can have at most ${LISTING_LIMITS.specifications} specifications`;
  const long = listing.specifications.findIndex((line) => line.length > LISTING_LIMITS.specification);
  if (long >= 0) return `Specification ${long + 1} can be at most ${LISTING_LIMITS.specification} characters`;
  if (listing.imageUrls.length > LISTING_LIMITS.photos) return `You can upload at most ${LISTING_LIMITS.photos} photos`;
  return null;
}

/** Thrown by a store for a listing the database would refuse; its message is for the lender. */
export class ListingRejectedError extends ToolMessageError {
  constructor(message: string) {
    super(message);
    this.name = 'ListingRejectedError';
  }
}

/** Throws `ListingRejectedError` when a change would break a limit (fields not changed are not checked). */
export function assertWithinListingLimits(changes: Partial<ToolListing>): void {
  const problem = listingLimitProblem({
    name: changes.name ?? '',
    location: changes.location ?? '',
    description: changes.description ?? '',
    specifications: changes.specifications ?? [],
    imageUrls: changes.imageUrls ?? [],
  });
  if (problem) throw new ListingRejectedError(problem);
}
