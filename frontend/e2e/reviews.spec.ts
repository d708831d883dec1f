import { createRequire } from 'node:module';
import { expect, test } from '@playwright/test';
import { TypedDataEncoder } from 'ethers';
import { signUp } from './support/accounts';
import { axeViolations, seriousOnes } from './support/axe';
import { chain, e2eDeployment } from './support/chain';
import { actAs, chooseRentalsMode, completeAsLender, listTool, partiesFor, rentalIdOf, toast } from './support/onchain';
import { expectRentalState, pickUpAndReturn, rentTool, rentalCard } from './support/rentals';
import { ownPublicProfile, recordFigures } from './support/profiles';
import { leaveReview } from './support/reviews';
import { screenshotBothThemes } from './support/screenshots';
import { DEV_ACCOUNTS, installTestWallet } from './support/testWallet';
import { LOCAL_REVIEWS_KEY } from '../src/features/reviews/localReviewStore';

// Two accounts complete a rental on the test chain and review each other from their rental cards; the
// profiles and the tool page show the ratings, checked against the chain. A review signed by someone
// who had no part in the rental is stored (in this browser: no Supabase here) but not shown.

// @toolshare/contract is CommonJS, which Playwright's ESM loader cannot import by name: required instead.
const signedReview = createRequire(import.meta.url)(
  '@toolshare/contract/signedReview.ts',
) as typeof import('@toolshare/contract/signedReview');

