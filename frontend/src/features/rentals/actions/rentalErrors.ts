/** The specification's rental error messages (§8), exactly as written; each action's entry (rentalActions.ts) names its own. */
export const RENTAL_ERROR_MESSAGES = {
  fetchRentals: 'Failed to fetch rentals',
  fetchRental: 'Failed to fetch rental details',
  createRental: 'Failed to create rental request',
  updateState: 'Failed to update rental state',
  confirmPickup: 'Failed to confirm tool pickup',
  confirmReturn: 'Failed to confirm tool return',
  completeRental: 'Failed to complete rental',
  fileDispute: 'Failed to file dispute',
  walletNotConnected: 'Wallet not connected',
  /** Not the specification's: the tool's calendar (v4 bookings). */
  fetchBookings: "Failed to read the tool's bookings",
  /** Not the specification's: who would rule a dispute (v4 appointments). */
  fetchDisputeAdmin: 'Failed to read the dispute admin',
} as const;

/**
 * A refused or failed rental operation: `message` is the specification's text, `reason` (optional)
 * says why in plain words, e.g. "Only the borrower can do this.".
 */
export class RentalError extends Error {
  readonly reason?: string;

  /** `cause`: the error it stands for (a node's), so that a network failure is still recognised (queryClient's retries). */
  constructor(message: string, reason?: string, cause?: unknown) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'RentalError';
    this.reason = reason;
  }
}

/** What the user reads: the specification's message, then the reason when there is one. */
export function describeRentalError(error: unknown, fallback: string): string {
  if (error instanceof RentalError) return error.reason ? `${error.message}: ${error.reason}` : error.message;
  return fallback;
}
