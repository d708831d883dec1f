import { describe, expect, it } from 'vitest';
import {
  addMonths,
  calendarMonths,
  comingBookings,
  dayBooking,
  dayTime,
  localDayRange,
  monthWeeks,
  monthsBetween,
} from './calendarDays';
import { DAY_SECONDS } from './rentalRules';

// Local times (the test runner's zone), so the days are the user's days whatever the zone.
const at = (year: number, month: number, day: number, hour = 0) => new Date(year, month, day, hour).getTime() / 1000;
const DECEMBER = { year: 2026, month: 11 };
const day = (date: number) => localDayRange(DECEMBER, date);

describe("the booking calendar's days", () => {
  it('marks both days of a range over midnight: the first from its start, the second until its end', () => {
    const overMidnight = { startTime: at(2026, 11, 1, 21), endTime: at(2026, 11, 2, 9) };
    expect(dayBooking(day(1), [overMidnight])).toEqual({
      kind: 'partlyBooked',
      parts: [{ startTime: at(2026, 11, 1, 21), endTime: at(2026, 11, 2) }],
    });
    expect(dayBooking(day(2), [overMidnight])).toEqual({
      kind: 'partlyBooked',
      parts: [{ startTime: at(2026, 11, 2), endTime: at(2026, 11, 2, 9) }],
    });
    expect(dayBooking(day(3), [overMidnight])).toEqual({ kind: 'free' });
  });

  it('does not mark the next day for a range ending exactly at midnight', () => {
    const untilMidnight = { startTime: at(2026, 11, 1, 9), endTime: at(2026, 11, 3) };
    expect(dayBooking(day(1), [untilMidnight]).kind).toBe('partlyBooked');
    expect(dayBooking(day(2), [untilMidnight])).toEqual({ kind: 'booked' });
    expect(dayBooking(day(3), [untilMidnight])).toEqual({ kind: 'free' });
  });

  it('marks a day booked all day when back-to-back bookings cover it, and lists the parts of one they do not', () => {
    const morning = { startTime: at(2026, 11, 4), endTime: at(2026, 11, 4, 12) };
    const afternoon = { startTime: at(2026, 11, 4, 12), endTime: at(2026, 11, 5) };
    expect(dayBooking(day(4), [afternoon, morning])).toEqual({ kind: 'booked' });
    const evening = { startTime: at(2026, 11, 4, 18), endTime: at(2026, 11, 4, 20) };
    expect(dayBooking(day(4), [evening, morning])).toEqual({ kind: 'partlyBooked', parts: [morning, evening] });
  });

  it('puts each day of a month under its weekday, from Sunday', () => {
    // December 1, 2026 is a Tuesday; the month ends on a Thursday.
    const weeks = monthWeeks(DECEMBER);
    expect(weeks).toHaveLength(5);
    expect(weeks[0]).toEqual([null, null, 1, 2, 3, 4, 5]);
    expect(weeks[4]).toEqual([27, 28, 29, 30, 31, null, null]);
    expect(
      monthWeeks({ year: 2027, month: 1 })
        .flat()
        .filter((date) => date !== null),
    ).toHaveLength(28);
  });

  it("marks past days, today and days beyond the 180-day horizon against the current hour's time", () => {
    const now = at(2026, 11, 10, 14) + 25 * 60;
    expect(dayTime(day(9), now)).toBe('past');
    expect(dayTime(day(10), now)).toBe('today');
    expect(dayTime(day(11), now)).toBe('ahead');
    // The latest start is 180 days after the current hour began: its day may still be booked, the next may not.
    const latest = new Date((now - (now % 3600) + 180 * DAY_SECONDS) * 1000);
    const lastMonth = { year: latest.getFullYear(), month: latest.getMonth() };
    expect(dayTime(localDayRange(lastMonth, latest.getDate()), now)).toBe('ahead');
    expect(dayTime(localDayRange(lastMonth, latest.getDate() + 1), now)).toBe('beyondHorizon');
  });

  it('shows the months from the current one up to the month of the last possible start', () => {
    const now = at(2026, 11, 10, 14);
    const { first, last } = calendarMonths(now);
    expect(first).toEqual(DECEMBER);
    // 180 days after December 10, 2026 is June 8, 2027.
    expect(last).toEqual({ year: 2027, month: 5 });
    expect(monthsBetween(first, last)).toBe(6);
    expect(addMonths(DECEMBER, 1)).toEqual({ year: 2027, month: 0 });
    expect(addMonths({ year: 2027, month: 0 }, -1)).toEqual(DECEMBER);
  });

  it('lists the bookings not yet ended, earliest first', () => {
    const now = at(2026, 11, 10, 14);
    const ended = { startTime: at(2026, 11, 8), endTime: at(2026, 11, 10, 14) };
    const running = { startTime: at(2026, 11, 10, 14), endTime: at(2026, 11, 12) };
    const ahead = { startTime: at(2026, 11, 20), endTime: at(2026, 11, 22) };
    expect(comingBookings([ahead, ended, running], now)).toEqual([running, ahead]);
  });
});
