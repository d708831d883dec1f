import { describe, expect, it } from 'vitest';
import { isToolRentedOut, simulatedToolStatuses } from './toolAvailability';
import { toolOfferKey, type RentalState } from '../types';
import { LENDER, STRANGER, makeTool } from '../test/rentalFixtures';

describe('isToolRentedOut, the one availability rule', () => {
  it('counts a tool its owner lists as unavailable as rented out, whatever was read', () => {
    expect(isToolRentedOut(makeTool({ available: false }), null)).toBe(true);
    expect(isToolRentedOut(makeTool({ available: false }), new Map())).toBe(true);
  });

  it('counts a rental under way from the owner’s wallet, compared case-insensitively, and not an open offer', () => {
    const tool = makeTool({ ownerWalletAddress: LENDER.toUpperCase().replace('0X', '0x') });
    expect(isToolRentedOut(tool, new Map([[toolOfferKey('tool-1', LENDER), 'rented']]))).toBe(true);
    expect(isToolRentedOut(tool, new Map([[toolOfferKey('tool-1', LENDER), 'offered']]))).toBe(false);
    expect(isToolRentedOut(tool, new Map([[toolOfferKey('tool-2', LENDER), 'rented']]))).toBe(false);
  });

  it('ignores a rental of the same tool id from another wallet (anyone may open an offer with any id)', () => {
    expect(isToolRentedOut(makeTool(), new Map([[toolOfferKey('tool-1', STRANGER), 'rented']]))).toBe(false);
  });

  it('says available while nothing is read yet, and for a listing without an owner wallet', () => {
    expect(isToolRentedOut(makeTool(), null)).toBe(false);
    expect(
      isToolRentedOut(makeTool({ ownerWalletAddress: '' }), new Map([[toolOfferKey('tool-1', ''), 'rented']])),
    ).toBe(false);
  });
});

/** A whole hour, in Unix seconds. */
const NOW = 1_800_000_000;

describe('simulatedToolStatuses', () => {
  const rental = (toolId: string, state: RentalState) => ({ toolId, lenderAddress: LENDER, state });

  it('marks each tool with a rental under way, from the request to the payout, and forgets settled ones', () => {
    const live: RentalState[] = [
      'AWAITING_COLLATERAL',
      'COLLATERAL_DEPOSITED',
      'RENTAL_ACTIVE',
      'TOOL_RETURNED',
      'INSPECTION_PERIOD',
      'DISPUTE_OPENED',
      'RESOLUTION_REACHED',
    ];
    const statuses = simulatedToolStatuses(
      [
        ...live.map((state, index) => rental(`live-${index}`, state)),
        rental('done', 'TRANSACTION_COMPLETED'),
        rental('cancelled', 'RENTAL_CANCELLED'),
      ],
      NOW,
    );
    expect([...statuses.keys()].sort()).toEqual(
      live.map((_state, index) => toolOfferKey(`live-${index}`, LENDER)).sort(),
    );
    expect(new Set(statuses.values())).toEqual(new Set(['rented']));
  });

  it('counts a booking ahead only from its pickup window, 12 hours before its start', () => {
    const bookedFrom = (startTime: number) => ({
      ...rental('booked', 'COLLATERAL_DEPOSITED'),
      booking: {
        startTime: new Date(startTime * 1000).toISOString(),
        endTime: new Date((startTime + 86_400) * 1000).toISOString(),
      },
    });
    expect(simulatedToolStatuses([bookedFrom(NOW + 12 * 3600 + 1)], NOW).size).toBe(0);
    expect(simulatedToolStatuses([bookedFrom(NOW + 12 * 3600)], NOW).get(toolOfferKey('booked', LENDER))).toBe(
      'rented',
    );
  });
});
