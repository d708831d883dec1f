import { useId, useState, type SubmitEvent } from 'react';
import { useRentals } from '../rentals';
import { BUTTON, INPUT } from '../../shared/ui/buttonStyles';

/** For the dispute admin only: the lender's share of the escrow, in percent, and the reasons. */
export function ResolveDisputeForm({ rentalId }: { rentalId: string }) {
  const { perform, isPending } = useRentals();
  const [lenderPercent, setLenderPercent] = useState('50');
  const [details, setDetails] = useState('');
  const shareId = useId();
  const detailsId = useId();
  const busy = isPending(rentalId);
  const percent = Number(lenderPercent);
  const valid =
    lenderPercent !== '' && Number.isFinite(percent) && percent >= 0 && percent <= 100 && details.trim() !== '';

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The contract takes basis points: 100 % = 10000.
    if (valid) void perform('resolveDispute', rentalId, Math.round(percent * 100), details);
  };

  return (
    <form
      onSubmit={submit}
      aria-label="Resolve dispute"
      className="space-y-3 rounded-lg border border-amber-200 bg-amber-50/60 p-4 dark:border-amber-900 dark:bg-amber-950/30"
    >
      <p className="text-sm font-semibold text-amber-900 dark:text-amber-200">Resolve as dispute admin</p>
      <div>
        <label htmlFor={shareId} className="block text-sm font-medium text-slate-700 dark:text-slate-300">
          Lender's share of the escrow (%)
        </label>
        <input
          id={shareId}
          type="number"
          min={0}
          max={100}
          step={0.01}
          value={lenderPercent}
          onChange={(event) => setLenderPercent(event.target.value)}
          className={`mt-1 max-w-32 ${INPUT}`}
        />
        <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
          The borrower receives the rest of the rent and collateral.
        </p>
      </div>
      <div>
        <label htmlFor={detailsId} className="block text-sm font-medium text-slate-700 dark:text-slate-300">
          Resolution details
        </label>
        <textarea
          id={detailsId}
          rows={3}
          value={details}
          onChange={(event) => setDetails(event.target.value)}
          className={`mt-1 ${INPUT}`}
        />
      </div>
      <button type="submit" className={BUTTON.primary} disabled={busy || !valid}>
        {busy ? 'Resolving...' : 'Resolve Dispute'}
      </button>
    </form>
  );
}
