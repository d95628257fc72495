-- Erasure and retention that work on a hosted Supabase project too (issue 24). There, Storage's
-- trigger refuses any direct `delete from storage.objects`, so erase_person() and
-- apply_retention() failed whole. Now they delete the submission rows and queue those rows' files
-- in one transaction; the server's worker removes each queued file through Storage (on the
-- embedded backend its own; on a hosted project Storage's API with the secret key, as
-- supabase-js's remove() does) and only then forgets it (docs/decisions/019-erasure-order.md).
-- Until then no session can read a queued file: never a row naming a missing file, never a
-- readable file without its row, whatever moment the process dies at.

create table if not exists private.files_to_remove (
  id bigint generated always as identity primary key,
  bucket_id text not null,
  name text not null,
  queued_at timestamptz not null default now()
);

-- Whether a file is waiting to be removed: the storage policy below asks it for every read.
create or replace function public.file_pending_removal(p_bucket text, p_name text) returns boolean
  language sql stable security definer
  set search_path = ''
as $fn$
  select exists (select 1 from private.files_to_remove q where q.bucket_id = p_bucket and q.name = p_name)
$fn$;
revoke all on function public.file_pending_removal(text, text) from public;
grant execute on function public.file_pending_removal(text, text) to anon, authenticated, service_role;

drop policy if exists "Files of erased submissions are never read" on storage.objects;
create policy "Files of erased submissions are never read" on storage.objects
  as restrictive for select to authenticated
  using (bucket_id not in ('job-applications', 'applications') or not public.file_pending_removal(bucket_id, name));

-- The rows of the given tables matching p_where ($1 = p_arg) go; their files are queued, except
-- files that a remaining row names (a row stored before 20261125000300 may name another's).
create or replace function private.delete_submissions(p_tables text[], p_where text, p_arg text)
  returns jsonb
  language plpgsql
  set search_path = ''
as $fn$
declare
  counts jsonb := '{}'::jsonb;
  files text[] := '{}';
  n integer;
  t text;
  paths text[];
  kept text[];
begin
  if 'job_applications' = any (p_tables) then
    execute format(
      'select coalesce(array_agg(distinct p) filter (where p is not null), ''{}'') from public.job_applications j
         cross join lateral unnest(array[j.cv_url, j.cover_letter_url]) p where %s', p_where) into paths using p_arg;
    execute format(
      'select coalesce(array_agg(distinct p) filter (where p is not null), ''{}'') from public.job_applications j
         cross join lateral unnest(array[j.cv_url, j.cover_letter_url]) p where not coalesce((%s), false)', p_where) into kept using p_arg;
    paths := array(select unnest(paths) except select unnest(kept));
    insert into private.files_to_remove (bucket_id, name)
      select 'job-applications', p from unnest(paths) p
       where exists (select 1 from storage.objects o where o.bucket_id = 'job-applications' and o.name = p);
    files := files || array(select 'job-applications/' || p from unnest(paths) p);
  end if;
  foreach t in array array['research_partnerships', 'incubation_programme'] loop
    continue when not (t = any (p_tables));
    execute format(
      'select coalesce(array_agg(proposal_file_path) filter (where proposal_file_path is not null), ''{}'')
         from public.%I where %s', t, p_where) into paths using p_arg;
    insert into private.files_to_remove (bucket_id, name)
      select 'applications', p from unnest(paths) p
       where exists (select 1 from storage.objects o where o.bucket_id = 'applications' and o.name = p);
    files := files || array(select 'applications/' || p from unnest(paths) p);
  end loop;
  foreach t in array p_tables loop
    execute format('delete from public.%I where %s', t, p_where) using p_arg;
    get diagnostics n = row_count;
    counts := counts || jsonb_build_object(t, n);
  end loop;
  return jsonb_build_object('rows', counts, 'files', to_jsonb(files));
end
$fn$;
revoke all on function private.delete_submissions(text[], text, text) from public;

-- A project that pushed 20261124000300 before it checked: the trigger is not ours to keep there.
do $do$
begin
  if not pg_has_role(current_user, (select c.relowner from pg_class c where c.oid = 'storage.objects'::regclass), 'USAGE') then
    drop trigger if exists queue_removed_file on storage.objects;
  end if;
end
$do$;
