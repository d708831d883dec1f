import type { ReactNode } from 'react';
import { Calendar, MapPin } from 'lucide-react';
import type { ProfileIdentity } from '../profileTypes';
import { CARD } from '../../../shared/ui/formStyles';
import { monthYear } from './profileFormat';

/**
 * Who the profile is about: avatar, name, location, member since, bio. `rating` goes under the name
 * (the reviews' summary), `stats` beside it; a sample profile says so.
 */
export function ProfileHeader({
  identity,
  sample = false,
  rating,
  stats,
}: {
  identity: ProfileIdentity;
  sample?: boolean;
  rating?: ReactNode;
  stats?: ReactNode;
}) {
  return (
    <section className={`${CARD} p-6`}>
      <div className="flex flex-col gap-6 sm:flex-row sm:items-start">
        <span
          aria-hidden
          className="inline-flex h-24 w-24 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-blue-500 to-blue-700 text-4xl font-bold text-white uppercase shadow-sm"
        >
          {identity.name.charAt(0)}
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-bold break-words">{identity.name}</h1>
            {sample && (
              <span
                className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-900/40 dark:text-amber-200"
                title="The specification's sample profile: not a real member's record"
              >
                Sample profile
              </span>
            )}
          </div>
          {rating}
          <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
            {identity.location && (
              <span className="inline-flex items-center gap-1">
                <MapPin className="h-4 w-4" aria-hidden /> {identity.location}
              </span>
            )}
            <span className="inline-flex items-center gap-1">
              <Calendar className="h-4 w-4" aria-hidden /> Member since {monthYear(identity.memberSince)}
            </span>
          </p>
          {identity.bio ? (
            <p className="mt-4 max-w-2xl whitespace-pre-line text-slate-700 dark:text-slate-300">{identity.bio}</p>
          ) : (
            <p className="mt-4 text-sm text-slate-500 italic dark:text-slate-400">No bio yet.</p>
          )}
        </div>
        {stats && <div className="grid grid-cols-2 gap-3 sm:w-64 sm:grid-cols-1">{stats}</div>}
      </div>
    </section>
  );
}
