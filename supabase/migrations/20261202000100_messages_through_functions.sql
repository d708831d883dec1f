-- Messages and notifications are read through functions, and their text is no longer readable as
-- a table (issue 28, point 2; docs/supabase.md, "How reads are exposed"). Until now a party read
-- the table `messages` (and a user `notifications`) with any PostgREST filter: on one day of one
-- conversation at the message quota (86,400 messages of 2,000 characters) a crafted
-- `content=match…` cost 4.3–6.4 s and `content=fts…` ran to the 8 s timeout.
--
--   * the API roles no longer SELECT `messages.content` nor `notifications.title` and `.message`
--     (column privileges: a filter or a `select=*` naming them is refused, 42501). Realtime sends a
--     subscriber only the columns their role may select, so a live insert now carries the ids;
--   * the app reads a conversation's messages a page at a time, newest first
--     (`conversation_messages`), a few messages by id (`messages_by_id`, for those Realtime
--     announces), the newest 50 notifications (`newest_notifications`) and a few by id
--     (`notifications_by_id`): definer functions that keep to the caller's own rows, bound the
--     page inside and return one json[] value, which PostgREST cannot filter
--     (20261128001100_functions_return_json.sql);
--   * a message is sent with `send_message`, which returns it (an insert's RETURNING would need
--     SELECT on the text), and `start_conversation` returns its first message the same way.

-- Column privileges ---------------------------------------------------------------------------

revoke select on table public.messages from authenticated;
grant select (id, conversation_id, sender_id, created_at, read_at) on table public.messages to authenticated;

revoke select on table public.notifications from authenticated;
grant select (id, user_id, type, action_url, read, created_at, message_count) on table public.notifications to authenticated;

-- One message, one notification: the objects the functions return ------------------------------

create function private.message_document(message public.messages)
returns json
language sql
-- Stable, not immutable: a timestamptz is written in the session's time zone.
stable
set search_path = ''
as $$
  select json_build_object(
    'id', message.id,
    'conversation_id', message.conversation_id,
    'sender_id', message.sender_id,
    'content', message.content,
    'created_at', message.created_at,
    'read_at', message.read_at
  )
$$;

create function private.notification_document(notification public.notifications)
returns json
language sql
stable
set search_path = ''
as $$
  select json_build_object(
    'id', notification.id,
    'type', notification.type,
    'title', notification.title,
    'message', notification.message,
    'action_url', notification.action_url,
    'read', notification.read,
    'created_at', notification.created_at
  )
$$;

revoke all on function private.message_document(public.messages) from public, anon, authenticated;
revoke all on function private.notification_document(public.notifications) from public, anon, authenticated;

-- Keyset pages of a conversation walk this index from the keyset down (the former one had no id,
-- so a page deep in a conversation filtered every newer message sharing its conversation).
create index messages_conversation_id_created_at_id_idx on public.messages (conversation_id, created_at, id);
drop index public.messages_conversation_id_created_at_idx;

-- Messages -----------------------------------------------------------------------------------

-- One page of a conversation of the signed-in user, newest first (created_at desc, id desc),
-- strictly before the (before_created_at, before_id) keyset when given (the last message of the
-- previous page). page_size is held to 1..100. Nothing for a conversation the caller is not in.
create function public.conversation_messages(
  conversation_id uuid,
  page_size integer default 50,
  before_created_at timestamptz default null,
  before_id uuid default null
)
returns json[]
language sql
stable
-- Definer: reads the text, which the API roles no longer select; it keeps to the caller's
-- conversations (lender_id or borrower_id = auth.uid()) itself.
security definer
set search_path = ''
as $$
  select coalesce(array_agg(private.message_document(page.message) order by page.created_at desc, page.id desc), '{}')
  from (
    select message, message.created_at, message.id
    from public.messages as message
    where message.conversation_id = conversation_messages.conversation_id
      and exists (
        select 1 from public.conversations as conversation
        where conversation.id = conversation_messages.conversation_id
          and (select auth.uid()) in (conversation.lender_id, conversation.borrower_id)
      )
      -- Without a complete keyset, the first page (a bound above every row).
      and (message.created_at, message.id) < (
        case when before_id is null then 'infinity' else coalesce(before_created_at, 'infinity') end,
        case when before_created_at is null then 'ffffffff-ffff-ffff-ffff-ffffffffffff' else coalesce(before_id, 'ffffffff-ffff-ffff-ffff-ffffffffffff') end
      )
    order by message.created_at desc, message.id desc
    limit least(greatest(coalesce(page_size, 50), 1), 100)
  ) as page
$$;

comment on function public.conversation_messages(uuid, integer, timestamptz, uuid) is
  'One page (page_size 1..100, default 50) of a conversation of the signed-in user, newest first, strictly before the (before_created_at, before_id) keyset when given: one json object per message.';

