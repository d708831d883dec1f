import { describe, expect, it } from 'vitest';
import { formatEther, parseEther } from 'ethers';
import { EthAmountError, WEI_PER_ETH, formatEth, formatEthAmount, parseEth } from './eth';

/** The largest amount RentalAgreement accepts: rate and collateral are uint128 (AmountTooLarge at 2^128). */
const MAX_CONTRACT_AMOUNT = 2n ** 128n - 1n;

describe('parseEth', () => {
  it('reads 1 wei, and refuses anything smaller', () => {
    expect(parseEth('0.000000000000000001')).toBe(1n);
    expect(() => parseEth('0.0000000000000000001')).toThrow(EthAmountError);
  });

  it('reads 10^-7 ETH written as a number, which JavaScript prints as 1e-7', () => {
    expect(() => parseEther(String(0.0000001))).toThrow();
    expect(parseEth(0.0000001)).toBe(100_000_000_000n);
    expect(parseEth('0.0000001')).toBe(100_000_000_000n);
    expect(parseEth(1.5e-12)).toBe(1_500_000n);
  });

  it('adds 0.1 and 0.2 to exactly 0.3 in wei, and reads the float 0.1 + 0.2 as 0.3', () => {
    expect(parseEth('0.1') + parseEth('0.2')).toBe(parseEth('0.3'));
    expect(parseEth(0.1 + 0.2)).toBe(300_000_000_000_000_000n);
  });

  it('keeps all 18 decimals of text', () => {
    expect(parseEth('1.234567890123456789')).toBe(1_234_567_890_123_456_789n);
  });

  it('reads the largest amount the contract accepts, and more', () => {
    const text = formatEthAmount(MAX_CONTRACT_AMOUNT);
    expect(text).toBe('340282366920938463463.374607431768211455');
    expect(parseEth(text)).toBe(MAX_CONTRACT_AMOUNT);
    expect(parseEth(1e21)).toBe(1000n * 10n ** 18n * 10n ** 18n);
  });

  it('reads typed text with spaces and a bare point, and refuses what is not an amount', () => {
    expect(parseEth(' 2 ')).toBe(2n * WEI_PER_ETH);
    expect(parseEth('.5')).toBe(WEI_PER_ETH / 2n);
    expect(parseEth('3.')).toBe(3n * WEI_PER_ETH);
    for (const bad of ['', '.', '-1', '1e-7', 'abc', '1,5', '0x10'])
      expect(() => parseEth(bad), bad).toThrow(EthAmountError);
    expect(() => parseEth(-0.5)).toThrow(EthAmountError);
    expect(() => parseEth(Number.NaN)).toThrow(EthAmountError);
    expect(() => parseEth(Number.POSITIVE_INFINITY)).toThrow(EthAmountError);
  });
});

describe('formatEth', () => {
  it('shows 1 wei exactly, not rounded to 0', () => {
    expect(formatEth(1n)).toBe('0.000000000000000001 ETH');
  });

  it('shows 10^-7 ETH as a decimal, from wei or from a number', () => {
    expect(formatEth(100_000_000_000n)).toBe('0.0000001 ETH');
    expect(formatEth(1e-7)).toBe('0.0000001 ETH');
  });

  it('shows 0.1 + 0.2 as 0.3, from wei sums and from floats', () => {
    expect(formatEth(parseEth('0.1') + parseEth('0.2'))).toBe('0.3 ETH');
    expect(formatEth(0.1 + 0.2)).toBe('0.3 ETH');
  });

  it('keeps 18 decimals and drops trailing zeros', () => {
    expect(formatEth(1_234_567_890_123_456_789n)).toBe('1.234567890123456789 ETH');
    expect(formatEth(12_000_000_000_000_000n)).toBe('0.012 ETH');
    expect(formatEth(WEI_PER_ETH)).toBe('1 ETH');
    expect(formatEth(0n)).toBe('0 ETH');
  });

  it('shows the largest amount the contract accepts exactly, as ethers does', () => {
    expect(formatEth(MAX_CONTRACT_AMOUNT)).toBe(`${formatEther(MAX_CONTRACT_AMOUNT)} ETH`);
  });

  it('round-trips with parseEth', () => {
    for (const wei of [0n, 1n, 999n, 10n ** 17n, 123_456_789_000_000_000_000n, MAX_CONTRACT_AMOUNT]) {
      expect(parseEth(formatEthAmount(wei))).toBe(wei);
    }
  });
});

describe('formatEth of a number of the app', () => {
  it('drops trailing zeros and float noise', () => {
    expect(formatEth(0.1 + 0.2)).toBe('0.3 ETH');
    expect(formatEth(0.012)).toBe('0.012 ETH');
  });
});
