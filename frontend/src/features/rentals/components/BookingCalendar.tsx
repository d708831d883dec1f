import { useId, useState } from 'react';
import { CalendarDays, ChevronLeft, ChevronRight } from 'lucide-react';
import type { Tool } from '../../tools';
import { useToolBookings } from '../state/toolRentalReads';
import { useRentalsNow } from '../state/useRentalsNow';
import { describeRentalError } from '../actions/rentalErrors';
import {
  addMonths,
  calendarMonths,
  comingBookings,
  dayBooking,
  dayTime,
  localDayRange,
  monthWeeks,
  monthsBetween,
  type CalendarMonth,
  type DayBooking,
  type DayTime,
} from '../rules/calendarDays';
import type { BookedRange } from '../rules/bookingRules';
import { USER_TIME_ZONE, formatBookingTime, formatTimeOfDay } from './rentalDisplay';
import { CARD } from '../../../shared/ui/formStyles';
import { BUTTON } from '../../../shared/ui/buttonStyles';
import { LoadError } from '../../../shared/ui/LoadError';

const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' });
const monthName = (month: CalendarMonth) => monthFormat.format(new Date(month.year, month.month, 1));
const dayFormat = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric' });
// 2023-01-01 was a Sunday: the seven days from it name the weekday columns.
const WEEKDAYS = Array.from({ length: 7 }, (_, index) => new Date(2023, 0, 1 + index)).map((date) => ({
  short: date.toLocaleDateString('en-US', { weekday: 'narrow' }),
  long: date.toLocaleDateString('en-US', { weekday: 'long' }),
}));

/** "Booked Tue, Dec 1, 9:00 AM to Thu, Dec 3, 9:00 AM": a range read exactly (the list, a screen reader). */
export const bookedRangeWords = (range: BookedRange) =>
  `Booked ${formatBookingTime(range.startTime)} to ${formatBookingTime(range.endTime)}`;

/** The booked hours of a partly booked day: "Booked until 9:00 AM", "Booked from 3:00 PM", "Booked 9:00 AM to 3:00 PM". */
export function partlyBookedWords(day: BookedRange, parts: readonly BookedRange[]): string {
  const words = parts.map((part) => {
    if (part.startTime <= day.startTime) return `until ${formatTimeOfDay(part.endTime)}`;
    if (part.endTime >= day.endTime) return `from ${formatTimeOfDay(part.startTime)}`;
    return `${formatTimeOfDay(part.startTime)} to ${formatTimeOfDay(part.endTime)}`;
  });
  return `Booked ${words.join(', ')}`;
}

/**
 * The tool's booked ranges on a month calendar (today's month, back and forth up to the 180-day
 * booking horizon) in the user's time zone, with the exact ranges listed below it. Read from the
 * contract's `RentalBooked` logs on chain, or the simulated rentals (`useToolBookings`).
 */
