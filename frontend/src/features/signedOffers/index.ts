// The public surface of features/signedOffers: a lender's EIP-712 offer as it is kept with a
// listing, the terms a listing signs, the check against the chain and the stores. It sits below
// rentals (featureLayers in eslint.config.js): the rentals client accepts these offers, and the
// hooks that sign and forget one through it live in rentals (state/useSignedOffer.ts).
export type { RentalOfferTerms, SignedOfferStore, StoredSignedOffer } from './types';
export {
  DEFAULT_OFFER_DAYS,
  OFFER_DAYS_CHOICES,
  offerTermsForListing,
  offerTypedData,
  signedFeeDiffersFromListing,
  storedOffer,
} from './offerTypedData';
export { checkSignedOffer, type SignedOfferChain, type SignedOfferCheck } from './checkSignedOffer';
export { offerCurrency } from './offerCurrency';
export { createSignedOfferStore } from './createSignedOfferStore';
