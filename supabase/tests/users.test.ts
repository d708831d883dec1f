import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  actingAs,
  type Actor,
  CHECK_VIOLATION,
  errorCodeOf,
  INSUFFICIENT_PRIVILEGE,
  refusalOf,
  UNIQUE_VIOLATION,
} from './support/actors';
import { createMigratedDatabase } from './support/migratedDatabase';
import { publicProfileRows } from './support/rowsOfJsonReads';

const ALICE = { id: '0a1e4c7e-0000-4000-8000-00000000a11c', email: 'alice@toolshare.test' };
const BOB = { id: '0b0b0b0b-0000-4000-8000-000000000b0b', email: 'bob@toolshare.test' };
const NO_EMAIL = { id: '0c0c0c0c-0000-4000-8000-000000000c0c' };

const ALICE_WALLET = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
const BOB_WALLET = '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc';

let pool: pg.Pool | undefined;

function database(): pg.Pool {
  if (!pool) throw new Error('The test database was not created');
  return pool;
}

/** Runs `work` as `actor` the way PostgREST does for a request, then rolls everything back. */
const as = (actor: Actor, work: (db: pg.PoolClient) => Promise<void>) => actingAs(database(), actor, work);

beforeAll(async () => {
  pool = await createMigratedDatabase('users_rls');
  // What the auth service does on sign-up; the trigger is expected to create the profiles.
  await database().query('insert into auth.users (id, email) values ($1, $2), ($3, $4), ($5, null)', [
    ALICE.id,
    ALICE.email,
    BOB.id,
    BOB.email,
    NO_EMAIL.id,
  ]);
});

afterAll(async () => {
  await pool?.end();
});

