-- The five-photo cap holds when uploads race. The insert policy used to count a folder's objects
-- in the statement's snapshot, so six uploads sent at once each saw room for one more. Now the
-- count takes a lock on the folder first (held until the upload's transaction ends) and then
-- counts with a fresh snapshot, which includes every upload committed before it got the lock.

-- True when the tool folder `folder` ('<owner>/<tool>/') holds fewer than 5 photos besides
-- `object_name` (replacing an existing photo does not count twice).
create function private.tool_photo_folder_has_room(folder text, object_name text)
returns boolean
language plpgsql
-- Volatile: each statement inside sees what committed before it ran, not the caller's snapshot.
volatile
security definer
set search_path = ''
as $$
begin
  perform pg_advisory_xact_lock(hashtextextended('tool-photos:' || folder, 0));
  return (
    select count(*) from storage.objects as sibling
    where sibling.bucket_id = 'tool-photos'
      and starts_with(sibling.name, folder)
      and sibling.name <> object_name
  ) < 5;
end;
$$;

revoke all on function private.tool_photo_folder_has_room(text, text) from public;
grant execute on function private.tool_photo_folder_has_room(text, text) to authenticated, service_role;

drop policy "Owners upload photos of their tools" on storage.objects;

create policy "Owners upload photos of their tools"
  on storage.objects for insert to authenticated
  with check (
    bucket_id = 'tool-photos'
    and array_length(storage.foldername(name), 1) = 2
    and (storage.foldername(name))[1] = (select auth.uid()::text)
    and lower(storage.extension(name)) in ('jpg', 'jpeg', 'png', 'webp')
    and exists (
      select 1 from public.tools as tool
      where tool.id = private.uuid_or_null((storage.foldername(objects.name))[2])
        and tool.owner_id = (select auth.uid())
    )
    and private.tool_photo_folder_has_room(
      (storage.foldername(objects.name))[1] || '/' || (storage.foldername(objects.name))[2] || '/',
      objects.name
    )
  );
