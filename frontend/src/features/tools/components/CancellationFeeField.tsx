import type { ReactNode } from 'react';
import { CANCELLATION_FEE_PERCENT, CANCELLATION_FEE_RULE } from '../cancellationFee';
import { INPUT, LABEL } from '../../../shared/ui/formStyles';

/** The field's wiring from the listing form: its id, error id and invalid state. */
interface FieldWiring {
  id: string;
  'data-field': string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

/**
 * The listing's cancellation fee, as a percentage of the rent (0% unless the lender names one):
 * what a borrower who cancels a booking leaves to the lender. The rule is said under the field
 * until the value breaks it; then the form's field error says it instead.
 */
export function CancellationFeeField({
  wiring,
  value,
  onChange,
  error,
}: {
  wiring: FieldWiring;
  value: string;
  onChange: (text: string) => void;
  error: ReactNode;
}) {
  const hintId = `${wiring.id}-hint`;
  return (
    <div>
      <label htmlFor={wiring.id} className={LABEL}>
        Cancellation fee (% of the rent)
      </label>
      <input
        {...wiring}
        aria-describedby={wiring['aria-describedby'] ?? hintId}
        type="number"
        inputMode="decimal"
        min={CANCELLATION_FEE_PERCENT.min}
        max={CANCELLATION_FEE_PERCENT.max}
        step={0.01}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={INPUT}
      />
      {error ?? (
        <p id={hintId} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
          What a borrower who cancels a booking pays you: {CANCELLATION_FEE_RULE}. 0% is free cancellation; if you
          cancel, the borrower gets everything back.
        </p>
      )}
    </div>
  );
}
