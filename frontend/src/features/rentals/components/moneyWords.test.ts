// Settled money is credited, not paid (issue 31, point 2): the words follow the viewer's balance on
// chain (to withdraw, then withdrawn) and say "simulation" where no wallet moved.
import { describe, expect, it } from 'vitest';
import { parseEther } from 'ethers';
import { makeRental } from '../test/rentalFixtures';
import { outcomeWords } from './RentalOutcome';
import { SIMULATED_FUNDS, creditWords, escrowWords, type Funds } from './moneyWords';

const NOW = Date.parse('2026-03-10T12:00:00.000Z');
const DAY = 24 * 3600 * 1000;
const iso = (ms: number) => new Date(ms).toISOString();
const TO_WITHDRAW: Funds = { simulated: false, credited: parseEther('0.06') };
const WITHDRAWN: Funds = { simulated: false, credited: 0n };

// 3 days at 0.012 ETH (rent 0.036 ETH), 0.06 ETH collateral, returned on time.
const completed = makeRental({
  state: 'TRANSACTION_COMPLETED',
  startTime: iso(NOW - 4 * DAY),
  endTime: iso(NOW - DAY),
  returnedAt: iso(NOW - 2 * DAY),
});

describe('money words', () => {
  it('a completed rental: credited and to withdraw, then withdrawn, or simulated', () => {
    expect(outcomeWords(completed, 'borrower', NOW, TO_WITHDRAW)).toBe(
      'The rental is complete. Rent: 0.036 ETH is credited to the lender. Your collateral: 0.06 ETH is credited to you — Withdraw to receive it.',
    );
    expect(outcomeWords(completed, 'borrower', NOW, WITHDRAWN)).toBe(
      'The rental is complete. Rent: 0.036 ETH is credited to the lender. Your collateral: 0.06 ETH was credited to you and withdrawn.',
    );
    expect(outcomeWords(completed, 'lender', NOW, SIMULATED_FUNDS)).toBe(
      'The rental is complete. Rent: 0.036 ETH is credited to you in the simulation (no money moved). Collateral: 0.06 ETH is credited to the borrower in the simulation.',
    );
  });

  it('never says returned or paid of a credit', () => {
    for (const funds of [TO_WITHDRAW, WITHDRAWN, SIMULATED_FUNDS]) {
      for (const role of ['lender', 'borrower'] as const) {
        expect(outcomeWords(completed, role, NOW, funds)).not.toMatch(/has been returned|paid to you|was paid/);
      }
    }
  });

  it('names the other party when known, and the escrow as simulated where no wallet was charged', () => {
    expect(creditWords('0.096 ETH', 'borrower', 'lender', TO_WITHDRAW, 'kim')).toBe('0.096 ETH is credited to kim');
    expect(escrowWords('0.096 ETH', TO_WITHDRAW)).toBe('Your 0.096 ETH stays in escrow');
    expect(escrowWords('0.096 ETH', SIMULATED_FUNDS)).toBe(
      'The simulated 0.096 ETH stays in the simulated escrow (no wallet was charged)',
    );
  });
});
