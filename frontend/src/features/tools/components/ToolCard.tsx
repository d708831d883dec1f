import { Link } from 'react-router-dom';
import { Clock, MapPin } from 'lucide-react';
import { formatRelativeTime } from '../../../shared/format';
import { currencyOfTool, type Tool } from '../types';
import { CategoryBadge } from './CategoryBadge';
import { PerDay } from './PerDay';
import { ToolImage } from './ToolImage';

/**
 * A catalogue card: first photo, category, 'Currently Rented' when unavailable (listed so, or rented
 * out on chain in on-chain mode: `rentedOut`, which the page works out), name, place, price and age.
 * Links to the tool.
 */
export function ToolCard({ tool, rentedOut: rented }: { tool: Tool; rentedOut: boolean }) {
  return (
    <article
      aria-label={tool.name}
      className="group overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md dark:border-slate-800 dark:bg-slate-900"
    >
      <Link
        to={`/tools/${tool.id}`}
        className="block h-full focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none"
      >
        <div className="relative aspect-[4/3] overflow-hidden">
          <ToolImage
            src={tool.imageUrls[0]}
            alt={tool.name}
            className="h-full w-full transition duration-300 group-hover:scale-[1.03]"
          />
          <CategoryBadge category={tool.category} className="absolute top-3 left-3" />
          {rented && (
            <div className="absolute inset-0 flex items-center justify-center bg-slate-900/55">
              <span className="rounded-full bg-red-600 px-3 py-1 text-sm font-semibold text-white shadow">
                Currently Rented
              </span>
            </div>
          )}
        </div>
        <div className="space-y-2 p-4">
          <h3 className="line-clamp-1 font-semibold text-slate-900 group-hover:text-blue-700 dark:text-slate-100 dark:group-hover:text-blue-400">
            {tool.name}
          </h3>
          <p className="flex items-center gap-1.5 text-sm text-slate-600 dark:text-slate-400">
            <MapPin className="h-4 w-4 shrink-0" aria-hidden />
            <span className="truncate">{tool.location}</span>
          </p>
          <div className="flex flex-wrap items-end justify-between gap-x-2 gap-y-1 pt-1">
            <p className="text-lg font-bold text-blue-600 dark:text-blue-400">
              <PerDay amount={tool.rentalRate} currency={currencyOfTool(tool)} />
            </p>
            <p className="flex items-center gap-1 text-xs text-slate-500 dark:text-slate-400">
              <Clock className="h-3.5 w-3.5" aria-hidden />
              <time dateTime={tool.createdAt}>{formatRelativeTime(tool.createdAt)}</time>
            </p>
          </div>
        </div>
      </Link>
    </article>
  );
}
