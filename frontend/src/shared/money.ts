/**
 * Money: an amount in a currency's base unit (`bigint`: wei for ETH, millionths for USDC) with its
 * currency, from the contract to the screen, with one parser and one formatter. No float arithmetic
 * on money: `String(1e-7)` is "1e-7", and 0.1 + 0.2 is not 0.3.
 */
// The zero address that offers and agreements use for ETH, defined once for the scripts and the app.
import { ETH_PAYMENT_TOKEN } from '@toolshare/contract/ethPaymentToken';

export { ETH_PAYMENT_TOKEN };

/** The currencies a listing may be priced in: ETH, or the deployment's dollar token. */
export const CURRENCY_CODES = ['ETH', 'USDC'] as const;
export type CurrencyCode = (typeof CURRENCY_CODES)[number];

export interface Currency {
  code: CurrencyCode;
  /** What the screen writes after an amount: "ETH", "USDC". */
  symbol: string;
  /** Base units per whole coin, as a power of ten (ETH 18, USDC 6). */
  decimals: number;
  /** Decimals always shown, as people write the currency: "12.00 USDC", but "0.08 ETH". */
  shownDecimals: number;
}

export const ETH: Currency = { code: 'ETH', symbol: 'ETH', decimals: 18, shownDecimals: 0 };

/** The dollar token (the local Test USD Coin, Circle's test USDC on Sepolia): 6 decimals, shown as cents. */
export const USDC: Currency = { code: 'USDC', symbol: 'USDC', decimals: 6, shownDecimals: 2 };

const CURRENCIES: Record<CurrencyCode, Currency> = { ETH, USDC };

/** The currency of a code as stored with a listing; anything else (older rows, no value) is ETH. */
export function currencyOf(code: string | null | undefined): Currency {
  return isCurrencyCode(code) ? CURRENCIES[code] : ETH;
}

export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && value in CURRENCIES;
}

/** Why an amount could not be read in a currency. */
export class MoneyAmountError extends RangeError {
  constructor(input: string, currency: Currency, reason: string) {
    super(`"${input}" is not a ${currency.symbol} amount: ${reason}`);
    this.name = 'MoneyAmountError';
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
 * Base units from an amount: text as typed ("0.012", " 1 ", ".5") or a number of the app (a
 * listing's rate). Text with more decimals than the currency has is refused. A number is read to its
 * 15 significant digits (so 0.1 + 0.2 is 0.3) and its digits below one base unit are dropped.
 * Negative amounts and anything not a plain decimal throw `MoneyAmountError`.
 */
export function parseAmount(amount: string | number, currency: Currency): bigint {
  const { decimals } = currency;
  let text: string;
  if (typeof amount === 'number') {
    if (!Number.isFinite(amount)) throw new MoneyAmountError(String(amount), currency, 'not a finite number');
    // 15 significant digits: what a number holds reliably, so float noise (0.1 + 0.2) goes.
    text = plainDecimal(Number(amount.toPrecision(15)));
    const [whole, fraction = ''] = text.split('.');
    if (fraction.length > decimals) text = `${whole}.${fraction.slice(0, decimals)}`;
  } else {
    text = amount.trim();
  }
  const match = /^(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match || text === '' || text === '.')
    throw new MoneyAmountError(String(amount), currency, 'not a non-negative decimal number');
  const [, whole = '', fraction = ''] = match;
  if (fraction.length > decimals)
    throw new MoneyAmountError(String(amount), currency, `more than ${decimals} decimals (smaller than its unit)`);
  return BigInt(whole || '0') * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0');
}

/**
 * Exact text from base units, never rounded (a price is shown as it is paid), without trailing
 * zeros beyond the currency's shown decimals: 1 wei → "0.000000000000000001", 12_000_000 USDC units
 * → "12.00", 12_345_600 → "12.3456".
 */
export function formatAmount(units: bigint, currency: Currency): string {
  const sign = units < 0n ? '-' : '';
  const absolute = units < 0n ? -units : units;
  const unit = 10n ** BigInt(currency.decimals);
  const whole = absolute / unit;
  let fraction = (absolute % unit).toString().padStart(currency.decimals, '0').replace(/0+$/, '');
  fraction = fraction.padEnd(currency.shownDecimals, '0');
  return `${sign}${whole}${fraction ? `.${fraction}` : ''}`;
}

/**
 * An amount for display with its unit: "0.012 ETH", "12.00 USDC". Base units as `bigint`; a number
 * or decimal text is in whole coins (a listing's rate) and goes through `parseAmount` first.
 */
export function formatMoney(amount: bigint | number | string, currency: Currency): string {
  const units = typeof amount === 'bigint' ? amount : parseAmount(amount, currency);
  return `${formatAmount(units, currency)} ${currency.symbol}`;
}

/** A daily rate: "12.00 USDC / day". */
export function formatPerDay(amount: bigint | number | string, currency: Currency): string {
  return `${formatMoney(amount, currency)} / day`;
}

/** The deployment's dollar token, as `deployments/<chainId>.json` records it. */
export interface DeployedToken {
  address: string;
  symbol: string;
  decimals: number;
}

/**
 * The currency an offer's or agreement's `paymentToken` is in: ETH for the zero address, the dollar
 * token for the deployment's token (its own symbol and decimals), null for a token this deployment
 * does not know (the app shows no amount rather than a wrong one).
 */
export function currencyOfToken(tokenAddress: string, deployedToken: DeployedToken | undefined): Currency | null {
  if (isEthPayment(tokenAddress)) return ETH;
  if (deployedToken?.address.toLowerCase() === tokenAddress.toLowerCase())
    return { ...USDC, symbol: deployedToken.symbol, decimals: deployedToken.decimals };
  return null;
}

/** Whether an offer's or agreement's `paymentToken` is ETH (the zero address). */
export function isEthPayment(tokenAddress: string): boolean {
  return tokenAddress.toLowerCase() === ETH_PAYMENT_TOKEN;
}

/** The token address a currency is paid in on a deployment: the zero address for ETH; undefined when the deployment accepts no dollar token. */
export function tokenAddressOf(currency: Currency, deployedToken: DeployedToken | undefined): string | undefined {
  if (currency.code === 'ETH') return ETH_PAYMENT_TOKEN;
  return deployedToken?.address;
}
