import { useId, useState, type SubmitEvent } from 'react';
import { INPUT, LABEL, FIELD_ERROR, SECONDARY_BUTTON } from '../../../shared/ui/formStyles';
import { useOnChange } from '../../../shared/ui/useOnChange';
import { CURRENCY_CODES, currencyOf, type CurrencyCode } from '../../../shared/money';
import { parseCurrencyFilter, parseRateFilter } from '../toolFilters';
import { priceRangeError } from '../priceRange';

interface PriceRangeFilterProps {
  minRate: string | null;
  maxRate: string | null;
  /** The range's currency, and the only one listed; null for every listing (a range is then in ETH). */
  currency: CurrencyCode | null;
  /** A valid range, each end exact text in the currency or null for no limit. */
  onApply: (minRate: string | null, maxRate: string | null, currency: CurrencyCode | null) => void;
}

/**
 * The daily rate's range in a currency, applied on Enter or Apply once both ends read as amounts
 * (exact to the currency's unit). "Any currency" lists every listing; a range given with it is in ETH.
 */
export function PriceRangeFilter({ minRate, maxRate, currency, onApply }: PriceRangeFilterProps) {
  const [min, setMin] = useState(minRate ?? '');
  const [max, setMax] = useState(maxRate ?? '');
  const [priced, setPriced] = useState<CurrencyCode | null>(currency);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const symbol = currencyOf(priced).symbol;

  // Follow the address (Clear filters, back and forward).
  useOnChange(minRate, (value) => setMin(value ?? ''));
  useOnChange(maxRate, (value) => setMax(value ?? ''));
  useOnChange(currency, setPriced);

  const apply = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = priceRangeError(min, max, priced);
    setError(problem);
    if (!problem) onApply(parseRateFilter(min, priced), parseRateFilter(max, priced), priced);
  };

  const input = (label: string, value: string, set: (value: string) => void, placeholder: string) => (
    <input
      type="text"
      inputMode="decimal"
      aria-label={label}
      value={value}
      placeholder={placeholder}
      aria-invalid={error !== null}
      aria-describedby={error ? `${id}-error` : undefined}
      onChange={(event) => {
        set(event.target.value);
        setError(null);
      }}
      className={`${INPUT} min-w-0`}
    />
  );

  return (
    <form onSubmit={apply} aria-labelledby={`${id}-legend`} noValidate>
      <p id={`${id}-legend`} className={LABEL}>
        Price ({symbol}/day)
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <select
          aria-label="Currency"
          value={priced ?? ''}
          onChange={(event) => {
            setPriced(parseCurrencyFilter(event.target.value));
            setError(null);
          }}
          className={`${INPUT} w-auto shrink-0`}
        >
          <option value="">Any currency</option>
          {CURRENCY_CODES.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
        <div className="flex min-w-0 flex-1 items-center gap-2">
          {input(`Minimum ${symbol} per day`, min, setMin, 'Min')}
          {input(`Maximum ${symbol} per day`, max, setMax, 'Max')}
          <button type="submit" className={`${SECONDARY_BUTTON} shrink-0`}>
            Apply
          </button>
        </div>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className={FIELD_ERROR}>
          {error}
        </p>
      )}
    </form>
  );
}
