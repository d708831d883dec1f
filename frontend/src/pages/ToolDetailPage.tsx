import { Link, useParams } from 'react-router-dom';
import { AlertTriangle, ChevronRight, Home, MapPin, SearchX, User } from 'lucide-react';
import {
  useTool,
  categoryLabel,
  currencyOfTool,
  CategoryBadge,
  ToolGallery,
  PerDay,
  inspectionPeriodDaysOf,
  listingsStayInThisBrowser,
  type Tool,
} from '../features/tools';
import { BookingCalendar, ToolCancellationTerms, useToolRentedOut } from '../features/rentals';
import { RatingSummary } from '../features/reviews';
import { ToolActionArea } from './toolDetail/ToolActionArea';
import { SimilarTools } from './toolDetail/SimilarTools';
import { CARD, ERROR_BANNER, PRIMARY_BUTTON } from '../shared/ui/formStyles';
import { formatMoney } from '../shared/money';
import { formatDays } from '../shared/days';
import { EmptyState } from '../shared/ui/EmptyState';
import { PageSpinner } from '../shared/ui/Spinner';

/** /tools/{id}: gallery, details, the action area and Similar Tools. */
export default function ToolDetailPage() {
  const { id } = useParams();
  const lookup = useTool(id);

  if (lookup.status === 'loading') return <PageSpinner />;

  if (lookup.status === 'error' || lookup.status === 'notFound') {
    return (
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
        {lookup.status === 'error' ? (
          <div role="alert" className={ERROR_BANNER}>
            <AlertTriangle className="h-5 w-5 shrink-0" aria-hidden />
            Failed to fetch tool details
          </div>
        ) : (
          <EmptyState
            icon={<SearchX className="h-10 w-10" aria-hidden />}
            title="Tool not found"
            hint={
              listingsStayInThisBrowser()
                ? 'This tool does not exist here. Listings are kept in the browser they were listed in (no shared backend is configured), so it may have been listed in another browser, or removed by its owner.'
                : 'This tool does not exist or has been removed by its owner.'
            }
            action={
              <Link to="/" className={PRIMARY_BUTTON}>
                Browse all tools
              </Link>
            }
          />
        )}
      </div>
    );
  }

  const { tool } = lookup;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <nav aria-label="Breadcrumb" className="mb-6 text-sm text-slate-500 dark:text-slate-400">
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <Link to="/" className="inline-flex items-center gap-1 hover:text-blue-600 dark:hover:text-blue-400">
              <Home className="h-4 w-4" aria-hidden />
              Home
            </Link>
          </li>
          <li aria-hidden>
            <ChevronRight className="h-4 w-4" />
          </li>
          <li>
            <Link
              to={`/?category=${encodeURIComponent(tool.category)}`}
              className="hover:text-blue-600 dark:hover:text-blue-400"
            >
              {categoryLabel(tool.category)}
            </Link>
          </li>
          <li aria-hidden>
            <ChevronRight className="h-4 w-4" />
          </li>
          <li
            aria-current="page"
            className="max-w-[14rem] min-w-0 truncate font-medium text-slate-800 sm:max-w-sm dark:text-slate-200"
          >
            {tool.name}
          </li>
        </ol>
      </nav>

      <div className="grid gap-8 lg:grid-cols-2">
        <ToolGallery images={tool.imageUrls} name={tool.name} />

        <div className="space-y-6">
          <div>
            <div className="flex flex-wrap items-center gap-2">
              <CategoryBadge category={tool.category} className="bg-slate-100 dark:bg-slate-800" />
              <RentedOutBadge tool={tool} />
            </div>
            <h1 className="mt-2 text-2xl font-bold wrap-anywhere text-slate-900 sm:text-3xl dark:text-slate-100">
              {tool.name}
            </h1>
            {/* The place and the owner's name are what people typed: a long word wraps rather than widen the page. */}
            <p className="mt-2 flex items-center gap-1.5 text-slate-600 dark:text-slate-400">
              <MapPin className="h-4 w-4 shrink-0" aria-hidden />
              <span className="min-w-0 wrap-anywhere">{tool.location}</span>
            </p>
            <p className="mt-1 flex items-center gap-1.5 text-slate-600 dark:text-slate-400">
              <User className="h-4 w-4 shrink-0" aria-hidden />
              Listed by
              <Link
                to={`/user/${tool.ownerId}`}
                className="min-w-0 font-medium wrap-anywhere text-blue-600 hover:underline dark:text-blue-400"
              >
                {tool.ownerName || 'Unknown owner'}
              </Link>
            </p>
            {tool.ownerWalletAddress && (
              <div className="mt-1">
                <RatingSummary wallet={tool.ownerWalletAddress} label="Owner's rating" />
              </div>
            )}
          </div>

          <dl data-testid="tool-terms" className="grid grid-cols-2 gap-3">
            <div className={`${CARD} p-4`}>
              <dt className="text-sm text-slate-500 dark:text-slate-400">Daily rate</dt>
              <dd className="mt-1 text-lg font-bold whitespace-nowrap text-blue-600 sm:text-xl dark:text-blue-400">
                <PerDay amount={tool.rentalRate} currency={currencyOfTool(tool)} />
              </dd>
            </div>
            <div className={`${CARD} p-4`}>
              <dt className="text-sm text-slate-500 dark:text-slate-400">Collateral</dt>
              <dd className="mt-1 text-lg font-bold whitespace-nowrap text-slate-900 sm:text-xl dark:text-slate-100">
                {formatMoney(tool.collateralRequired, currencyOfTool(tool))}
              </dd>
            </div>
            <div className={`${CARD} col-span-2 p-4`}>
              <dt className="text-sm text-slate-500 dark:text-slate-400">Inspection period</dt>
              <dd className="mt-1 text-sm text-slate-700 dark:text-slate-300">
                <span
                  data-testid="inspection-period"
                  className="text-lg font-bold whitespace-nowrap text-slate-900 dark:text-slate-100"
                >
                  {formatDays(inspectionPeriodDaysOf(tool))}
                </span>
                <span className="block">
                  chosen by the owner: once the tool is back, how long they have to inspect it before the collateral is
                  returned.
                </span>
              </dd>
            </div>
          </dl>
          <ToolCancellationTerms tool={tool} />

          {/* Keyed by the tool: an offer or a rental form begun on one tool's page never carries over to the
              next tool's page (a tool already in the cache shows at once, so the page is not remounted). */}
          <ToolActionArea key={tool.id} tool={tool} />
          <BookingCalendar tool={tool} />

          <section aria-labelledby="description-heading">
            <h2 id="description-heading" className="text-lg font-semibold text-slate-900 dark:text-slate-100">
              Description
            </h2>
            <p className="mt-2 wrap-anywhere whitespace-pre-line text-slate-700 dark:text-slate-300">
              {tool.description}
            </p>
          </section>

          {tool.specifications.length > 0 && (
            <section aria-labelledby="specifications-heading">
              <h2 id="specifications-heading" className="text-lg font-semibold text-slate-900 dark:text-slate-100">
                Specifications
              </h2>
              <ul className="mt-2 divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
                {tool.specifications.map((line, index) => (
                  <li key={`${index}-${line}`} className="px-4 py-2.5 text-sm text-slate-700 dark:text-slate-300">
                    {line}
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
      </div>

      <SimilarTools key={tool.id} tool={tool} />
    </div>
  );
}

/** 'Currently Rented' by the one availability rule (the card's and the filter's), or nothing. */
function RentedOutBadge({ tool }: { tool: Tool }) {
  if (!useToolRentedOut(tool)) return null;
  return (
    <span className="rounded-full bg-red-600 px-2.5 py-0.5 text-xs font-semibold text-white">Currently Rented</span>
  );
}
