// The listing's signed offer as the screens use it: read from the store and checked against the
// chain read now (again at every block, with everything else read of the contract), signed by the
// lender through the connected wallet, and forgotten once cancelled.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { loadOnce } from '../../../shared/lazy/loadOnce';
import { toolIdToBytes32 } from '@toolshare/contract/toolId';
import type { Tool } from '../../tools';
import { isUserRejection, useWeb3 } from '../../wallet';
import { useToast } from '../../toast';
import { useRentalsClient, useRentalsScopeKey } from './rentalsSession';
import { useRentalAction } from './useRentalAction';
import { sameAddress } from '../rules/roles';
import { findDeployment } from '../../chain';
import type { RentalsClient } from '../types';
import { rentalKeys } from '../queries';
import {
  checkSignedOffer,
  createSignedOfferStore,
  offerTermsForListing,
  offerTypedData,
  storedOffer,
  type SignedOfferCheck,
} from '../../signedOffers';

const loadStore = loadOnce(createSignedOfferStore);

/** Said when the lender declines to sign in the wallet. */
export const SIGNATURE_REJECTED = 'Signature rejected: nothing was signed.';

/**
 * How long a kept offer is taken as it is before the store is read again: this page's own
 * signatures re-read it at once; one made elsewhere (the lender's other device) shows within this.
 */
export const STORED_OFFER_REREAD_MS = 60_000;

/**
 * The check of the listing's signed offer on the chain read now (`checkSignedOffer`): undefined while
 * it is read, null where no chain is read (simulated mode, no deployment). The kept offer is read
 * once a minute at most; the check against the chain (the lender's nonce, the block's time) at
 * every block: My Tools checks every listing, and a store read per listing per block would be a
 * request to Supabase for each.
 */
export function useSignedOfferCheck(tool: Tool, enabled = true): SignedOfferCheck | null | undefined {
  const client = useRentalsClient();
  const scopeKey = useRentalsScopeKey();
  const readsChain = client?.chainScope() != null;
  const stored = useQuery({
    queryKey: rentalKeys.storedSignedOffer(scopeKey, tool.id),
    queryFn: async () => {
      const chain = await client?.readSignedOfferChain();
      return chain ? (await loadStore()).get(tool.id, chain.chainId, chain.contractAddress) : null;
    },
    enabled: enabled && readsChain,
    staleTime: STORED_OFFER_REREAD_MS,
    refetchInterval: STORED_OFFER_REREAD_MS,
  });
  const check = useQuery({
    queryKey: rentalKeys.signedOfferCheck(scopeKey, tool, stored.dataUpdatedAt),
    queryFn: async () => {
      const chain = await client?.readSignedOfferChain();
      return chain ? checkSignedOffer(stored.data ?? null, tool, chain) : null;
    },
    enabled: enabled && readsChain && stored.isSuccess,
    // The previous answer stays on screen while the next one is read: no flash at each re-read.
    placeholderData: (previous) => previous,
  });
  if (!readsChain) return null;
  return check.data;
}

/** What the lender does with a listing's signed offer: sign it (for `days`), or forget it after cancelling on chain. Each resolves to whether it happened. */
export function useSignedOfferActions(tool: Tool) {
  const client = useRentalsClient();
  const scopeKey = useRentalsScopeKey();
  const { run: cancelOnChain } = useRentalAction('cancelSignedOffers');
  const { account, signTypedData } = useWeb3();
  const { showToast } = useToast();
  const queryClient = useQueryClient();
  const reread = useCallback(
    () => queryClient.invalidateQueries({ queryKey: rentalKeys.storedSignedOffer(scopeKey, tool.id) }),
    [queryClient, scopeKey, tool],
  );

  const sign = useCallback(
    async (days: number): Promise<boolean> => {
      try {
        const chain = await client?.readSignedOfferChain();
        if (!chain) throw new Error('Switch to on-chain rentals to offer a tool on chain.');
        if (!account || !sameAddress(account, tool.ownerWalletAddress)) {
          throw new Error(
            `Connect the wallet this listing pays (${tool.ownerWalletAddress || 'none linked'}) to sign its offer.`,
          );
        }
        // The lender's current nonce: an offer signed ahead of it would only become good after a cancellation.
        const [nonce, nowSeconds] = await Promise.all([
          chain.offerNonce(account, toolIdToBytes32(tool.id)),
          chain.blockTimeSeconds(),
        ]);
        const terms = offerTermsForListing(tool, {
          lender: account,
          nonce,
          nowSeconds,
          days,
          deployedToken: findDeployment(chain.chainId)?.paymentToken,
        });
        const domain = { chainId: chain.chainId, contractAddress: chain.contractAddress };
        const signature = await signTypedData(offerTypedData(domain, terms));
        await (await loadStore()).save(storedOffer(tool.id, domain, terms, signature, Date.now()));
        showToast(`${tool.name} is open for on-chain rental`, 'success');
        return true;
      } catch (error) {
        showToast(
          isUserRejection(error)
            ? SIGNATURE_REJECTED
            : `Failed to sign the offer: ${error instanceof Error ? error.message : String(error)}`,
          'error',
        );
        return false;
      } finally {
        await reread();
      }
    },
    [client, account, tool, signTypedData, showToast, reread],
  );

  /** `cancelSignedOffers` (a transaction); once mined, the store forgets the offer. */
  const cancel = useCallback(async (): Promise<boolean> => {
    const cancelled = (await cancelOnChain(tool)) !== null;
    if (cancelled) await forgetSignedOffer(client, tool.id);
    await reread();
    return cancelled;
  }, [cancelOnChain, client, tool, reread]);

  return { sign, cancel };
}

/** Forgets a listing's offer on the chain read now (once the listing is deleted): a function of the listing's id. */
export function useForgetSignedOffer(): (listingId: string) => Promise<void> {
  const client = useRentalsClient();
  return useCallback((listingId: string) => forgetSignedOffer(client, listingId), [client]);
}

/** Forgets the listing's offer on the chain read now (after a cancellation, or when the listing is deleted). */
async function forgetSignedOffer(client: RentalsClient | null, listingId: string): Promise<void> {
  const chain = await client?.readSignedOfferChain();
  if (chain) await (await loadStore()).remove(listingId, chain.chainId, chain.contractAddress);
}
