import type pg from 'pg';
import { postgrestBody, scalarCall } from './postgrestCalls';

// A busy lender for the Messages-list benchmark: 100 listings, each asked about by 100 borrowers
// (10,000 conversations with one message each), with times spread over a year. Deterministic.

export const BUSY_LENDER = 'b0000000-0000-4000-8000-00000000000b';

/** A page of the Messages list as PostgREST runs the call: one json[] value, the response body built in the database. */
export const CONVERSATION_SUMMARIES_SQL = postgrestBody(
  scalarCall('public.conversation_summaries(page_size => $1, after_last_message_at => $2, after_id => $3)'),
);

/** The lender, 100 borrowers, their conversations and messages, committed; then statistics are refreshed. */
export async function seedBusyLender(db: pg.Pool | pg.Client, conversations: number): Promise<void> {
  const borrowers = 100;
  const tools = Math.ceil(conversations / borrowers);
  await db.query(`insert into auth.users (id, email) values ($1, 'busy-lender@toolshare.test')`, [BUSY_LENDER]);
  await db.query(
    `insert into auth.users (id, email) select md5('borrower-' || n)::uuid, 'borrower-' || n || '@toolshare.test' from generate_series(1, ${borrowers}) as n`,
  );
  await db.query(
    `insert into public.tools (id, owner_id, name, description, category, location, rental_rate, collateral_required)
     select md5('busy-tool-' || n)::uuid, $1, 'Busy Tool ' || n, 'Asked about a lot.', 'hand tools', 'Leeds', 0.01, 0.1
     from generate_series(1, ${tools}) as n`,
    [BUSY_LENDER],
  );
  await db.query(
    `insert into public.conversations (tool_id, lender_id, borrower_id, created_at)
     select md5('busy-tool-' || (1 + (i - 1) / ${borrowers}))::uuid, $1, md5('borrower-' || (1 + (i - 1) % ${borrowers}))::uuid,
            now() - make_interval(secs => ((i * 2654435761) % 31536000)::double precision)
     from generate_series(1, $2::int) as i`,
    [BUSY_LENDER, conversations],
  );
  await db.query(
    `insert into public.messages (conversation_id, sender_id, content) select id, borrower_id, 'Is it free this weekend?' from public.conversations where lender_id = $1`,
    [BUSY_LENDER],
  );
  // Messages are stamped with the time they are written: spread them like the conversations.
  await db.query(`update public.messages as message set created_at = conversation.created_at + interval '1 minute'
                  from public.conversations as conversation where conversation.id = message.conversation_id`);
  await db.query(`update public.conversations set last_message_at = created_at + interval '1 minute'`);
  await db.query('analyze public.conversations, public.messages, public.tools');
}

// The worst a party can make the database read in `messages`: one conversation filled at the
// message quota (30 a minute per sender) with messages of the longest allowed text (2,000
// characters). Since 20261202000100_messages_through_functions.sql a party filters no text of the
// table (the filters below are refused) and reads a page of at most 100 through a function.

export const CHATTY_LENDER = 'c0000000-0000-4000-8000-00000000000c';
export const CHATTY_BORROWER = 'c0000000-0000-4000-8000-0000000000bb';

/** PostgREST's filters over a party's own messages, which were their worst requests: a crafted pattern and full text. */
const CRAFTED_PATTERN = '(.*o){8}x'; // no x in the seeded text: the engine tries every way before failing
export const OWN_MESSAGES_FILTERED_SQL = [
  [
    'match',
    `select "public"."messages".* from "public"."messages" where "public"."messages"."content" ~ '${CRAFTED_PATTERN}'`,
  ],
  [
    'fts',
    `select "public"."messages".* from "public"."messages" where to_tsvector("public"."messages"."content") @@ to_tsquery('zebra')`,
  ],
] as const;

/** A page of a conversation as PostgREST runs the call (the app's read): one json[] value, the body built in the database. */
export const CONVERSATION_MESSAGES_SQL = postgrestBody(
  scalarCall(
    'public.conversation_messages(conversation_id => $1, page_size => $2, before_created_at => $3, before_id => $4)',
  ),
);

/** Messages by id as PostgREST runs the call (what the app reads for each message Realtime announces). */
export const MESSAGES_BY_ID_SQL = postgrestBody(scalarCall('public.messages_by_id(message_ids => $1::uuid[])'));

/**
 * One conversation between CHATTY_LENDER and CHATTY_BORROWER with `messages` messages of 2,000
 * characters, both sending; returns its id.
 */
export async function seedChattyConversation(pool: pg.Pool, messages: number): Promise<string> {
  const db = await pool.connect();
  try {
    await db.query(
      `insert into auth.users (id, email) values ($1, 'chatty-lender@toolshare.test'), ($2, 'chatty-borrower@toolshare.test')`,
      [CHATTY_LENDER, CHATTY_BORROWER],
    );
    const { rows } = await db.query<{ id: string }>(
      `insert into public.tools (owner_id, name, description, category, location, rental_rate, collateral_required)
     values ($1, 'Chatty Tool', 'Talked about a lot.', 'hand tools', 'Leeds', 0.01, 0.1) returning id`,
      [CHATTY_LENDER],
    );
    const { rows: opened } = await db.query<{ id: string }>(
      'insert into public.conversations (tool_id, lender_id, borrower_id) values ($1, $2, $3) returning id',
      [rows[0].id, CHATTY_LENDER, CHATTY_BORROWER],
    );
    // Text that does not compress away: hex digests with letters swapped for an o, a z and spaces.
    // Without triggers: the new-message notice would be updated once per message in one statement,
    // a chain of row versions each update walks; the text and its scan are what is measured here.
    await db.query('begin');
    await db.query('set local session_replication_role = replica');
    await db.query(
      `insert into public.messages (conversation_id, sender_id, content)
     select $1, case when i % 2 = 0 then $2::uuid else $3::uuid end,
            (select left(string_agg(translate(md5(i || '-' || j), 'abcdef', 'o toz '), ''), 2000) from generate_series(1, 63) as j)
     from generate_series(1, $4::int) as i`,
      [opened[0].id, CHATTY_LENDER, CHATTY_BORROWER, messages],
    );
    await db.query('commit');
    await db.query('analyze public.messages, public.conversations');
    return opened[0].id;
  } finally {
    db.release();
  }
}
