-- Conversations and notifications have quotas, like listings and messages (docs/supabase.md,
-- "Quotas"):
--
--   * a conversation opens with its first message, never empty: public.start_conversation opens it
--     and sends the message in one statement, and a conversation a signed-in user opened without a
--     message of theirs is refused when the transaction commits (conversations_open_with_a_message).
--     So each new conversation costs a message and the 30-a-minute message quota applies to them;
--   * at most 20 new conversations per account in a rolling 24 hours
--     (conversations_per_borrower_per_day);
--   * members no longer insert notifications at all: only the database's own triggers write them
--     (one unread notice per conversation for its new messages), so what a member can make the
--     database store in other people's notifications is bounded by the message quota.

-- Notifications ------------------------------------------------------------------------------

revoke insert on table public.notifications from authenticated;
drop policy "Users record their own rental notifications" on public.notifications;

-- Conversations: a quota ---------------------------------------------------------------------

create index conversations_borrower_id_created_at_idx on public.conversations (borrower_id, created_at);

create function private.hold_conversation_quota()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  max_per_day constant integer := 20;
begin
  if not private.quota_binds('conversations-of:' || new.borrower_id::text) then
    return new;
  end if;
  perform private.refuse_at_quota(
    (select count(*)::integer from (
       select 1 from public.conversations
       where borrower_id = new.borrower_id and created_at > now() - interval '24 hours'
       limit max_per_day
     ) as opened),
    max_per_day,
    'conversations_per_borrower_per_day',
    format('You can start at most %s conversations a day. Continue one you already have, or try again tomorrow.', max_per_day));
  return new;
end;
$$;

revoke all on function private.hold_conversation_quota() from public;

create trigger hold_conversation_quota
  before insert on public.conversations
  for each row execute function private.hold_conversation_quota();

-- Conversations: never empty -----------------------------------------------------------------

-- Checked when the transaction commits, so the conversation and its first message may come in
-- either order within it (start_conversation inserts the conversation first). Binds the API's
-- signed-in role only, like the quotas: the service role and the migrations may open one empty.
create function private.require_first_message()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user <> 'authenticated' then
    return null;
  end if;
  if not exists (
    select 1 from public.messages as message
    where message.conversation_id = new.id and message.sender_id = new.borrower_id
  ) then
    raise exception using
      errcode = '23514',
      constraint = 'conversations_open_with_a_message',
      message = 'A conversation starts with its first message. Write it, then send it.';
  end if;
  return null;
end;
$$;

revoke all on function private.require_first_message() from public;

create constraint trigger conversations_open_with_a_message
  after insert on public.conversations
  deferrable initially deferred
  for each row execute function private.require_first_message();

-- Opens the signed-in user's conversation about the listing `about_tool` with `first_message` and
-- returns that message. `new_conversation_id` names the new conversation (the app chooses it, so
-- the screen keeps the id it showed); when the user already has a conversation about the listing
-- (another tab opened it), the message goes there instead. Invoker: row-level security, the
-- conversation and message quotas and the message rules apply as to plain inserts.
create function public.start_conversation(about_tool uuid, first_message text, new_conversation_id uuid default null)
returns table (
  id uuid,
  conversation_id uuid,
  sender_id uuid,
  content text,
  created_at timestamptz,
  read_at timestamptz
)
language plpgsql
volatile
set search_path = ''
as $$
#variable_conflict use_column
declare
  opened uuid;
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
  return query
    insert into public.messages as message (conversation_id, content)
    values (opened, first_message)
    returning message.id, message.conversation_id, message.sender_id, message.content, message.created_at, message.read_at;
end;
$$;

comment on function public.start_conversation(uuid, text, uuid) is
  'Opens the signed-in user''s conversation about a listing with its first message (or adds it to the one they have) and returns the message.';

revoke all on function public.start_conversation(uuid, text, uuid) from public, anon;
grant execute on function public.start_conversation(uuid, text, uuid) to authenticated, service_role;
