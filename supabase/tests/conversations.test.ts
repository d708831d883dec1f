import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  actingAs,
  ANON,
  becomeActor,
  CHECK_VIOLATION,
  errorCodeOf,
  FOREIGN_KEY_VIOLATION,
  INSUFFICIENT_PRIVILEGE,
  refusalOf,
  SERVICE_ROLE,
  signedIn,
  UNIQUE_VIOLATION,
} from './support/actors';
import { ALICE, ALICE_DRILL, BOB, BOB_TRIMMER, CAROL, seedPeopleAndListings } from './support/marketplaceFixture';
import { createMigratedDatabase } from './support/migratedDatabase';
import {
  conversationSummaryRows,
  newestNotificationRows,
  publicProfileRows,
  sentMessageRow,
  startConversationRow,
} from './support/rowsOfJsonReads';

// Bob (borrower) asks Alice (lender) about her drill; Carol is in no conversation.
const DRILL_CHAT = '4a000000-0000-4000-8000-000000000001';
const BOBS_MESSAGE = '5a000000-0000-4000-8000-000000000001';
const ALICES_REPLY = '5a000000-0000-4000-8000-000000000002';

let pool: pg.Pool | undefined;

function database(): pg.Pool {
  if (!pool) throw new Error('The test database was not created');
  return pool;
}

beforeAll(async () => {
  pool = await createMigratedDatabase('conversations_rls');
  await seedPeopleAndListings(database());
  await database().query('insert into public.conversations (id, tool_id, borrower_id) values ($1, $2, $3)', [
    DRILL_CHAT,
    ALICE_DRILL,
    BOB.id,
  ]);
  await database().query(
    `insert into public.messages (id, conversation_id, sender_id, content) values ($1, $3, $4, 'Is the drill free on Saturday?'), ($2, $3, $5, 'Yes, from 9.')`,
    [BOBS_MESSAGE, ALICES_REPLY, DRILL_CHAT, BOB.id, ALICE.id],
  );
});

afterAll(async () => {
  await pool?.end();
});

