import { describe, expect, it } from 'vitest';
import {
  DAY_SECONDS,
  DISPUTE_RULING_PERIOD_SECONDS,
  MAX_INSPECTION_PERIOD_SECONDS,
  MIN_INSPECTION_PERIOD_SECONDS,
  defaultDisputeSplit,
  formatDays,
  lateFee,
} from '../rentals';
import { MAX_RENTAL_DAYS, MIN_RENTAL_DAYS } from '../tools';
import { formatEth } from '../../shared/eth';
import { HOW_IT_WORKS, RENTAL_TERMS, RULE_NUMBERS, RULE_WORDS, shareInWords } from './rentalRuleWords';

const days = (seconds: number) => formatDays(seconds / DAY_SECONDS);
const allWords = (sections: typeof HOW_IT_WORKS) => sections.flatMap((section) => section.paragraphs).join('\n');

describe('the rental rules in words', () => {
  it('reads its numbers from the rule table', () => {
    expect(RULE_NUMBERS.inspectionPeriod).toBe(
      `${days(MIN_INSPECTION_PERIOD_SECONDS)} to ${days(MAX_INSPECTION_PERIOD_SECONDS)}`,
    );
    expect(RULE_NUMBERS.rulingPeriod).toBe(days(DISPUTE_RULING_PERIOD_SECONDS));
    expect(RULE_NUMBERS.rentalDays).toBe(`${formatDays(MIN_RENTAL_DAYS)} to ${formatDays(MAX_RENTAL_DAYS)}`);
    // The lender's part of what is disputed, as the default split of a 10,000-wei collateral returned on time pays it.
    const split = defaultDisputeSplit({ rentalRate: 0n, collateralAmount: 10_000n, rentalDuration: 1 }, 0, 0);
    expect(RULE_NUMBERS.defaultShare).toBe(shareInWords(Number(split.toLender)));
  });

  // Today's rules, written out: if the table changes, the words change with it and this says how.
  it('says today’s rules as a person would', () => {
    expect(RULE_NUMBERS.inspectionPeriod).toBe('1 day to 30 days');
    expect(RULE_NUMBERS.rulingPeriod).toBe('30 days');
    expect(RULE_NUMBERS.defaultShare).toBe('half');
    expect(RULE_WORDS.rulingPeriod).toContain('within 30 days of the dispute');
  });

  it('names a share as half or a percentage', () => {
    expect(shareInWords(5_000)).toBe('half');
    expect(shareInWords(2_500)).toBe('25%');
    expect(shareInWords(10_000)).toBe('100%');
  });

  it('prices the late-fee example by the rule table: each started day, never more than the collateral', () => {
    const terms = { rentalRate: 10n ** 16n, collateralAmount: 5n * 10n ** 16n, rentalDuration: 3 };
    const fee = (secondsLate: number) => formatEth(lateFee(terms, 0, secondsLate));
    expect(RULE_WORDS.lateFeeExample).toContain(`one hour late costs ${fee(3600)}`);
    expect(RULE_WORDS.lateFeeExample).toContain(`one day and one hour late, ${fee(DAY_SECONDS + 3600)}`);
    expect(RULE_WORDS.lateFeeExample).toContain(`ten days late, ${fee(10 * DAY_SECONDS)} (the whole collateral)`);
    expect([fee(3600), fee(DAY_SECONDS + 3600), fee(10 * DAY_SECONDS)]).toEqual(['0.01 ETH', '0.02 ETH', '0.05 ETH']);
  });

  // The contract's third version: only what is disputed is split.
  it('states the default split of an unruled dispute for a returned and a kept tool', () => {
    for (const words of [allWords(HOW_IT_WORKS), allWords(RENTAL_TERMS)]) {
      expect(words).toContain(
        'the lender gets the rent and the late fee up to the return, and the rest of the collateral is split in half',
      );
      expect(words).toContain('if the tool was never marked returned: the lender gets the whole escrow');
      expect(words).toContain(RULE_WORDS.inspectionPeriod);
      expect(words).toContain('Before the pickup there is nothing to dispute');
    }
  });

  it('prices the default-split example by the rule table', () => {
    // 0.01 ETH a day for 3 days, 0.05 ETH collateral, one day and one hour late: fee 0.02, the 0.03 left halved.
    expect(RULE_WORDS.defaultSplitExample).toContain('the lender gets 0.065 ETH and the borrower 0.015 ETH');
    expect(RULE_WORDS.defaultSplitExample).toContain('never returned, the lender gets 0.08 ETH and the borrower 0 ETH');
  });
});
