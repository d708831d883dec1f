-- The Messages list a page at a time. Each conversation keeps the time of its last message
-- (kept by a trigger on messages; users cannot write it), so a page is a walk down an index of the user's conversations
-- by that time, instead of finding the last message of every conversation and sorting them all.

alter table public.conversations add column last_message_at timestamptz;
update public.conversations as conversation
set last_message_at = coalesce(
  (select max(message.created_at) from public.messages as message where message.conversation_id = conversation.id),
  conversation.created_at
);
alter table public.conversations alter column last_message_at set default now();
alter table public.conversations alter column last_message_at set not null;

comment on column public.conversations.last_message_at is 'Time of the last message, or of the opening until the first message; kept by the database.';

create index conversations_lender_id_last_message_at_id_idx on public.conversations (lender_id, last_message_at desc, id desc);
create index conversations_borrower_id_last_message_at_id_idx on public.conversations (borrower_id, last_message_at desc, id desc);

-- Definer: the sender may not update conversations; the database moves the time for them.
create function private.move_conversation_last_message_at()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.conversations
  set last_message_at = greatest(last_message_at, new.created_at)
  where id = new.conversation_id;
  return new;
end;
$$;

revoke all on function private.move_conversation_last_message_at() from public, anon, authenticated;

create trigger move_conversation_last_message_at
  after insert on public.messages
  for each row execute function private.move_conversation_last_message_at();

drop function public.conversation_summaries();

-- One page of the signed-in user's conversations, latest first (last_message_at desc, id desc),
-- with listing, other person, last message and unread count. The next page starts strictly after
-- the last row of this one: pass its last_message_at and id. page_size is held to 1..100.
create function public.conversation_summaries(
  page_size integer default 30,
  after_last_message_at timestamptz default null,
  after_id uuid default null
)
returns table (
  id uuid,
  tool_id uuid,
  tool_name text,
  tool_photo_path text,
  lender_id uuid,
  borrower_id uuid,
  other_party_id uuid,
  created_at timestamptz,
  last_message text,
  last_message_at timestamptz,
  unread bigint
)
language sql
stable
set search_path = ''
as $$
  -- Each half walks its index from the keyset down and stops after a page; without a complete
  -- keyset, the first page (a bound above every row).
  with page as (
    (select conversation.*
     from public.conversations as conversation
     where conversation.lender_id = (select auth.uid())
       and (conversation.last_message_at, conversation.id) < (
         case when after_id is null then 'infinity' else coalesce(after_last_message_at, 'infinity') end,
         case when after_last_message_at is null then 'ffffffff-ffff-ffff-ffff-ffffffffffff' else coalesce(after_id, 'ffffffff-ffff-ffff-ffff-ffffffffffff') end
       )
     order by conversation.last_message_at desc, conversation.id desc
     limit least(greatest(coalesce(page_size, 30), 1), 100))
    union all
    (select conversation.*
     from public.conversations as conversation
     where conversation.borrower_id = (select auth.uid())
       and (conversation.last_message_at, conversation.id) < (
         case when after_id is null then 'infinity' else coalesce(after_last_message_at, 'infinity') end,
         case when after_last_message_at is null then 'ffffffff-ffff-ffff-ffff-ffffffffffff' else coalesce(after_id, 'ffffffff-ffff-ffff-ffff-ffffffffffff') end
       )
     order by conversation.last_message_at desc, conversation.id desc
     limit least(greatest(coalesce(page_size, 30), 1), 100))
    order by last_message_at desc, id desc
    limit least(greatest(coalesce(page_size, 30), 1), 100)
  )
  select page.id,
         page.tool_id,
         tool.name,
         coalesce(tool.photo_paths[1], ''),
         page.lender_id,
         page.borrower_id,
         case when page.lender_id = (select auth.uid()) then page.borrower_id else page.lender_id end,
         page.created_at,
         coalesce(last_message.content, ''),
         page.last_message_at,
         (select count(*) from public.messages as unread_message
          where unread_message.conversation_id = page.id
            and unread_message.read_at is null
            and unread_message.sender_id <> (select auth.uid()))
  from page
  join public.tools as tool on tool.id = page.tool_id
  left join lateral (
    select message.content
    from public.messages as message
    where message.conversation_id = page.id
    order by message.created_at desc, message.id desc
    limit 1
  ) as last_message on true
  order by page.last_message_at desc, page.id desc
$$;

comment on function public.conversation_summaries(integer, timestamptz, uuid) is
  'One page (page_size 1..100, default 30) of the signed-in user''s conversations, latest first, strictly after the (after_last_message_at, after_id) keyset when given.';

revoke all on function public.conversation_summaries(integer, timestamptz, uuid) from public, anon;
grant execute on function public.conversation_summaries(integer, timestamptz, uuid) to authenticated, service_role;
