import { describe, expect, it } from 'vitest';
import { TypedDataEncoder } from 'ethers';
import { RENTAL_OFFER_DOMAIN_NAME, RENTAL_OFFER_DOMAIN_VERSION } from '@toolshare/contract/signedRentalOffer';
import { reviewRentalId, reviewSigner, reviewTypedData, simulatedRentalUuid } from './reviewTypedData';
import { BORROWER, LENDER } from '../rentals/test/rentalFixtures';
import { CONTRACT, lenderReview, signed } from './test/signedReviews';
import { expectDefined } from '../../test/defined';

describe('the review typed data', () => {
  it('is Review(uint256 rentalId,address reviewee,uint8 rating,string text) in the RentalAgreement’s domain', () => {
    const { domain, types, message } = reviewTypedData(lenderReview());
    expect(TypedDataEncoder.from(types).encodeType('Review')).toBe(
      'Review(uint256 rentalId,address reviewee,uint8 rating,string text)',
    );
    expect(domain).toEqual({
      name: RENTAL_OFFER_DOMAIN_NAME,
      version: RENTAL_OFFER_DOMAIN_VERSION,
      chainId: 5n,
      verifyingContract: CONTRACT,
    });
    expect(message).toEqual({
      rentalId: 1n,
      reviewee: BORROWER.toLowerCase(),
      rating: 5,
      text: 'Brought it back clean.',
    });
  });

  it('recovers the signer, and nobody else for any changed field, contract or chain', async () => {
    const review = await signed(lenderReview(), LENDER);
    expect(reviewSigner(review)).toBe(LENDER.toLowerCase());
    for (const changed of [
      { rating: 4 },
      { text: 'Brought it back.' },
      { rentalId: '2' },
      { reviewee: LENDER.toLowerCase() },
      { chainId: 1 },
      { contract: `0x${'1'.repeat(40)}` },
    ]) {
      expect(reviewSigner({ ...review, ...changed })).not.toBe(LENDER.toLowerCase());
    }
    expect(reviewSigner({ ...review, signature: '0x1234' })).toBeNull();
  });

  it('numbers a chain rental by its id and a simulated one by its UUID, which reads back', () => {
    expect(reviewRentalId('42', false)).toBe('42');
    const uuid = 'abcdef12-3456-7890-abcd-ef1234567890';
    const number = expectDefined(reviewRentalId(uuid, true), 'the simulated rental as a number');
    expect(number).toBe(BigInt('0xabcdef1234567890abcdef1234567890').toString());
    expect(simulatedRentalUuid(number)).toBe(uuid);
    expect(simulatedRentalUuid((1n << 128n).toString())).toBeNull();
    // Ids of neither kind name nothing to review.
    expect(reviewRentalId('0x12', false)).toBeNull();
    expect(reviewRentalId('borrowed1', true)).toBeNull();
  });
});
