import { describe, expect, it } from 'vitest';
import { actingAs, ANON, becomeActor, errorCodeOf, INSUFFICIENT_PRIVILEGE, signedIn } from './support/actors';
import { ALICE, ALICE_DRILL, BOB, CAROL, seedPeopleAndListings } from './support/marketplaceFixture';
import { migratedDatabaseForTests } from './support/migratedDatabase';
import { CRAFTED_PATTERN, patternFilters, scalarCall } from './support/postgrestCalls';
import {
  conversationMessageRows,
  messageByIdRows,
  newestNotificationRows,
  notificationByIdRows,
  sentMessageRow,
} from './support/rowsOfJsonReads';

// Messages and notifications read through functions (20261202000100_messages_through_functions.sql;
// docs/supabase.md, "How reads are exposed"): a party could run `GET /messages?content=match.…` or
// `fts` over every message of their conversations (a day at the quota: 4.3–6.4 s, or the 8 s
// timeout), and a user the same over their notifications. As the SQL PostgREST runs, the text is
// no longer a column they may select; they read bounded pages of their own rows through functions.

const DRILL_CHAT = '4e000000-0000-4000-8000-000000000001';
/** Messages in the drill conversation: three statements, so three times, many messages sharing one. */
const BATCHES = [60, 70, 1];
const MESSAGE_COUNT = BATCHES.reduce((sum, count) => sum + count, 0);

const database = migratedDatabaseForTests('messages_through_functions', async (pool) => {
  await seedPeopleAndListings(pool);
  await pool.query('insert into public.conversations (id, tool_id, borrower_id) values ($1, $2, $3)', [
    DRILL_CHAT,
    ALICE_DRILL,
    BOB.id,
  ]);
  // Each statement is its own transaction: its messages share the database's time (prepare_new_message).
  for (const [batch, count] of BATCHES.entries()) {
    await pool.query(
      `insert into public.messages (conversation_id, sender_id, content)
       select $1, case when n % 2 = 0 then $2::uuid else $3::uuid end, 'Batch ' || $4 || ', message ' || n || ' ' || repeat('o', 40)
       from generate_series(1, $5) as n`,
      [DRILL_CHAT, BOB.id, ALICE.id, batch, count],
    );
  }
  // 60 notices for Alice, besides the message notice the trigger keeps up to date.
  await pool.query(
    `insert into public.notifications (user_id, type, title, message, created_at)
     select $1, 'system', 'Notice ' || n, 'Text of notice ' || n || ' ' || repeat('o', 40), now() - n * interval '1 minute'
     from generate_series(1, 60) as n`,
    [ALICE.id],
  );
});

/** `GET /<table>?<column>=<operator>.<pattern>` as PostgREST runs it. */
const tableFilteredBy = (table: string, condition: string) =>
  `select "public"."${table}".* from "public"."${table}" where ${condition}`;

const TEXT_COLUMNS = [
  { table: 'messages', columns: ['content'], party: BOB },
  { table: 'notifications', columns: ['title', 'message'], party: ALICE },
];

describe.each(TEXT_COLUMNS)('the text of $table', ({ table, columns, party }) => {
  it('cannot be filtered by a pattern or full text, nor selected, by the party whose rows they are', async () => {
    await actingAs(database(), signedIn(party.id), async (db) => {
      // The rows are there to filter: the party reads their ids.
      expect((await db.query(`select id from public.${table}`)).rowCount).toBeGreaterThan(0);
      for (const column of columns) {
        for (const condition of patternFilters(`"public"."${table}"."${column}"`)) {
          expect(await errorCodeOf(db, `select id from public.${table} where ${condition}`), condition).toBe(
            INSUFFICIENT_PRIVILEGE,
          );
        }
        expect(await errorCodeOf(db, `select ${column} from public.${table}`), column).toBe(INSUFFICIENT_PRIVILEGE);
      }
      expect(await errorCodeOf(db, tableFilteredBy(table, 'true'))).toBe(INSUFFICIENT_PRIVILEGE);
    });
  });

  it('is left out of what Realtime sends the party: it sends the columns their role may select', async () => {
    const { rows } = await database().query<{ column_name: string; selectable: boolean }>(
      `select column_name, has_column_privilege('authenticated', 'public.' || table_name, column_name, 'SELECT') as selectable
       from information_schema.columns where table_schema = 'public' and table_name = $1 order by ordinal_position`,
      [table],
    );
    expect(rows.filter((row) => !row.selectable).map((row) => row.column_name)).toEqual(columns);
    expect(rows.filter((row) => row.selectable).map((row) => row.column_name)).toContain('id');
  });
});

/** SQL for the ids a caller names: some they may read, every one there is, or none. */
interface NamedIds {
  messages: string;
  notifications: string;
}

const OWN_IDS: NamedIds = {
  messages: 'array(select id from public.messages limit 3)',
  notifications: 'array(select id from public.notifications limit 3)',
};