describe('opening a conversation', () => {
  it('lets a borrower open one with its first message (start_conversation); the lender is the tool’s owner', async () => {
    const CAROLS_CHAT = '4c000000-0000-4000-8000-000000000001';
    await actingAs(database(), signedIn(CAROL.id), async (db) => {
      const { rows } = await db.query(
        `select conversation_id, sender_id, content, read_at from ${startConversationRow("$1, '  Is it free? ', $2")} as message`,
        [ALICE_DRILL, CAROLS_CHAT],
      );
      expect(rows).toEqual([
        { conversation_id: CAROLS_CHAT, sender_id: CAROL.id, content: 'Is it free?', read_at: null },
      ]);
      const opened = await db.query('select tool_id, lender_id, borrower_id from public.conversations where id = $1', [
        CAROLS_CHAT,
      ]);
      expect(opened.rows).toEqual([{ tool_id: ALICE_DRILL, lender_id: ALICE.id, borrower_id: CAROL.id }]);
      // Started again (another tab), the message goes to the conversation she has.
      const again = await db.query(
        `select conversation_id from ${startConversationRow('$1, $2, gen_random_uuid()')} as message`,
        [ALICE_DRILL, 'Or Sunday?'],
      );
      expect(again.rows).toEqual([{ conversation_id: CAROLS_CHAT }]);
      // The transaction commits with every conversation holding its first message.
      expect(await errorCodeOf(db, 'set constraints all immediate')).toBeNull();
    });
  });

  it('refuses a conversation without its first message when the transaction ends', async () => {
    await actingAs(database(), signedIn(CAROL.id), async (db) => {
      // A plain insert passes the row's rules (the lender may be named, if right) ...
      expect(
        await errorCodeOf(db, 'insert into public.conversations (tool_id, lender_id) values ($1, $2)', [
          BOB_TRIMMER,
          BOB.id,
        ]),
      ).toBeNull();
      // ... and is refused at commit: an empty conversation would fill the lender's list without a message.
      expect(await refusalOf(db, 'set constraints all immediate')).toMatchObject({
        code: CHECK_VIOLATION,
        constraint: 'conversations_open_with_a_message',
        message: 'A conversation starts with its first message. Write it, then send it.',
      });
    });
  });

  it('refuses a forged lender or borrower, a second conversation, one about your own tool, and a missing tool', async () => {
    await actingAs(database(), signedIn(CAROL.id), async (db) => {
      const forgedLender = await refusalOf(
        db,
        'insert into public.conversations (tool_id, lender_id) values ($1, $2)',
        [ALICE_DRILL, CAROL.id],
      );
      expect(forgedLender).toMatchObject({ code: CHECK_VIOLATION, constraint: 'conversations_lender_is_tool_owner' });
      expect(forgedLender?.message).toContain('"conversations_lender_is_tool_owner"');
      expect(
        await errorCodeOf(db, 'insert into public.conversations (tool_id, borrower_id) values ($1, $2)', [
          BOB_TRIMMER,
          ALICE.id,
        ]),
      ).toBe(INSUFFICIENT_PRIVILEGE);
      expect(
        await refusalOf(db, 'insert into public.conversations (tool_id) values ($1)', [
          '3f000000-0000-4000-8000-000000000000',
        ]),
      ).toMatchObject({
        code: FOREIGN_KEY_VIOLATION,
        constraint: 'conversations_tool_id_fkey',
      });
    });
    await actingAs(database(), signedIn(BOB.id), async (db) => {
      expect(
        await refusalOf(db, 'insert into public.conversations (tool_id) values ($1)', [ALICE_DRILL]),
      ).toMatchObject({
        code: UNIQUE_VIOLATION,
        constraint: 'conversations_one_per_tool_and_borrower',
      });
      expect(
        await refusalOf(db, 'insert into public.conversations (tool_id) values ($1)', [BOB_TRIMMER]),
      ).toMatchObject({
        code: CHECK_VIOLATION,
        constraint: 'conversations_not_with_yourself',
      });
    });
    await actingAs(database(), ANON, async (db) => {
      expect(
        await errorCodeOf(db, 'insert into public.conversations (tool_id, borrower_id) values ($1, $2)', [
          ALICE_DRILL,
          CAROL.id,
        ]),
      ).toBe(INSUFFICIENT_PRIVILEGE);
    });
  });

  it('shows a conversation to its two people only, and lets nobody change or delete it', async () => {
    for (const person of [ALICE, BOB]) {
      await actingAs(database(), signedIn(person.id), async (db) => {
        expect((await db.query('select id from public.conversations')).rows).toEqual([{ id: DRILL_CHAT }]);
        expect(await errorCodeOf(db, 'update public.conversations set borrower_id = $1', [CAROL.id])).toBe(
          INSUFFICIENT_PRIVILEGE,
        );
        expect(await errorCodeOf(db, 'update public.conversations set lender_id = $1', [person.id])).toBe(
          INSUFFICIENT_PRIVILEGE,
        );
        expect(await errorCodeOf(db, 'delete from public.conversations')).toBe(INSUFFICIENT_PRIVILEGE);
      });
    }
    await actingAs(database(), signedIn(CAROL.id), async (db) => {
      expect((await db.query('select id from public.conversations')).rowCount).toBe(0);
    });
    await actingAs(database(), ANON, async (db) => {
      expect(await errorCodeOf(db, 'select id from public.conversations')).toBe(INSUFFICIENT_PRIVILEGE);
    });
  });

  it('goes with its listing', async () => {
    await actingAs(database(), signedIn(ALICE.id), async (db) => {
      await db.query('delete from public.tools where id = $1', [ALICE_DRILL]);
      await db.query('reset role');
      expect(
        (await db.query('select count(*)::int as n from public.messages where conversation_id = $1', [DRILL_CHAT]))
          .rows,
      ).toEqual([{ n: 0 }]);
      expect(
        (await db.query('select count(*)::int as n from public.conversations where id = $1', [DRILL_CHAT])).rows,
      ).toEqual([{ n: 0 }]);
    });
  });
});

