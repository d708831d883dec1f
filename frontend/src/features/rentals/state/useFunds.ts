import { useMemo } from 'react';
import { usePendingWithdrawal } from './rentalReads';
import { useReadsChain } from './rentalsSession';
import { useTokenCredit } from './useTokenCredit';
import { fundsOf, type Funds } from '../rules/funds';

/** Where the viewer's money stands for the rentals shown (components/moneyWords.ts): simulated, or credited on chain (ETH and the dollar token). */
export function useFunds(): Funds {
  const readsChain = useReadsChain();
  const pendingWithdrawal = usePendingWithdrawal();
  const tokenCredit = useTokenCredit();
  const tokenAmount = tokenCredit?.credited ?? null;
  const tokenCurrency = tokenCredit?.currency ?? null;
  return useMemo(
    () =>
      fundsOf(
        readsChain,
        pendingWithdrawal,
        tokenAmount !== null && tokenCurrency ? { amount: tokenAmount, currency: tokenCurrency } : null,
      ),
    [readsChain, pendingWithdrawal, tokenAmount, tokenCurrency],
  );
}