describe('the users table on PostgreSQL with Supabase roles', () => {
  it('creates the profile row when an auth user is created, with an empty e-mail when there is none', async () => {
    const { rows } = await database().query<{
      id: string;
      email: string;
      wallet_address: string | null;
      created_at: Date;
    }>('select id, email, wallet_address, created_at from public.users order by email desc');
    expect(rows.map(({ id, email, wallet_address }) => ({ id, email, wallet_address }))).toEqual([
      { id: BOB.id, email: BOB.email, wallet_address: null },
      { id: ALICE.id, email: ALICE.email, wallet_address: null },
      { id: NO_EMAIL.id, email: '', wallet_address: null },
    ]);
    expect(rows.every((row) => row.created_at instanceof Date)).toBe(true);
  });

  it('lets each signed-in user read only their own row', async () => {
    for (const user of [ALICE, BOB]) {
      await as({ role: 'authenticated', userId: user.id }, async (db) => {
        const { rows } = await db.query('select id, email from public.users');
        expect(rows).toEqual([{ id: user.id, email: user.email }]);
        const other = user === ALICE ? BOB : ALICE;
        expect((await db.query('select id from public.users where id = $1', [other.id])).rowCount).toBe(0);
      });
    }
  });

  it('keeps the profile e-mail to the account’s: no user can write it, for themselves or anyone', async () => {
    await as({ role: 'authenticated', userId: ALICE.id }, async (db) => {
      for (const id of [ALICE.id, BOB.id]) {
        expect(await errorCodeOf(db, `update public.users set email = 'bob@toolshare.test' where id = $1`, [id])).toBe(
          INSUFFICIENT_PRIVILEGE,
        );
      }
      expect(await errorCodeOf(db, `update public.users set email = $1`, ['x'.repeat(1_000_000)])).toBe(
        INSUFFICIENT_PRIVILEGE,
      );
    });
    // Not even the service role: whatever it writes, the profile keeps the account's address.
    await as({ role: 'service_role' }, async (db) => {
      await db.query(`update public.users set email = 'bob@toolshare.test' where id = $1`, [ALICE.id]);
      await db.query('delete from public.users where id = $1', [ALICE.id]);
      await db.query(`insert into public.users (id, email) values ($1, 'bob@toolshare.test')`, [ALICE.id]);
      expect((await db.query('select email from public.users where id = $1', [ALICE.id])).rows).toEqual([
        { email: ALICE.email },
      ]);
    });
  });

  it('follows the account’s e-mail when the auth service changes it, so the shown name follows too', async () => {
    await as({ role: 'service_role' }, async (db) => {
      await db.query('reset role');
      await db.query(`update auth.users set email = 'alice.new@toolshare.test' where id = $1`, [ALICE.id]);
      expect((await db.query('select email from public.users where id = $1', [ALICE.id])).rows).toEqual([
        { email: 'alice.new@toolshare.test' },
      ]);
      await db.query('set local role anon');
      expect(
        (await db.query(`select display_name from ${publicProfileRows('$1')} as profile`, [[ALICE.id]])).rows,
      ).toEqual([{ display_name: 'alice.new' }]);
    });
  });

  it('refuses an e-mail longer than an address can be (254 characters)', async () => {
    const longest = `${'a'.repeat(64)}@${'b'.repeat(184)}.test`;
    expect(longest).toHaveLength(254);
    await as({ role: 'service_role' }, async (db) => {
      await db.query('reset role');
      expect(await errorCodeOf(db, `update auth.users set email = $1 where id = $2`, [longest, ALICE.id])).toBeNull();
      const refusal = await refusalOf(db, `update auth.users set email = $1 where id = $2`, [`a${longest}`, ALICE.id]);
      expect(refusal).toMatchObject({ code: CHECK_VIOLATION, constraint: 'users_email_length' });
    });
  });

  it("refuses a signed-in user's profile insert for another account, and accepts the app's own insert after sign-up", async () => {
    await as({ role: 'authenticated', userId: ALICE.id }, async (db) => {
      expect(
        await errorCodeOf(
          db,
          `insert into public.users (id, email) values ($1, 'x@evil.test') on conflict (id) do nothing`,
          [BOB.id],
        ),
      ).toBe(INSUFFICIENT_PRIVILEGE);
      // The row made by the trigger is already there: the app's insert changes nothing and does not fail.
      const own = await db.query(
        'insert into public.users (id, email, created_at) values ($1, $2, now()) on conflict (id) do nothing',
        [ALICE.id, ALICE.email],
      );
      expect(own.rowCount).toBe(0);
    });
  });

  it('lets a signed-in user insert their profile when the row is missing', async () => {
    await as({ role: 'service_role' }, async (db) => {
      await db.query('delete from public.users where id = $1', [ALICE.id]);
      await db.query('set local role authenticated');
      await db.query(`select set_config('request.jwt.claims', $1, true)`, [
        JSON.stringify({ sub: ALICE.id, role: 'authenticated' }),
      ]);
      expect(
        (await db.query('insert into public.users (id, email) values ($1, $2)', [ALICE.id, ALICE.email])).rowCount,
      ).toBe(1);
      expect((await db.query('select email, wallet_address from public.users')).rows).toEqual([
        { email: ALICE.email, wallet_address: null },
      ]);
    });
  });

  it('gives the anonymous role nothing: no reads, inserts, updates or deletes', async () => {
    await as({ role: 'anon' }, async (db) => {
      expect(await errorCodeOf(db, 'select * from public.users')).toBe(INSUFFICIENT_PRIVILEGE);
      expect(await errorCodeOf(db, `insert into public.users (id) values ($1)`, [ALICE.id])).toBe(
        INSUFFICIENT_PRIVILEGE,
      );
      expect(await errorCodeOf(db, `update public.users set email = 'x'`)).toBe(INSUFFICIENT_PRIVILEGE);
      expect(await errorCodeOf(db, 'delete from public.users')).toBe(INSUFFICIENT_PRIVILEGE);
    });
  });

  it('refuses a direct write of wallet_address by the user: only the Edge Function may set it', async () => {
    await as({ role: 'authenticated', userId: ALICE.id }, async (db) => {
      expect(
        await errorCodeOf(db, 'update public.users set wallet_address = $1 where id = $2', [ALICE_WALLET, ALICE.id]),
      ).toBe(INSUFFICIENT_PRIVILEGE);
      expect(
        await errorCodeOf(
          db,
          'insert into public.users (id, email, wallet_address) values ($1, $2, $3) on conflict (id) do nothing',
          [ALICE.id, ALICE.email, ALICE_WALLET],
        ),
      ).toBe(INSUFFICIENT_PRIVILEGE);
      expect(await errorCodeOf(db, 'delete from public.users')).toBe(INSUFFICIENT_PRIVILEGE);
      expect((await db.query('select wallet_address from public.users')).rows).toEqual([{ wallet_address: null }]);
    });
  });

  it('lets the service role link a wallet, which the user then reads back', async () => {
    await as({ role: 'service_role' }, async (db) => {
      expect(
        (await db.query('update public.users set wallet_address = $1 where id = $2', [ALICE_WALLET, ALICE.id]))
          .rowCount,
      ).toBe(1);
      await db.query('set local role authenticated');
      await db.query(`select set_config('request.jwt.claims', $1, true)`, [
        JSON.stringify({ sub: ALICE.id, role: 'authenticated' }),
      ]);
      expect((await db.query('select wallet_address from public.users')).rows).toEqual([
        { wallet_address: ALICE_WALLET },
      ]);
    });
  });

  it('refuses to link a wallet that another account has already linked (one wallet, one account)', async () => {
    await as({ role: 'service_role' }, async (db) => {
      await db.query('update public.users set wallet_address = $1 where id = $2', [ALICE_WALLET, ALICE.id]);
      expect(
        await errorCodeOf(db, 'update public.users set wallet_address = $1 where id = $2', [ALICE_WALLET, BOB.id]),
      ).toBe(UNIQUE_VIOLATION);
      // Re-linking the same wallet to the same account is no conflict, and Bob can link his own.
      expect(
        await errorCodeOf(db, 'update public.users set wallet_address = $1 where id = $2', [ALICE_WALLET, ALICE.id]),
      ).toBeNull();
      expect(
        await errorCodeOf(db, 'update public.users set wallet_address = $1 where id = $2', [BOB_WALLET, BOB.id]),
      ).toBeNull();
    });
  });

  it('refuses malformed and mixed-case addresses (the function stores lower-case)', async () => {
    await as({ role: 'service_role' }, async (db) => {
      for (const malformed of [
        'not-an-address',
        '0x1234',
        ALICE_WALLET.slice(2),
        `${ALICE_WALLET}00`,
        '0x70997970C51812dc3a010C7d01b50e0d17dc79C8',
        ` ${ALICE_WALLET}`,
        '',
      ]) {
        expect(
          await errorCodeOf(db, 'update public.users set wallet_address = $1 where id = $2', [malformed, ALICE.id]),
          malformed,
        ).toBe(CHECK_VIOLATION);
      }
      // Unlinking (null) is allowed.
      expect(
        await errorCodeOf(db, 'update public.users set wallet_address = null where id = $1', [ALICE.id]),
      ).toBeNull();
    });
  });

  it('deletes the profile with its auth user', async () => {
    await as({ role: 'service_role' }, async (db) => {
      await db.query('reset role');
      await db.query('delete from auth.users where id = $1', [BOB.id]);
      expect((await db.query('select id from public.users where id = $1', [BOB.id])).rowCount).toBe(0);
    });
  });
});

