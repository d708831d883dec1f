/** "March 2025" for an ISO date or time. */
export const monthYear = (iso: string) =>
  new Date(`${iso.slice(0, 10)}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** "Mar 2, 2026" for an ISO date or time. */
export const dayMonthYear = (iso: string) =>
  new Date(`${iso.slice(0, 10)}T12:00:00Z`).toLocaleDateString('en-US', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** "Rented 1 time", "Rented 12 times". */
export const timesRentedText = (times: number) => `Rented ${times} ${times === 1 ? 'time' : 'times'}`;
