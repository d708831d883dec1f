import { describe, expect, it } from 'vitest';
import { disputeAdminAtDeposit } from './disputeAdminAtDeposit';

const OLD = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const NEW = '0x976EA74026E726554dB657fA54763abd0C3a0aa9';
const EFFECTIVE_AT = 1_800_000_000;

describe('who would rule a rental paid now (the admin is fixed at deposit)', () => {
  it('is the admin in office when no appointment waits', () => {
    expect(disputeAdminAtDeposit({ inOffice: OLD, pending: null }, EFFECTIVE_AT)).toEqual({
      rulesThisRental: OLD,
      comingAppointment: null,
    });
  });

  it('stays the admin in office for a deposit one second before the appointment takes office', () => {
    const schedule = { inOffice: OLD, pending: { admin: NEW, effectiveAt: EFFECTIVE_AT } };
    expect(disputeAdminAtDeposit(schedule, EFFECTIVE_AT - 1)).toEqual({
      rulesThisRental: OLD,
      comingAppointment: { admin: NEW, effectiveAt: EFFECTIVE_AT },
    });
  });

  it('is the new admin for a deposit from the moment they take office', () => {
    const schedule = { inOffice: OLD, pending: { admin: NEW, effectiveAt: EFFECTIVE_AT } };
    expect(disputeAdminAtDeposit(schedule, EFFECTIVE_AT)).toEqual({ rulesThisRental: NEW, comingAppointment: null });
  });

  it('tells of no change when the admin in office is appointed again', () => {
    const schedule = { inOffice: OLD, pending: { admin: OLD.toLowerCase(), effectiveAt: EFFECTIVE_AT } };
    expect(disputeAdminAtDeposit(schedule, EFFECTIVE_AT - 1)).toEqual({
      rulesThisRental: OLD,
      comingAppointment: null,
    });
  });
});
