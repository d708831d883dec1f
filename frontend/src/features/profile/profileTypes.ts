/** A tool as the public profile shows it. */
export interface ProfileTool {
  toolId: string;
  name: string;
  category: string;
  /** Bundled or uploaded photos of the tool (may be empty). */
  photoUrls: string[];
}

export interface LentTool extends ProfileTool {
  /** How many times a borrower took it; null when unknown (no linked wallet): the listing date is shown instead. */
  timesRented: number | null;
  /** ISO time the listing was created. */
  listedAt?: string;
}

export interface BorrowedTool extends ProfileTool {
  /** The rental it was borrowed in (a tool borrowed twice shows twice). */
  key: string;
  /** ISO date or time it was picked up. */
  borrowedAt: string;
}

/** Who the profile is about. */
export interface ProfileIdentity {
  name: string;
  location: string;
  bio: string;
  /** ISO date or time the account was created. */
  memberSince: string;
}
