import { useState, type ReactNode } from 'react';
import { Calendar, Camera, MapPin, Package, Repeat, Star } from 'lucide-react';
import type { ProfileTool, PublicProfile } from '../samplePublicProfile';
import { ToolPhoto } from './ToolPhoto';
import { ToolPhotosModal } from './ToolPhotosModal';

const monthYear = (isoDate: string) => new Date(`${isoDate}T12:00:00Z`).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const dayMonthYear = (isoDate: string) => new Date(`${isoDate}T12:00:00Z`).toLocaleDateString('en-US', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const photoCount = (count: number) => (count === 1 ? '1 photo' : `${count} photos`);

const card = 'rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900';

/** A tool tile: hovering (or focusing) shows its photo count; clicking opens the gallery. */
function ToolTile({ tool, detail, onOpen }: { tool: ProfileTool; detail: ReactNode; onOpen: () => void }) {
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        className={`group block w-full overflow-hidden text-left transition-shadow hover:shadow-md focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none ${card}`}
      >
        {/* Named by its content (not aria-label), so every visible word is part of the name. */}
        <span className="sr-only">{`${tool.name}: view ${photoCount(tool.photoUrls.length)}`}</span>
        <span className="relative block" aria-hidden>
          <ToolPhoto url={tool.photoUrls[0]} alt="" className="aspect-[4/3] w-full" />
          {/* Always visible on touch screens, where there is no hover. */}
          <span
            data-testid="photo-count"
            className="absolute inset-0 flex items-center justify-center bg-slate-900/50 text-sm font-medium text-white opacity-0 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100 pointer-coarse:inset-auto pointer-coarse:right-2 pointer-coarse:bottom-2 pointer-coarse:rounded-full pointer-coarse:px-2 pointer-coarse:py-0.5 pointer-coarse:text-xs pointer-coarse:opacity-100"
          >
            <Camera className="mr-1.5 h-4 w-4 pointer-coarse:h-3 pointer-coarse:w-3" aria-hidden />
            {photoCount(tool.photoUrls.length)}
          </span>
        </span>
        <span className="block p-3" aria-hidden>
          <span className="block truncate font-medium">{tool.name}</span>
          <span className="block text-xs text-slate-500 capitalize dark:text-slate-400">{tool.category}</span>
          <span className="mt-1 block text-sm text-slate-600 dark:text-slate-300">{detail}</span>
        </span>
      </button>
    </li>
  );
}

function Stat({ icon, value, label }: { icon: ReactNode; value: number; label: string }) {
  return (
    <div className="flex items-center gap-3 rounded-lg bg-slate-50 px-4 py-3 dark:bg-slate-800/60">
      <span className="text-blue-600 dark:text-blue-400">{icon}</span>
      <div>
        <p className="text-xl font-bold">{value}</p>
        <p className="text-xs text-slate-600 dark:text-slate-400">{label}</p>
      </div>
    </div>
  );
}

/** The public profile (§2): who they are, their counts, the tools they lent and borrowed. */
export function PublicProfileView({ profile }: { profile: PublicProfile }) {
  const [photosOf, setPhotosOf] = useState<ProfileTool | null>(null);
  const fullStars = Math.round(profile.rating);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <section className={`${card} p-6`}>
        <div className="flex flex-col gap-6 sm:flex-row sm:items-start">
          <span
            aria-hidden
            className="inline-flex h-24 w-24 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-blue-500 to-blue-700 text-4xl font-bold text-white uppercase shadow-sm"
          >
            {profile.name.charAt(0)}
          </span>
          <div className="min-w-0 flex-1">
            <h1 className="text-2xl font-bold break-words">{profile.name}</h1>
            <p className="mt-1 flex items-center gap-1 text-sm" aria-label={`Rated ${profile.rating} out of 5 from ${profile.reviewCount} reviews`}>
              {Array.from({ length: 5 }, (_, star) => (
                <Star key={star} aria-hidden className={`h-4 w-4 ${star < fullStars ? 'fill-amber-400 text-amber-400' : 'text-slate-300 dark:text-slate-600'}`} />
              ))}
              <span className="ml-1 font-medium">{profile.rating.toFixed(1)}</span>
              <span className="text-slate-500 dark:text-slate-400">({profile.reviewCount} reviews)</span>
            </p>
            <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
              <span className="inline-flex items-center gap-1">
                <MapPin className="h-4 w-4" aria-hidden /> {profile.location}
              </span>
              <span className="inline-flex items-center gap-1">
                <Calendar className="h-4 w-4" aria-hidden /> Joined {monthYear(profile.joinedAt)}
              </span>
            </p>
            <p className="mt-4 max-w-2xl text-slate-700 dark:text-slate-300">{profile.bio}</p>
          </div>
          <div className="grid grid-cols-2 gap-3 sm:w-64 sm:grid-cols-1">
            <Stat icon={<Repeat className="h-5 w-5" aria-hidden />} value={profile.totalRentals} label="Total Rentals" />
            <Stat icon={<Package className="h-5 w-5" aria-hidden />} value={profile.toolsListed} label="Tools Listed" />
          </div>
        </div>
      </section>

      <section className="mt-8" aria-labelledby="lent-heading">
        <h2 id="lent-heading" className="mb-4 text-xl font-semibold">
          Tools I've Lent
        </h2>
        {profile.lent.length === 0 && <p className="text-slate-600 dark:text-slate-400">No tools listed yet.</p>}
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {profile.lent.map((tool) => (
            <ToolTile
              key={tool.toolId}
              tool={tool}
              onOpen={() => setPhotosOf(tool)}
              detail={tool.listedAt ? `Listed ${dayMonthYear(tool.listedAt.slice(0, 10))}` : `Rented ${tool.timesRented} ${tool.timesRented === 1 ? 'time' : 'times'}`}
            />
          ))}
        </ul>
      </section>

      <section className="mt-8" aria-labelledby="borrowed-heading">
        <h2 id="borrowed-heading" className="mb-4 text-xl font-semibold">
          Tools I've Borrowed
        </h2>
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {profile.borrowed.map((tool) => (
            <ToolTile key={tool.toolId} tool={tool} onOpen={() => setPhotosOf(tool)} detail={`Borrowed ${dayMonthYear(tool.borrowedAt)}`} />
          ))}
        </ul>
      </section>

      {photosOf && <ToolPhotosModal tool={photosOf} onClose={() => setPhotosOf(null)} />}
    </div>
  );
}
