/**
 * ETH amounts: wei (`bigint`) everywhere from the contract to the screen, with one parser and one
 * formatter. No float arithmetic on money: `String(1e-7)` is "1e-7", which ethers' parseEther
 * rejects, and 0.1 + 0.2 is not 0.3.
 */

export const WEI_PER_ETH = 10n ** 18n;
const ETH_DECIMALS = 18;

/** Why an amount could not be read as ETH. */
export class EthAmountError extends RangeError {
  constructor(input: string, reason: string) {
    super(`"${input}" is not an ETH amount: ${reason}`);
    this.name = 'EthAmountError';
  }
}

/**
 * A JavaScript number as the decimal text it stands for, without exponent: 1e-7 → "0.0000001",
 * 1.5e21 → "1500000000000000000000". The shortest text that reads back as the same number.
 */
function plainDecimal(value: number): string {
  const text = String(value);
  const match = /^(-?)(\d+)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!match) return text;
  // Groups 1, 2 and 4 take part in every match; only the fraction may be missing.
  const [, sign = '', whole = '', fraction = '', exponentText = ''] = match;
  const digits = whole + fraction;
  const point = whole.length + Number(exponentText);
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return `${sign}${digits}${'0'.repeat(point - digits.length)}`;
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
}

/**
 * Wei from ETH: text as typed ("0.012", " 1 ", ".5") or a number of the app (a listing's rate).
 * Text with more than 18 decimals is refused. A number is read to its 15 significant digits (so
 * 0.1 + 0.2 is 0.3) and its digits past the 18th decimal (less than one wei) are dropped. Negative amounts and anything not a plain decimal throw `EthAmountError`.
 */
export function parseEth(amount: string | number): bigint {
  let text: string;
  if (typeof amount === 'number') {
    if (!Number.isFinite(amount)) throw new EthAmountError(String(amount), 'not a finite number');
    // 15 significant digits: what a number holds reliably, so float noise (0.1 + 0.2) goes.
    text = plainDecimal(Number(amount.toPrecision(15)));
    const [whole, fraction = ''] = text.split('.');
    if (fraction.length > ETH_DECIMALS) text = `${whole}.${fraction.slice(0, ETH_DECIMALS)}`;
  } else {
    text = amount.trim();
  }
  const match = /^(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match || text === '' || text === '.')
    throw new EthAmountError(String(amount), 'not a non-negative decimal number');
  const [, whole = '', fraction = ''] = match;
  if (fraction.length > ETH_DECIMALS)
    throw new EthAmountError(String(amount), 'more than 18 decimals (smaller than one wei)');
  return BigInt(whole || '0') * WEI_PER_ETH + BigInt(fraction.padEnd(ETH_DECIMALS, '0') || '0');
}

/**
 * Exact ETH text from wei, without trailing zeros: 1 wei → "0.000000000000000001",
 * 10n ** 18n → "1", 12_000_000_000_000_000n → "0.012". Never rounded: a price is shown as it is paid.
 */
export function formatEthAmount(wei: bigint): string {
  const sign = wei < 0n ? '-' : '';
  const absolute = wei < 0n ? -wei : wei;
  const whole = absolute / WEI_PER_ETH;
  const fraction = (absolute % WEI_PER_ETH).toString().padStart(ETH_DECIMALS, '0').replace(/0+$/, '');
  return `${sign}${whole}${fraction ? `.${fraction}` : ''}`;
}

/**
 * An amount for display with its unit: "0.012 ETH". Wei as `bigint`; a number or decimal text is ETH
 * (a listing's rate) and goes through `parseEth` first.
 */
export function formatEth(amount: bigint | number | string): string {
  return `${formatEthAmount(typeof amount === 'bigint' ? amount : parseEth(amount))} ETH`;
}
