import type { ReactNode } from 'react';
import { RequireWallet } from '../../wallet';
import { LoadStates } from '../../../shared/ui/LoadStates';
import { useMyRentals } from '../state/rentalReads';
import { NetworkGate } from './NetworkGate';

/**
 * A list of the connected wallet's rentals, in the states a reader meets: the wallet to connect
 * (`walletMessage`), on chain the network to switch to (every action of the cards sits behind it),
 * the read's error with Try again, the spinner until the first read, `empty`
 * (false when there is something to show), then the list itself.
 */
export function RentalList({
  walletMessage,
  empty,
  children,
}: {
  walletMessage: string;
  empty: ReactNode;
  children: ReactNode;
}) {
  const { rentals, loading, error, refresh } = useMyRentals();
  return (
    <RequireWallet message={walletMessage}>
      <NetworkGate>
        <LoadStates
          error={error}
          onRetry={() => void refresh()}
          loading={loading && rentals.length === 0}
          empty={empty}
        >
          {children}
        </LoadStates>
      </NetworkGate>
    </RequireWallet>
  );
}
