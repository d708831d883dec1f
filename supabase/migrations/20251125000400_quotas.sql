-- Quotas on what one signed-in user can make the shared marketplace store (docs/supabase.md):
--   listings       at most 50 per account at a time (deleting one frees its place);
--   messages       at most 30 per account per minute (a rolling minute);
--   notifications  one unread notice per conversation for new messages, counting them, instead
--                  of one notice per message.
-- The quotas apply to the API's signed-in role (`authenticated`); the service role and the
-- migrations are not held to them. A refusal is a check violation (SQLSTATE 23514) whose
-- message is a sentence for the user and whose constraint names the quota.

-- Whether a quota binds the current request (the signed-in role only); when it does, the quota
-- `key` (one per account and quota) is locked until the transaction ends, so that concurrent
-- requests cannot each see room for one more: the count that follows sees every row committed
-- before, and those of this statement.
create function private.quota_binds(key text)
returns boolean
language plpgsql
volatile
set search_path = ''
as $$
begin
  if current_user <> 'authenticated' then
    return false;
  end if;
  perform pg_advisory_xact_lock(hashtextextended(key, 0));
  return true;
end;
$$;

revoke all on function private.quota_binds(text) from public;
grant execute on function private.quota_binds(text) to authenticated, service_role;

-- Listings -----------------------------------------------------------------------------------

create function private.hold_listing_quota()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  max_listings constant integer := 50;
begin
  -- Apart from the count: a statement's snapshot is taken before it runs, so the lock comes first.
  if not private.quota_binds('tools-of:' || new.owner_id::text) then
    return new;
  end if;
  if (select count(*) from (select 1 from public.tools where owner_id = new.owner_id limit max_listings) as listed) >= max_listings then
    raise exception using
      errcode = '23514',
      constraint = 'tools_listings_per_owner',
      message = format('You already have %s listings, the most an account can have at a time. Delete one to list another tool.', max_listings);
  end if;
  return new;
end;
$$;

revoke all on function private.hold_listing_quota() from public;

create trigger hold_listing_quota
  before insert on public.tools
  for each row execute function private.hold_listing_quota();

-- Messages -----------------------------------------------------------------------------------

create index messages_sender_id_created_at_idx on public.messages (sender_id, created_at);

create function private.hold_message_rate()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  max_per_minute constant integer := 30;
begin
  if not private.quota_binds('messages-of:' || new.sender_id::text) then
    return new;
  end if;
  if (
    select count(*) from (
      select 1 from public.messages
      where sender_id = new.sender_id and created_at > now() - interval '1 minute'
      limit max_per_minute
    ) as sent
  ) >= max_per_minute then
    raise exception using
      errcode = '23514',
      constraint = 'messages_per_sender_per_minute',
      message = format('You can send at most %s messages a minute. Wait a moment, then send it again.', max_per_minute);
  end if;
  return new;
end;
$$;

revoke all on function private.hold_message_rate() from public;

create trigger hold_message_rate
  before insert on public.messages
  for each row execute function private.hold_message_rate();

-- Message notifications ----------------------------------------------------------------------

alter table public.notifications
  add column message_count integer not null default 1
    constraint notifications_message_count_positive check (message_count >= 1);

comment on column public.notifications.message_count is 'How many new messages a message notice stands for (one unread notice per conversation).';

-- Older duplicates of an unread message notice count as read, so the index below can hold.
update public.notifications as notification
set read = true
where notification.type = 'message'
  and not notification.read
  and exists (
    select 1 from public.notifications as newer
    where newer.user_id = notification.user_id
      and newer.action_url = notification.action_url
      and newer.type = 'message'
      and not newer.read
      and (newer.created_at, newer.id) > (notification.created_at, notification.id)
  );

create unique index notifications_one_unread_message_notice_idx
  on public.notifications (user_id, action_url)
  where type = 'message' and not read;

-- Each new message notifies the other party: a new notice, or the unread one of the same
-- conversation brought up to date (latest text, count, time).
create or replace function private.notify_message_recipient()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  ellipsis constant text := '…';
  recipient uuid;
  tool_name text;
begin
  select case when conversation.lender_id = new.sender_id then conversation.borrower_id else conversation.lender_id end, tool.name
  into recipient, tool_name
  from public.conversations as conversation
  join public.tools as tool on tool.id = conversation.tool_id
  where conversation.id = new.conversation_id;

  insert into public.notifications as notice (user_id, type, title, message, action_url)
  values (
    recipient,
    'message',
    'New message about ' || tool_name,
    case when char_length(new.content) > 200 then left(new.content, 199) || ellipsis else new.content end,
    '/messages?conversation=' || new.conversation_id::text
  )
  on conflict (user_id, action_url) where type = 'message' and not read
  do update set
    message_count = notice.message_count + 1,
    title = format('%s new messages about %s', notice.message_count + 1, tool_name),
    message = excluded.message,
    created_at = now();
  return new;
end;
$$;
