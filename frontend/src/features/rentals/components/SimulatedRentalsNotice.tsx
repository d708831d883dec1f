import { History } from 'lucide-react';
import { useRentalsMode } from '../clients/rentalsMode';

/**
 * Says, wherever simulated rentals are shown, that they last for this visit (the specification
 * keeps only the chat across reloads) and that the On-chain switch keeps rentals for good.
 * Nothing in on-chain mode.
 */
export function SimulatedRentalsNotice({ compact = false }: { compact?: boolean }) {
  const mode = useRentalsMode();
  if (mode !== 'simulated') return null;
  const text = compact
    ? 'Simulated rental: it lasts for this visit only. Switch to On-chain in My Rentals to keep rentals for good.'
    : 'Simulated rentals last for this visit only: a reload or a new tab starts again without them. Switch to On-chain above to keep rentals for good, on the blockchain.';
  return (
    <p
      role="note"
      data-testid="simulated-rentals-notice"
      className={`flex gap-2 rounded-lg border border-sky-200 bg-sky-50 text-sky-900 dark:border-sky-900 dark:bg-sky-950/50 dark:text-sky-200 ${compact ? 'p-2.5 text-xs' : 'mb-6 p-3 text-sm'}`}
    >
      <History className={`${compact ? 'mt-0.5 h-3.5 w-3.5' : 'mt-0.5 h-4 w-4'} shrink-0`} aria-hidden />
      <span>{text}</span>
    </p>
  );
}
