import { describe, expect, it } from 'vitest';
import {
  ETH,
  ETH_PAYMENT_TOKEN,
  MoneyAmountError,
  USDC,
  currencyOf,
  currencyOfToken,
  formatAmount,
  formatMoney,
  formatPerDay,
  isCurrencyCode,
  parseAmount,
  tokenAddressOf,
} from './money';

const LOCAL_USDC = { address: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512', symbol: 'USDC', decimals: 6 };

describe('formatting an amount exact to its unit', () => {
  it('writes dollars with cents, and never rounds what is finer', () => {
    expect(formatMoney(12_000_000n, USDC)).toBe('12.00 USDC');
    expect(formatPerDay(12_000_000n, USDC)).toBe('12.00 USDC / day');
    expect(formatMoney(12_500_000n, USDC)).toBe('12.50 USDC');
    expect(formatMoney(1n, USDC)).toBe('0.000001 USDC');
    expect(formatMoney(12_345_678n, USDC)).toBe('12.345678 USDC');
    expect(formatMoney(0n, USDC)).toBe('0.00 USDC');
  });

  it('writes ETH without trailing zeros, to the wei', () => {
    expect(formatMoney(80_000_000_000_000_000n, ETH)).toBe('0.08 ETH');
    expect(formatMoney(10n ** 18n, ETH)).toBe('1 ETH');
    expect(formatMoney(1n, ETH)).toBe('0.000000000000000001 ETH');
    expect(formatPerDay(0.012, ETH)).toBe('0.012 ETH / day');
  });

  it('reads a number or text of whole coins in the currency', () => {
    expect(formatMoney(12, USDC)).toBe('12.00 USDC');
    expect(formatMoney('150.5', USDC)).toBe('150.50 USDC');
    expect(formatAmount(-1_500_000n, USDC)).toBe('-1.50');
  });
});

describe('parsing input to base units', () => {
  it('reads dollars to the millionth, and refuses anything finer', () => {
    expect(parseAmount('12', USDC)).toBe(12_000_000n);
    expect(parseAmount(' 12.5 ', USDC)).toBe(12_500_000n);
    expect(parseAmount('.000001', USDC)).toBe(1n);
    expect(() => parseAmount('0.0000001', USDC)).toThrow(MoneyAmountError);
    expect(() => parseAmount('0.0000001', USDC)).toThrow('more than 6 decimals');
  });

  it('has no float error: 0.1 + 0.2 dollars is 300,000 units, and 19.99 × 100 is exact', () => {
    expect(parseAmount(0.1 + 0.2, USDC)).toBe(300_000n);
    expect(parseAmount(19.99, USDC) * 100n).toBe(1_999_000_000n);
    expect(parseAmount(1e-7, ETH)).toBe(100_000_000_000n);
  });

  it('drops what a number holds below one unit', () => {
    expect(parseAmount(0.0000015, USDC)).toBe(1n);
  });

  it.each(['', '.', '-1', '1,5', '1e3', 'abc', '0x10'])('refuses %j', (text) => {
    expect(() => parseAmount(text, USDC)).toThrow(MoneyAmountError);
  });

  it('refuses numbers that are not amounts', () => {
    for (const bad of [-0.5, Number.NaN, Number.POSITIVE_INFINITY])
      expect(() => parseAmount(bad, USDC)).toThrow(MoneyAmountError);
  });

  it('reads back exactly what it wrote', () => {
    for (const units of [0n, 1n, 999_999n, 12_000_000n, 2n ** 128n - 1n])
      expect(parseAmount(formatAmount(units, USDC), USDC)).toBe(units);
  });
});

describe('currencies and tokens', () => {
  it('knows ETH and USDC by code, and reads anything else as ETH (listings before the choice)', () => {
    expect(currencyOf('USDC')).toBe(USDC);
    expect(currencyOf('ETH')).toBe(ETH);
    expect(currencyOf(undefined)).toBe(ETH);
    expect(currencyOf('DAI')).toBe(ETH);
    expect(isCurrencyCode('USDC')).toBe(true);
    expect(isCurrencyCode('usdc')).toBe(false);
  });

  it("names an offer's token: the zero address is ETH, the deployment's token its own symbol and decimals", () => {
    expect(currencyOfToken(ETH_PAYMENT_TOKEN, LOCAL_USDC)).toBe(ETH);
    expect(currencyOfToken(LOCAL_USDC.address.toLowerCase(), LOCAL_USDC)).toEqual({
      ...USDC,
      symbol: 'USDC',
      decimals: 6,
    });
    expect(currencyOfToken('0x1c7D4B196Cb0C7B01d743Fbc6116a902379C7238', LOCAL_USDC)).toBeNull();
    expect(currencyOfToken(LOCAL_USDC.address, undefined)).toBeNull();
  });

  it('pays a currency in its token on a deployment, or in none when the deployment accepts no dollar token', () => {
    expect(tokenAddressOf(ETH, undefined)).toBe(ETH_PAYMENT_TOKEN);
    expect(tokenAddressOf(USDC, LOCAL_USDC)).toBe(LOCAL_USDC.address);
    expect(tokenAddressOf(USDC, undefined)).toBeUndefined();
  });
});
