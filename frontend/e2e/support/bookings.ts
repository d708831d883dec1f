import type { TestInfo } from '@playwright/test';
import { DEV_ACCOUNTS } from './testWallet';

/**
 * The booking specs' parties, per project: each project has its own lender, whose tools are listed
 * by these specs only, so a tool's calendar holds only the bookings its spec made. The borrowers also
 * rent in other specs: amounts are checked per rental, never as a balance another spec moves.
 */
const BOOKING_PARTIES: Partial<Record<string, { lender: string; first: string; second: string }>> = {
  desktop: { lender: DEV_ACCOUNTS[6], first: DEV_ACCOUNTS[8], second: DEV_ACCOUNTS[5] },
  phone: { lender: DEV_ACCOUNTS[7], first: DEV_ACCOUNTS[9], second: DEV_ACCOUNTS[4] },
};

export function bookingPartiesOf(testInfo: TestInfo) {
  const parties = BOOKING_PARTIES[testInfo.project.name];
  if (!parties) throw new Error(`No booking parties for project ${testInfo.project.name}`);
  return parties;
}
