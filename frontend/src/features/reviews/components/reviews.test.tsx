import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeRentalsClient } from '../../rentals/test/FakeRentalsClient';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { browserWallet, signingWallet, type FakeProvider } from '../../wallet/test/fakeWallets';
import { BORROWER, LENDER, STRANGER, makeRental } from '../../rentals/test/rentalFixtures';
import { localReviewStore } from '../localReviewStore';
import { SIMULATED_CONTRACT, reviewRentalId, reviewSigner } from '../reviewTypedData';
import { KEYS, signed } from '../test/signedReviews';
import { expectDefined } from '../../../test/defined';
import { RatingSummary } from './RatingSummary';
import { RentalReviews } from './RentalReviews';
import { REVIEW_POSTED, SIGNATURE_DECLINED } from './ReviewForm';

/** The browser's wallet in the test. */
let wallet: FakeProvider | undefined;

const completed = makeRental({ state: 'TRANSACTION_COMPLETED' });
/** The simulated rental's id as a review signs it (its UUID as a number). */
const rentalId = expectDefined(reviewRentalId(completed.id, true), 'the rental id a review signs');

beforeEach(() => {
  localStorage.clear();
});

describe('RentalReviews on a rental card', () => {
  it('lets the lender of a completed rental review the borrower once: stars as radio buttons, a counter, the wallet signs, the review is kept', async () => {
    const user = userEvent.setup();
    // The lender's wallet, signing for real with its development key.
    const signing = signingWallet(KEYS[LENDER]);
    wallet = signing.wallet;
    await renderWithProviders(<RentalReviews rental={completed} party="lender" />, {
      wallet,
      rentalsClient: new FakeRentalsClient([completed]),
    });

    expect(await screen.findByText('No reviews yet')).toBeVisible();
    await user.click(await screen.findByRole('button', { name: 'Leave a review' }));
    const form = screen.getByRole('form', { name: 'Review the borrower' });
    const stars = screen.getAllByRole('radio');
    expect(stars.map((star) => star.getAttribute('value'))).toEqual(['1', '2', '3', '4', '5']);
    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    await user.type(screen.getByLabelText('Your review (optional)'), 'Careful with the drill.');
    expect(screen.getByText('23 / 1,000 characters')).toBeVisible();
    expect(screen.getByLabelText('Your review (optional)')).toHaveAttribute('maxLength', '1000');
    await user.click(screen.getByRole('button', { name: 'Sign and post review' }));

    expect(await screen.findByText(REVIEW_POSTED)).toBeVisible();
    expect(await screen.findByText('You reviewed the borrower for this rental.')).toBeVisible();
    expect(form).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Leave a review' })).toBeNull();
    // What the wallet signed: this simulated rental (on the wallet's chain, the simulated contract), the borrower, 4 stars.
    // (As the wallet receives it: numbers as decimal strings.)
    expect(signing.signed).toHaveLength(1);
    expect(signing.signed[0]?.message).toEqual({
      rentalId: BigInt(rentalId).toString(),
      reviewee: BORROWER.toLowerCase(),
      rating: '4',
      text: 'Careful with the drill.',
    });
    const [stored] = await localReviewStore.reviewsOf(BORROWER);
    expect(stored).toMatchObject({
      chainId: 5,
      contract: SIMULATED_CONTRACT,
      rentalId,
      reviewer: LENDER.toLowerCase(),
      rating: 4,
    });
    expect(stored && reviewSigner(stored)).toBe(LENDER.toLowerCase());
  });

  it('offers no review before the rental is completed', async () => {
    wallet = browserWallet(LENDER);
    const active = makeRental({ state: 'RENTAL_ACTIVE' });
    await renderWithProviders(<RentalReviews rental={active} party="lender" />, {
      wallet,
      rentalsClient: new FakeRentalsClient([active]),
    });
    expect(await screen.findByText('No reviews yet')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Leave a review' })).toBeNull();
  });

  it('asks for a rating before signing, and keeps nothing when the signature is declined', async () => {
    const user = userEvent.setup();
    // The borrower's wallet, which declines to sign.
    wallet = browserWallet(BORROWER, {
      answer: () => Promise.reject(Object.assign(new Error('User rejected the request.'), { code: 4001 })),
    });
    const signatureRequests = () => wallet?.requests.filter((request) => request.method === 'eth_signTypedData_v4');
    await renderWithProviders(<RentalReviews rental={completed} party="borrower" />, {
      wallet,
      rentalsClient: new FakeRentalsClient([completed]),
    });
    await user.click(await screen.findByRole('button', { name: 'Leave a review' }));
    const form = screen.getByRole('form', { name: 'Review the lender' });
    await user.click(screen.getByRole('button', { name: 'Sign and post review' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Choose a rating from 1 to 5 stars.');
    expect(signatureRequests()).toEqual([]);

    await user.click(screen.getByRole('radio', { name: '2 stars' }));
    await user.click(screen.getByRole('button', { name: 'Sign and post review' }));
    expect(await within(form).findByText(SIGNATURE_DECLINED)).toBeVisible();
    expect(signatureRequests()).toHaveLength(1);
    expect(await localReviewStore.reviewsBy(BORROWER)).toEqual([]);
  });
});

describe('RatingSummary', () => {
  it('averages the reviews that verify against the rentals and counts the others', async () => {
    wallet = browserWallet(STRANGER);
    const review = {
      chainId: 5,
      contract: SIMULATED_CONTRACT,
      rentalId,
      reviewee: BORROWER.toLowerCase(),
      rating: 5,
      text: '',
    };
    // The lender's review verifies; the stranger had no part in the rental.
    for (const stored of [
      await signed({ ...review, reviewer: LENDER.toLowerCase() }, LENDER),
      await signed({ ...review, reviewer: STRANGER.toLowerCase(), rating: 1 }, STRANGER),
    ]) {
      await localReviewStore.add(stored);
    }
    await renderWithProviders(<RatingSummary wallet={BORROWER} label="Borrower's rating" />, {
      wallet,
      rentalsClient: new FakeRentalsClient([completed]),
    });
    await waitFor(() =>
      expect(screen.getByTestId('rating-summary')).toHaveTextContent(
        "Borrower's rating:5.0 out of 5 (1 review)1 review could not be verified",
      ),
    );
  });
});
