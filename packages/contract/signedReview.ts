// The EIP-712 type of Toolshare's reviews, signed in RentalAgreement's own domain (signedRentalOffer.ts), so
// that a review is bound to one rental of one contract on one chain. The contract never checks reviews: the
// app does, and shows one only when the chain confirms the rental (frontend/src/features/reviews).
import type { TypedDataField } from 'ethers';

export { rentalOfferDomain as reviewDomain } from './signedRentalOffer';

/** `Review(uint256 rentalId,address reviewee,uint8 rating,string text)`, field for field. */
export const REVIEW_TYPES: Record<string, TypedDataField[]> = {
  Review: [
    { name: 'rentalId', type: 'uint256' },
    { name: 'reviewee', type: 'address' },
    { name: 'rating', type: 'uint8' },
    { name: 'text', type: 'string' },
  ],
};

/** What a reviewer signs. */
export interface ReviewTerms {
  rentalId: bigint;
  reviewee: string;
  rating: number;
  text: string;
}
