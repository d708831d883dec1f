import { useState } from 'react';
import { targetChainId, unavailableMessage, describeContractError, chainLabel, switchToChain } from '../../chain';
import { useWeb3 } from '../../wallet';
import { setRentalsMode, useRentalsMode, type RentalsMode } from '../clients/rentalsMode';
import { useOnchainAvailability } from '../state/useOnchainAvailability';
import { BUTTON } from '../../../shared/ui/buttonStyles';

const MODES: { value: RentalsMode; label: string }[] = [
  { value: 'simulated', label: 'Simulated' },
  { value: 'onchain', label: 'On-chain' },
];

/** "Simulated | On-chain", and in on-chain mode exactly what is missing with its fix. */
export function RentalsModeSwitch() {
  const mode = useRentalsMode();
  const { provider, connect } = useWeb3();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const availability = useOnchainAvailability();
  // The deployment's chain, by name ("Sepolia"); the local node is "the local chain".
  const target = targetChainId();

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setProblem(null);
    try {
      await action();
    } catch (error) {
      console.error(error);
      setProblem(describeContractError(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mb-6 space-y-3">
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

      {availability && availability.status !== 'ready' && (
        <div
          role="status"
          className="flex flex-wrap items-center gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-200"
        >
          <span>{unavailableMessage(availability)}</span>
          {availability.status === 'noWallet' ? (
            <button type="button" className={BUTTON.primary} disabled={busy} onClick={() => void run(connect)}>
              Connect Wallet
            </button>
          ) : (
            <button
              type="button"
              className={BUTTON.primary}
              disabled={busy || !provider}
              onClick={() =>
                void run(() =>
                  switchToChain(
                    (method, params) =>
                      provider ? provider.send(method, params) : Promise.reject(new Error('No wallet')),
                    target,
                  ),
                )
              }
            >
              Switch to {chainLabel(target)}
            </button>
          )}
          {problem && <span className="w-full text-red-700 dark:text-red-300">{problem}</span>}
        </div>
      )}
    </div>
  );
}
