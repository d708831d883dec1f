// The EIP-712 data of a lender's offer for one listing, built from the one definition of the domain
// and type (@toolshare/contract/signedRentalOffer), so what the wallet shows is what the contract hashes.
import { RENTAL_OFFER_TYPES, rentalOfferDomain } from '@toolshare/contract/signedRentalOffer';
import { toolIdToBytes32 } from '@toolshare/contract/toolId';
import { currencyOfToken, parseAmount, tokenAddressOf, type DeployedToken } from '../../shared/money';
import { cancellationFeeBpsOf, currencyOfTool, inspectionPeriodDaysOf, type Tool } from '../tools';
import type { TypedDataToSign } from '../wallet';
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

/** Why a dollar listing cannot be signed on a chain whose contract accepts no dollar token. */
export const NO_DOLLAR_TOKEN =
  'The contract on this network accepts no dollar token: price the listing in ETH, or deploy with a token (docs/deploying.md).';

/**
 * The terms a lender signs for a listing: its rate and collateral in the listing's currency (wei for
 * ETH; the deployment's dollar token, `deployedToken`, for USDC), the inspection period the
 * lender chose on the listing form (1 day unless chosen), the cancellation fee it names (none unless
 * chosen), the lender's current nonce for the tool,
 * and an expiry `days` after `nowSeconds` (the chain's clock).
 */
export function offerTermsForListing(
  tool: Tool,
  {
    lender,
    nonce,
    nowSeconds,
    days,
    deployedToken,
  }: { lender: string; nonce: bigint; nowSeconds: number; days: number; deployedToken?: DeployedToken },
): RentalOfferTerms {
  const currency = currencyOfTool(tool);
  const paymentToken = tokenAddressOf(currency, deployedToken);
  if (paymentToken === undefined) throw new Error(NO_DOLLAR_TOKEN);
  // In the token's own decimals, as the deployment records them (USDC: 6).
  const unit = currencyOfToken(paymentToken, deployedToken) ?? currency;
  return {
    lender,
    toolId: toolIdToBytes32(tool.id),
    paymentToken,
    rentalRate: parseAmount(tool.rentalRate, unit),
    collateralAmount: parseAmount(tool.collateralRequired, unit),
    inspectionPeriodDuration: BigInt(inspectionPeriodDaysOf(tool) * DAY_SECONDS),
    cancellationFeeBps: BigInt(cancellationFeeBpsOf(tool)),
    nonce,
    expiry: BigInt(nowSeconds + days * DAY_SECONDS),
  };
}

/**
 * Whether the listing now names another cancellation fee than `offer` was signed with (an edit after
 * signing): the offer still rents at its own terms, so the lender is asked to sign the listing's again.
 */
export const signedFeeDiffersFromListing = (offer: StoredSignedOffer, tool: Tool): boolean =>
  offer.terms.cancellationFeeBps !== BigInt(cancellationFeeBpsOf(tool));

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