describe('wallet-link nonces', () => {
  it('are issued and consumed only by the service role, each exactly once and only by its user', async () => {
    await as({ role: 'service_role' }, async (db) => {
      const { rows } = await db.query<{ nonce: string }>('select public.issue_wallet_link_nonce($1) as nonce', [
        ALICE.id,
      ]);
      const nonce = rows[0].nonce;
      expect(nonce).toMatch(/^[0-9a-f]{32}$/);
      const consume = async (userId: string) =>
        (await db.query<{ ok: boolean }>('select public.consume_wallet_link_nonce($1, $2) as ok', [userId, nonce]))
          .rows[0].ok;
      expect(await consume(BOB.id)).toBe(false);
      expect(await consume(ALICE.id)).toBe(true);
      expect(await consume(ALICE.id)).toBe(false);
    });
  });

  it('are refused once expired, and expired ones are swept when a new one is issued', async () => {
    await as({ role: 'service_role' }, async (db) => {
      const nonce = (
        await db.query<{ nonce: string }>('select public.issue_wallet_link_nonce($1) as nonce', [ALICE.id])
      ).rows[0].nonce;
      await db.query('reset role');
      await db.query(`update public.wallet_link_nonces set expires_at = now() - interval '1 second' where nonce = $1`, [
        nonce,
      ]);
      await db.query('set local role service_role');
      expect(
        (await db.query<{ ok: boolean }>('select public.consume_wallet_link_nonce($1, $2) as ok', [ALICE.id, nonce]))
          .rows[0].ok,
      ).toBe(false);
      await db.query('select public.issue_wallet_link_nonce($1)', [BOB.id]);
      expect((await db.query('select nonce from public.wallet_link_nonces where nonce = $1', [nonce])).rowCount).toBe(
        0,
      );
    });
  });

  it('are out of reach of signed-in users and the anonymous role', async () => {
    for (const actor of [{ role: 'authenticated', userId: ALICE.id }, { role: 'anon' }] as const) {
      await as(actor, async (db) => {
        expect(await errorCodeOf(db, 'select * from public.wallet_link_nonces')).toBe(INSUFFICIENT_PRIVILEGE);
        expect(await errorCodeOf(db, 'select public.issue_wallet_link_nonce($1)', [ALICE.id])).toBe(
          INSUFFICIENT_PRIVILEGE,
        );
        expect(await errorCodeOf(db, `select public.consume_wallet_link_nonce($1, 'x')`, [ALICE.id])).toBe(
          INSUFFICIENT_PRIVILEGE,
        );
        expect(await errorCodeOf(db, 'select public.create_profile_for_new_auth_user()')).not.toBeNull();
      });
    }
  });
});