export function BookingCalendar({ tool }: { tool: Tool }) {
  const headingId = useId();
  const { bookings, loading, error, retry } = useToolBookings(tool);
  const nowSeconds = Math.floor(useRentalsNow(60_000) / 1000);
  const { first, last } = calendarMonths(nowSeconds);
  const [offset, setOffset] = useState(0);
  // The horizon moves with the clock: the month shown stays within it.
  const shownOffset = Math.min(Math.max(offset, 0), monthsBetween(first, last));
  const month = addMonths(first, shownOffset);
  const coming = comingBookings(bookings, nowSeconds);

  return (
    <section aria-labelledby={headingId} className={`${CARD} p-4`} data-testid="booking-calendar">
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-slate-900 dark:text-slate-100">
        <CalendarDays className="h-5 w-5 text-blue-600 dark:text-blue-400" aria-hidden />
        Bookings
      </h2>
      <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
        Times in your time zone ({USER_TIME_ZONE}). A booking can start up to 180 days ahead.
      </p>

      {error ? (
        <div className="mt-3">
          <LoadError message={describeRentalError(error, "Could not read this tool's bookings.")} onRetry={retry} />
        </div>
      ) : loading ? (
        <p role="status" className="mt-3 flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
          <span
            className="inline-block h-4 w-4 animate-spin rounded-full border-2 border-current border-t-transparent"
            aria-hidden
          />
          Reading this tool&apos;s bookings…
        </p>
      ) : (
        <>
          <div className="mt-3 flex items-center justify-between gap-2">
            <button
              type="button"
              className={`${BUTTON.secondary} px-2 py-1.5`}
              disabled={shownOffset === 0}
              onClick={() => setOffset(shownOffset - 1)}
              aria-label="Previous month"
            >
              <ChevronLeft className="h-4 w-4" aria-hidden />
            </button>
            <p aria-live="polite" className="font-medium text-slate-900 dark:text-slate-100">
              {monthName(month)}
            </p>
            <button
              type="button"
              className={`${BUTTON.secondary} px-2 py-1.5`}
              disabled={shownOffset === monthsBetween(first, last)}
              onClick={() => setOffset(shownOffset + 1)}
              aria-label="Next month"
            >
              <ChevronRight className="h-4 w-4" aria-hidden />
            </button>
          </div>
          <MonthTable month={month} bookings={bookings} nowSeconds={nowSeconds} />
          <Legend />
          {coming.length === 0 ? (
            <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">No bookings yet: every day is free.</p>
          ) : (
            <ul aria-label="Booked ranges" className="mt-3 space-y-1 text-sm text-slate-700 dark:text-slate-300">
              {coming.map((range) => (
                <li key={range.startTime}>{bookedRangeWords(range)}</li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}

const DAY_STYLES: Record<DayBooking['kind'], string> = {
  free: 'text-slate-800 dark:text-slate-200',
  booked: 'bg-red-600 font-semibold text-white',
  partlyBooked:
    'bg-amber-100 font-semibold text-amber-900 ring-1 ring-amber-400 ring-inset dark:bg-amber-900/60 dark:text-amber-100 dark:ring-amber-600',
};
/** Past days and days past the booking horizon: greyed, yet still readable (a contrast of 4.5:1, not an opacity). */
const MUTED_DAY_STYLE = 'text-slate-500 dark:text-slate-400';

/** What a screen reader hears after the day's date; also the cell's title. */
function dayWords(booking: DayBooking, time: DayTime, day: BookedRange): string {
  const words = [
    time === 'today'
      ? 'today'
      : time === 'past'
        ? 'past'
        : time === 'beyondHorizon'
          ? 'beyond the booking horizon'
          : '',
    booking.kind === 'booked'
      ? 'Booked all day'
      : booking.kind === 'partlyBooked'
        ? partlyBookedWords(day, booking.parts)
        : '',
  ];
  return words.filter(Boolean).join(', ');
}

function MonthTable({
  month,
  bookings,
  nowSeconds,
}: {
  month: CalendarMonth;
  bookings: readonly BookedRange[];
  nowSeconds: number;
}) {
  return (
    <table className="mt-2 w-full table-fixed border-separate border-spacing-1 text-center text-sm">
      <caption className="sr-only">Bookings in {monthName(month)}</caption>
      <thead>
        <tr>
          {WEEKDAYS.map((weekday) => (
            <th
              key={weekday.long}
              scope="col"
              abbr={weekday.long}
              className="py-1 text-xs font-medium text-slate-500 dark:text-slate-400"
            >
              <span aria-hidden>{weekday.short}</span>
              <span className="sr-only">{weekday.long}</span>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthWeeks(month).map((week, index) => (
          <tr key={index}>
            {week.map((date, column) => {
              if (date === null) return <td key={`pad-${column}`} />;
              const day = localDayRange(month, date);
              const booking = dayBooking(day, bookings);
              const time = dayTime(day, nowSeconds);
              const words = dayWords(booking, time, day);
              const muted = time === 'past' || time === 'beyondHorizon';
              return (
                <td
                  key={date}
                  title={words || undefined}
                  aria-current={time === 'today' ? 'date' : undefined}
                  data-booking={booking.kind}
                  data-day={date}
                  className={`h-9 rounded-md tabular-nums ${muted ? MUTED_DAY_STYLE : DAY_STYLES[booking.kind]} ${
                    time === 'today' ? 'outline-2 outline-offset-1 outline-blue-600 dark:outline-blue-400' : ''
                  }`}
                >
                  <span aria-hidden>{date}</span>
                  <span className="sr-only">
                    {dayFormat.format(new Date(day.startTime * 1000))}
                    {words ? `: ${words}` : ''}
                  </span>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Legend() {
  return (
    <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600 dark:text-slate-400" aria-label="Legend">
      <li className="flex items-center gap-1.5">
        <span className={`inline-block h-3 w-3 rounded-sm ${DAY_STYLES.booked}`} aria-hidden />
        Booked all day
      </li>
      <li className="flex items-center gap-1.5">
        <span className={`inline-block h-3 w-3 rounded-sm ${DAY_STYLES.partlyBooked}`} aria-hidden />
        Partly booked
      </li>
      <li className="flex items-center gap-1.5">
        <span
          className="inline-block h-3 w-3 rounded-sm outline-2 outline-blue-600 dark:outline-blue-400"
          aria-hidden
        />
        Today
      </li>
    </ul>
  );
}
