import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BORROWER, LENDER } from '../rentals/test/rentalFixtures';
import { LOCAL_REVIEWS_KEY, localReviewStore } from './localReviewStore';
import { ALREADY_REVIEWED, RATING_RANGE, TEXT_TOO_LONG } from './reviewRules';
import { lenderReview, signed } from './test/signedReviews';

beforeEach(() => {
  localStorage.clear();
});

describe('the browser’s review store', () => {
  it('keeps a review for its reviewee and its reviewer, newest first', async () => {
    const { createdAt: _unused, ...review } = await signed(lenderReview(), LENDER);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-01T10:00:00.000Z'));
    await localReviewStore.add(review);
    vi.setSystemTime(new Date('2026-11-02T10:00:00.000Z'));
    await localReviewStore.add({ ...review, rentalId: '2' });
    vi.useRealTimers();
    const about = await localReviewStore.reviewsOf(BORROWER);
    expect(about).toEqual([
      { ...review, rentalId: '2', createdAt: '2026-11-02T10:00:00.000Z' },
      { ...review, createdAt: '2026-11-01T10:00:00.000Z' },
    ]);
    expect(await localReviewStore.reviewsBy(LENDER)).toHaveLength(2);
    expect(await localReviewStore.reviewsOf(LENDER)).toEqual([]);
  });

  it('refuses what the database refuses: a second review of the rental, a rating out of 1..5, a text over 1,000 characters', async () => {
    const { createdAt: _unused, ...review } = await signed(lenderReview(), LENDER);
    await localReviewStore.add(review);
    await expect(localReviewStore.add({ ...review, rating: 2 })).rejects.toThrow(ALREADY_REVIEWED);
    await expect(localReviewStore.add({ ...review, rentalId: '3', rating: 0 })).rejects.toThrow(RATING_RANGE);
    await expect(localReviewStore.add({ ...review, rentalId: '3', rating: 6 })).rejects.toThrow(RATING_RANGE);
    await expect(localReviewStore.add({ ...review, rentalId: '3', text: 'x'.repeat(1001) })).rejects.toThrow(
      TEXT_TOO_LONG,
    );
    expect(await localReviewStore.reviewsBy(LENDER)).toHaveLength(1);
  });

  it('drops stored entries that do not read, with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const good = await signed(lenderReview(), LENDER);
    localStorage.setItem(LOCAL_REVIEWS_KEY, JSON.stringify([good, { rating: 5 }]));
    expect(await localReviewStore.reviewsOf(BORROWER)).toEqual([good]);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
