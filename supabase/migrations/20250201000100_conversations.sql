-- Chat between a borrower and a tool's owner, and the notifications the database writes.
--
-- Who may do what:
--   anon           nothing.
--   authenticated  opens a conversation about someone else's tool as its borrower (plain insert;
--                  the lender is the tool's owner); reads and writes only the conversations they
--                  are in, and only as themselves; marks only messages sent TO them as read;
--                  never edits a message. Reads and marks read only their own notifications, and
--                  may record rental notifications for themselves.
--   service_role   bypasses row-level security.
--   the database   notifies the other party of each new message (trigger).

-- Conversations ------------------------------------------------------------------------------

create table public.conversations (
  id uuid primary key default gen_random_uuid(),
  tool_id uuid not null references public.tools (id) on delete cascade,
  -- Set from the tool by a trigger when left out; any other value is refused.
  lender_id uuid not null references auth.users (id) on delete cascade,
  borrower_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  constraint conversations_one_per_tool_and_borrower unique (tool_id, borrower_id),
  constraint conversations_not_with_yourself check (lender_id <> borrower_id)
);

comment on table public.conversations is 'One chat per tool and borrower; the lender is the tool''s owner.';

create index conversations_lender_id_idx on public.conversations (lender_id);
create index conversations_borrower_id_idx on public.conversations (borrower_id);

-- The lender is the tool's owner: filled in when left out, refused when it is anyone else.
create function private.set_conversation_lender()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  tool_owner uuid;
begin
  select tool.owner_id into tool_owner from public.tools as tool where tool.id = new.tool_id;
  if tool_owner is null then
    raise exception using
      errcode = '23503',
      constraint = 'conversations_tool_id_fkey',
      message = 'insert or update on table "conversations" violates foreign key constraint "conversations_tool_id_fkey"',
      detail = 'There is no listing with this id.';
  end if;
  if new.lender_id is null then
    new.lender_id := tool_owner;
  elsif new.lender_id <> tool_owner then
    raise exception using
      errcode = '23514',
      constraint = 'conversations_lender_is_tool_owner',
      message = 'new row for relation "conversations" violates check constraint "conversations_lender_is_tool_owner"',
      detail = 'The lender of a conversation is the owner of its tool.';
  end if;
  return new;
end;
$$;

revoke all on function private.set_conversation_lender() from public;

create trigger set_conversation_lender
  before insert on public.conversations
  for each row execute function private.set_conversation_lender();

revoke all on table public.conversations from public, anon, authenticated;
grant select on table public.conversations to authenticated;
grant insert (id, tool_id, lender_id, borrower_id) on table public.conversations to authenticated;
grant select, insert, update, delete on table public.conversations to service_role;

alter table public.conversations enable row level security;

create policy "Participants read their conversations"
  on public.conversations for select to authenticated
  using ((select auth.uid()) in (lender_id, borrower_id));

create policy "Borrowers open conversations as themselves"
  on public.conversations for insert to authenticated
  with check (borrower_id = (select auth.uid()));

-- Messages -----------------------------------------------------------------------------------

create table public.messages (
  id uuid primary key default gen_random_uuid(),
  conversation_id uuid not null references public.conversations (id) on delete cascade,
  sender_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  -- Stored trimmed (trigger below), so these limits apply to what is kept.
  content text not null
    constraint messages_content_not_blank check (content <> '')
    constraint messages_content_length check (char_length(content) <= 2000),
  created_at timestamptz not null default now(),
  -- When the recipient read it; null while unread.
  read_at timestamptz
);

comment on table public.messages is 'Chat messages; the sender is the signed-in user, only the recipient marks them read.';

create index messages_conversation_id_created_at_idx on public.messages (conversation_id, created_at);
create index messages_unread_idx on public.messages (conversation_id) where read_at is null;
create index messages_sender_id_idx on public.messages (sender_id);

-- What is stored is what is shown: surrounding white space goes, the time is the database's.
create function private.prepare_new_message()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.content := regexp_replace(new.content, '^[[:space:]]+|[[:space:]]+$', '', 'g');
  new.created_at := now();
  new.read_at := null;
  return new;
end;
$$;

-- Read once, read for good, at the database's time.
create function private.keep_message_read_time()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.read_at := case
    when old.read_at is not null then old.read_at
    when new.read_at is not null then now()
  end;
  return new;
end;
$$;

revoke all on function private.prepare_new_message() from public;
revoke all on function private.keep_message_read_time() from public;

create trigger prepare_new_message
  before insert on public.messages
  for each row execute function private.prepare_new_message();

create trigger keep_message_read_time
  before update on public.messages
  for each row execute function private.keep_message_read_time();

revoke all on table public.messages from public, anon, authenticated;
grant select on table public.messages to authenticated;
grant insert (id, conversation_id, sender_id, content) on table public.messages to authenticated;
-- Content is never edited: read_at is the only column a user may update.
grant update (read_at) on table public.messages to authenticated;
grant select, insert, update, delete on table public.messages to service_role;

alter table public.messages enable row level security;

create policy "Participants read their messages"
  on public.messages for select to authenticated
  using (exists (
    select 1 from public.conversations as conversation
    where conversation.id = conversation_id
      and (select auth.uid()) in (conversation.lender_id, conversation.borrower_id)
  ));

