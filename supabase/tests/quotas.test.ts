import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  actingAs,
  becomeActor,
  CHECK_VIOLATION,
  errorCodeOf,
  INSUFFICIENT_PRIVILEGE,
  refusalOf,
  SERVICE_ROLE,
  signedIn,
} from './support/actors';
import { ALICE, ALICE_DRILL, BOB, CAROL, seedPeopleAndListings, validListing } from './support/marketplaceFixture';
import { createMigratedDatabase, databaseUrl } from './support/migratedDatabase';
import { raceInTransactions } from './support/racingTransactions';
import { newestNotificationRows } from './support/rowsOfJsonReads';

// The quotas of docs/supabase.md: 50 listings per account, 30 messages per account per minute,
// one unread message notice per conversation that counts the new messages, 20 new conversations
// per account a day, each opened with its first message, and no notification inserted by members.

const DRILL_CHAT = '4b000000-0000-4000-8000-000000000001';
const DAVE = '2d0d0d0d-0000-4000-8000-000000000d0d';

let pool: pg.Pool | undefined;

function database(): pg.Pool {
  if (!pool) throw new Error('The test database was not created');
  return pool;
}

/** Inserts `count` valid listings in one statement, for the signed-in user unless `ownerId` is given. */
const insertListings = (count: number, ownerId = '') =>
  `insert into public.tools (owner_id, name, description, category, location, rental_rate, collateral_required)
   select coalesce(nullif('${ownerId}', '')::uuid, auth.uid()), '${validListing.name} ' || n, '${validListing.description}',
          '${validListing.category}', '${validListing.location}', 0.01, 0.1
   from generate_series(1, ${count}) as n`;

/** Inserts `count` messages from the signed-in user into the drill chat in one statement. */
const insertMessages = (count: number) =>
  `insert into public.messages (conversation_id, content) select '${DRILL_CHAT}', 'Message ' || n from generate_series(1, ${count}) as n`;

beforeAll(async () => {
  pool = await createMigratedDatabase('quotas');
  await seedPeopleAndListings(database());
  await database().query('insert into public.conversations (id, tool_id, borrower_id) values ($1, $2, $3)', [
    DRILL_CHAT,
    ALICE_DRILL,
    BOB.id,
  ]);
});

afterAll(async () => {
  await pool?.end();
});

describe('listings per account', () => {
  const quota = { code: CHECK_VIOLATION, constraint: 'tools_listings_per_owner' };

  it('are at most 50: 10,000 in one statement are refused, 49 more than the one Alice has are not, the 51st is', async () => {
    await actingAs(database(), signedIn(ALICE.id), async (db) => {
      const refusal = await refusalOf(db, insertListings(10_000));
      expect(refusal).toMatchObject(quota);
      expect(refusal?.message).toBe(
        'You already have 50 listings, the most an account can have at a time. Delete one to list another tool.',
      );
      expect(await refusalOf(db, insertListings(49))).toBeNull();
      expect(await refusalOf(db, insertListings(1))).toMatchObject(quota);
      // Deleting one frees its place; another account has its own 50.
      await db.query('delete from public.tools where id = $1', [ALICE_DRILL]);
      expect(await refusalOf(db, insertListings(1))).toBeNull();
      await becomeActor(db, signedIn(CAROL.id));
      expect(await refusalOf(db, insertListings(50))).toBeNull();
    });
  });

  it('hold when the inserts of one account race', async () => {
    await database().query(
      `insert into public.tools (owner_id, name, description, category, location, rental_rate, collateral_required)
                            select $1, 'Old ' || n, 'Kept', 'gardening', 'Bath', 0, 0 from generate_series(1, 47) as n`,
      [BOB.id],
    );
    const outcomes = await raceInTransactions(
      databaseUrl('quotas'),
      Array.from({ length: 4 }, () => ({ actor: signedIn(BOB.id), sql: insertListings(1) })),
    );
    expect(outcomes.filter((outcome) => outcome === null)).toHaveLength(2);
    expect(outcomes.filter((outcome) => outcome === CHECK_VIOLATION)).toHaveLength(2);
    expect(
      (await database().query('select count(*)::int as listed from public.tools where owner_id = $1', [BOB.id])).rows,
    ).toEqual([{ listed: 50 }]);
    await database().query('delete from public.tools where owner_id = $1 and name <> $2', [BOB.id, 'Hedge Trimmer']);
  });

  it('do not bind the service role', async () => {
    await actingAs(database(), SERVICE_ROLE, async (db) => {
      expect(await refusalOf(db, insertListings(60, ALICE.id))).toBeNull();
    });
  });
});

