import { useId, useState, type SubmitEvent } from 'react';
import { INPUT, LABEL, FIELD_ERROR, SECONDARY_BUTTON } from '../../../shared/ui/formStyles';
import { useOnChange } from '../../../shared/ui/useOnChange';
import { parseRateFilter } from '../toolFilters';
import { priceRangeError } from '../priceRange';

interface PriceRangeFilterProps {
  minRate: string | null;
  maxRate: string | null;
  /** A valid range, each end exact ETH text or null for no limit. */
  onApply: (minRate: string | null, maxRate: string | null) => void;
}

/** The daily rate's range in ETH, applied on Enter or Apply once both ends read as amounts (exact to the wei). */
export function PriceRangeFilter({ minRate, maxRate, onApply }: PriceRangeFilterProps) {
  const [min, setMin] = useState(minRate ?? '');
  const [max, setMax] = useState(maxRate ?? '');
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  // Follow the address (Clear filters, back and forward).
  useOnChange(minRate, (value) => setMin(value ?? ''));
  useOnChange(maxRate, (value) => setMax(value ?? ''));

  const apply = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = priceRangeError(min, max);
    setError(problem);
    if (!problem) onApply(parseRateFilter(min), parseRateFilter(max));
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
        Price (ETH/day)
      </p>
      <div className="flex items-center gap-2">
        {input('Minimum ETH per day', min, setMin, 'Min')}
        {input('Maximum ETH per day', max, setMax, 'Max')}
        <button type="submit" className={`${SECONDARY_BUTTON} shrink-0`}>
          Apply
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className={FIELD_ERROR}>
          {error}
        </p>
      )}
    </form>
  );
}
