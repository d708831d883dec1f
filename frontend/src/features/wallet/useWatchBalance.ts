import { useCallback, useEffect } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BrowserProvider } from 'ethers';
import { formatEthAmount } from '../../shared/eth';

/** The wallet feature's query keys. */
export const walletKeys = {
  balance: (chainId: string | null, account: string | null) => ['wallet', 'balance', chainId, account] as const,
};

/**
 * The account's ETH balance as exact ETH text: one query, so that every screen showing it (the
 * wallet button, the payment summary) shares one read; `data` is undefined until it is read.
 */
export const walletBalanceQuery = (provider: BrowserProvider | null, account: string | null, chainId: string | null) =>
  queryOptions({
    queryKey: walletKeys.balance(chainId, account),
    queryFn: async () => {
      if (!provider || !account) return '0'; // never asked: disabled without them
      return formatEthAmount(await provider.getBalance(account));
    },
    enabled: provider !== null && account !== null,
  });

/**
 * The connected account's ETH balance, formatted ('0' until read or when disconnected), read again at
 * each new block the wallet's provider sees (as scaffold-eth-2's useWatchBalance does) and when
 * `refresh` is called; a read that fails keeps the last balance shown.
 */
export function useWatchBalance(provider: BrowserProvider | null, account: string | null, chainId: string | null) {
  const queryClient = useQueryClient();
  const { data } = useQuery(walletBalanceQuery(provider, account, chainId));

  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: walletKeys.balance(chainId, account) }),
    [queryClient, chainId, account],
  );

  useEffect(() => {
    if (!provider || !account) return;
    const onBlock = () => void refresh();
    provider.on('block', onBlock).catch((error: unknown) => console.error('Cannot follow new blocks:', error));
    return () => void provider.off('block', onBlock).catch(() => undefined);
  }, [provider, account, refresh]);

  return { balance: data ?? '0', refresh };
}
