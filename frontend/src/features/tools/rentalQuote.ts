import { ETH, formatAmount, parseAmount, type Currency } from '../../shared/money';
import { currencyOfTool, type Tool } from './types';

export const MIN_RENTAL_DAYS = 1;
export const MAX_RENTAL_DAYS = 30;
export const DEFAULT_RENTAL_DAYS = 1;

export const RENTAL_DURATION_MESSAGE = `Enter a whole number of days from ${MIN_RENTAL_DAYS} to ${MAX_RENTAL_DAYS}`;

/** The rental duration as typed: a whole number of days from 1 to 30, or the reason it is not. */
export function parseRentalDuration(text: string): { days: number; error: null } | { days: null; error: string } {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return { days: null, error: RENTAL_DURATION_MESSAGE };
  const days = Number(trimmed);
  if (days < MIN_RENTAL_DAYS || days > MAX_RENTAL_DAYS) return { days: null, error: RENTAL_DURATION_MESSAGE };
  return { days, error: null };
}

/**
 * The price summary, as exact decimal strings in the terms' currency (computed in its base units, so
 * no floating-point noise), and the currency's symbol to write after them.
 */
export interface RentalQuote {
  symbol: string;
  ratePerDay: string;
  collateral: string;
  /** days × daily rate. */
  rentalCost: string;
  /** What the borrower pays now: the rent plus the refundable collateral. */
  totalDue: string;
}

/**
 * What a rental costs per day and as deposit, in the currency's base units (wei for ETH): a listing's,
 * or an open on-chain offer's own terms. No currency: ETH (on-chain offers are ETH only).
 */
export interface RentalTerms {
  rateWei: bigint;
  collateralWei: bigint;
  currency?: Currency;
}

/** A listing's advertised terms in its currency's base units. */
export function listedTerms(tool: Pick<Tool, 'rentalRate' | 'collateralRequired' | 'currency'>): RentalTerms {
  const currency = currencyOfTool(tool);
  return {
    rateWei: parseAmount(tool.rentalRate, currency),
    collateralWei: parseAmount(tool.collateralRequired, currency),
    currency,
  };
}

/** The summary for `days` days of `terms` (a listing's own when given a tool). */
export function rentalQuote(
  terms: RentalTerms | Pick<Tool, 'rentalRate' | 'collateralRequired' | 'currency'>,
  days: number,
): RentalQuote {
  const { rateWei, collateralWei, currency = ETH } = 'rateWei' in terms ? terms : listedTerms(terms);
  const rentWei = rateWei * BigInt(days);
  return {
    symbol: currency.symbol,
    ratePerDay: formatAmount(rateWei, currency),
    collateral: formatAmount(collateralWei, currency),
    rentalCost: formatAmount(rentWei, currency),
    totalDue: formatAmount(rentWei + collateralWei, currency),
  };
}
