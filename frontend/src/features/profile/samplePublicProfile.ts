/**
 * The public profile's content. As in the original, it is hard-coded sample data, not loaded by
 * id: only the name is dynamic. Going a little further, the profile of a sample owner
 * (/user/user-alice) shows that owner's name and the tools they really list in the catalogue.
 */
import { sampleCatalogue as catalogue, sampleImagesFor } from '../tools';
import { nameFromEmail } from '../../shared/names';

export interface ProfileTool {
  toolId: string;
  name: string;
  category: string;
  /** Bundled photos of the tool (may be empty). */
  photoUrls: string[];
}

export interface LentTool extends ProfileTool {
  timesRented: number;
  /** ISO time the listing was created: shown instead of the rental count for a real listing (Supabase mode). */
  listedAt?: string;
}

export interface BorrowedTool extends ProfileTool {
  /** ISO date. */
  borrowedAt: string;
}

export interface PublicProfile {
  name: string;
  rating: number;
  reviewCount: number;
  location: string;
  /** ISO date. */
  joinedAt: string;
  bio: string;
  totalRentals: number;
  toolsListed: number;
  lent: LentTool[];
  borrowed: BorrowedTool[];
}

/** Who the profile shows when the id is no sample owner and nobody is signed in. */
export const ANONYMOUS_PROFILE_NAME = 'Toolshare member';

const SAMPLE_LENT = [
  { toolId: 'tool-1', timesRented: 12 },
  { toolId: 'tool-5', timesRented: 7 },
  { toolId: 'tool-9', timesRented: 4 },
];
const SAMPLE_BORROWED = [
  { toolId: 'tool-2', borrowedAt: '2026-10-14' },
  { toolId: 'tool-7', borrowedAt: '2026-09-02' },
  { toolId: 'tool-4', borrowedAt: '2026-07-21' },
];

function profileTool(toolId: string): ProfileTool | null {
  const tool = catalogue.tools.find((candidate) => candidate.id === toolId);
  return tool ? { toolId, name: tool.name, category: tool.category, photoUrls: sampleImagesFor(toolId) } : null;
}

const present = <T,>(value: T | null): value is T => value !== null;

/** The public profile shown at /user/{id}. */
export function publicProfileFor(id: string, signedInEmail: string | null): PublicProfile {
  const owner = catalogue.owners.find((candidate) => candidate.id === id);
  const name = nameFromEmail(owner?.email ?? signedInEmail ?? '', ANONYMOUS_PROFILE_NAME);

  // A sample owner lends their own catalogue tools and borrows other owners' ones.
  const lentIds = owner ? catalogue.tools.filter((tool) => tool.ownerId === owner.id).map((tool, index) => ({ toolId: tool.id, timesRented: SAMPLE_LENT[index % SAMPLE_LENT.length]?.timesRented ?? 0 })) : SAMPLE_LENT;
  const borrowedIds = owner
    ? SAMPLE_BORROWED.map((sample, index) => ({ ...sample, toolId: catalogue.tools.filter((tool) => tool.ownerId !== owner.id)[index * 2]?.id ?? sample.toolId }))
    : SAMPLE_BORROWED;

  const lent = lentIds.map(({ toolId, timesRented }) => {
    const tool = profileTool(toolId);
    return tool && { ...tool, timesRented };
  }).filter(present);
  const borrowed = borrowedIds.map(({ toolId, borrowedAt }) => {
    const tool = profileTool(toolId);
    return tool && { ...tool, borrowedAt };
  }).filter(present);

  return {
    name,
    rating: 4.8,
    reviewCount: 23,
    location: 'Springfield',
    joinedAt: '2025-03-01',
    bio: 'DIY enthusiast and weekend woodworker. I keep my tools clean, charged and ready, and I am happy to show how they work before you take them home.',
    totalRentals: lent.reduce((total, tool) => total + tool.timesRented, 0) + borrowed.length,
    toolsListed: lent.length,
    lent,
    borrowed,
  };
}

/** A listing as the public profile shows it. */
interface ListedTool {
  id: string;
  name: string;
  category: string;
  imageUrls: string[];
  createdAt: string;
}

/**
 * The public profile of a real user of the shared marketplace (Supabase mode): their name and the
 * tools they really list. The rest (rating, bio, rentals) stays the specification's sample content:
 * the database keeps no reviews or rental history.
 */
export function sharedPublicProfile(name: string, listings: ListedTool[]): PublicProfile {
  const sample = publicProfileFor('', null);
  const lent = listings.map((tool) => ({ toolId: tool.id, name: tool.name, category: tool.category, photoUrls: tool.imageUrls, timesRented: 0, listedAt: tool.createdAt }));
  return { ...sample, name: name || ANONYMOUS_PROFILE_NAME, toolsListed: lent.length, totalRentals: sample.borrowed.length, lent };
}