/** Each read function as `party` calls it. */
const READS = [
  { name: 'conversation_messages', call: () => `public.conversation_messages('${DRILL_CHAT}')`, party: BOB },
  { name: 'messages_by_id', call: (ids: NamedIds) => `public.messages_by_id(${ids.messages})`, party: BOB },
  { name: 'newest_notifications', call: () => 'public.newest_notifications()', party: ALICE },
  {
    name: 'notifications_by_id',
    call: (ids: NamedIds) => `public.notifications_by_id(${ids.notifications})`,
    party: ALICE,
  },
];

describe.each(READS)('$name', ({ name, call: callNaming, party }) => {
  const call = callNaming(OWN_IDS);

  it('returns one json[] value, which no pattern, full-text or JSON-path filter runs on', async () => {
    const { rows } = await database().query<{ returns: string; retset: boolean; definer: boolean }>(
      `select format_type(prorettype, null) as returns, proretset as retset, prosecdef as definer from pg_proc
       where oid = $1::regproc`,
      [`public.${name}`],
    );
    expect(rows).toEqual([{ returns: 'json[]', retset: false, definer: true }]);
    await actingAs(database(), signedIn(party.id), async (db) => {
      const { rows: called } = await db.query<{ pgrst_scalar: unknown[] }>(scalarCall(call));
      expect(called[0].pgrst_scalar.length).toBeGreaterThan(0);
      for (const condition of [
        ...patternFilters('pgrst_call.pgrst_scalar'),
        `pgrst_call.pgrst_scalar->0->>'id' ~ '${CRAFTED_PATTERN}'`,
      ]) {
        expect(await errorCodeOf(db, scalarCall(call, `where ${condition}`)), condition).toBe('42883');
      }
    });
  });

  it('is not for the anonymous role, and answers someone outside with nothing', async () => {
    await actingAs(database(), ANON, async (db) => {
      const none = { messages: "'{}'::uuid[]", notifications: "'{}'::uuid[]" };
      expect(await errorCodeOf(db, scalarCall(callNaming(none)))).toBe(INSUFFICIENT_PRIVILEGE);
    });
    // Carol names every message and notification there is (and the conversation).
    const { rows: every } = await database().query<{ messages: string; notifications: string }>(
      `select array(select id from public.messages)::text as messages, array(select id from public.notifications)::text as notifications`,
    );
    const everyId = {
      messages: `'${every[0].messages}'::uuid[]`,
      notifications: `'${every[0].notifications}'::uuid[]`,
    };
    await actingAs(database(), signedIn(CAROL.id), async (db) => {
      const { rows } = await db.query<{ pgrst_scalar: unknown[] }>(scalarCall(callNaming(everyId)));
      expect(rows[0].pgrst_scalar).toEqual([]);
    });
  });
});

