-- Nobody lists the names in the tool-photos bucket but their owner (issue 28, point 2;
-- docs/supabase.md, "What the database allows"). The SELECT policy "Anyone reads tool photos" let
-- anyone, signed in or not, list every object name with Storage's list/search (by prefix), e.g. the
-- folders of listings, without reading a listing. The app never lists: it shows a photo by its
-- public URL, which a public bucket serves with no policy at all, and it names the objects it
-- writes itself (tools.photo_paths).
--
-- It is narrowed, not dropped: Storage's remove deletes with `delete … returning`, and PostgreSQL
-- applies a table's SELECT policies to the rows such a statement reads (as it does to an upsert's
-- conflicting row), so an owner deleting or replacing a photo must still be able to read its row.
-- They read the names in their own folder only (`<own id>/…`), where they write.

drop policy "Anyone reads tool photos" on storage.objects;

create policy "Owners read the photo names in their folder"
  on storage.objects for select to authenticated
  using (bucket_id = 'tool-photos' and (storage.foldername(name))[1] = (select auth.uid()::text));