describe('messages per account', () => {
  const quota = { code: CHECK_VIOLATION, constraint: 'messages_per_sender_per_minute' };

  it('are at most 30 a minute: 10,000 in one statement are refused, 30 are not, the 31st is until a minute has passed', async () => {
    await actingAs(database(), signedIn(BOB.id), async (db) => {
      const refusal = await refusalOf(db, insertMessages(10_000));
      expect(refusal).toMatchObject(quota);
      expect(refusal?.message).toBe('You can send at most 30 messages a minute. Wait a moment, then send it again.');
      expect(await refusalOf(db, insertMessages(30))).toBeNull();
      expect(await refusalOf(db, insertMessages(1))).toMatchObject(quota);
      // The other person is not held up by Bob's messages.
      await becomeActor(db, signedIn(ALICE.id));
      expect(await refusalOf(db, insertMessages(1))).toBeNull();
      await db.query('reset role');
      await db.query(
        `update public.messages set created_at = created_at - interval '61 seconds' where sender_id = $1`,
        [BOB.id],
      );
      await becomeActor(db, signedIn(BOB.id));
      expect(await refusalOf(db, insertMessages(1))).toBeNull();
    });
  });
});

describe('message notifications', () => {
  it('are one unread notice per conversation, counting the new messages, with the latest text', async () => {
    await actingAs(database(), signedIn(BOB.id), async (db) => {
      await db.query(insertMessages(25));
      await becomeActor(db, signedIn(ALICE.id));
      const notices = async () =>
        (
          await db.query<{ title: string; message: string; message_count: number; read: boolean }>(
            `select notice.title, notice.message, counted.message_count, notice.read
             from ${newestNotificationRows()} as notice join public.notifications as counted using (id)
             order by notice.created_at desc, notice.read`,
          )
        ).rows;
      expect(await notices()).toEqual([
        { title: '25 new messages about Cordless Drill', message: 'Message 25', message_count: 25, read: false },
      ]);
      // Once read, the next message starts a new notice.
      await db.query('select public.mark_all_notifications_read()');
      await becomeActor(db, signedIn(BOB.id));
      await db.query(`insert into public.messages (conversation_id, content) values ($1, 'One more')`, [DRILL_CHAT]);
      await becomeActor(db, signedIn(ALICE.id));
      expect(await notices()).toEqual([
        { title: 'New message about Cordless Drill', message: 'One more', message_count: 1, read: false },
        { title: '25 new messages about Cordless Drill', message: 'Message 25', message_count: 25, read: true },
      ]);
    });
  });
});

// Conversations and notifications ("The database checks the facts"): these attacks worked on the
// migrations before 20261128000100. Carol opens conversations about Dave's thirty listings.
describe('conversations and notifications', () => {
  beforeAll(async () => {
    await database().query(`insert into auth.users (id, email) values ($1, 'dave@toolshare.test')`, [DAVE]);
    await database().query(
      `insert into public.tools (owner_id, name, description, category, location, rental_rate, collateral_required)
       select $1, 'Tool ' || n, 'A tool.', 'hand tools', 'Leeds', 0.01, 0.1 from generate_series(1, 30) as n`,
      [DAVE],
    );
  });

  it('refuses 50,000 notifications to oneself: a member inserts no notification at all', async () => {
    await actingAs(database(), signedIn(CAROL.id), async (db) => {
      expect(
        await errorCodeOf(
          db,
          `insert into public.notifications (type, title, message)
           select 'system', 'Notice ' || n, repeat('x', 1000) from generate_series(1, 50000) as n`,
        ),
      ).toBe(INSUFFICIENT_PRIVILEGE);
      expect(
        await errorCodeOf(db, `insert into public.notifications (type, title, message) values ('system', 'Hi', 'One')`),
      ).toBe(INSUFFICIENT_PRIVILEGE);
    });
  });

  it('refuses a conversation about every listing in one request: at most 20 a day, each with its first message', async () => {
    await actingAs(database(), signedIn(CAROL.id), async (db) => {
      const aboutEveryListing = `insert into public.conversations (tool_id) select id from public.tools where owner_id = '${DAVE}'`;
      expect(await refusalOf(db, aboutEveryListing)).toMatchObject({
        code: CHECK_VIOLATION,
        constraint: 'conversations_per_borrower_per_day',
        message: 'You can start at most 20 conversations a day. Continue one you already have, or try again tomorrow.',
      });
      // Twenty, but empty: refused when the request's transaction ends.
      expect(await refusalOf(db, `${aboutEveryListing} limit 20`)).toBeNull();
      expect(await refusalOf(db, 'set constraints all immediate')).toMatchObject({
        constraint: 'conversations_open_with_a_message',
      });
    });
    await actingAs(database(), signedIn(CAROL.id), async (db) => {
      // With their first messages, twenty pass and the 21st is refused; the message quota applies to them too.
      const { rows: tools } = await db.query<{ id: string }>(
        'select id from public.tools where owner_id = $1 order by id limit 21',
        [DAVE],
      );
      for (const [index, tool] of tools.slice(0, 20).entries()) {
        expect(await refusalOf(db, 'select public.start_conversation($1, $2)', [tool.id, `Hello ${index}`])).toBeNull();
      }
      expect(await refusalOf(db, 'select public.start_conversation($1, $2)', [tools[20].id, 'One more'])).toMatchObject(
        { constraint: 'conversations_per_borrower_per_day' },
      );
      expect(await errorCodeOf(db, 'set constraints all immediate')).toBeNull();
    });
  });
});
