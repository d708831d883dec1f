import type pg from 'pg';
import { refusalOf, type Refusal } from './actors';
import { ALICE_WALLET, BOB_WALLET } from './marketplaceFixture';

// The review the reviews tests start from: Alice lent Bob a drill (rental 7 on chain 5) and reviews him.

/** The contract the reviews are about: the first deployment on a fresh Hardhat node. */
export const REVIEWED_CONTRACT = '0x5fbdb2315678afecb367f032d93f642f64180aa3';

/** A review that passes every rule: Alice's of Bob for rental 7; tests override one field at a time. */
export const aliceReviewsBob = {
  chain_id: 5,
  contract: REVIEWED_CONTRACT,
  rental_id: '7',
  reviewer: ALICE_WALLET,
  reviewee: BOB_WALLET,
  rating: 5,
  text: 'Returned the drill clean and on time.',
  signature: `0x${'ab'.repeat(65)}`,
};

export type ReviewRow = typeof aliceReviewsBob & { author_id?: string };

/** Inserts `review` with only the columns it has: how PostgreSQL refused it, or null when it was stored. */
export function postReview(db: pg.PoolClient, review: ReviewRow): Promise<Refusal | null> {
  const columns = Object.keys(review);
  return refusalOf(
    db,
    `insert into public.reviews (${columns.join(', ')}) values (${columns.map((_, index) => `$${index + 1}`).join(', ')})`,
    Object.values(review),
  );
}
