// The read functions of 20261128001100_functions_return_json.sql return one json[] value (or, for
// start_conversation, one json object) so that PostgREST has no column to filter. The tests read
// that value back as the rows the functions returned before, with the same column names and types:
// a document missing a key or holding another type fails the tests that compare those rows.

const PUBLIC_PROFILE_COLUMNS =
  'id uuid, display_name text, wallet_address text, bio text, location text, member_since timestamptz';
const WALLET_NAME_COLUMNS = 'wallet_address text, display_name text, id uuid';
const CONVERSATION_SUMMARY_COLUMNS =
  'id uuid, tool_id uuid, tool_name text, tool_photo_path text, lender_id uuid, borrower_id uuid, other_party_id uuid, ' +
  'created_at timestamptz, last_message text, last_message_at timestamptz, unread bigint';
const MESSAGE_COLUMNS =
  'id uuid, conversation_id uuid, sender_id uuid, content text, created_at timestamptz, read_at timestamptz';

/** A subquery of the documents of `call`'s json[] as typed rows, in the array's order. */
const rowsOf = (call: string, columns: string) =>
  `(select document_row.* from unnest(${call}) with ordinality as listed (document, position)
    cross join json_to_record(listed.document) as document_row (${columns}) order by listed.position)`;

/** public.public_profiles(`args`) as rows (use it where a table goes: `from … as profile`). */
export const publicProfileRows = (args: string) => rowsOf(`public.public_profiles(${args})`, PUBLIC_PROFILE_COLUMNS);

/** public.profile_names_by_wallet(`args`) as rows. */
export const walletNameRows = (args: string) => rowsOf(`public.profile_names_by_wallet(${args})`, WALLET_NAME_COLUMNS);

/** public.conversation_summaries(`args`) as rows, latest first. */
export const conversationSummaryRows = (args = '') =>
  rowsOf(`public.conversation_summaries(${args})`, CONVERSATION_SUMMARY_COLUMNS);

/** The message public.start_conversation(`args`) sent, as one row. */
export const startConversationRow = (args: string) =>
  `(select message.* from json_to_record(public.start_conversation(${args})) as message (${MESSAGE_COLUMNS}))`;

const NOTIFICATION_COLUMNS =
  'id uuid, type text, title text, message text, action_url text, read boolean, created_at timestamptz';

/** public.conversation_messages(`args`) as rows, newest first (20261202000100_messages_through_functions.sql). */
export const conversationMessageRows = (args: string) =>
  rowsOf(`public.conversation_messages(${args})`, MESSAGE_COLUMNS);

/** public.messages_by_id(`args`) as rows, oldest first. */
export const messageByIdRows = (args: string) => rowsOf(`public.messages_by_id(${args})`, MESSAGE_COLUMNS);

/** The message public.send_message(`args`) sent, as one row. */
export const sentMessageRow = (args: string) =>
  `(select message.* from json_to_record(public.send_message(${args})) as message (${MESSAGE_COLUMNS}))`;

/** public.newest_notifications(`args`) as rows, newest first. */
export const newestNotificationRows = (args = '') =>
  rowsOf(`public.newest_notifications(${args})`, NOTIFICATION_COLUMNS);

/** public.notifications_by_id(`args`) as rows, newest first. */
export const notificationByIdRows = (args: string) =>
  rowsOf(`public.notifications_by_id(${args})`, NOTIFICATION_COLUMNS);
