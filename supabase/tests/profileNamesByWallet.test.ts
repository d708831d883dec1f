import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANON, actingAs, type Actor, becomeActor, SERVICE_ROLE, signedIn } from './support/actors';
import { createMigratedDatabase } from './support/migratedDatabase';
import { scalarCall } from './support/postgrestCalls';
import { indexesInPlan, planInsideFunction } from './support/nestedPlans';
import { publicProfileRows, walletNameRows } from './support/rowsOfJsonReads';

// public.profile_names_by_wallet (migrations 20261125000500_profile_names_by_wallet.sql and
// 20261128000900_profile_names_with_ids.sql): how notifications, rental cards, reviews and the
// Dispute Center name a party they know only by wallet, and link to that party's profile.

const ALICE = {
  id: '0a1e4c7e-0000-4000-8000-00000000a11c',
  email: 'alice@toolshare.test',
  wallet: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8',
};
const BOB = {
  id: '0b0b0b0b-0000-4000-8000-000000000b0b',
  email: 'bob@toolshare.test',
  wallet: '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc',
};
/** An account without a linked wallet. */
const CAROL = { id: '0c0c0c0c-0000-4000-8000-000000000c0c', email: 'carol@toolshare.test' };
const UNLINKED_WALLET = '0x90f79bf6eb2c4f870365e785982e1f101e93b906';

const NAMES_BY_WALLET = `select * from ${walletNameRows('$1')} as named`;

const migrated: { pool?: pg.Pool } = {};

function database(): pg.Pool {
  if (!migrated.pool) throw new Error('The test database was not created');
  return migrated.pool;
}

/** Runs `work` as `actor` in a transaction that is rolled back. */
const as = (actor: Actor, work: (db: pg.PoolClient) => Promise<void>) => actingAs(database(), actor, work);

/** EIP-55's mixed case, as a wallet reports an address. */
const CHECKSUMMED_ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

beforeAll(async () => {
  migrated.pool = await createMigratedDatabase('profile_names_by_wallet');
  // What the auth service does on sign-up (the trigger makes the profiles), then the link-wallet function's writes.
  await database().query('insert into auth.users (id, email) values ($1, $2), ($3, $4), ($5, $6)', [
    ALICE.id,
    ALICE.email,
    BOB.id,
    BOB.email,
    CAROL.id,
    CAROL.email,
  ]);
  await database().query('update public.users set wallet_address = $2 where id = $1', [ALICE.id, ALICE.wallet]);
  await database().query('update public.users set wallet_address = $2 where id = $1', [BOB.id, BOB.wallet]);
});

afterAll(() => migrated.pool?.end());

describe('names by wallet on PostgreSQL with Supabase roles', () => {
  it('names the account behind each wallet to anyone, signed in or not', async () => {
    for (const actor of [ANON, signedIn(BOB.id), SERVICE_ROLE]) {
      await as(actor, async (db) => {
        const { rows } = await db.query(`${NAMES_BY_WALLET} order by display_name`, [[ALICE.wallet, BOB.wallet]]);
        expect(rows).toEqual([
          { wallet_address: ALICE.wallet, display_name: 'alice', id: ALICE.id },
          { wallet_address: BOB.wallet, display_name: 'bob', id: BOB.id },
        ]);
      });
    }
  });

  it('matches a wallet in any case and answers the stored lower-case address', async () => {
    await as(ANON, async (db) => {
      expect((await db.query(NAMES_BY_WALLET, [[CHECKSUMMED_ALICE]])).rows).toEqual([
        { wallet_address: ALICE.wallet, display_name: 'alice', id: ALICE.id },
      ]);
      expect((await db.query(NAMES_BY_WALLET, [[ALICE.wallet.toUpperCase().replace('0X', '0x')]])).rows).toEqual([
        { wallet_address: ALICE.wallet, display_name: 'alice', id: ALICE.id },
      ]);
    });
  });

  it('answers nothing for a wallet no account has linked, an empty list, or no list', async () => {
    await as(ANON, async (db) => {
      for (const wanted of [[UNLINKED_WALLET], [], [''], [null], null]) {
        expect((await db.query(NAMES_BY_WALLET, [wanted])).rows).toEqual([]);
      }
      // An account without a wallet is not found by any text.
      expect(
        (await db.query(`${NAMES_BY_WALLET} where display_name = 'carol'`, [[UNLINKED_WALLET, '', 'null']])).rows,
      ).toEqual([]);
    });
  });

  it('shows the name and id as public_profiles does, and nothing else of the profile', async () => {
    await as(SERVICE_ROLE, async (db) => {
      await db.query('reset role');
      await db.query(`update auth.users set email = $2 where id = $1`, [ALICE.id, `${'a'.repeat(70)}@toolshare.test`]);
      await db.query(`update public.users set bio = 'Woodworker.', location = 'Elm Street' where id = $1`, [ALICE.id]);
      await becomeActor(db, ANON);
      const byWallet = await db.query(NAMES_BY_WALLET, [[ALICE.wallet]]);
      expect(byWallet.fields.map((field) => field.name)).toEqual(['wallet_address', 'display_name', 'id']);
      const byId = await db.query<{ display_name: string }>(
        `select display_name from ${publicProfileRows('$1')} as profile`,
        [[ALICE.id]],
      );
      expect(byWallet.rows).toEqual([{ wallet_address: ALICE.wallet, display_name: 'a'.repeat(64), id: ALICE.id }]);
      expect(byId.rows).toEqual([{ display_name: 'a'.repeat(64) }]);
    });
  });

  it('answers at most 100 names, whatever the shape of the list of wallets', async () => {
    const many = Array.from({ length: 500 }, (_, index) => ({
      id: `9e000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
      wallet: `0x${String(index).padStart(40, 'a')}`,
    }));
    await as(SERVICE_ROLE, async (db) => {
      await db.query('reset role');
      await db.query(
        `insert into auth.users (id, email) select id, id || '@toolshare.test' from unnest($1::uuid[]) as id`,
        [many.map(({ id }) => id)],
      );
      await db.query(
        'update public.users as profile set wallet_address = listed.wallet from unnest($1::uuid[], $2::text[]) as listed (id, wallet) where profile.id = listed.id',
        [many.map(({ id }) => id), many.map(({ wallet }) => wallet)],
      );
      await becomeActor(db, ANON);
      const wallets = many.map(({ wallet }) => wallet);
      const count = async (sql: string) => Number((await db.query<{ count: string }>(sql, [wallets])).rows[0].count);
      expect(await count(`select count(*) from ${walletNameRows('$1::text[]')} as named`)).toBe(100);
      // 100 rows of 5 wallets: a slice of the first dimension would take all 500.
      const square = `select count(*) from ${walletNameRows(
        '(select array_agg(row_wallets) from (select array_agg(wallet) as row_wallets from unnest($1::text[]) with ordinality as listed (wallet, n) group by (n - 1) / 5) as rows_of_five)',
      )} as named`;
      expect(await count(square)).toBe(100);
    });
  });

  it('finds the wallets through the unique index on the stored lower-case address', async () => {
    const db = await database().connect();
    try {
      const plan = await planInsideFunction(db, {
        sql: scalarCall('public.profile_names_by_wallet($1)'),
        params: [[CHECKSUMMED_ALICE, BOB.wallet]],
        queryText: 'select coalesce(array_agg(json_build_object(',
        // Three rows are read faster without an index: ask whether one can answer at all.
        settings: ['enable_seqscan = off'],
      });
      expect(indexesInPlan(plan)).toEqual(['users_wallet_address_key']);
    } finally {
      db.release();
    }
  });
});
