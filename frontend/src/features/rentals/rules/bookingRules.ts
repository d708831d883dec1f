/**
 * RentalAgreement v4's booking rules (docs/contract.md, "Bookings"), as pure functions on Unix
 * seconds: a rental books `[startTime, startTime + days)` in whole hours, from the current hour up to
 * 180 days ahead (a start of 0 means the current hour), and no two live bookings of one tool overlap.
 * The simulated client books by these, the contract enforces the same, and the rental form and the
 * tool's calendar draw from here.
 */
import { describeRefusal, type ContractRefusal } from '../../chain';
import type { Rental, RentalState } from '../types';
import { DAY_SECONDS, secondsOf } from './rentalRules';

/** Bookings are counted in whole hours (contract `BOOKING_UNIT`). */
export const HOUR_SECONDS = 60 * 60;
/** The latest start a booking may have: this long after the current hour began (contract `MAX_BOOKING_ADVANCE`). */
export const MAX_BOOKING_ADVANCE_SECONDS = 180 * DAY_SECONDS;

/** A booked time range `[startTime, endTime)`, in Unix seconds. */
export interface BookedRange {
  startTime: number;
  endTime: number;
}

/** The start of the hour `nowSeconds` falls in. */
export const currentHourStart = (nowSeconds: number): number => nowSeconds - (nowSeconds % HOUR_SECONDS);

/** The latest start a booking made at `nowSeconds` may have. */
export const latestBookingStart = (nowSeconds: number): number =>
  currentHourStart(nowSeconds) + MAX_BOOKING_ADVANCE_SECONDS;

/** Whether a start the user gives could ever be valid: 0 (now) or a whole hour. */
export const isWholeHourStart = (startTime: number): boolean =>
  Number.isInteger(startTime) && startTime >= 0 && startTime % HOUR_SECONDS === 0;

/**
 * The contract's check of a start (`InvalidStartTime`): 0, or a whole hour from the current hour to
 * 180 days after it.
 */
export function startTimeRefusal(startTime: number, nowSeconds: number): ContractRefusal | null {
  if (startTime === 0) return null;
  const valid =
    isWholeHourStart(startTime) &&
    startTime >= currentHourStart(nowSeconds) &&
    startTime <= latestBookingStart(nowSeconds);
  return valid ? null : { error: 'InvalidStartTime', startTime };
}

/** The range a rental starting at `startTime` (0: the current hour) for `days` days books. */
export function bookedRange(startTime: number, days: number, nowSeconds: number): BookedRange {
  const start = startTime === 0 ? currentHourStart(nowSeconds) : startTime;
  return { startTime: start, endTime: start + days * DAY_SECONDS };
}

/** Back-to-back ranges (one ends at the hour the next begins) do not overlap. */
export const rangesOverlap = (a: BookedRange, b: BookedRange): boolean =>
  a.startTime < b.endTime && b.startTime < a.endTime;

/** The earliest of `booked` that `range` overlaps (the range `ToolAlreadyBooked` names), or null. */
export function firstConflict(booked: readonly BookedRange[], range: BookedRange): BookedRange | null {
  const conflicts = booked.filter((taken) => rangesOverlap(taken, range));
  return conflicts.reduce<BookedRange | null>(
    (earliest, taken) => (earliest === null || taken.startTime < earliest.startTime ? taken : earliest),
    null,
  );
}

/** The contract's refusal of a booking over a taken range (`ToolAlreadyBooked`), or null when it is free. */
export function overlapRefusal(booked: readonly BookedRange[], range: BookedRange): ContractRefusal | null {
  const conflict = firstConflict(booked, range);
  return conflict ? { error: 'ToolAlreadyBooked', ...conflict } : null;
}

/** A booking holds its range from the deposit until the rental completes or is cancelled. */
const LIVE_BOOKING_STATES: readonly RentalState[] = [
  'COLLATERAL_DEPOSITED',
  'RENTAL_ACTIVE',
  'TOOL_RETURNED',
  'INSPECTION_PERIOD',
  'DISPUTE_OPENED',
];

