import { partialMatchKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { rentalKeys } from './queries';

const chain = { chainId: 31337, address: '0xAbCdEf0000000000000000000000000000000001' };
const otherContract = { chainId: 31337, address: '0x0000000000000000000000000000000000000002' };
const tool = { id: 'drill', ownerWalletAddress: '0xLENDER' };
const account = '0xborrower';

describe('rentalKeys', () => {
  const scope = rentalKeys.scope(chain, '31337:0xabcdef0000000000000000000000000000000001');

  it('keeps every read of a contract under its scope, so one invalidation per block reaches them all', () => {
    const underScope = [
      rentalKeys.rentalsOf(scope, account),
      rentalKeys.partySummary(scope, account),
      rentalKeys.disputeAdmin(scope, account),
      rentalKeys.disputeAdminSchedule(scope),
      rentalKeys.paused(scope),
      rentalKeys.toolStatuses(scope),
      rentalKeys.pendingWithdrawal(scope, account),
      rentalKeys.tokenCredit(scope, '0xtoken', account),
      rentalKeys.tokenBalance(scope, '0xtoken', account),
      rentalKeys.settlement(scope, '7', 'Active'),
      rentalKeys.offerTerms(scope, tool),
      rentalKeys.bookings(scope, tool),
      rentalKeys.signedOfferCheck(scope, tool, 1),
    ];
    for (const key of underScope) expect(partialMatchKey(key, scope), JSON.stringify(key)).toBe(true);
    const otherScope = rentalKeys.scope(otherContract, null);
    for (const key of underScope) expect(partialMatchKey(key, otherScope), JSON.stringify(key)).toBe(false);
  });

  it('keeps out of the scope the reads a new block must not repeat', () => {
    const outside = [
      rentalKeys.networkFee(scope, account, '0xsignature', { start: 1, days: 2 }),
      rentalKeys.storedSignedOffer(scope, tool.id),
      rentalKeys.conditionPhotos('31337:0xabc', '7', 'fingerprint'),
    ];
    for (const key of outside) expect(partialMatchKey(key, scope), JSON.stringify(key)).toBe(false);
  });

  it('names a contract by chain and lower-cased address, and the simulation by its scope', () => {
    expect(rentalKeys.scope(chain, 'ignored')).toEqual(
      rentalKeys.scope({ ...chain, address: chain.address.toLowerCase() }, null),
    );
    expect(rentalKeys.scope(null, 'simulated')).toEqual(['rentals', 'simulated']);
  });

  it('reaches the token credit with the ETH credits, and every tool bookings with allBookings', () => {
    expect(
      partialMatchKey(rentalKeys.tokenCredit(scope, '0xtoken', account), rentalKeys.pendingWithdrawals(scope)),
    ).toBe(true);
    expect(partialMatchKey(rentalKeys.pendingWithdrawal(scope, account), rentalKeys.pendingWithdrawals(scope))).toBe(
      true,
    );
    expect(partialMatchKey(rentalKeys.bookings(scope, tool), rentalKeys.allBookings(scope))).toBe(true);
    expect(partialMatchKey(rentalKeys.rentalsOf(scope, account), rentalKeys.rentals(scope))).toBe(true);
    expect(partialMatchKey(rentalKeys.partySummary(scope, account), rentalKeys.rentals(scope))).toBe(false);
  });

  it('keys an account case-insensitively where anyone may be named (a profile address)', () => {
    expect(rentalKeys.partySummary(scope, '0xABC')).toEqual(rentalKeys.partySummary(scope, '0xabc'));
  });
});
