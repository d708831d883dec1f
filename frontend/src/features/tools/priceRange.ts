import { currencyOf, parseAmount, type CurrencyCode } from '../../shared/money';

// The price range form's checks, apart from toolFilters.ts: only the opened Filters panel downloads them.

/** Why a typed daily rate cannot be a price filter in the currency (ETH when none), or null when it can (blank means no limit). */
export function rateFilterError(text: string, code: CurrencyCode | null = null): string | null {
  if (text.trim() === '') return null;
  const currency = currencyOf(code);
  try {
    parseAmount(text, currency);
    return null;
  } catch {
    // parseAmount refuses it; a plain decimal it refuses has more decimals than the currency.
    if (!/^\s*\d*\.\d+\s*$/.test(text))
      return `Enter an amount in ${currency.symbol}, such as ${currency.code === 'ETH' ? '0.01' : '12.50'}`;
    return currency.code === 'ETH' ? 'At most 18 decimals (1 wei)' : `At most ${currency.decimals} decimals`;
  }
}

/** Why a price range cannot be used (either end, or the minimum above the maximum), or null. */
export function priceRangeError(min: string, max: string, code: CurrencyCode | null = null): string | null {
  const endError = rateFilterError(min, code) ?? rateFilterError(max, code);
  if (endError) return endError;
  const currency = currencyOf(code);
  if (min.trim() !== '' && max.trim() !== '' && parseAmount(min, currency) > parseAmount(max, currency))
    return 'The minimum is above the maximum';
  return null;
}