/**
 * The ranges the simulated rentals of one tool (of one lender) hold, earliest first. A simulated
 * request holds its range from the request on: its deposit follows by itself.
 */
export function liveBookings(
  rentals: Iterable<Pick<Rental, 'toolId' | 'lenderAddress' | 'state' | 'booking'>>,
  tool: { toolId: string; lender: string },
): BookedRange[] {
  const ranges: BookedRange[] = [];
  for (const rental of rentals) {
    if (!rental.booking || rental.toolId !== tool.toolId) continue;
    if (rental.lenderAddress.toLowerCase() !== tool.lender.toLowerCase()) continue;
    if (rental.state !== 'AWAITING_COLLATERAL' && !LIVE_BOOKING_STATES.includes(rental.state)) continue;
    ranges.push({ startTime: secondsOf(rental.booking.startTime), endTime: secondsOf(rental.booking.endTime) });
  }
  return ranges.sort((a, b) => a.startTime - b.startTime);
}

/** A range as the ISO times a rental keeps (`Rental.booking`). */
export const bookingOf = (range: BookedRange): { startTime: string; endTime: string } => ({
  startTime: new Date(range.startTime * 1000).toISOString(),
  endTime: new Date(range.endTime * 1000).toISOString(),
});

const LOCAL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A start as the rental form writes it, in Unix seconds: '' is now (0); otherwise a local time in
 * the browser's datetime-local format ("2026-12-05T14:00", the user's time zone). Null when the text
 * is neither. Whether it is a whole hour is counted in UTC, as the contract does (in a zone half an
 * hour off UTC the whole hours read "14:30").
 */
export function readBookingStart(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  const parts = LOCAL_TIME.exec(trimmed);
  if (!parts) return null;
  const [year, month, day, hour, minute] = parts.slice(1).map(Number) as [number, number, number, number, number];
  const local = new Date(year, month - 1, day, hour, minute);
  // Rejects dates the calendar does not have (2026-02-31 would roll over into March).
  if (local.getFullYear() !== year || local.getMonth() !== month - 1 || local.getDate() !== day) return null;
  return Math.floor(local.getTime() / 1000);
}

/** The text `readBookingStart` reads as `startSeconds` (0: ''). */
export function bookingStartText(startSeconds: number): string {
  if (startSeconds === 0) return '';
  const local = new Date(startSeconds * 1000);
  return `${localDay(local)}T${pad(local.getHours())}:${pad(local.getMinutes())}`;
}

/** A local day as "YYYY-MM-DD" (the date input's value). */
export const localDay = (date: Date): string =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/**
 * The starts a booking may have on the local day `day` ("YYYY-MM-DD"): every whole UTC hour that
 * falls in it (23 or 25 on a daylight-saving day), from the current hour to 180 days ahead.
 */
export function startsOnDay(day: string, nowSeconds: number): number[] {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const dayStart = Math.floor(new Date(year, month - 1, date).getTime() / 1000);
  const dayEnd = Math.floor(new Date(year, month - 1, date + 1).getTime() / 1000);
  const first = Math.max(Math.ceil(dayStart / HOUR_SECONDS) * HOUR_SECONDS, currentHourStart(nowSeconds));
  const last = Math.min(dayEnd - 1, latestBookingStart(nowSeconds));
  const starts: number[] = [];
  for (let start = first; start <= last; start += HOUR_SECONDS) starts.push(start);
  return starts;
}

/**
 * What the contract would refuse of a booking now, in words (its start, then an overlap with
 * `booked`); null when it would book. The rental form says it before anything is sent.
 */
export function bookingRefusal(
  booked: readonly BookedRange[],
  { start, days }: { start: number; days: number },
  nowSeconds: number,
): string | null {
  const refusal = startTimeRefusal(start, nowSeconds) ?? overlapRefusal(booked, bookedRange(start, days, nowSeconds));
  return refusal ? describeRefusal(refusal) : null;
}
