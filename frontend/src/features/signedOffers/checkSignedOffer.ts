// What the app checks of a listing's signed offer before it offers to rent (and again at the click),
// in the contract's words where it has them: who signed, for which tool, until when, at which nonce.
// The contract checks all of it again; these checks spare the borrower a transaction that would fail.
import { TypedDataEncoder, getAddress, verifyTypedData } from 'ethers';
import { RENTAL_OFFER_TYPES, rentalOfferDomain } from '@toolshare/contract/signedRentalOffer';
import { toolIdToBytes32 } from '@toolshare/contract/toolId';
import type { Tool } from '../tools';
import { formatDateTime } from '../../shared/dateTime';
import { sameAddress } from '../../shared/addresses';
import type { StoredSignedOffer } from './types';

/** What the check reads from the chain the offer is for. */
export interface SignedOfferChain {
  chainId: number;
  contractAddress: string;
  /** `offerNonce(lender, toolId)` at the newest block. */
  offerNonce: (lender: string, toolIdBytes32: string) => Promise<bigint>;
  /** The newest block's time (unix seconds): the contract compares the expiry with it. */
  blockTimeSeconds: () => Promise<number>;
  /** Whether `account` is a contract that accepts `signature` for `digest` (EIP-1271 `isValidSignature`); false for an account without code. */
  acceptsContractSignature: (account: string, digest: string, signature: string) => Promise<boolean>;
}

/** Why a signed offer cannot be used. */
export type SignedOfferProblem =
  'missing' | 'otherContract' | 'otherTool' | 'notOwner' | 'expired' | 'cancelled' | 'ahead' | 'badSignature';

export type SignedOfferCheck =
  | { usable: true; offer: StoredSignedOffer }
  | { usable: false; problem: SignedOfferProblem; reason: string; offer: StoredSignedOffer | null };

/** The reasons a borrower reads, by problem (the expiry's date is added where it is known). */
export const SIGNED_OFFER_REASONS: Record<Exclude<SignedOfferProblem, 'expired'>, string> = {
  missing: 'The owner has not opened this tool for on-chain rental yet.',
  otherContract: "The owner's signed offer is for another contract or chain: it cannot be used here.",
  otherTool: "The owner's signed offer is for another tool: it cannot be used for this one.",
  notOwner: "The signed offer is not from the wallet linked to the owner's account: it cannot be used.",
  cancelled: "The owner's signed offer was cancelled: ask the owner to sign a new one.",
  ahead: "The owner's signed offer is not valid yet: it was signed ahead of the owner's current offer.",
  badSignature: "The owner's signature does not match these terms: the offer cannot be used.",
};

export function expiredReason(expirySeconds: bigint): string {
  return `The owner's signed offer expired on ${formatDateTime(Number(expirySeconds) * 1000)}: ask the owner to sign a new one.`;
}

/** The EIP-712 digest the contract verifies for this offer. */
export function offerDigest(offer: StoredSignedOffer): string {
  return TypedDataEncoder.hash(
    rentalOfferDomain(BigInt(offer.chainId), offer.contractAddress),
    RENTAL_OFFER_TYPES,
    offer.terms,
  );
}

/** Whether `offer.signature` is the lender's: an account's ECDSA signature, else the lender contract's EIP-1271 answer (the contract's order). */
async function isSignedByLender(offer: StoredSignedOffer, chain: SignedOfferChain): Promise<boolean> {
  try {
    const domain = rentalOfferDomain(BigInt(offer.chainId), offer.contractAddress);
    if (sameAddress(verifyTypedData(domain, RENTAL_OFFER_TYPES, offer.terms, offer.signature), offer.terms.lender))
      return true;
  } catch {
    // Not an ECDSA signature (a smart account's own format, or malformed): ask the lender contract.
  }
  return chain.acceptsContractSignature(getAddress(offer.terms.lender), offerDigest(offer), offer.signature);
}

const refuse = (
  problem: Exclude<SignedOfferProblem, 'expired'>,
  offer: StoredSignedOffer | null,
): SignedOfferCheck => ({
  usable: false,
  problem,
  reason: SIGNED_OFFER_REASONS[problem],
  offer,
});

/**
 * Whether `offer` can rent `tool` now: for this contract, for this tool, signed by the owner's linked
 * wallet (the listing's), not expired by the chain's clock, at the lender's current nonce, and
 * signed by the lender. The first problem found is the answer.
 */
export async function checkSignedOffer(
  offer: StoredSignedOffer | null,
  tool: Pick<Tool, 'id' | 'ownerWalletAddress'>,
  chain: SignedOfferChain,
): Promise<SignedOfferCheck> {
  if (!offer) return refuse('missing', null);
  if (offer.chainId !== chain.chainId || !sameAddress(offer.contractAddress, chain.contractAddress))
    return refuse('otherContract', offer);
  const { terms } = offer;
  if (offer.listingId !== tool.id || terms.toolId.toLowerCase() !== toolIdToBytes32(tool.id).toLowerCase())
    return refuse('otherTool', offer);
  if (!tool.ownerWalletAddress || !sameAddress(terms.lender, tool.ownerWalletAddress)) return refuse('notOwner', offer);
  const [now, nonce] = await Promise.all([chain.blockTimeSeconds(), chain.offerNonce(terms.lender, terms.toolId)]);
  if (BigInt(now) > terms.expiry)
    return { usable: false, problem: 'expired', reason: expiredReason(terms.expiry), offer };
  // Only cancelSignedOffers moves the nonce (v4): renting leaves the signature good for the next booking.
  if (terms.nonce < nonce) return refuse('cancelled', offer);
  if (terms.nonce > nonce) return refuse('ahead', offer);
  if (!(await isSignedByLender(offer, chain))) return refuse('badSignature', offer);
  return { usable: true, offer };
}