describe('messages', () => {
  it('are read by the two people only', async () => {
    for (const person of [ALICE, BOB]) {
      await actingAs(database(), signedIn(person.id), async (db) => {
        expect(
          (await db.query<{ id: string }>('select id from public.messages order by created_at, id')).rows
            .map((row) => row.id)
            .sort(),
        ).toEqual([BOBS_MESSAGE, ALICES_REPLY].sort());
      });
    }
    await actingAs(database(), signedIn(CAROL.id), async (db) => {
      expect((await db.query('select id from public.messages')).rowCount).toBe(0);
    });
    await actingAs(database(), ANON, async (db) => {
      expect(await errorCodeOf(db, 'select id from public.messages')).toBe(INSUFFICIENT_PRIVILEGE);
      expect(
        await errorCodeOf(
          db,
          `insert into public.messages (conversation_id, sender_id, content) values ($1, $2, 'hi')`,
          [DRILL_CHAT, BOB.id],
        ),
      ).toBe(INSUFFICIENT_PRIVILEGE);
      expect(await errorCodeOf(db, 'update public.messages set read_at = now()')).toBe(INSUFFICIENT_PRIVILEGE);
    });
  });

  it('are sent as the signed-in user, trimmed, with the database’s time', async () => {
    await actingAs(database(), signedIn(BOB.id), async (db) => {
      const { rows } = await db.query(
        `select sender_id, content, read_at, created_at from ${sentMessageRow('$1, $2')} as message`,
        [DRILL_CHAT, '  \n Can I pick it up at 10?\t '],
      );
      expect(rows).toEqual([
        {
          sender_id: BOB.id,
          content: 'Can I pick it up at 10?',
          read_at: null,
          created_at: expect.any(Date) as unknown,
        },
      ]);
    });
  });

  it('refuses a forged sender, an outsider, blank text and text over 2000 characters', async () => {
    await actingAs(database(), signedIn(BOB.id), async (db) => {
      expect(
        await errorCodeOf(
          db,
          `insert into public.messages (conversation_id, sender_id, content) values ($1, $2, 'I am Alice')`,
          [DRILL_CHAT, ALICE.id],
        ),
      ).toBe(INSUFFICIENT_PRIVILEGE);
      expect(
        (
          await refusalOf(db, `insert into public.messages (conversation_id, content) values ($1, $2)`, [
            DRILL_CHAT,
            ' \n\t ',
          ])
        )?.constraint,
      ).toBe('messages_content_not_blank');
      const tooLong = await refusalOf(db, `insert into public.messages (conversation_id, content) values ($1, $2)`, [
        DRILL_CHAT,
        'x'.repeat(2001),
      ]);
      expect(tooLong).toMatchObject({ code: CHECK_VIOLATION, constraint: 'messages_content_length' });
      expect(tooLong?.message).toContain('"messages_content_length"');
      // The limit is on what is kept: 2000 characters with white space around them pass.
      expect(
        await errorCodeOf(db, `insert into public.messages (conversation_id, content) values ($1, $2)`, [
          DRILL_CHAT,
          ` ${'x'.repeat(2000)} `,
        ]),
      ).toBeNull();
      for (const column of ['read_at', 'created_at']) {
        expect(
          await errorCodeOf(
            db,
            `insert into public.messages (conversation_id, content, ${column}) values ($1, 'hi', now())`,
            [DRILL_CHAT],
          ),
          column,
        ).toBe(INSUFFICIENT_PRIVILEGE);
      }
    });
    await actingAs(database(), signedIn(CAROL.id), async (db) => {
      expect(
        await errorCodeOf(db, `insert into public.messages (conversation_id, content) values ($1, 'Let me in')`, [
          DRILL_CHAT,
        ]),
      ).toBe(INSUFFICIENT_PRIVILEGE);
    });
  });

  it('are never edited', async () => {
    await actingAs(database(), signedIn(BOB.id), async (db) => {
      for (const assignment of [
        `content = 'edited'`,
        `sender_id = '${ALICE.id}'`,
        `conversation_id = '${DRILL_CHAT}'`,
        'created_at = now()',
      ]) {
        expect(
          await errorCodeOf(db, `update public.messages set ${assignment} where id = $1`, [BOBS_MESSAGE]),
          assignment,
        ).toBe(INSUFFICIENT_PRIVILEGE);
      }
      expect(await errorCodeOf(db, 'delete from public.messages where id = $1', [BOBS_MESSAGE])).toBe(
        INSUFFICIENT_PRIVILEGE,
      );
    });
  });

  it('are marked read by their recipient only, once, at the database’s time', async () => {
    await actingAs(database(), signedIn(BOB.id), async (db) => {
      expect(await errorCodeOf(db, 'update public.messages set read_at = now() where id = $1', [BOBS_MESSAGE])).toBe(
        INSUFFICIENT_PRIVILEGE,
      );
    });
    await actingAs(database(), signedIn(CAROL.id), async (db) => {
      expect((await db.query('update public.messages set read_at = now()')).rowCount).toBe(0);
    });
    await actingAs(database(), signedIn(ALICE.id), async (db) => {
      const { rows } = await db.query<{ read_at: Date; now: Date }>(
        `update public.messages set read_at = '2000-01-01' where id = $1 returning read_at, now() as now`,
        [BOBS_MESSAGE],
      );
      expect(rows[0].read_at).toEqual(rows[0].now);
      await db.query('update public.messages set read_at = null where id = $1', [BOBS_MESSAGE]);
      expect(
        (await db.query<{ read_at: Date }>('select read_at from public.messages where id = $1', [BOBS_MESSAGE])).rows[0]
          .read_at,
      ).toEqual(rows[0].now);
    });
  });
});

