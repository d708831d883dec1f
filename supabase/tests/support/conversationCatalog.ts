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
