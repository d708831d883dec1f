import { vi } from 'vitest';
import { Wallet } from 'ethers';
import { rentalOfferDomain, signRentalOffer } from '@toolshare/contract/signedRentalOffer';
import type { SignedOfferChain } from '../checkSignedOffer';
import { offerTermsForListing, storedOffer } from '../offerTypedData';
import type { StoredSignedOffer } from '../types';
import type { Tool } from '../../tools';

/** The contract the stub chain names. */
export const SIGNED_OFFER_CONTRACT = '0x00000000000000000000000000000000000000fa';
/** The stub chain's clock (unix seconds). */
export const CHAIN_NOW = 1_800_000_000;

/** A chain for checking signed offers, answering from the test: nonce 0, a fixed clock, no lender contracts. */
export function stubSignedOfferChain(overrides: Partial<SignedOfferChain> = {}): SignedOfferChain {
  return {
    chainId: 5,
    contractAddress: SIGNED_OFFER_CONTRACT,
    offerNonce: vi.fn(async () => 0n),
    blockTimeSeconds: vi.fn(async () => CHAIN_NOW),
    acceptsContractSignature: vi.fn(async () => false),
    ...overrides,
  };
}

/** `lender`'s signed offer for `tool` at its listed terms, good for `days` from the stub chain's clock. */
export async function signedOfferOf(
  tool: Tool,
  lender: Wallet,
  chain: SignedOfferChain,
  { nonce = 0n, days = 30 } = {},
): Promise<StoredSignedOffer> {
  const terms = offerTermsForListing(tool, {
    lender: lender.address,
    nonce,
    nowSeconds: CHAIN_NOW,
    days,
  });
  const signature = await signRentalOffer(
    lender,
    rentalOfferDomain(BigInt(chain.chainId), chain.contractAddress),
    terms,
  );
  return storedOffer(
    tool.id,
    { chainId: chain.chainId, contractAddress: chain.contractAddress },
    terms,
    signature,
    CHAIN_NOW * 1000,
  );
}

/** The browser store itself, for tests that watch its reads (the app makes it through createSignedOfferStore). */
export { BrowserSignedOfferStore } from '../BrowserSignedOfferStore';
