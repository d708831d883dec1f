// A lender's signed rental offer (RentalAgreement v3, EIP-712) as the app keeps it with a listing.
// The type and domain are written once, in @toolshare/contract/signedRentalOffer, for the scripts, the
// contract tests and the app alike.
import type { RentalOfferTerms } from '@toolshare/contract/signedRentalOffer';

export type { RentalOfferTerms };

/** One signed offer for one listing: the exact terms the lender signed, and where they are good. */
export interface StoredSignedOffer {
  /** The listing (tool) id in the app; `terms.toolId` is its bytes32 form on chain. */
  listingId: string;
  /** Chain and RentalAgreement address of the EIP-712 domain the terms were signed for. */
  chainId: number;
  contractAddress: string;
  /** The signed terms, amounts in wei (exact: never rounded through a float). */
  terms: RentalOfferTerms;
  /** The lender's 65-byte signature, 0x-prefixed hex. */
  signature: string;
  /** When the offer was saved (ms since the epoch). */
  signedAt: number;
}

/**
 * Where signed offers live: this browser by default, Supabase when configured. At most one offer per
 * listing, chain and contract: saving replaces the earlier one.
 */
export interface SignedOfferStore {
  /** The listing's offer for this chain and contract, or null. */
  get: (listingId: string, chainId: number, contractAddress: string) => Promise<StoredSignedOffer | null>;
  /** The offers of many listings at once (a page of the catalogue), keyed by listing id. */
  getMany: (
    listingIds: readonly string[],
    chainId: number,
    contractAddress: string,
  ) => Promise<Map<string, StoredSignedOffer>>;
  /** Saves (or replaces) the offer; only the listing's owner may, for the wallet linked to their account. */
  save: (offer: StoredSignedOffer) => Promise<void>;
  /** Forgets the listing's offer (after `cancelSignedOffers`, or when the listing is deleted). */
  remove: (listingId: string, chainId: number, contractAddress: string) => Promise<void>;
}
