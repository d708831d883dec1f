import type { RealtimeChannel } from '@supabase/supabase-js';
import type { ToolshareSupabase } from './supabaseClient';

/** Whether a Realtime channel's subscribe status means its events have stopped arriving. */
export function channelFailed(status: string): boolean {
  return status === 'CHANNEL_ERROR' || status === 'TIMED_OUT';
}

interface LiveInserts<Row> {
  /** The channel's name, one per user and table (e.g. `messages-of-<user id>`). */
  channel: string;
  table: string;
  /** A Realtime row filter, e.g. `user_id=eq.<id>`. */
  filter?: string;
  /** What arrives, for the console when it stops ("Live messages"). */
  what: string;
  /** Reads the inserted rows of these ids through the database's read function (one json[] value). */
  readByIds: (client: ToolshareSupabase, ids: string[]) => Promise<Row[]>;
}

/** The id of an inserted row as Realtime sends it, or null when it has none. */
function insertedId(record: unknown): string | null {
  const id = typeof record === 'object' && record !== null ? (record as { id?: unknown }).id : undefined;
  return typeof id === 'string' ? id : null;
}

/**
 * Calls `onRow` with each row inserted into `table` that the signed-in user may read, until the
 * returned function is called. Realtime sends a subscriber only the columns their role may select,
 * and the API roles do not select the text of messages and notifications
 * (supabase/migrations/20261202000100_messages_through_functions.sql): an insert arrives as its ids,
 * and the row is then read through the table's function (`readByIds`), which keeps to the user's own
 * rows. Realtime checks row-level security with the user's token, not the anon key, so the session's
 * token is handed to it first. A start that fails, a channel that stops, or a row that cannot be read
 * is logged; the rows are still read in full on the next visit.
 */
export function subscribeToInserts<Row>(
  supabase: () => Promise<ToolshareSupabase>,
  { channel: name, table, filter, what, readByIds }: LiveInserts<Row>,
  onRow: (row: Row) => void,
): () => void {
  let channel: RealtimeChannel | null = null;
  let active = true;
  // Read through a function: the flag can change while the awaits below are pending.
  const stillWanted = () => active;
  const deliver = (client: ToolshareSupabase, id: string) =>
    readByIds(client, [id])
      .then((rows) => {
        if (stillWanted()) rows.forEach(onRow);
      })
      .catch((error: unknown) => console.error(`${what}: a new one could not be read:`, error));
  supabase()
    .then(async (client) => {
      const { data } = await client.auth.getSession();
      if (data.session) await client.realtime.setAuth(data.session.access_token);
      if (!stillWanted()) return;
      channel = client
        .channel(name)
        .on(
          'postgres_changes',
          { event: 'INSERT', schema: 'public', table, ...(filter === undefined ? {} : { filter }) },
          (payload) => {
            const id = insertedId(payload.new);
            if (id !== null && stillWanted()) void deliver(client, id);
          },
        )
        .subscribe((status, error) => {
          if (channelFailed(status)) console.error(`${what} are not arriving:`, status, error);
        });
    })
    .catch((error: unknown) => console.error(`${what} could not start:`, error));
  return () => {
    active = false;
    if (channel) void channel.unsubscribe();
  };
}
