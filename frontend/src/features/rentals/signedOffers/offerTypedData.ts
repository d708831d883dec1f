// The EIP-712 data of a lender's offer for one listing, built from the one definition of the domain
// and type (scripts/lib/signedRentalOffer.ts), so what the wallet shows is what the contract hashes.
import { ETH_PAYMENT_TOKEN, RENTAL_OFFER_TYPES, rentalOfferDomain } from '../../../../../scripts/lib/signedRentalOffer';
import { toolIdToBytes32 } from '../../../shared/chain/toolIdBytes32';
import { parseEth } from '../../../shared/eth';
import { inspectionPeriodDaysOf, type Tool } from '../../tools';
import type { TypedDataToSign } from '../../wallet';
import type { RentalOfferTerms, StoredSignedOffer } from './types';

/** How long a new offer is good for unless the lender chooses otherwise (days). */
export const DEFAULT_OFFER_DAYS = 30;
/** The expiries a lender may choose from (days). */
export const OFFER_DAYS_CHOICES = [7, 14, 30, 60, 90] as const;

const DAY_SECONDS = 24 * 60 * 60;

/** Where a signature is good: one contract on one chain. */
export interface OfferDomain {
  chainId: number;
  contractAddress: string;
}

/**
 * The terms a lender signs for a listing: its rate and collateral in wei, the inspection period the
 * lender chose on the listing form (1 day unless chosen), the lender's current nonce for the tool,
 * and an expiry `days` after `nowSeconds` (the chain's clock).
 */
export function offerTermsForListing(
  tool: Tool,
  { lender, nonce, nowSeconds, days }: { lender: string; nonce: bigint; nowSeconds: number; days: number },
): RentalOfferTerms {
  return {
    lender,
    toolId: toolIdToBytes32(tool.id),
    // Listings are priced in ETH and name no cancellation fee until the listing form asks for them.
    paymentToken: ETH_PAYMENT_TOKEN,
    rentalRate: parseEth(tool.rentalRate),
    collateralAmount: parseEth(tool.collateralRequired),
    inspectionPeriodDuration: BigInt(inspectionPeriodDaysOf(tool) * DAY_SECONDS),
    cancellationFeeBps: 0n,
    nonce,
    expiry: BigInt(nowSeconds + days * DAY_SECONDS),
  };
}

/** What the wallet signs (`eth_signTypedData_v4`): the contract's domain, the `RentalOffer` type and the terms. */
export function offerTypedData(domain: OfferDomain, terms: RentalOfferTerms): TypedDataToSign {
  return {
    domain: rentalOfferDomain(BigInt(domain.chainId), domain.contractAddress),
    types: RENTAL_OFFER_TYPES,
    message: { ...terms },
  };
}

/** The offer to keep with the listing once the lender has signed `terms`. */
export function storedOffer(
  listingId: string,
  domain: OfferDomain,
  terms: RentalOfferTerms,
  signature: string,
  signedAt: number,
): StoredSignedOffer {
  return { listingId, chainId: domain.chainId, contractAddress: domain.contractAddress, terms, signature, signedAt };
}
