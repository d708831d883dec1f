import { formatEthAmount, parseEth } from '../../shared/eth';
import type { Tool } from './types';

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

/** The price summary, as exact ETH decimal strings (computed in wei, so no floating-point noise). */
export interface RentalQuote {
  ratePerDay: string;
  collateral: string;
  /** days × daily rate. */
  rentalCost: string;
  /** What the borrower pays now: the rent plus the refundable collateral. */
  totalDue: string;
}

/** What a rental costs per day and as deposit, in wei: a listing's, or an open on-chain offer's own terms. */
export interface RentalTerms {
  rateWei: bigint;
  collateralWei: bigint;
}

/** A listing's advertised terms in wei. */
export function listedTerms(tool: Pick<Tool, 'rentalRate' | 'collateralRequired'>): RentalTerms {
  return { rateWei: parseEth(tool.rentalRate), collateralWei: parseEth(tool.collateralRequired) };
}

/** The summary for `days` days of `terms` (a listing's own when given a tool). */
export function rentalQuote(
  terms: RentalTerms | Pick<Tool, 'rentalRate' | 'collateralRequired'>,
  days: number,
): RentalQuote {
  const { rateWei, collateralWei } = 'rateWei' in terms ? terms : listedTerms(terms);
  const rentWei = rateWei * BigInt(days);
  return {
    ratePerDay: formatEthAmount(rateWei),
    collateral: formatEthAmount(collateralWei),
    rentalCost: formatEthAmount(rentWei),
    totalDue: formatEthAmount(rentWei + collateralWei),
  };
}