describe('conversation list, unread counts and marking read (rpc)', () => {
  it('counts the messages sent to the signed-in user that are unread, per conversation', async () => {
    const db = await database().connect();
    try {
      await db.query('begin');
      await becomeActor(db, signedIn(BOB.id));
      await db.query(`insert into public.messages (conversation_id, content) values ($1, 'And the charger?')`, [
        DRILL_CHAT,
      ]);
      await becomeActor(db, signedIn(ALICE.id));
      expect((await db.query('select * from public.unread_message_counts()')).rows).toEqual([
        { conversation_id: DRILL_CHAT, unread: '2' },
      ]);
      await becomeActor(db, signedIn(BOB.id));
      expect((await db.query('select * from public.unread_message_counts()')).rows).toEqual([
        { conversation_id: DRILL_CHAT, unread: '1' },
      ]);
      await becomeActor(db, signedIn(CAROL.id));
      expect((await db.query('select * from public.unread_message_counts()')).rows).toEqual([]);
      expect((await db.query('select public.mark_conversation_read($1) as marked', [DRILL_CHAT])).rows).toEqual([
        { marked: 0 },
      ]);

      await becomeActor(db, signedIn(ALICE.id));
      expect((await db.query('select public.mark_conversation_read($1) as marked', [DRILL_CHAT])).rows).toEqual([
        { marked: 2 },
      ]);
      expect((await db.query('select public.mark_conversation_read($1) as marked', [DRILL_CHAT])).rows).toEqual([
        { marked: 0 },
      ]);
      expect((await db.query('select * from public.unread_message_counts()')).rows).toEqual([]);
      // Alice's own reply stays unread for Bob.
      await becomeActor(db, signedIn(BOB.id));
      expect((await db.query('select * from public.unread_message_counts()')).rows).toEqual([
        { conversation_id: DRILL_CHAT, unread: '1' },
      ]);
    } finally {
      await db.query('rollback');
      db.release();
    }
  });

  it('list the signed-in user’s conversations with listing, other person, last message and unread count, latest first', async () => {
    const db = await database().connect();
    try {
      await db.query('begin');
      await becomeActor(db, signedIn(CAROL.id));
      const { rows: opened } = await db.query<{ id: string; created_at: Date }>(
        'insert into public.conversations (tool_id) values ($1) returning id, created_at',
        [BOB_TRIMMER],
      );
      expect(
        (
          await db.query(
            `select id, last_message, last_message_at, tool_photo_path, unread from ${conversationSummaryRows()} as summary`,
          )
        ).rows,
      ).toEqual([
        { id: opened[0].id, last_message: '', last_message_at: opened[0].created_at, tool_photo_path: '', unread: '0' },
      ]);
      await becomeActor(db, signedIn(ALICE.id));
      expect((await db.query(`select * from ${conversationSummaryRows()} as summary`)).rows).toEqual([
        {
          id: DRILL_CHAT,
          tool_id: ALICE_DRILL,
          tool_name: 'Cordless Drill',
          tool_photo_path: '',
          lender_id: ALICE.id,
          borrower_id: BOB.id,
          other_party_id: BOB.id,
          created_at: expect.any(Date) as unknown,
          last_message: expect.any(String) as unknown,
          last_message_at: expect.any(Date) as unknown,
          unread: '1',
        },
      ]);
      await becomeActor(db, signedIn(BOB.id));
      const { rows: bobs } = await db.query(
        `select id, other_party_id, unread from ${conversationSummaryRows()} as summary`,
      );
      expect(bobs).toEqual([
        { id: opened[0].id, other_party_id: CAROL.id, unread: '0' },
        { id: DRILL_CHAT, other_party_id: ALICE.id, unread: '1' },
      ]);
    } finally {
      await db.query('rollback');
      db.release();
    }
  });

  it('page the list by (last_message_at, id), latest first, without gaps or repeats, at most 100 rows a page', async () => {
    const db = await database().connect();
    try {
      await db.query('begin');
      // Alice lends 105 more tools, each asked about by Bob; she asks Bob about his trimmer. The
      // conversations share their times in pairs, so the id breaks ties.
      await db.query(
        `insert into public.tools (id, owner_id, name, description, category, location, rental_rate, collateral_required)
                      select ('3a100000-0000-4000-8000-' || lpad(n::text, 12, '0'))::uuid, $1, 'Tool ' || n, 'Spare', 'hand tools', 'Leeds', 0, 0
                      from generate_series(1, 105) as n`,
        [ALICE.id],
      );
      await db.query(
        `insert into public.conversations (tool_id, borrower_id, lender_id)
                      select ('3a100000-0000-4000-8000-' || lpad(n::text, 12, '0'))::uuid, $2, $1 from generate_series(1, 105) as n`,
        [ALICE.id, BOB.id],
      );
      await db.query('insert into public.conversations (tool_id, borrower_id, lender_id) values ($1, $2, $3)', [
        BOB_TRIMMER,
        ALICE.id,
        BOB.id,
      ]);
      await db.query(`update public.conversations as conversation set last_message_at = now() - make_interval(mins => (1 + numbered.n / 2)::int)
                      from (select id, row_number() over (order by hashtext(id::text)) as n from public.conversations) as numbered
                      where numbered.id = conversation.id`);
      await becomeActor(db, signedIn(ALICE.id));
      // As text, as PostgREST sends it: a JavaScript Date would drop the microseconds of the keyset.
      interface Row {
        id: string;
        last_message_at: string;
      }
      const page = async (size: number | null, after?: Row) =>
        (
          await db.query<Row>(
            `select id, last_message_at::text from ${conversationSummaryRows('page_size => $1, after_last_message_at => $2, after_id => $3')} as summary`,
            [size, after?.last_message_at ?? null, after?.id ?? null],
          )
        ).rows;

      const all = (
        await db.query<Row>(
          'select id, last_message_at::text from public.conversations order by last_message_at desc, id desc',
        )
      ).rows;
      expect(all).toHaveLength(107);
      expect(await page(null)).toEqual(all.slice(0, 30));
      expect(await page(1000)).toEqual(all.slice(0, 100));
      expect(await page(0)).toEqual(all.slice(0, 1));
      const walked: Row[] = [];
      for (let next = await page(7); next.length > 0; next = await page(7, walked.at(-1))) walked.push(...next);
      expect(walked).toEqual(all);
      // A message moves its conversation to the top.
      const oldest = all.at(-1);
      await becomeActor(db, signedIn(BOB.id));
      await db.query(`insert into public.messages (conversation_id, content) values ($1, 'Still free?')`, [oldest?.id]);
      await becomeActor(db, signedIn(ALICE.id));
      expect(
        (await db.query(`select id, last_message from ${conversationSummaryRows('page_size => 1')} as summary`)).rows,
      ).toEqual([{ id: oldest?.id, last_message: 'Still free?' }]);
    } finally {
      await db.query('rollback');
      db.release();
    }
  });

  it('are not for the anonymous role', async () => {
    await actingAs(database(), ANON, async (db) => {
      expect(await errorCodeOf(db, 'select * from public.unread_message_counts()')).toBe(INSUFFICIENT_PRIVILEGE);
      expect(await errorCodeOf(db, 'select public.mark_conversation_read($1)', [DRILL_CHAT])).toBe(
        INSUFFICIENT_PRIVILEGE,
      );
      expect(await errorCodeOf(db, 'select public.mark_all_notifications_read()')).toBe(INSUFFICIENT_PRIVILEGE);
      expect(await errorCodeOf(db, 'select * from public.conversation_summaries()')).toBe(INSUFFICIENT_PRIVILEGE);
    });
  });
});

