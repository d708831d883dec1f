import { createRequire } from 'node:module';
import { encodeBytes32String } from 'ethers';
import { chain, e2eDeployment } from './chain';

// The EIP-712 domain and type of signed offers, from their one definition in @toolshare/contract. That
// package is CommonJS TypeScript, whose named exports Playwright's ESM loader cannot see: required here.
const require = createRequire(import.meta.url);
const { ETH_PAYMENT_TOKEN, RENTAL_OFFER_TYPES, rentalOfferDomain } =
  require('@toolshare/contract/signedRentalOffer.ts') as typeof import('@toolshare/contract/signedRentalOffer');

/** The contract's key of an in-browser tool id (tool-N): its text as bytes32 (@toolshare/contract/toolId). */
export const toolKey = (toolId: string): string => encodeBytes32String(toolId);

/** The storage key of the app's in-browser signed offers (BrowserSignedOfferStore). */
export const SIGNED_OFFERS_KEY = 'toolshare.signedOffers';

/**
 * `lender`'s offer for `toolId` signed by the node's development account, as the app keeps it in this
 * browser (amounts as decimal strings), with any expiry: the app itself only signs offers good for days.
 */
export async function signedOfferAsStored(
  lender: string,
  toolId: string,
  terms: { rentalRate: bigint; collateralAmount: bigint; nonce: bigint; expiry: bigint },
) {
  const { address } = e2eDeployment();
  const offer = {
    lender,
    toolId: toolKey(toolId),
    paymentToken: ETH_PAYMENT_TOKEN,
    inspectionPeriodDuration: 86_400n,
    cancellationFeeBps: 0n,
    ...terms,
  };
  const signature = await (
    await chain.getSigner(lender)
  ).signTypedData(rentalOfferDomain(5n, address), RENTAL_OFFER_TYPES, offer);
  const stored = Object.fromEntries(Object.entries(offer).map(([key, value]) => [key, String(value)]));
  return { listingId: toolId, chainId: 5, contractAddress: address, signature, signedAt: Date.now(), terms: stored };
}
