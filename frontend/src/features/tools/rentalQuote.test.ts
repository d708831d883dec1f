import { describe, expect, it } from 'vitest';
import { parseRentalDuration, rentalQuote, RENTAL_DURATION_MESSAGE } from './rentalQuote';

describe('rentalQuote', () => {
  it('computes rent, collateral and the total to pay exactly', () => {
    expect(rentalQuote({ rentalRate: 0.012, collateralRequired: 0.06 }, 3)).toEqual({
      symbol: 'ETH',
      ratePerDay: '0.012',
      collateral: '0.06',
      rentalCost: '0.036',
      totalDue: '0.096',
    });
  });

  it('has no floating-point noise where plain numbers would', () => {
    // 0.1 * 3 is 0.30000000000000004 in floating point.
    expect(rentalQuote({ rentalRate: 0.1, collateralRequired: 0.2 }, 3)).toMatchObject({
      rentalCost: '0.3',
      totalDue: '0.5',
    });
    expect(rentalQuote({ rentalRate: 0.025, collateralRequired: 0.12 }, 30)).toMatchObject({
      rentalCost: '0.75',
      totalDue: '0.87',
    });
  });

  it('quotes a rate under 0.000001 ETH, which JavaScript writes as 1e-7, without throwing', () => {
    expect(rentalQuote({ rentalRate: 0.0000001, collateralRequired: 0 }, 3)).toEqual({
      symbol: 'ETH',
      ratePerDay: '0.0000001',
      collateral: '0',
      rentalCost: '0.0000003',
      totalDue: '0.0000003',
    });
  });

  it("quotes terms given in wei (an on-chain offer's own) exactly", () => {
    expect(rentalQuote({ rateWei: 1n, collateralWei: 2n ** 128n - 1n }, 30)).toEqual({
      symbol: 'ETH',
      ratePerDay: '0.000000000000000001',
      collateral: '340282366920938463463.374607431768211455',
      rentalCost: '0.00000000000000003',
      totalDue: '340282366920938463463.374607431768211485',
    });
  });

  it('quotes a USDC listing to the cent, exact to its 6 decimals', () => {
    expect(rentalQuote({ rentalRate: 12, collateralRequired: 150.5, currency: 'USDC' }, 3)).toEqual({
      symbol: 'USDC',
      ratePerDay: '12.00',
      collateral: '150.50',
      rentalCost: '36.00',
      totalDue: '186.50',
    });
    expect(rentalQuote({ rentalRate: 0.333333, collateralRequired: 0, currency: 'USDC' }, 3)).toMatchObject({
      rentalCost: '0.999999',
    });
  });

  it('shows whole amounts without a trailing .0', () => {
    expect(rentalQuote({ rentalRate: 0.05, collateralRequired: 1 }, 20)).toEqual({
      symbol: 'ETH',
      ratePerDay: '0.05',
      collateral: '1',
      rentalCost: '1',
      totalDue: '2',
    });
  });
});

describe('parseRentalDuration', () => {
  it('accepts whole days from 1 to 30', () => {
    expect(parseRentalDuration('1')).toEqual({ days: 1, error: null });
    expect(parseRentalDuration(' 30 ')).toEqual({ days: 30, error: null });
  });

  it.each(['0', '31', '', '2.5', '-1', 'abc', '1e1'])('refuses %j with a clear message', (text) => {
    expect(parseRentalDuration(text)).toEqual({ days: null, error: RENTAL_DURATION_MESSAGE });
  });

  it('words the message with the limits', () => {
    expect(RENTAL_DURATION_MESSAGE).toBe('Enter a whole number of days from 1 to 30');
  });
});