-- The messages among `message_ids` (at most 100 are considered) that the signed-in user may read,
-- oldest first: what the app fetches when Realtime announces a new message by its id.
create function public.messages_by_id(message_ids uuid[])
returns json[]
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(array_agg(private.message_document(message) order by message.created_at, message.id), '{}')
  from public.messages as message
  join public.conversations as conversation on conversation.id = message.conversation_id
  where message.id in (select wanted from private.at_most_100_entries(message_ids) as wanted)
    and (select auth.uid()) in (conversation.lender_id, conversation.borrower_id)
$$;

comment on function public.messages_by_id(uuid[]) is
  'The messages among up to 100 ids that belong to the signed-in user''s conversations, oldest first: one json object per message.';

-- Sends `message_text` from the signed-in user into their conversation `in_conversation` and
-- returns the stored message (trimmed, with the database's time) as one json object. Invoker:
-- row-level security, the message quota and the message rules apply as to a plain insert.
create function public.send_message(in_conversation uuid, message_text text)
returns json
language plpgsql
volatile
set search_path = ''
as $$
declare
  sent uuid;
begin
  insert into public.messages as message (conversation_id, content)
  values (in_conversation, message_text)
  returning message.id into sent;
  return (public.messages_by_id(array[sent]))[1];
end;
$$;

comment on function public.send_message(uuid, text) is
  'Sends a message from the signed-in user into one of their conversations and returns it as one json object.';

-- start_conversation (20261128001100_functions_return_json.sql) returned the message by the
-- insert's RETURNING, which now needs the text's SELECT privilege: it reads it back by id instead.
-- Same signature, so its comment and grants stay.
create or replace function public.start_conversation(about_tool uuid, first_message text, new_conversation_id uuid default null)
returns json
language plpgsql
volatile
set search_path = ''
as $$
declare
  opened uuid;
  sent uuid;
begin
  insert into public.conversations as conversation (id, tool_id)
  values (coalesce(new_conversation_id, gen_random_uuid()), about_tool)
  on conflict on constraint conversations_one_per_tool_and_borrower do nothing
  returning conversation.id into opened;
  if opened is null then
    select conversation.id into opened
    from public.conversations as conversation
    where conversation.tool_id = about_tool and conversation.borrower_id = (select auth.uid());
  end if;
  insert into public.messages as message (conversation_id, content)
  values (opened, first_message)
  returning message.id into sent;
  return (public.messages_by_id(array[sent]))[1];
end;
$$;

-- Notifications ------------------------------------------------------------------------------

-- The signed-in user's newest notifications, newest first, at most 50 (page_size is held to 1..50).
create function public.newest_notifications(page_size integer default 50)
returns json[]
language sql
stable
-- Definer: reads the title and text, which the API roles no longer select; it keeps to the
-- caller's own notifications itself.
security definer
set search_path = ''
as $$
  select coalesce(array_agg(private.notification_document(page.notification) order by page.created_at desc, page.id desc), '{}')
  from (
    select notification, notification.created_at, notification.id
    from public.notifications as notification
    where notification.user_id = (select auth.uid())
    order by notification.created_at desc, notification.id desc
    limit least(greatest(coalesce(page_size, 50), 1), 50)
  ) as page
$$;

comment on function public.newest_notifications(integer) is
  'The signed-in user''s newest notifications (page_size 1..50, default 50), newest first: one json object per notification.';

-- The signed-in user's notifications among `notification_ids` (at most 100 are considered),
-- newest first: what the app fetches when Realtime announces a new notice by its id.
create function public.notifications_by_id(notification_ids uuid[])
returns json[]
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(array_agg(private.notification_document(notification) order by notification.created_at desc, notification.id desc), '{}')
  from public.notifications as notification
  where notification.id in (select wanted from private.at_most_100_entries(notification_ids) as wanted)
    and notification.user_id = (select auth.uid())
$$;

comment on function public.notifications_by_id(uuid[]) is
  'The signed-in user''s notifications among up to 100 ids, newest first: one json object per notification.';

-- Grants: signed-in members only -------------------------------------------------------------

revoke all on function public.conversation_messages(uuid, integer, timestamptz, uuid) from public, anon;
revoke all on function public.messages_by_id(uuid[]) from public, anon;
revoke all on function public.send_message(uuid, text) from public, anon;
revoke all on function public.newest_notifications(integer) from public, anon;
revoke all on function public.notifications_by_id(uuid[]) from public, anon;
grant execute on function public.conversation_messages(uuid, integer, timestamptz, uuid) to authenticated, service_role;
grant execute on function public.messages_by_id(uuid[]) to authenticated, service_role;
grant execute on function public.send_message(uuid, text) to authenticated, service_role;
grant execute on function public.newest_notifications(integer) to authenticated, service_role;
grant execute on function public.notifications_by_id(uuid[]) to authenticated, service_role;
