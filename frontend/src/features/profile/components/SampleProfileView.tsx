import { Package, Repeat, Star } from 'lucide-react';
import type { SampleProfile } from '../samplePublicProfile';
import { ProfileHeader } from './ProfileHeader';
import { ProfileStat } from './ProfileStat';
import { ProfileToolSection } from './ProfileToolSection';
import { dayMonthYear, timesRentedText } from './profileFormat';

/** The specification's sample rating: stars, the average and the count. */
function SampleRating({ rating, reviewCount }: { rating: number; reviewCount: number }) {
  const fullStars = Math.round(rating);
  return (
    <p
      className="mt-1 flex items-center gap-1 text-sm"
      aria-label={`Rated ${rating} out of 5 from ${reviewCount} reviews`}
    >
      {Array.from({ length: 5 }, (_, star) => (
        <Star
          key={star}
          aria-hidden
          className={`h-4 w-4 ${star < fullStars ? 'fill-amber-400 text-amber-400' : 'text-slate-300 dark:text-slate-600'}`}
        />
      ))}
      <span className="ml-1 font-medium">{rating.toFixed(1)}</span>
      <span className="text-slate-500 dark:text-slate-400">({reviewCount} reviews)</span>
    </p>
  );
}

/** The specification's public profile (§2) with its sample content, marked as a sample. */
export function SampleProfileView({ profile }: { profile: SampleProfile }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <ProfileHeader
        identity={profile}
        sample
        rating={<SampleRating rating={profile.rating} reviewCount={profile.reviewCount} />}
        stats={
          <>
            <ProfileStat
              icon={<Repeat className="h-5 w-5" aria-hidden />}
              value={profile.totalRentals}
              label="Total Rentals"
            />
            <ProfileStat
              icon={<Package className="h-5 w-5" aria-hidden />}
              value={profile.toolsListed}
              label="Tools Listed"
            />
          </>
        }
      />
      <ProfileToolSection
        id="lent"
        title="Tools I've Lent"
        items={profile.lent.map((tool) => ({ key: tool.toolId, tool }))}
        detail={(tool) => timesRentedText(tool.timesRented)}
        empty="No tools listed yet."
      />
      <ProfileToolSection
        id="borrowed"
        title="Tools I've Borrowed"
        items={profile.borrowed.map((tool) => ({ key: tool.key, tool }))}
        detail={(tool) => `Borrowed ${dayMonthYear(tool.borrowedAt)}`}
        empty="No tools borrowed yet."
      />
    </div>
  );
}
