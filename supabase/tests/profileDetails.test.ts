import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANON,
  actingAs,
  type Actor,
  CHECK_VIOLATION,
  errorCodeOf,
  INSUFFICIENT_PRIVILEGE,
  refusalOf,
  signedIn,
} from './support/actors';
import { createMigratedDatabase } from './support/migratedDatabase';
import { publicProfileRows } from './support/rowsOfJsonReads';

// The public profile's bio and location (migration 20261125000200_profile_bio_location.sql): limits,
// who may write them, and who may read them (everyone, through public_profiles).

const ALICE = { id: '0a1e4c7e-0000-4000-8000-00000000a11c', email: 'alice@toolshare.test' };
const BOB = { id: '0b0b0b0b-0000-4000-8000-000000000b0b', email: 'bob@toolshare.test' };

const migrated: { pool?: pg.Pool } = {};

/** Runs `work` as `actor` in a transaction that is rolled back. */
function as(actor: Actor, work: (db: pg.PoolClient) => Promise<void>): Promise<void> {
  if (!migrated.pool) throw new Error('The test database was not created');
  return actingAs(migrated.pool, actor, work);
}

beforeAll(async () => {
  migrated.pool = await createMigratedDatabase('profile_details');
  // What the auth service does on sign-up; the trigger makes the profile rows.
  await migrated.pool.query('insert into auth.users (id, email) values ($1, $2), ($3, $4)', [
    ALICE.id,
    ALICE.email,
    BOB.id,
    BOB.email,
  ]);
});

afterAll(() => migrated.pool?.end());

const UPDATE_OWN = 'update public.users set bio = $1, location = $2 where id = $3';

describe('the profile bio and location on PostgreSQL with Supabase roles', () => {
  it('lets a signed-in user write their own, and everyone (the anonymous role too) read them with the name and member-since date', async () => {
    await as(signedIn(ALICE.id), async (db) => {
      expect((await db.query(UPDATE_OWN, ['Weekend woodworker.', 'Springfield', ALICE.id])).rowCount).toBe(1);
      await db.query('set local role anon');
      const { rows } = await db.query<{ display_name: string; bio: string; location: string; member_since: Date }>(
        `select display_name, bio, location, member_since from ${publicProfileRows('$1')} as profile`,
        [[ALICE.id]],
      );
      expect(rows.map(({ display_name, bio, location }) => ({ display_name, bio, location }))).toEqual([
        { display_name: 'alice', bio: 'Weekend woodworker.', location: 'Springfield' },
      ]);
      expect(rows[0]?.member_since).toBeInstanceOf(Date);
    });
  });

  it('starts empty for a new account', async () => {
    await as(ANON, async (db) => {
      expect(
        (await db.query(`select bio, location from ${publicProfileRows('$1')} as profile`, [[BOB.id]])).rows,
      ).toEqual([{ bio: '', location: '' }]);
    });
  });

  it('holds the limits: a bio of 500 characters and a location of 100, not one more', async () => {
    await as(signedIn(ALICE.id), async (db) => {
      expect(await errorCodeOf(db, UPDATE_OWN, ['b'.repeat(500), 'l'.repeat(100), ALICE.id])).toBeNull();
      expect(await refusalOf(db, UPDATE_OWN, ['b'.repeat(501), '', ALICE.id])).toMatchObject({
        code: CHECK_VIOLATION,
        constraint: 'users_bio_length',
      });
      expect(await refusalOf(db, UPDATE_OWN, ['', 'l'.repeat(101), ALICE.id])).toMatchObject({
        code: CHECK_VIOLATION,
        constraint: 'users_location_length',
      });
    });
    // Not even the service role writes past them.
    await as({ role: 'service_role' }, async (db) => {
      expect(await refusalOf(db, UPDATE_OWN, ['b'.repeat(501), '', BOB.id])).toMatchObject({
        code: CHECK_VIOLATION,
        constraint: 'users_bio_length',
      });
    });
  });

  it("does not let a signed-in user write another member's bio or location", async () => {
    await as(signedIn(BOB.id), async (db) => {
      // Row-level security hides Alice's row from Bob's update: nothing changes.
      expect((await db.query(UPDATE_OWN, ['Not Alice', 'Nowhere', ALICE.id])).rowCount).toBe(0);
      expect((await db.query('update public.users set bio = $1', ['Everyone is Bob'])).rowCount).toBe(1);
    });
    await as(ANON, async (db) => {
      expect(
        (await db.query(`select bio, location from ${publicProfileRows('$1')} as profile`, [[ALICE.id]])).rows,
      ).toEqual([{ bio: '', location: '' }]);
    });
  });

  it('does not let the anonymous role write them at all', async () => {
    await as(ANON, async (db) => {
      expect(await errorCodeOf(db, UPDATE_OWN, ['Anonymous', 'Somewhere', ALICE.id])).toBe(INSUFFICIENT_PRIVILEGE);
      expect(await errorCodeOf(db, 'update public.users set location = $1', ['Somewhere'])).toBe(
        INSUFFICIENT_PRIVILEGE,
      );
    });
  });
});
