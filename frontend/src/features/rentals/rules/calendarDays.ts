/**
 * The tool page's booking calendar as pure functions: which months it shows (today's up to the
 * 180-day booking horizon), each month's weeks, and how much of each local day (the user's time
 * zone) the tool's bookings hold. Times are Unix seconds; a booking is `[startTime, endTime)`, so a
 * booking ending exactly at midnight leaves the next day free.
 */
import { latestBookingStart, type BookedRange } from './bookingRules';

/** A month of the user's calendar; `month` counts from 0 (January), as `Date` does. */
export interface CalendarMonth {
  year: number;
  month: number;
}

/** A local day's bounds, `[startTime, endTime)`: 23 or 25 hours long on a daylight-saving day. */
export function localDayRange(month: CalendarMonth, day: number): BookedRange {
  return {
    startTime: new Date(month.year, month.month, day).getTime() / 1000,
    endTime: new Date(month.year, month.month, day + 1).getTime() / 1000,
  };
}

const atSeconds = (seconds: number) => new Date(seconds * 1000);

/** The local month `seconds` falls in. */
export function monthOf(seconds: number): CalendarMonth {
  const date = atSeconds(seconds);
  return { year: date.getFullYear(), month: date.getMonth() };
}

/** `month` moved by `count` months (negative: back). */
export function addMonths(month: CalendarMonth, count: number): CalendarMonth {
  const date = new Date(month.year, month.month + count, 1);
  return { year: date.getFullYear(), month: date.getMonth() };
}

/** How many months separate `from` and `to` (positive when `to` is later). */
export const monthsBetween = (from: CalendarMonth, to: CalendarMonth): number =>
  (to.year - from.year) * 12 + (to.month - from.month);

/** The months the calendar may show: today's month, up to the month of the latest start a booking may have. */
export function calendarMonths(nowSeconds: number): { first: CalendarMonth; last: CalendarMonth } {
  return { first: monthOf(nowSeconds), last: monthOf(latestBookingStart(nowSeconds)) };
}

/** The month's days in weeks from Sunday to Saturday; null pads the first and last weeks. */
export function monthWeeks(month: CalendarMonth): (number | null)[][] {
  const leading = new Date(month.year, month.month, 1).getDay();
  const length = new Date(month.year, month.month + 1, 0).getDate();
  const cells: (number | null)[] = [
    ...Array.from({ length: leading }, () => null),
    ...Array.from({ length }, (_, index) => index + 1),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/**
 * How the bookings hold one local day: not at all, wholly, or partly (the booked parts of the day,
 * earliest first, each clipped to the day). Live bookings never overlap, so the parts add up.
 */
export type DayBooking = { kind: 'free' } | { kind: 'booked' } | { kind: 'partlyBooked'; parts: BookedRange[] };

export function dayBooking(day: BookedRange, bookings: readonly BookedRange[]): DayBooking {
  const parts = bookings
    .map((booking) => ({
      startTime: Math.max(booking.startTime, day.startTime),
      endTime: Math.min(booking.endTime, day.endTime),
    }))
    .filter((part) => part.startTime < part.endTime)
    .sort((a, b) => a.startTime - b.startTime);
  if (parts.length === 0) return { kind: 'free' };
  const bookedSeconds = parts.reduce((sum, part) => sum + part.endTime - part.startTime, 0);
  return bookedSeconds >= day.endTime - day.startTime ? { kind: 'booked' } : { kind: 'partlyBooked', parts };
}

/**
 * Where a day stands against today: before it, today, a day a booking may start on, or after the
 * horizon (no booking may start then; a booking made today may still run into it).
 */
export type DayTime = 'past' | 'today' | 'ahead' | 'beyondHorizon';

export function dayTime(day: BookedRange, nowSeconds: number): DayTime {
  if (day.endTime <= nowSeconds) return 'past';
  if (day.startTime <= nowSeconds) return 'today';
  return day.startTime > latestBookingStart(nowSeconds) ? 'beyondHorizon' : 'ahead';
}

/** The bookings that have not ended by `nowSeconds`, earliest first: the calendar's list. */
export const comingBookings = (bookings: readonly BookedRange[], nowSeconds: number): BookedRange[] =>
  bookings.filter((booking) => booking.endTime > nowSeconds).sort((a, b) => a.startTime - b.startTime);
