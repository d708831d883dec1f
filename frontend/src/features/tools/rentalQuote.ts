import { formatEther, parseEther } from 'ethers';
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

/** Drops formatEther's ".0" on whole amounts: "1.0" → "1". */
const eth = (wei: bigint) => formatEther(wei).replace(/\.0$/, '');

export function rentalQuote(tool: Pick<Tool, 'rentalRate' | 'collateralRequired'>, days: number): RentalQuote {
  const rateWei = parseEther(String(tool.rentalRate));
  const collateralWei = parseEther(String(tool.collateralRequired));
  const rentWei = rateWei * BigInt(days);
  return { ratePerDay: eth(rateWei), collateral: eth(collateralWei), rentalCost: eth(rentWei), totalDue: eth(rentWei + collateralWei) };
}
