import { parseEth } from '../../shared/eth';

// The price range form's checks, apart from toolFilters.ts: only the opened Filters panel downloads them.

/** Why a typed daily rate cannot be a price filter, or null when it can (blank means no limit). */
export function rateFilterError(text: string): string | null {
  if (text.trim() === '') return null;
  try {
    parseEth(text);
    return null;
  } catch {
    // parseEth refuses it; a plain decimal it refuses has more than 18 decimals.
    return /^\s*\d*\.\d+\s*$/.test(text) ? 'At most 18 decimals (1 wei)' : 'Enter an amount in ETH, such as 0.01';
  }
}

/** Why a price range cannot be used (either end, or the minimum above the maximum), or null. */
export function priceRangeError(min: string, max: string): string | null {
  const endError = rateFilterError(min) ?? rateFilterError(max);
  if (endError) return endError;
  if (min.trim() !== '' && max.trim() !== '' && parseEth(min) > parseEth(max))
    return 'The minimum is above the maximum';
  return null;
}
