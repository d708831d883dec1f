/** Pickup opens this long before the booked start (contract `PICKUP_LEAD`). */
export const PICKUP_LEAD_SECONDS = 12 * 60 * 60;

/** When pickup of a booking starting at `startTime` opens (Unix seconds); it closes at the booked end. */
export const pickupOpensAt = (startTime: number): number => startTime - PICKUP_LEAD_SECONDS;

/** When pickup of a rental's booking (`Rental.booking`, ISO times) opens, in Unix seconds. */
export const bookingPickupOpensAt = (booking: { startTime: string }): number =>
  pickupOpensAt(Math.floor(Date.parse(booking.startTime) / 1000));