describe('a conversation’s messages', () => {
  it('come a bounded page at a time, newest first, and the pages by keyset hold each message once', async () => {
    await actingAs(database(), signedIn(ALICE.id), async (db) => {
      const { rows: all } = await db.query<{ id: string }>(
        'select id from public.messages order by created_at desc, id desc',
      );
      expect(all).toHaveLength(MESSAGE_COUNT);
      interface Row {
        id: string;
        conversation_id: string;
        sender_id: string;
        content: string;
        keyset_time: string;
      }
      // The keyset's time as text: a JavaScript Date would drop its microseconds.
      const page = async (args: string, params: unknown[] = []) =>
        (
          await db.query<Row>(
            `select message.*, message.created_at::text as keyset_time from ${conversationMessageRows(args)} as message`,
            params,
          )
        ).rows;
      // The default page is 50; no page is over 100, whatever is asked.
      expect(await page(`'${DRILL_CHAT}'`)).toHaveLength(50);
      expect(await page(`'${DRILL_CHAT}', 100000`)).toHaveLength(100);
      expect(await page(`'${DRILL_CHAT}', -5`)).toHaveLength(1);
      const seen: string[] = [];
      let keyset: Row | undefined;
      for (;;) {
        const next = keyset
          ? await page(`$1, 30, $2, $3`, [DRILL_CHAT, keyset.keyset_time, keyset.id])
          : await page(`$1, 30`, [DRILL_CHAT]);
        if (next.length === 0) break;
        expect(next.length).toBeLessThanOrEqual(30);
        seen.push(...next.map((message) => message.id));
        keyset = next.at(-1);
      }
      expect(seen).toEqual(all.map((row) => row.id));
      const [newest] = await page(`'${DRILL_CHAT}', 1`);
      expect(newest).toMatchObject({
        conversation_id: DRILL_CHAT,
        sender_id: ALICE.id,
        content: `Batch 2, message 1 ${'o'.repeat(40)}`,
      });
    });
  });

  it('walk the conversation’s index from the keyset down, reading no more than a page', async () => {
    await actingAs(database(), signedIn(ALICE.id), async (db) => {
      const { rows } = await db.query<{ id: string; created_at: string }>(
        'select id, created_at::text from public.messages order by created_at, id limit 1 offset 5',
      );
      await db.query('reset role');
      await db.query('set local enable_seqscan = off');
      // The function's page query, as the definer runs it, for the oldest page.
      const { rows: plan } = await db.query<{ 'QUERY PLAN': string }>(
        `explain (analyze, costs off, timing off, summary off)
         select message.id from public.messages as message
         where message.conversation_id = $1 and (message.created_at, message.id) < ($2, $3)
         order by message.created_at desc, message.id desc limit 30`,
        [DRILL_CHAT, rows[0].created_at, rows[0].id],
      );
      const text = plan.map((line) => line['QUERY PLAN']).join('\n');
      expect(text).toMatch(/Index (Only )?Scan Backward using messages_conversation_id_created_at_id_idx/);
      expect(text).toMatch(/Limit \(actual rows=5 /);
      expect(text).not.toContain('Rows Removed by Filter');
    });
  });

  it('are sent with send_message, which returns the stored message, under the message rules', async () => {
    await actingAs(database(), signedIn(BOB.id), async (db) => {
      // The seed's messages out of the message quota's minute.
      await db.query('reset role');
      await db.query(`update public.messages set created_at = created_at - interval '2 minutes'`);
      await becomeActor(db, signedIn(BOB.id));
      const { rows } = await db.query(
        `select conversation_id, sender_id, content, read_at from ${sentMessageRow('$1, $2')} as message`,
        [DRILL_CHAT, '  Still free tomorrow?  '],
      );
      expect(rows).toEqual([
        { conversation_id: DRILL_CHAT, sender_id: BOB.id, content: 'Still free tomorrow?', read_at: null },
      ]);
      expect(await errorCodeOf(db, `select public.send_message($1, ' ')`, [DRILL_CHAT])).toBe('23514');
      // A plain insert still works, but reading its text back (PostgREST's return=representation) does not.
      expect(
        await errorCodeOf(
          db,
          `insert into public.messages (conversation_id, content) values ($1, 'Hi') returning content`,
          [DRILL_CHAT],
        ),
      ).toBe(INSUFFICIENT_PRIVILEGE);
      await becomeActor(db, signedIn(CAROL.id));
      expect(await errorCodeOf(db, `select public.send_message($1, 'Let me in')`, [DRILL_CHAT])).toBe(
        INSUFFICIENT_PRIVILEGE,
      );
    });
    await actingAs(database(), ANON, async (db) => {
      expect(await errorCodeOf(db, `select public.send_message($1, 'Hi')`, [DRILL_CHAT])).toBe(INSUFFICIENT_PRIVILEGE);
    });
  });

  it('are fetched by id, at most 100 ids considered, only from the caller’s conversations', async () => {
    await actingAs(database(), signedIn(BOB.id), async (db) => {
      const { rows } = await db.query(
        `select count(*)::int as fetched from ${messageByIdRows('array(select id from public.messages)')} as message`,
      );
      expect(rows).toEqual([{ fetched: 100 }]);
    });
  });
});

describe('notifications', () => {
  it('are the newest 50 of the user’s own, newest first, and fetched by id', async () => {
    await actingAs(database(), signedIn(ALICE.id), async (db) => {
      const { rows: own } = await db.query<{ id: string }>(
        'select id from public.notifications order by created_at desc, id desc limit 50',
      );
      interface Row {
        id: string;
        type: string;
        title: string;
        message: string;
        action_url: string | null;
      }
      const newest = (await db.query<Row>(`select * from ${newestNotificationRows()} as notice`)).rows;
      expect(newest.map((notice) => notice.id)).toEqual(own.map((row) => row.id));
      expect(newest[0]).toMatchObject({
        type: 'message',
        // Bob's 65 messages (the even ones of the first two batches).
        title: '65 new messages about Cordless Drill',
        action_url: `/messages?conversation=${DRILL_CHAT}`,
      });
      expect(newest[1]).toMatchObject({
        type: 'system',
        title: 'Notice 1',
        message: `Text of notice 1 ${'o'.repeat(40)}`,
      });
      expect((await db.query(`select * from ${newestNotificationRows('500')} as notice`)).rowCount).toBe(50);
      const { rows: byId } = await db.query<Row>(
        `select * from ${notificationByIdRows(`array['${newest[1].id}']::uuid[]`)} as notice`,
      );
      expect(byId).toEqual([newest[1]]);
    });
    await actingAs(database(), signedIn(BOB.id), async (db) => {
      const { rows } = await db.query<{ title: string }>(`select title from ${newestNotificationRows()} as notice`);
      expect(rows).toEqual([{ title: '66 new messages about Cordless Drill' }]);
    });
  });
});
