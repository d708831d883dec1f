import { useMemo } from 'react';
import { useRentals } from './RentalsProvider';
import { fundsOf, type Funds } from '../rules/funds';

/** Where the viewer's money stands for the rentals shown (components/moneyWords.ts): simulated, or credited on chain. */
export function useFunds(): Funds {
  const { readsChain, pendingWithdrawal } = useRentals();
  return useMemo(() => fundsOf(readsChain, pendingWithdrawal), [readsChain, pendingWithdrawal]);
}
