import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BookingCalendar } from './BookingCalendar';
import { FakeRentalsClient } from '../test/FakeRentalsClient';
import { makeTool } from '../test/rentalFixtures';
import { renderWithProviders } from '../../../test/renderWithProviders';

// A visitor without a wallet sees the calendar too: the tests render without one.

// Local times (the test runner's zone): the calendar draws the user's days.
const at = (month: number, day: number, hour = 0) => new Date(2026, month, day, hour).getTime() / 1000;
const NOW = new Date(2026, 10, 28, 10, 30);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

const cell = (date: number) => {
  const found = screen.getAllByRole('cell').find((element) => element.dataset.day === String(date));
  if (!found) throw new Error(`No cell for day ${date}`);
  return found;
};

describe('the booking calendar on the tool page', () => {
  it('says every day is free when the tool has no booking, marks today and mutes the past', async () => {
    await renderWithProviders(<BookingCalendar tool={makeTool()} />, { rentalsClient: new FakeRentalsClient() });
    expect(await screen.findByText('No bookings yet: every day is free.')).toBeInTheDocument();
    expect(screen.getByText('November 2026')).toBeInTheDocument();
    expect(cell(28)).toHaveAttribute('aria-current', 'date');
    expect(cell(27)).toHaveAttribute('title', 'past');
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();
  });

  it('marks booked and partly booked days, with the hours, and lists each range exactly', async () => {
    const client = new FakeRentalsClient();
    client.readBookings.mockResolvedValue([{ startTime: at(11, 1, 9), endTime: at(11, 3, 9) }]);
    await renderWithProviders(<BookingCalendar tool={makeTool()} />, { rentalsClient: client });
    const list = await screen.findByRole('list', { name: 'Booked ranges' });
    expect(within(list).getByRole('listitem')).toHaveTextContent('Booked Tue, Dec 1, 9:00 AM to Thu, Dec 3, 9:00 AM');
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByText('December 2026')).toBeInTheDocument();
    expect(cell(1)).toHaveAttribute('data-booking', 'partlyBooked');
    expect(cell(1)).toHaveAttribute('title', 'Booked from 9:00 AM');
    expect(cell(2)).toHaveAttribute('title', 'Booked all day');
    expect(cell(3)).toHaveAttribute('title', 'Booked until 9:00 AM');
    expect(cell(4)).toHaveAttribute('data-booking', 'free');
    expect(cell(2)).toHaveTextContent('Wednesday, December 2: Booked all day');
  });

  it('goes forward no further than the month of the 180-day horizon', async () => {
    await renderWithProviders(<BookingCalendar tool={makeTool()} />, { rentalsClient: new FakeRentalsClient() });
    const next = await screen.findByRole('button', { name: 'Next month' });
    // 180 days after November 28, 2026 is May 27, 2027: six months ahead.
    for (let month = 0; month < 6; month++) await userEvent.click(next);
    expect(screen.getByText('May 2027')).toBeInTheDocument();
    expect(next).toBeDisabled();
    expect(cell(28)).toHaveAttribute('title', 'beyond the booking horizon');
  });

  it('says in words when the bookings cannot be read, and reads them again on request', async () => {
    const client = new FakeRentalsClient();
    client.readBookings.mockRejectedValueOnce(new Error('network down'));
    await renderWithProviders(<BookingCalendar tool={makeTool()} />, { rentalsClient: client });
    const calendar = await screen.findByRole('region', { name: 'Bookings' });
    expect(await within(calendar).findByRole('alert')).toHaveTextContent("Could not read this tool's bookings.");
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No bookings yet: every day is free.')).toBeInTheDocument();
  });

  it('says the bookings are being read until they are', async () => {
    const client = new FakeRentalsClient();
    client.readBookings.mockReturnValue(new Promise(() => {}));
    await renderWithProviders(<BookingCalendar tool={makeTool()} />, { rentalsClient: client });
    const calendar = await screen.findByRole('region', { name: 'Bookings' });
    expect(within(calendar).getByRole('status')).toHaveTextContent("Reading this tool's bookings…");
  });
});