create policy "Participants send messages as themselves"
  on public.messages for insert to authenticated
  with check (
    sender_id = (select auth.uid())
    and exists (
      select 1 from public.conversations as conversation
      where conversation.id = conversation_id
        and (select auth.uid()) in (conversation.lender_id, conversation.borrower_id)
    )
  );

-- Any message of the user's conversations is a candidate, and the new row must not be the
-- user's own: the sender marking their own message read is an error (42501), not a no-op.
create policy "Recipients mark messages read"
  on public.messages for update to authenticated
  using (exists (
    select 1 from public.conversations as conversation
    where conversation.id = conversation_id
      and (select auth.uid()) in (conversation.lender_id, conversation.borrower_id)
  ))
  with check (sender_id <> (select auth.uid()));

-- Notifications ------------------------------------------------------------------------------

create table public.notifications (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  -- The specification's types, and `message` for the database's new-message notices.
  type text not null
    constraint notifications_type_known check (type in (
      'rental_request', 'return_reminder', 'payment_received', 'dispute', 'system', 'message'
    )),
  title text not null
    constraint notifications_title_not_blank check (title ~ '[^[:space:]]')
    constraint notifications_title_length check (char_length(title) <= 200),
  message text not null
    constraint notifications_message_not_blank check (message ~ '[^[:space:]]')
    constraint notifications_message_length check (char_length(message) <= 1000),
  -- A path inside the app ('/tools/…'), never another site or a javascript: URL.
  action_url text
    constraint notifications_action_url_is_app_path check (action_url ~ '^/([^/\\].*)?$' and char_length(action_url) <= 500),
  read boolean not null default false,
  created_at timestamptz not null default now()
);

comment on table public.notifications is 'Per-user notifications: new messages (written by a trigger) and the rental events the app records.';

create index notifications_user_id_created_at_idx on public.notifications (user_id, created_at);
create index notifications_unread_idx on public.notifications (user_id) where not read;

revoke all on table public.notifications from public, anon, authenticated;
grant select on table public.notifications to authenticated;
grant insert (id, user_id, type, title, message, action_url) on table public.notifications to authenticated;
grant update (read) on table public.notifications to authenticated;
grant select, insert, update, delete on table public.notifications to service_role;

alter table public.notifications enable row level security;

create policy "Users read their notifications"
  on public.notifications for select to authenticated
  using (user_id = (select auth.uid()));

-- The app records rental events for the signed-in user; message notices are the database's.
create policy "Users record their own rental notifications"
  on public.notifications for insert to authenticated
  with check (user_id = (select auth.uid()) and type <> 'message');

create policy "Users mark their notifications read"
  on public.notifications for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

-- Each new message notifies the other party. Security definer: the sender may not write
-- notifications for someone else, the database does it for them.
create function private.notify_message_recipient()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  ellipsis constant text := '…';
begin
  insert into public.notifications (user_id, type, title, message, action_url)
  select case when conversation.lender_id = new.sender_id then conversation.borrower_id else conversation.lender_id end,
         'message',
         'New message about ' || tool.name,
         case when char_length(new.content) > 200 then left(new.content, 199) || ellipsis else new.content end,
         '/messages?conversation=' || new.conversation_id::text
  from public.conversations as conversation
  join public.tools as tool on tool.id = conversation.tool_id
  where conversation.id = new.conversation_id;
  return new;
end;
$$;

revoke all on function private.notify_message_recipient() from public, anon, authenticated;

create trigger notify_message_recipient
  after insert on public.messages
  for each row execute function private.notify_message_recipient();

-- Functions (rpc) ----------------------------------------------------------------------------

-- Unread messages sent to the signed-in user, per conversation (conversations with none are left out).
create function public.unread_message_counts()
returns table (conversation_id uuid, unread bigint)
language sql
stable
set search_path = ''
as $$
  select message.conversation_id, count(*) as unread
  from public.messages as message
  join public.conversations as conversation on conversation.id = message.conversation_id
  where message.read_at is null
    and message.sender_id <> (select auth.uid())
    and (select auth.uid()) in (conversation.lender_id, conversation.borrower_id)
  group by message.conversation_id
$$;

-- Marks the other party's unread messages in one conversation read; returns how many.
create function public.mark_conversation_read(conversation_id uuid)
returns integer
language sql
volatile
set search_path = ''
as $$
  with marked as (
    update public.messages as message
    set read_at = now()
    where message.conversation_id = mark_conversation_read.conversation_id
      and message.read_at is null
      and message.sender_id <> (select auth.uid())
    returning 1
  )
  select count(*)::integer from marked
$$;

-- Marks every unread notification of the signed-in user read; returns how many.
create function public.mark_all_notifications_read()
returns integer
language sql
volatile
set search_path = ''
as $$
  with marked as (
    update public.notifications as notification
    set read = true
    where notification.user_id = (select auth.uid()) and not notification.read
    returning 1
  )
  select count(*)::integer from marked
$$;

revoke all on function public.unread_message_counts() from public, anon;
revoke all on function public.mark_conversation_read(uuid) from public, anon;
revoke all on function public.mark_all_notifications_read() from public, anon;
grant execute on function public.unread_message_counts() to authenticated, service_role;
grant execute on function public.mark_conversation_read(uuid) to authenticated, service_role;
grant execute on function public.mark_all_notifications_read() to authenticated, service_role;

-- Realtime: new messages and notifications reach the open app (row-level security applies).
alter publication supabase_realtime add table public.messages, public.notifications;
