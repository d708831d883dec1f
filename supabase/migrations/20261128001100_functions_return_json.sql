-- The last functions that returned rows return one json value instead (issue 28, point 2;
-- docs/supabase.md, "How reads are exposed"). PostgREST applies a caller's filters (match, imatch,
-- like, ilike, fts) to the rows a set-returning function returns, so `?display_name=match.(.*a){8}`
-- ran a crafted pattern over each page of public_profiles (bios of 500 characters),
-- conversation_summaries (last messages of 2,000) and the others. A function returning a scalar has
-- no column to filter (20261128000800_read_without_patterns.sql): these now return json[] (one
-- object per former row, with the former columns' names) or, for start_conversation, one json
-- object.
--
-- The return types change, which `create or replace` cannot do: each function is dropped and made
-- again with the same lookup, bounds, definer rights, grants and comments (comments and grants go
-- with the dropped function, so they are given again here).

-- public_profiles (20261125000500_profile_names_by_wallet.sql) -------------------------------

drop function public.public_profiles(uuid[]);

create function public.public_profiles(user_ids uuid[])
returns json[]
language sql
stable
-- Definer: reads public.users past its own-row policy, and returns only these public fields.
security definer
set search_path = ''
as $$
  select coalesce(array_agg(json_build_object(
    'id', profile.id,
    'display_name', private.display_name_of(profile.email),
    'wallet_address', coalesce(profile.wallet_address, ''),
    'bio', profile.bio,
    'location', profile.location,
    'member_since', profile.created_at
  ) order by profile.id), '{}')
  from public.users as profile
  where profile.id in (select wanted from private.at_most_100_entries(user_ids) as wanted)
$$;

comment on function public.public_profiles(uuid[]) is
  'Display name (e-mail local part), wallet, bio, location and member-since date of up to 100 users, for listings, conversations and public profiles: one json object per user.';

revoke all on function public.public_profiles(uuid[]) from public;
grant execute on function public.public_profiles(uuid[]) to anon, authenticated, service_role;

-- profile_names_by_wallet (20261128000900_profile_names_with_ids.sql) -----------------------

drop function public.profile_names_by_wallet(text[]);

create function public.profile_names_by_wallet(wallet_addresses text[])
returns json[]
language sql
stable
-- Definer: reads public.users past its own-row policy, and returns only the name and id of each wallet.
security definer
set search_path = ''
as $$
  select coalesce(array_agg(json_build_object(
    'wallet_address', profile.wallet_address,
    'display_name', private.display_name_of(profile.email),
    'id', profile.id
  ) order by profile.wallet_address), '{}')
  from public.users as profile
  where profile.wallet_address in (select lower(wanted) from private.at_most_100_entries(wallet_addresses) as wanted)
$$;

comment on function public.profile_names_by_wallet(text[]) is
  'Display name (e-mail local part) and account id of the accounts that linked up to 100 wallets (any case; the stored lower-case address is returned), for naming a rental''s parties and linking to their profiles: one json object per account.';

revoke all on function public.profile_names_by_wallet(text[]) from public;
grant execute on function public.profile_names_by_wallet(text[]) to anon, authenticated, service_role;

-- conversation_summaries (20251125000600_paged_conversation_summaries.sql, a definer since
-- 20261128000800_read_without_patterns.sql) --------------------------------------------------

drop function public.conversation_summaries(integer, timestamptz, uuid);

-- One page of the signed-in user's conversations, latest first (last_message_at desc, id desc),
-- with listing, other person, last message and unread count. The next page starts strictly after
-- the last entry of this one: pass its last_message_at and id. page_size is held to 1..100.
create function public.conversation_summaries(
  page_size integer default 30,
  after_last_message_at timestamptz default null,
  after_id uuid default null
)
returns json[]
language sql
stable
-- Definer: reads the listing's name and first photo, which the API roles no longer read; it keeps
-- to the caller's conversations (lender_id or borrower_id = auth.uid()) and their messages itself.
security definer
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
  select coalesce(array_agg(json_build_object(
           'id', page.id,
           'tool_id', page.tool_id,
           'tool_name', tool.name,
           'tool_photo_path', coalesce(tool.photo_paths[1], ''),
           'lender_id', page.lender_id,
           'borrower_id', page.borrower_id,
           'other_party_id', case when page.lender_id = (select auth.uid()) then page.borrower_id else page.lender_id end,
           'created_at', page.created_at,
           'last_message', coalesce(last_message.content, ''),
           'last_message_at', page.last_message_at,
           'unread', (select count(*) from public.messages as unread_message
                      where unread_message.conversation_id = page.id
                        and unread_message.read_at is null
                        and unread_message.sender_id <> (select auth.uid()))
         ) order by page.last_message_at desc, page.id desc), '{}')
  from page
  join public.tools as tool on tool.id = page.tool_id
  left join lateral (
    select message.content
    from public.messages as message
    where message.conversation_id = page.id
    order by message.created_at desc, message.id desc
    limit 1
  ) as last_message on true
$$;

comment on function public.conversation_summaries(integer, timestamptz, uuid) is
  'One page (page_size 1..100, default 30) of the signed-in user''s conversations, latest first, strictly after the (after_last_message_at, after_id) keyset when given: one json object per conversation.';

revoke all on function public.conversation_summaries(integer, timestamptz, uuid) from public, anon;
grant execute on function public.conversation_summaries(integer, timestamptz, uuid) to authenticated, service_role;

-- start_conversation (20261128000200_conversation_notification_quotas.sql) -------------------

drop function public.start_conversation(uuid, text, uuid);

-- Opens the signed-in user's conversation about the listing `about_tool` with `first_message` and
-- returns that message as one json object (the columns of messages). `new_conversation_id` names
-- the new conversation (the app chooses it, so the screen keeps the id it showed); when the user
-- already has a conversation about the listing (another tab opened it), the message goes there
-- instead. Invoker: row-level security, the conversation and message quotas and the message rules
-- apply as to plain inserts.
create function public.start_conversation(about_tool uuid, first_message text, new_conversation_id uuid default null)
returns json
language plpgsql
volatile
set search_path = ''
as $$
declare
  opened uuid;
  sent json;
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
  returning json_build_object(
    'id', message.id,
    'conversation_id', message.conversation_id,
    'sender_id', message.sender_id,
    'content', message.content,
    'created_at', message.created_at,
    'read_at', message.read_at
  ) into sent;
  return sent;
end;
$$;

comment on function public.start_conversation(uuid, text, uuid) is
  'Opens the signed-in user''s conversation about a listing with its first message (or adds it to the one they have) and returns the message as one json object.';

revoke all on function public.start_conversation(uuid, text, uuid) from public, anon;
grant execute on function public.start_conversation(uuid, text, uuid) to authenticated, service_role;
