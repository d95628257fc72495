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
--    before step 1 may name another's file): private.delete_submissions, as
--    20261125000400 defines it (which also moves the removal itself to Storage).
