import { useId } from 'react';
import { CalendarRange } from 'lucide-react';
import { FIELD_ERROR, INPUT, LABEL } from '../../../shared/ui/formStyles';
import {
  bookedRange,
  bookingStartText,
  currentHourStart,
  localDay,
  latestBookingStart,
  rangesOverlap,
  readBookingStart,
  startsOnDay,
  type BookedRange,
} from '../rules/bookingRules';
import { RENTING_FIELDS, type RentalBooking } from '../actions/rentalActions';
import type { useActionInput } from './ActionForm';
import { USER_TIME_ZONE, formatBookingTime, formatTimeOfDay } from './rentalDisplay';

const utcFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'UTC',
});
const atSeconds = (seconds: number) => new Date(seconds * 1000);

/**
 * When a rental starts: a day (today up to 180 days ahead) and an hour of it in the user's time zone,
 * or "Now" (from the current hour). Hours whose range for the days chosen would overlap a booking are
 * shown "booked" and cannot be chosen. Below, the range booked in the user's time and in UTC (the
 * contract's clock). It writes the renting entries' `start` field; `refusal` is what the form refuses
 * of the whole booking (an overlap once the days change, a start that has passed).
 */
export function BookingPicker({
  form,
  bookings,
  nowSeconds,
  nowOnly,
  refusal,
  disabled,
}: {
  form: ReturnType<typeof useActionInput<RentalBooking>>;
  bookings: readonly BookedRange[];
  /** On the contract's clock. */
  nowSeconds: number;
  /** An on-chain offer, which the contract books from now only. */
  nowOnly: boolean;
  refusal: string | null;
  disabled: boolean;
}) {
  const id = useId();
  const text = form.texts.start;
  const start = readBookingStart(text);
  // Which hours are taken depends on the days typed; one day while they do not read well.
  const days = RENTING_FIELDS.days.read(form.texts.days).value ?? 1;
  const today = localDay(atSeconds(nowSeconds));
  const day = text === '' ? today : text.slice(0, 10);
  const lastDay = localDay(atSeconds(latestBookingStart(nowSeconds)));
  const starts = startsOnDay(day, nowSeconds);
  const taken = (candidate: number) =>
    bookings.some((booking) => rangesOverlap(booking, bookedRange(candidate, days, nowSeconds)));

  const chooseDay = (chosen: string) => {
    if (chosen === '' || chosen === today) {
      form.setText('start', '');
      return;
    }
    const onDay = startsOnDay(chosen, nowSeconds);
    // Keep the time of day chosen if that day has it free, else the first free hour.
    const timeOfDay = start ? formatTimeOfDay(start) : '9:00 AM';
    const free = onDay.filter((candidate) => !taken(candidate));
    const same = free.find((candidate) => formatTimeOfDay(candidate) === timeOfDay);
    const next = same ?? free[0] ?? onDay[0];
    form.setText('start', next === undefined ? `${chosen}T09:00` : bookingStartText(next));
  };

  const range = start === null ? null : bookedRange(start, days, nowSeconds);
  const problem = form.problem('start') ?? refusal;
  return (
    <fieldset className="space-y-3" aria-describedby={`${id}-range`}>
      <legend className={LABEL}>When</legend>
      <div className="grid grid-cols-2 gap-3">
        <div>
          <label htmlFor={`${id}-day`} className="mb-1 block text-xs text-slate-600 dark:text-slate-400">
            Start day
          </label>
          <input
            id={`${id}-day`}
            type="date"
            className={INPUT}
            value={day}
            min={today}
            max={lastDay}
            disabled={disabled || nowOnly}
            onChange={(event) => chooseDay(event.target.value)}
          />
        </div>
        <div>
          <label htmlFor={`${id}-hour`} className="mb-1 block text-xs text-slate-600 dark:text-slate-400">
            Start time
          </label>
          <select
            id={`${id}-hour`}
            className={INPUT}
            value={text}
            disabled={disabled || nowOnly}
            aria-invalid={problem !== null}
            aria-describedby={problem ? `${id}-error` : undefined}
            onChange={(event) => form.setText('start', event.target.value)}
          >
            {day === today && <option value="">Now</option>}
            {starts
              // "Now" already books the current hour.
              .filter((candidate) => day !== today || candidate > currentHourStart(nowSeconds))
              .map((candidate) => {
                const booked = taken(candidate);
                return (
                  <option key={candidate} value={bookingStartText(candidate)} disabled={booked}>
                    {formatTimeOfDay(candidate)}
                    {booked ? ' (booked)' : ''}
                  </option>
                );
              })}
          </select>
        </div>
      </div>
      <p
        id={`${id}-range`}
        className="flex gap-2 text-xs text-slate-600 dark:text-slate-400"
        data-testid="booking-range"
      >
        <CalendarRange className="mt-0.5 h-3.5 w-3.5 shrink-0 text-blue-600 dark:text-blue-400" aria-hidden />
        {range ? (
          <span>
            The booking runs from {formatBookingTime(range.startTime)} to {formatBookingTime(range.endTime)} (
            {USER_TIME_ZONE}), that is {utcFormat.format(atSeconds(range.startTime))} to{' '}
            {utcFormat.format(atSeconds(range.endTime))} UTC. Pickup opens 12 hours before the start; return by the end.
          </span>
        ) : (
          <span>Choose a day and an hour.</span>
        )}
      </p>
      {nowOnly && (
        <p className="text-xs text-slate-600 dark:text-slate-400">
          This on-chain offer is rented from now. The owner&apos;s signed offer, when there is one, books later days.
        </p>
      )}
      {problem && (
        <p id={`${id}-error`} className={FIELD_ERROR} role="alert">
          {problem}
        </p>
      )}
    </fieldset>
  );
}
