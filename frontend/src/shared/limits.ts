/**
 * The length limits of what people type, in one place: the forms (maxLength and their checks), the
 * in-browser stores (which refuse or drop longer values) and the Supabase schema use the same numbers.
 */
export const TEXT_LIMITS = {
  toolName: 120,
  toolLocation: 120,
  toolDescription: 4000,
  /** Each specification line. */
  toolSpecification: 200,
  /** Specification lines per listing. */
  toolSpecifications: 30,
  chatMessage: 2000,
  /** What a member writes about themselves on their public profile. */
  profileBio: 500,
  profileLocation: 100,
} as const;

/** Whether `text` is a string of at most `max` characters (UTF-16 code units, as maxLength counts). */
export const fitsLimit = (text: unknown, max: number): text is string => typeof text === 'string' && text.length <= max;

/** The longest review of a rental's other party. Apart from TEXT_LIMITS, which the first page loads whole. */
export const REVIEW_TEXT_LIMIT = 1000;