test('two parties review each other after a rental completed on chain, and each profile shows the figures and the rating; a third party’s review is kept but not shown', async ({
  page,
}, testInfo) => {
  // Three accounts, a whole rental on chain and two reviews: about 30 s alone, up to a minute beside the
  // other project's worker, as long as the robustness spec's longest flow.
  test.setTimeout(90_000);
  const { lender, borrower } = await partiesFor(testInfo, 'reviews');
  const name = `Ladder ${testInfo.project.name} ${Date.now()}`;

  // The lender lists a ladder and opens it on chain; a borrower rents it, picks it up and returns it.
  await installTestWallet(page, { account: lender, authorised: true });
  const lenderEmail = await signUp(page);
  await chooseRentalsMode(page, 'On-chain');
  // Each party's record before this rental: the figures on their profile move by this rental only.
  const lenderProfile = await ownPublicProfile(page);
  const lenderBefore = await recordFigures(page);
  const toolId = await listTool(page, { name, rate: '0.01', collateral: '0.05' });
  await page.getByRole('button', { name: 'Offer for on-chain rental' }).click();
  await expect(page.getByText('Open for on-chain rental: a borrower can rent it now.')).toBeVisible();
  const borrowerEmail = await actAs(page, borrower, null);
  const borrowerProfile = await ownPublicProfile(page);
  const borrowerBefore = await recordFigures(page);
  await rentTool(page, toolId, 1);
  const borrowed = rentalCard(page, name);
  await expectRentalState(borrowed, 'COLLATERAL DEPOSITED');
  const rentalId = await rentalIdOf(borrowed);
  // Not completed yet: nothing to review.
  await expect(borrowed.getByText("Lender's rating:")).toBeVisible();
  await expect(borrowed.getByRole('button', { name: 'Leave a review' })).toHaveCount(0);
  await pickUpAndReturn(page, borrowed);

  // The lender confirms the receipt and completes the rental, then reviews the borrower.
  await actAs(page, lender, lenderEmail);
  const lent = await completeAsLender(page, name);
  const lenderForm = await leaveReview(lent, 'borrower', 5, 'Returned on time and clean.');
  expect(seriousOnes(await axeViolations(page)), 'serious accessibility problems with the review form open').toEqual(
    [],
  );
  await screenshotBothThemes(page, test.info(), 'review-form', lenderForm);
  await lenderForm.getByRole('button', { name: 'Sign and post review' }).click();
  await expect(toast(page, 'Review posted')).toBeVisible();
  await expect(lent.getByText('You reviewed the borrower for this rental.')).toBeVisible();
  await expect(lent.getByTestId('rating-summary')).toContainText("Borrower's rating:5.0 out of 5 (1 review)");

  // The borrower reviews the lender.
  await actAs(page, borrower, borrowerEmail);
  const borrowedAgain = rentalCard(page, name);
  await expectRentalState(borrowedAgain, 'RENTAL COMPLETED');
  const borrowerForm = await leaveReview(borrowedAgain, 'lender', 4, 'Good ladder, quick handover.');
  await borrowerForm.getByRole('button', { name: 'Sign and post review' }).click();
  await expect(borrowedAgain.getByText('You reviewed the lender for this rental.')).toBeVisible();
  await expect(borrowedAgain.getByTestId('rating-summary')).toContainText("Lender's rating:4.0 out of 5 (1 review)");

  // Someone with no part in the rental signs a one-star review of the borrower for it, and it is stored.
  const stranger = DEV_ACCOUNTS[7].toLowerCase();
  const forged = {
    chainId: 5,
    contract: e2eDeployment().address.toLowerCase(),
    rentalId: rentalId.toString(),
    reviewee: borrower.toLowerCase(),
    rating: 1,
    text: 'Never met them.',
  };
  const payload: unknown = TypedDataEncoder.getPayload(
    signedReview.reviewDomain(5n, forged.contract),
    signedReview.REVIEW_TYPES,
    { ...forged, rentalId },
  );
  const signature = (await chain.send('eth_signTypedData_v4', [stranger, JSON.stringify(payload)])) as string;
  await page.evaluate(
    ([key, review]) =>
      localStorage.setItem(
        key,
        JSON.stringify([...(JSON.parse(localStorage.getItem(key) ?? '[]') as unknown[]), review]),
      ),
    [LOCAL_REVIEWS_KEY, { ...forged, reviewer: stranger, signature, createdAt: new Date().toISOString() }] as const,
  );

  // The borrower's profile: one more rental completed as borrower, on time, and the lender's review,
  // verified on chain; the stranger's left out and counted.
  await page.goto(borrowerProfile);
  expect(await recordFigures(page)).toEqual({
    ...borrowerBefore,
    'record-borrower': borrowerBefore['record-borrower'] + 1,
    'record-on-time': borrowerBefore['record-on-time'] + 1,
  });
  const reviews = page.getByRole('region', { name: 'Reviews' });
  await expect(reviews.getByTestId('rating-summary')).toHaveText(
    '5.0 out of 5 (1 review)1 review could not be verified',
  );
  await expect(reviews.getByRole('list', { name: 'Reviews' }).getByRole('listitem')).toHaveCount(1);
  await expect(reviews.getByText('Returned on time and clean.')).toBeVisible();
  await expect(reviews.getByText('Never met them.')).toHaveCount(0);
  expect(seriousOnes(await axeViolations(page)), 'serious accessibility problems on the profile').toEqual([]);
  await screenshotBothThemes(page, test.info(), 'profile-reviews', reviews);
  expect(JSON.parse((await page.evaluate((key) => localStorage.getItem(key), LOCAL_REVIEWS_KEY)) ?? '[]')).toHaveLength(
    3,
  );

  // The tool page shows the owner's rating to anyone; the lender's own profile lists the borrower's review.
  await page.goto(`/tools/${toolId}`);
  await expect(page.getByTestId('rating-summary')).toHaveText("Owner's rating:4.0 out of 5 (1 review)");
  await screenshotBothThemes(page, test.info(), 'tool-page');
  await actAs(page, lender, lenderEmail);
  await page.goto(lenderProfile);
  expect(await recordFigures(page)).toEqual({ ...lenderBefore, 'record-lender': lenderBefore['record-lender'] + 1 });
  await expect(page.getByRole('region', { name: 'Reviews' }).getByTestId('rating-summary')).toHaveText(
    '4.0 out of 5 (1 review)',
  );
  await expect(page.getByText('Good ladder, quick handover.')).toBeVisible();
});
