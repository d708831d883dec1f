-- The search box's text is bounded before anything else is done with it: at most 200 characters
-- and 10 words. Anything longer is refused (SQLSTATE 22001, "value too long") with a message the
-- app turns into "Shorten your search"; checking the length first keeps the cost of a refusal
-- linear in the text, and within the bounds building the query is a fixed, small amount of work.
-- Only the last word is a prefix (what the visitor is still typing: 'cordless dri' finds
-- "Cordless Drill"); the words before it are whole words, which the index answers faster.
--
-- Statement timeouts: Supabase's API runs each request under its role's statement_timeout
-- (anon 3 s, authenticated 8 s; docs/supabase.md). The tests run search_tools under them.

create or replace function private.tool_search_query(search text)
returns tsquery
language plpgsql
immutable
set search_path = ''
as $$
declare
  max_characters constant integer := 200;
  max_words constant integer := 10;
  words text[];
  query tsquery;
begin
  -- The length first: a longer text is refused without being split.
  if char_length(search) <= max_characters then
    words := array(
      select word from regexp_split_to_table(lower(search), '[^[:alnum:]]+') as word where word <> ''
    );
  end if;
  if search is not null and (words is null or cardinality(words) > max_words) then
    raise exception using
      errcode = '22001',
      message = 'Search is too long',
      detail = format('A search has at most %s characters and %s words.', max_characters, max_words),
      hint = 'Shorten your search.';
  end if;
  if search is null or cardinality(words) = 0 then
    return null;
  end if;
  query := to_tsquery('english'::regconfig, (
    select string_agg(quote_literal(word) || case when position = cardinality(words) then ':*' else '' end, ' & ' order by position)
    from unnest(words) with ordinality as listed (word, position)
  ));
  return case when numnode(query) = 0 then null else query end;
end;
$$;