describe('notifications', () => {
  it('are written by the database for the other party of each new message', async () => {
    const { rows } = await database().query(
      'select user_id, type, title, message, action_url, read from public.notifications order by created_at, title',
    );
    expect(rows).toEqual(
      expect.arrayContaining([
        {
          user_id: ALICE.id,
          type: 'message',
          title: 'New message about Cordless Drill',
          message: 'Is the drill free on Saturday?',
          action_url: `/messages?conversation=${DRILL_CHAT}`,
          read: false,
        },
        {
          user_id: BOB.id,
          type: 'message',
          title: 'New message about Cordless Drill',
          message: 'Yes, from 9.',
          action_url: `/messages?conversation=${DRILL_CHAT}`,
          read: false,
        },
      ]),
    );
    expect(rows).toHaveLength(2);
    await actingAs(database(), signedIn(BOB.id), async (db) => {
      await db.query(`insert into public.messages (conversation_id, content) values ($1, $2)`, [
        DRILL_CHAT,
        'y'.repeat(500),
      ]);
      await becomeActor(db, signedIn(ALICE.id));
      const { rows: latest } = await db.query(
        `select message from ${newestNotificationRows()} as notice where message like 'y%'`,
      );
      expect(latest).toEqual([{ message: `${'y'.repeat(199)}…` }]);
    });
  });

  it('are read and marked read by their own user only', async () => {
    await actingAs(database(), signedIn(ALICE.id), async (db) => {
      expect((await db.query('select user_id from public.notifications')).rows).toEqual([{ user_id: ALICE.id }]);
      expect(await errorCodeOf(db, `update public.notifications set title = 'changed'`)).toBe(INSUFFICIENT_PRIVILEGE);
      expect(await errorCodeOf(db, `update public.notifications set user_id = $1`, [BOB.id])).toBe(
        INSUFFICIENT_PRIVILEGE,
      );
      expect(await errorCodeOf(db, 'delete from public.notifications')).toBe(INSUFFICIENT_PRIVILEGE);
      expect((await db.query('update public.notifications set read = true')).rowCount).toBe(1);
      await db.query('reset role');
      expect((await db.query('select user_id, read from public.notifications order by user_id')).rows).toEqual([
        { user_id: ALICE.id, read: true },
        { user_id: BOB.id, read: false },
      ]);
    });
    await actingAs(database(), signedIn(CAROL.id), async (db) => {
      expect((await db.query('select id from public.notifications')).rowCount).toBe(0);
      expect((await db.query('update public.notifications set read = true')).rowCount).toBe(0);
      expect((await db.query('select public.mark_all_notifications_read() as marked')).rows).toEqual([{ marked: 0 }]);
    });
    await actingAs(database(), ANON, async (db) => {
      expect(await errorCodeOf(db, 'select id from public.notifications')).toBe(INSUFFICIENT_PRIVILEGE);
      expect(await errorCodeOf(db, 'update public.notifications set read = true')).toBe(INSUFFICIENT_PRIVILEGE);
    });
  });

  it('are all marked read in one call', async () => {
    await actingAs(database(), SERVICE_ROLE, async (db) => {
      await db.query(
        `insert into public.notifications (user_id, type, title, message) values ($1, 'system', 'Welcome', 'Glad you are here.')`,
        [BOB.id],
      );
      await becomeActor(db, signedIn(BOB.id));
      expect((await db.query('select public.mark_all_notifications_read() as marked')).rows).toEqual([{ marked: 2 }]);
      expect((await db.query('select public.mark_all_notifications_read() as marked')).rows).toEqual([{ marked: 0 }]);
      await db.query('reset role');
      expect((await db.query('select read from public.notifications where user_id = $1', [ALICE.id])).rows).toEqual([
        { read: false },
      ]);
    });
  });

  it('are written by the database only: a member inserts none, for themselves or anyone', async () => {
    await actingAs(database(), signedIn(BOB.id), async (db) => {
      for (const [sql, params] of [
        [`insert into public.notifications (type, title, message) values ('payment_received', 'Paid', '0.02 ETH')`, []],
        [
          `insert into public.notifications (user_id, type, title, message) values ($1, 'system', 'Hi', 'Spoofed')`,
          [ALICE.id],
        ],
        [`insert into public.notifications (type, title, message) values ('message', 'New message', 'Fake')`, []],
      ] as [string, unknown[]][]) {
        expect(await errorCodeOf(db, sql, params), sql).toBe(INSUFFICIENT_PRIVILEGE);
      }
    });
    await actingAs(database(), ANON, async (db) => {
      expect(
        await errorCodeOf(
          db,
          `insert into public.notifications (user_id, type, title, message) values ($1, 'system', 'Hi', 'x')`,
          [BOB.id],
        ),
      ).toBe(INSUFFICIENT_PRIVILEGE);
    });
  });

  it('hold to their rules whoever writes them', async () => {
    await actingAs(database(), SERVICE_ROLE, async (db) => {
      const invalid: [string, unknown[], string][] = [
        [`('party', 'Hi', 'Text', null)`, [], 'notifications_type_known'],
        [`('system', ' ', 'Text', null)`, [], 'notifications_title_not_blank'],
        [`('system', $2, 'Text', null)`, ['t'.repeat(201)], 'notifications_title_length'],
        [`('system', 'Hi', '', null)`, [], 'notifications_message_not_blank'],
        [`('system', 'Hi', $2, null)`, ['m'.repeat(1001)], 'notifications_message_length'],
        [`('system', 'Hi', 'Text', 'https://evil.example')`, [], 'notifications_action_url_is_app_path'],
        [`('system', 'Hi', 'Text', '//evil.example')`, [], 'notifications_action_url_is_app_path'],
        [`('system', 'Hi', 'Text', 'javascript:alert(1)')`, [], 'notifications_action_url_is_app_path'],
      ];
      for (const [values, params, constraint] of invalid) {
        expect(
          (
            await refusalOf(
              db,
              `insert into public.notifications (user_id, type, title, message, action_url) select $1, * from (values ${values}) as row`,
              [BOB.id, ...params],
            )
          )?.constraint,
          values,
        ).toBe(constraint);
      }
    });
  });
});

