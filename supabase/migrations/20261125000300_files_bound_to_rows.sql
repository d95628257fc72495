-- Every uploaded file bound to its row (issue 22). An application from an attacker could name a
-- victim's CV (cv_url only had to start with 'cvs/'); erasing or retiring the attacker's row then
-- deleted the victim's file, and staff opening it were served the victim's CV.
--
-- 1. A job application's files live under its own id, made in the browser as the proposals'
--    already are: cvs/{id}/{timestamp}-{file name} and cover-letters/{id}/…. The database checks
--    it for every new row (NOT VALID: rows stored before keep the old names, which the erasure
--    below protects).
grant insert (id) on table public.job_applications to anon, authenticated;

alter table public.job_applications drop constraint if exists job_applications_cv_url_own;
alter table public.job_applications add constraint job_applications_cv_url_own
  check (cv_url is null or starts_with(cv_url, 'cvs/' || id::text || '/')) not valid;
alter table public.job_applications drop constraint if exists job_applications_cover_letter_url_own;
alter table public.job_applications add constraint job_applications_cover_letter_url_own
  check (cover_letter_url is null or starts_with(cover_letter_url, 'cover-letters/' || id::text || '/')) not valid;

-- 2. Every key a visitor may write carries a random id, so that Storage's answer for an existing
--    key (which an upload never overwrites) tells a guesser nothing.
drop policy if exists "Visitors upload job application files" on storage.objects;
create policy "Visitors upload job application files" on storage.objects
  for insert to anon, authenticated
  with check (
    bucket_id = 'job-applications'
    and name ~ '^(cover-letters|cvs)/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/[^/]+$'
  );
drop policy if exists "Visitors upload proposal files" on storage.objects;
create policy "Visitors upload proposal files" on storage.objects
  for insert to anon, authenticated
  with check (
    bucket_id = 'applications'
    and name ~ '^(research-partnerships|incubation-programme)/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}[_/][^/]+$'
  );

-- 3. Erasure and retention delete only the files that no remaining row names (a row stored
--    before step 1 may name another's file).
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
  -- Files first: the rows name them.
  if 'job_applications' = any (p_tables) then
    execute format(
      'select coalesce(array_agg(distinct p) filter (where p is not null), ''{}'') from public.job_applications j
         cross join lateral unnest(array[j.cv_url, j.cover_letter_url]) p where %s', p_where) into paths using p_arg;
    execute format(
      'select coalesce(array_agg(distinct p) filter (where p is not null), ''{}'') from public.job_applications j
         cross join lateral unnest(array[j.cv_url, j.cover_letter_url]) p where not coalesce((%s), false)', p_where) into kept using p_arg;
    paths := array(select unnest(paths) except select unnest(kept));
    delete from storage.objects o where o.bucket_id = 'job-applications' and o.name = any (paths);
    files := files || array(select 'job-applications/' || p from unnest(paths) p);
  end if;
  foreach t in array array['research_partnerships', 'incubation_programme'] loop
    continue when not (t = any (p_tables));
    execute format(
      'select coalesce(array_agg(proposal_file_path) filter (where proposal_file_path is not null), ''{}'')
         from public.%I where %s', t, p_where) into paths using p_arg;
    delete from storage.objects o where o.bucket_id = 'applications' and o.name = any (paths);
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
