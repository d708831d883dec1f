import type pg from 'pg';

// People and listings that the marketplace tests share. The listings are committed by the
// superuser with a creation time in the past, so that updates can be seen to move updated_at.

export const ALICE = { id: '2a1e4c7e-0000-4000-8000-00000000a11c', email: 'alice@toolshare.test' };
export const BOB = { id: '2b0b0b0b-0000-4000-8000-000000000b0b', email: 'bob@toolshare.test' };
export const CAROL = { id: '2c0c0c0c-0000-4000-8000-000000000c0c', email: 'carol@toolshare.test' };

export const ALICE_DRILL = '3a000000-0000-4000-8000-000000000001';
export const BOB_TRIMMER = '3b000000-0000-4000-8000-000000000002';

export const CATEGORIES = [
  'power tools',
  'hand tools',
  'gardening',
  'automotive',
  'woodworking',
  'construction',
  'electrical',
  'plumbing',
] as const;

/** A listing that passes every rule; tests override one field at a time. */
export const validListing = {
  name: 'Orbital Sander',
  description: 'Random-orbit sander with dust bag, 125 mm pads.',
  category: 'woodworking',
  location: 'Leeds',
  rental_rate: '0.015',
  collateral_required: '0.2',
  specifications: ['125 mm', '300 W'],
};

export type Listing = typeof validListing & {
  id?: string;
  owner_id?: string;
  photo_paths?: string[];
  available?: boolean;
};

/** Insert statement and parameters for `listing`, with only the columns it has; it returns what a member may read back (id, owner). */
export function insertListing(listing: Partial<Listing>): { sql: string; params: unknown[] } {
  const columns = Object.keys(listing);
  const params = Object.values(listing);
  const placeholders = columns.map((_, index) => `$${index + 1}`);
  return {
    sql: `insert into public.tools (${columns.join(', ')}) values (${placeholders.join(', ')}) returning id, owner_id`,
    params,
  };
}

export async function seedPeopleAndListings(pool: pg.Pool): Promise<void> {
  await pool.query('insert into auth.users (id, email) values ($1, $2), ($3, $4), ($5, $6)', [
    ALICE.id,
    ALICE.email,
    BOB.id,
    BOB.email,
    CAROL.id,
    CAROL.email,
  ]);
  await pool.query(
    `insert into public.tools (id, owner_id, name, description, category, location, rental_rate, collateral_required, specifications, created_at, updated_at)
     values ($1, $2, 'Cordless Drill', '18 V drill driver with two batteries.', 'power tools', 'Manchester', 0.02, 0.5, '{"18 V","2 batteries"}', now() - interval '1 day', now() - interval '1 day'),
            ($3, $4, 'Hedge Trimmer', 'Electric hedge trimmer, 60 cm blade.', 'gardening', 'Bristol', 0.01, 0.3, '{}', now() - interval '1 day', now() - interval '1 day')`,
    [ALICE_DRILL, ALICE.id, BOB_TRIMMER, BOB.id],
  );
}

/** The wallets Alice, Bob and Carol link (Hardhat's accounts 1 to 3), lower-case as stored. */
export const ALICE_WALLET = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
export const BOB_WALLET = '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc';
export const CAROL_WALLET = '0x90f79bf6eb2c4f870365e785982e1f101e93b906';

/** Links each person's wallet to their account, as the link-wallet function would. */
export async function linkWallets(pool: pg.Pool): Promise<void> {
  for (const [id, wallet] of [
    [ALICE.id, ALICE_WALLET],
    [BOB.id, BOB_WALLET],
    [CAROL.id, CAROL_WALLET],
  ]) {
    await pool.query('update public.users set wallet_address = $1 where id = $2', [wallet, id]);
  }
}
