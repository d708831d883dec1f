import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { toolKeys } from '../toolQueries';

/**
 * Reads the tools again when the signed-in user's linked wallet changes: listings are paid to their
 * owner's linked wallet as read, so a link made while a page shows the user's listings (it is signed
 * a moment after connecting) makes them rentable, and offerable on chain, at once.
 */
export function useFollowLinkedWallet(walletAddress: string | undefined): void {
  const queryClient = useQueryClient();
  const seen = useRef(walletAddress);
  useEffect(() => {
    if (seen.current === walletAddress) return;
    seen.current = walletAddress;
    void queryClient.invalidateQueries({ queryKey: toolKeys.all });
  }, [walletAddress, queryClient]);
}
