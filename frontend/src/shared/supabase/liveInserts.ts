import type { RealtimeChannel } from '@supabase/supabase-js';
import type { ToolshareSupabase } from './supabaseClient';

/** Whether a Realtime channel's subscribe status means its events have stopped arriving. */
export function channelFailed(status: string): boolean {
  return status === 'CHANNEL_ERROR' || status === 'TIMED_OUT';
}

interface LiveInserts {
  /** The channel's name, one per user and table (e.g. `messages-of-<user id>`). */
  channel: string;
  table: string;
  /** A Realtime row filter, e.g. `user_id=eq.<id>`. */
  filter?: string;
  /** What arrives, for the console when it stops ("Live messages"). */
  what: string;
}

/**
 * Calls `onRow` with each row inserted into `table` that the signed-in user may read (a row of the
 * table's type, which the caller knows), until the returned function is called. Realtime checks
 * row-level security with the user's token, not the anon key, so the session's token is handed to
 * it first. A start that fails, or a channel that stops, is logged; the rows are still read in full
 * on the next visit.
 */
export function subscribeToInserts(
  supabase: () => Promise<ToolshareSupabase>,
  { channel: name, table, filter, what }: LiveInserts,
  onRow: (row: unknown) => void,
): () => void {
  let channel: RealtimeChannel | null = null;
  let active = true;
  // Read through a function: the flag can change while the awaits below are pending.
  const stillWanted = () => active;
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
          (payload) => onRow(payload.new),
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
