/**
 * The specification's sample public profile: hard-coded content, shown only for the sample owners of
 * the default mode's catalogue (/user/user-alice), with that owner's name and the tools they list,
 * and marked as a sample. Real members' profiles come from their account and rentals (MemberProfile).
 */
import { sampleCatalogue as catalogue, sampleImagesFor } from '../tools';
import { nameFromEmail } from '../../shared/names';
import type { BorrowedTool, LentTool, ProfileIdentity, ProfileTool } from './profileTypes';

export interface SampleProfile extends ProfileIdentity {
  rating: number;
  reviewCount: number;
  totalRentals: number;
  toolsListed: number;
  lent: (LentTool & { timesRented: number })[];
  borrowed: BorrowedTool[];
}

const SAMPLE_TIMES_RENTED = [12, 7, 4];
const SAMPLE_BORROWED_DATES = ['2026-10-14', '2026-09-02', '2026-07-21'];

function profileTool(toolId: string): ProfileTool | null {
  const tool = catalogue.tools.find((candidate) => candidate.id === toolId);
  return tool
    ? {
        toolId,
        name: tool.name,
        category: tool.category,
        photoUrls: sampleImagesFor(toolId),
      }
    : null;
}

const present = <T>(value: T | null): value is T => value !== null;

/** The sample profile of sample owner `id`, or null when `id` is no sample owner. */
export function sampleProfileFor(id: string): SampleProfile | null {
  const owner = catalogue.owners.find((candidate) => candidate.id === id);
  if (!owner) return null;
  // A sample owner lends their own catalogue tools and borrows other owners' ones.
  const lent = catalogue.tools
    .filter((tool) => tool.ownerId === owner.id)
    .map((tool, index) => {
      const shown = profileTool(tool.id);
      return (
        shown && {
          ...shown,
          timesRented: SAMPLE_TIMES_RENTED[index % SAMPLE_TIMES_RENTED.length] ?? 0,
        }
      );
    })
    .filter(present);
  const others = catalogue.tools.filter((tool) => tool.ownerId !== owner.id);
  const borrowed = SAMPLE_BORROWED_DATES.map((borrowedAt, index) => {
    const tool = others[index * 2];
    const shown = tool ? profileTool(tool.id) : null;
    return shown && { ...shown, key: `${shown.toolId}-${borrowedAt}`, borrowedAt };
  }).filter(present);

  return {
    name: nameFromEmail(owner.email, 'Toolshare member'),
    rating: 4.8,
    reviewCount: 23,
    location: 'Springfield',
    memberSince: '2025-03-01',
    bio: 'DIY enthusiast and weekend woodworker. I keep my tools clean, charged and ready, and I am happy to show how they work before you take them home.',
    totalRentals: lent.reduce((total, tool) => total + tool.timesRented, 0) + borrowed.length,
    toolsListed: lent.length,
    lent,
    borrowed,
  };
}
