import { describe, expect, it } from 'vitest';
import {
  HOUR_SECONDS,
  bookedRange,
  bookingOf,
  bookingRefusal,
  bookingStartText,
  currentHourStart,
  firstConflict,
  liveBookings,
  rangesOverlap,
  readBookingStart,
  startTimeRefusal,
  startsOnDay,
} from './bookingRules';
import { DAY_SECONDS } from './rentalRules';
import type { Rental, RentalState } from '../types';

// 1_800_000_000 is 2027-01-15T08:00:00Z, a whole hour; NOW is 25 minutes into it.
const HOUR = 1_800_000_000;
const NOW = HOUR + 25 * 60;
const LATEST = HOUR + 180 * DAY_SECONDS;

describe('booking rules (RentalAgreement v4: whole hours, up to 180 days ahead, no overlap)', () => {
  it('counts the current hour from its start', () => {
    expect(currentHourStart(NOW)).toBe(HOUR);
    expect(currentHourStart(HOUR)).toBe(HOUR);
    expect(currentHourStart(HOUR - 1)).toBe(HOUR - HOUR_SECONDS);
  });

  it('accepts a start of 0 or a whole hour from the current hour to 180 days after it, as the contract does', () => {
    expect(startTimeRefusal(0, NOW)).toBeNull();
    expect(startTimeRefusal(HOUR, NOW)).toBeNull();
    expect(startTimeRefusal(LATEST, NOW)).toBeNull();
    expect(startTimeRefusal(HOUR - HOUR_SECONDS, NOW)).toEqual({
      error: 'InvalidStartTime',
      startTime: HOUR - HOUR_SECONDS,
    });
    expect(startTimeRefusal(LATEST + HOUR_SECONDS, NOW)).toEqual({
      error: 'InvalidStartTime',
      startTime: LATEST + HOUR_SECONDS,
    });
    expect(startTimeRefusal(HOUR + 1, NOW)).toEqual({ error: 'InvalidStartTime', startTime: HOUR + 1 });
    expect(startTimeRefusal(HOUR + 30 * 60, NOW)).not.toBeNull();
  });

  it('books [start, start + days) and, for a start of 0, from the current hour', () => {
    expect(bookedRange(0, 3, NOW)).toEqual({ startTime: HOUR, endTime: HOUR + 3 * DAY_SECONDS });
    const nextWeek = HOUR + 7 * DAY_SECONDS;
    expect(bookedRange(nextWeek, 1, NOW)).toEqual({ startTime: nextWeek, endTime: nextWeek + DAY_SECONDS });
  });

  it('lets back-to-back ranges be, and sees an overlap of one hour in both orders', () => {
    const first = { startTime: HOUR, endTime: HOUR + DAY_SECONDS };
    const adjacent = { startTime: HOUR + DAY_SECONDS, endTime: HOUR + 2 * DAY_SECONDS };
    const oneHourIn = { startTime: HOUR + DAY_SECONDS - HOUR_SECONDS, endTime: HOUR + 2 * DAY_SECONDS };
    expect(rangesOverlap(first, adjacent)).toBe(false);
    expect(rangesOverlap(adjacent, first)).toBe(false);
    expect(rangesOverlap(first, oneHourIn)).toBe(true);
    expect(rangesOverlap(oneHourIn, first)).toBe(true);
    expect(rangesOverlap(first, { startTime: HOUR + HOUR_SECONDS, endTime: HOUR + 2 * HOUR_SECONDS })).toBe(true);
  });

  it('names the earliest conflicting booking, as ToolAlreadyBooked does', () => {
    const early = { startTime: HOUR, endTime: HOUR + DAY_SECONDS };
    const late = { startTime: HOUR + 2 * DAY_SECONDS, endTime: HOUR + 3 * DAY_SECONDS };
    expect(firstConflict([late, early], bookedRange(0, 3, NOW))).toEqual(early);
    expect(firstConflict([late, early], { startTime: early.endTime, endTime: late.startTime })).toBeNull();
  });

  it('says in words why a booking would be refused, the start first', () => {
    const taken = [{ startTime: HOUR + 7 * DAY_SECONDS, endTime: HOUR + 8 * DAY_SECONDS }];
    expect(bookingRefusal(taken, { start: HOUR + 6 * DAY_SECONDS, days: 1 }, NOW)).toBeNull();
    expect(bookingRefusal(taken, { start: HOUR + 6 * DAY_SECONDS, days: 2 }, NOW)).toMatch(
      /^This tool is already booked from .+: choose other dates\.$/,
    );
    expect(bookingRefusal(taken, { start: HOUR - HOUR_SECONDS, days: 1 }, NOW)).toBe(
      'A rental starts now or on a whole hour up to 180 days ahead.',
    );
  });

  it('keeps the ranges of live simulated bookings of one tool and lender only, earliest first', () => {
    const rental = (id: string, state: RentalState, startTime: number, extra: Partial<Rental> = {}) => ({
      toolId: 't1',
      lenderAddress: '0xAbC',
      state,
      booking: bookingOf({ startTime, endTime: startTime + DAY_SECONDS }),
      id,
      ...extra,
    });
    const rentals = [
      rental('later', 'COLLATERAL_DEPOSITED', HOUR + 5 * DAY_SECONDS),
      rental('requested', 'AWAITING_COLLATERAL', HOUR + 3 * DAY_SECONDS),
      rental('cancelled', 'RENTAL_CANCELLED', HOUR),
      rental('completed', 'TRANSACTION_COMPLETED', HOUR + DAY_SECONDS),
      rental('active', 'RENTAL_ACTIVE', HOUR + 2 * DAY_SECONDS),
      rental('other tool', 'RENTAL_ACTIVE', HOUR + 9 * DAY_SECONDS, { toolId: 't2' }),
      rental('other lender', 'RENTAL_ACTIVE', HOUR + 9 * DAY_SECONDS, { lenderAddress: '0xdef' }),
      { toolId: 't1', lenderAddress: '0xabc', state: 'RENTAL_ACTIVE' as const },
    ];
    expect(liveBookings(rentals, { toolId: 't1', lender: '0xabc' }).map((range) => range.startTime)).toEqual([
      HOUR + 2 * DAY_SECONDS,
      HOUR + 3 * DAY_SECONDS,
      HOUR + 5 * DAY_SECONDS,
    ]);
  });

  it("reads the picker's local times and writes them back, refusing dates the calendar lacks", () => {
    expect(readBookingStart('')).toBe(0);
    const start = HOUR + 7 * DAY_SECONDS;
    expect(readBookingStart(bookingStartText(start))).toBe(start);
    expect(bookingStartText(0)).toBe('');
    expect(readBookingStart('2027-02-31T10:00')).toBeNull();
    expect(readBookingStart('tomorrow')).toBeNull();
  });

  it("offers a day's whole hours, none before the current hour nor after 180 days", () => {
    const today = bookingStartText(NOW).slice(0, 10);
    const starts = startsOnDay(today, NOW);
    expect(starts[0]).toBe(HOUR);
    expect(starts.every((start) => start % HOUR_SECONDS === 0)).toBe(true);
    const nextWeek = bookingStartText(HOUR + 7 * DAY_SECONDS).slice(0, 10);
    expect(startsOnDay(nextWeek, NOW).length).toBeGreaterThanOrEqual(23);
    const beyond = bookingStartText(LATEST + DAY_SECONDS).slice(0, 10);
    expect(startsOnDay(beyond, NOW).filter((start) => start > LATEST)).toEqual([]);
  });
});
