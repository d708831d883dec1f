import { setRentalsMode, useRentalsMode, type RentalsMode } from '../clients/rentalsMode';

const MODES: { value: RentalsMode; label: string }[] = [
  { value: 'simulated', label: 'Simulated' },
  { value: 'onchain', label: 'On-chain' },
];

/**
 * "Simulated | On-chain". What on-chain mode still needs (a wallet, the right network) is said by the
 * list below it (RentalList: RequireWallet, then NetworkGate), once.
 */
export function RentalsModeSwitch() {
  const mode = useRentalsMode();
  return (
    <div className="mb-6">
      <div
        role="radiogroup"
        aria-label="Rentals mode"
        className="inline-flex rounded-lg border border-slate-300 p-0.5 dark:border-slate-700"
      >
        {MODES.map(({ value, label }) => (
          <button
            key={value}
            type="button"
            role="radio"
            aria-checked={mode === value}
            onClick={() => setRentalsMode(value)}
            className={`rounded-md px-3 py-1.5 text-sm font-medium focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none ${
              mode === value
                ? 'bg-blue-600 text-white'
                : 'text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800'
            }`}
          >
            {label}
          </button>
        ))}
      </div>
    </div>
  );
}
