// The EIP-712 domain and type of RentalAgreement's signed offers (v4), written once for the scripts, the
// contract tests and the front end. The type string is the contract's RENTAL_OFFER_TYPEHASH preimage, field for field.
import type { Signer, TypedDataDomain, TypedDataField } from 'ethers';

/** The EIP-712 domain name and version RentalAgreement v4 hashes offers with. */
export const RENTAL_OFFER_DOMAIN_NAME = 'Toolshare RentalAgreement';
export const RENTAL_OFFER_DOMAIN_VERSION = '4';

export { ETH_PAYMENT_TOKEN } from './ethPaymentToken';

/** The `RentalOffer` type, in the order of the type string. */
export const RENTAL_OFFER_TYPES: Record<string, TypedDataField[]> = {
  RentalOffer: [
    { name: 'lender', type: 'address' },
    { name: 'toolId', type: 'bytes32' },
    { name: 'paymentToken', type: 'address' },
    { name: 'rentalRate', type: 'uint256' },
    { name: 'collateralAmount', type: 'uint256' },
    { name: 'inspectionPeriodDuration', type: 'uint256' },
    { name: 'cancellationFeeBps', type: 'uint256' },
    { name: 'nonce', type: 'uint256' },
    { name: 'expiry', type: 'uint256' },
  ],
};

/** A signed offer's terms, as `acceptSignedRentalOffer` takes them. */
export interface RentalOfferTerms {
  lender: string;
  toolId: string;
  /** `ETH_PAYMENT_TOKEN` (the zero address) for ETH, else an ERC-20 the contract accepts. */
  paymentToken: string;
  rentalRate: bigint;
  collateralAmount: bigint;
  inspectionPeriodDuration: bigint;
  /** Basis points of the rent a borrower who cancels before pickup leaves to the lender, 0..5000. */
  cancellationFeeBps: bigint;
  nonce: bigint;
  expiry: bigint;
}

/** The domain of the RentalAgreement at `verifyingContract` on chain `chainId`. */
export function rentalOfferDomain(chainId: bigint, verifyingContract: string): TypedDataDomain {
  return { name: RENTAL_OFFER_DOMAIN_NAME, version: RENTAL_OFFER_DOMAIN_VERSION, chainId, verifyingContract };
}

/** `signer`'s EIP-712 signature (65 bytes, hex) of `offer` on `domain`. */
export function signRentalOffer(signer: Signer, domain: TypedDataDomain, offer: RentalOfferTerms): Promise<string> {
  return signer.signTypedData(domain, RENTAL_OFFER_TYPES, offer);
}