describe('Realtime and public profiles', () => {
  it('streams new messages and notifications', async () => {
    const { rows } = await database().query(
      `select tablename from pg_publication_tables where pubname = 'supabase_realtime' order by tablename`,
    );
    expect(rows).toEqual([{ tablename: 'messages' }, { tablename: 'notifications' }]);
  });

  it('shows anyone a person’s display name, wallet, bio, location and member-since date, and nothing else of the profile', async () => {
    await database().query(
      `update public.users set wallet_address = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8', bio = 'Woodworker.', location = 'Elm Street' where id = $1`,
      [ALICE.id],
    );
    await actingAs(database(), ANON, async (db) => {
      const { rows } = await db.query(`select * from ${publicProfileRows('$1')} as profile order by display_name`, [
        [ALICE.id, BOB.id, CAROL.id],
      ]);
      const memberSince = expect.any(Date) as unknown;
      expect(rows).toEqual([
        {
          id: ALICE.id,
          display_name: 'alice',
          wallet_address: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8',
          bio: 'Woodworker.',
          location: 'Elm Street',
          member_since: memberSince,
        },
        { id: BOB.id, display_name: 'bob', wallet_address: '', bio: '', location: '', member_since: memberSince },
        { id: CAROL.id, display_name: 'carol', wallet_address: '', bio: '', location: '', member_since: memberSince },
      ]);
      expect(await errorCodeOf(db, 'select email from public.users')).toBe(INSUFFICIENT_PRIVILEGE);
    });
  });

  it('answers at most 100 profiles, whatever the shape of the list of ids', async () => {
    const many = Array.from(
      { length: 500 },
      (_, index) => `9e000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    );
    await actingAs(database(), SERVICE_ROLE, async (db) => {
      await db.query('reset role');
      await db.query(
        `insert into auth.users (id, email) select id, id || '@toolshare.test' from unnest($1::uuid[]) as id`,
        [many],
      );
      await becomeActor(db, ANON);
      const count = async (sql: string) => Number((await db.query<{ count: string }>(sql, [many])).rows[0].count);
      expect(await count(`select count(*) from ${publicProfileRows('$1::uuid[]')} as profile`)).toBe(100);
      // 100 rows of 5 ids: a slice of the first dimension would take all 500.
      const square = `select count(*) from ${publicProfileRows(
        '(select array_agg(row_ids) from (select array_agg(id) as row_ids from unnest($1::uuid[]) with ordinality as listed (id, n) group by (n - 1) / 5) as rows_of_five)',
      )} as profile`;
      expect(await count(square)).toBe(100);
    });
  });
});
