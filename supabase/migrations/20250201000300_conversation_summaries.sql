-- The conversation list of the Messages page in one call: each conversation of the signed-in
-- user with its listing, the other person, the last message and the unread count, latest first.
-- No column is null: '' stands for no photo or no message yet, and last_message_at is the
-- conversation's creation time until the first message.

create function public.conversation_summaries()
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
  select conversation.id,
         conversation.tool_id,
         tool.name,
         coalesce(tool.photo_paths[1], ''),
         conversation.lender_id,
         conversation.borrower_id,
         case when conversation.lender_id = (select auth.uid()) then conversation.borrower_id else conversation.lender_id end,
         conversation.created_at,
         coalesce(last_message.content, ''),
         coalesce(last_message.created_at, conversation.created_at),
         (select count(*) from public.messages as unread_message
          where unread_message.conversation_id = conversation.id
            and unread_message.read_at is null
            and unread_message.sender_id <> (select auth.uid()))
  from public.conversations as conversation
  join public.tools as tool on tool.id = conversation.tool_id
  left join lateral (
    select message.content, message.created_at
    from public.messages as message
    where message.conversation_id = conversation.id
    order by message.created_at desc, message.id desc
    limit 1
  ) as last_message on true
  where (select auth.uid()) in (conversation.lender_id, conversation.borrower_id)
  order by coalesce(last_message.created_at, conversation.created_at) desc, conversation.id desc
$$;

comment on function public.conversation_summaries() is
  'The signed-in user''s conversations with listing, other person, last message and unread count, latest first.';

revoke all on function public.conversation_summaries() from public, anon;
grant execute on function public.conversation_summaries() to authenticated, service_role;
