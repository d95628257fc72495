-- What staff may do (docs/decisions/010-staff-sign-in.md): read, triage (status
-- fields only) and delete submissions and their uploaded files; write resources and
-- documentation. Only at aal2, only while the account is staff, not disabled, with its first
-- password changed and its session still signed in. Never insert a submission.
--
-- Each rule is both a permissive policy (what staff may do) and a RESTRICTIVE one (what every
-- other policy for `authenticated` is ANDed with), so a policy added later for signed-in users
-- cannot open a submission to a session that is not staff at aal2.

-- 1. Who is staff -----------------------------------------------------------------------------
-- SECURITY DEFINER: the API roles cannot read auth.*; search_path fixed so nothing in the
-- caller's path can stand in for the tables it reads. The claims come from a token the API
-- has verified; the account and the session are read from the database, so disabling an
-- account or signing out takes effect at once, not when the token expires.
create or replace function public.is_staff() returns boolean
  language sql stable security definer
  set search_path = ''
as $fn$
  select coalesce((
    select (auth.jwt() ->> 'aal') = 'aal2'
      and exists (
        select 1
        from auth.sessions s
        join auth.users u on u.id = s.user_id
        where s.id = case
            when (auth.jwt() ->> 'session_id') ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
            then (auth.jwt() ->> 'session_id')::uuid
          end
          and u.id::text = (auth.jwt() ->> 'sub')
          and s.aal = 'aal2'
          and (s.not_after is null or s.not_after > now())
          and u.raw_app_meta_data ->> 'role' = 'staff'
          and coalesce(u.raw_app_meta_data ->> 'password_change_required', 'false') <> 'true'
          and (u.banned_until is null or u.banned_until <= now())
          and u.deleted_at is null
      )
  ), false)
$fn$;

revoke all on function public.is_staff() from public;
grant execute on function public.is_staff() to anon, authenticated, service_role;

-- 2. Triage status on every submission table ----------------------------------------------------
-- Set by staff (the column grant below allows nothing else); who and when by the trigger,
-- so neither can be forged.
create or replace function public.stamp_status_change() returns trigger
  language plpgsql
  set search_path = ''
as $fn$
begin
  if new.status is distinct from old.status then
    new.status_changed_at := now();
    -- The caller's user id (null for the service role or a sub that is not a user id).
    new.status_changed_by := case
      when (auth.jwt() ->> 'sub') ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
      then (auth.jwt() ->> 'sub')::uuid
    end;
  else
    new.status_changed_at := old.status_changed_at;
    new.status_changed_by := old.status_changed_by;
  end if;
  return new;
end
$fn$;

do $do$
declare
  t text;
begin
  foreach t in array array[
    'contact_submissions', 'job_applications', 'research_partnerships', 'incubation_programme', 'newsletter_subscribers'
  ] loop
    execute format('alter table public.%I add column if not exists status text not null default %L', t, 'new');
    execute format('alter table public.%I add column if not exists status_changed_at timestamptz', t);
    execute format('alter table public.%I add column if not exists status_changed_by uuid', t);
    if not exists (
      select 1 from pg_constraint where conrelid = format('public.%I', t)::regclass and conname = t || '_status_check'
    ) then
      execute format(
        'alter table public.%I add constraint %I check (status in (''new'', ''read'', ''archived'', ''spam''))',
        t, t || '_status_check'
      );
    end if;
    execute format('drop trigger if exists stamp_status_change on public.%I', t);
    execute format(
      'create trigger stamp_status_change before update on public.%I for each row execute function public.stamp_status_change()',
      t
    );

    -- Staff read, triage and delete; the grants say what, the policies say who.
    execute format('grant select, delete on table public.%I to authenticated', t);
    execute format('grant update (status) on table public.%I to authenticated', t);

    execute format('drop policy if exists "Staff read submissions" on public.%I', t);
    execute format(
      'create policy "Staff read submissions" on public.%I for select to authenticated using ((select public.is_staff()))', t
    );
    execute format('drop policy if exists "Staff triage submissions" on public.%I', t);
    execute format(
      'create policy "Staff triage submissions" on public.%I for update to authenticated
         using ((select public.is_staff())) with check ((select public.is_staff()))', t
    );
    execute format('drop policy if exists "Staff delete submissions" on public.%I', t);
    execute format(
      'create policy "Staff delete submissions" on public.%I for delete to authenticated using ((select public.is_staff()))', t
    );

    execute format('drop policy if exists "Only staff at aal2 read" on public.%I', t);
    execute format(
      'create policy "Only staff at aal2 read" on public.%I as restrictive for select to authenticated
         using ((select public.is_staff()))', t
    );
    execute format('drop policy if exists "Only staff at aal2 triage" on public.%I', t);
    execute format(
      'create policy "Only staff at aal2 triage" on public.%I as restrictive for update to authenticated
         using ((select public.is_staff())) with check ((select public.is_staff()))', t
    );
    execute format('drop policy if exists "Only staff at aal2 delete" on public.%I', t);
    execute format(
      'create policy "Only staff at aal2 delete" on public.%I as restrictive for delete to authenticated
         using ((select public.is_staff()))', t
    );
    -- Visitors never sign in: a signed-in session (staff) never sends a form.
    execute format('drop policy if exists "Signed-in sessions never submit" on public.%I', t);
    execute format(
      'create policy "Signed-in sessions never submit" on public.%I as restrictive for insert to authenticated
         with check (false)', t
    );
  end loop;
end
$do$;

-- 3. Published content: staff at aal2 write it ---------------------------------------------------
do $do$
declare
  t text;
begin
  foreach t in array array['resources', 'documentation'] loop
    execute format('grant insert, update, delete on table public.%I to authenticated', t);

    execute format('drop policy if exists "Staff publish" on public.%I', t);
    execute format(
      'create policy "Staff publish" on public.%I for insert to authenticated with check ((select public.is_staff()))', t
    );
    execute format('drop policy if exists "Staff edit" on public.%I', t);
    execute format(
      'create policy "Staff edit" on public.%I for update to authenticated
         using ((select public.is_staff())) with check ((select public.is_staff()))', t
    );
    execute format('drop policy if exists "Staff unpublish" on public.%I', t);
    execute format(
      'create policy "Staff unpublish" on public.%I for delete to authenticated using ((select public.is_staff()))', t
    );

    execute format('drop policy if exists "Only staff at aal2 publish" on public.%I', t);
    execute format(
      'create policy "Only staff at aal2 publish" on public.%I as restrictive for insert to authenticated
         with check ((select public.is_staff()))', t
    );
    execute format('drop policy if exists "Only staff at aal2 edit" on public.%I', t);
    execute format(
      'create policy "Only staff at aal2 edit" on public.%I as restrictive for update to authenticated
         using ((select public.is_staff())) with check ((select public.is_staff()))', t
    );
    execute format('drop policy if exists "Only staff at aal2 unpublish" on public.%I', t);
    execute format(
      'create policy "Only staff at aal2 unpublish" on public.%I as restrictive for delete to authenticated
         using ((select public.is_staff()))', t
    );
  end loop;
end
$do$;

-- 4. Uploaded files in the two private buckets: staff read and delete them -----------------------
-- (no update: a file is what the visitor sent; triage is on the row). Other buckets a hosted
-- project may have are left to their own policies.
do $do$
begin
  if not has_table_privilege('authenticated', 'storage.objects', 'SELECT') then
    grant select on storage.objects to authenticated;
  end if;
  if not has_table_privilege('authenticated', 'storage.objects', 'DELETE') then
    grant delete on storage.objects to authenticated;
  end if;

  drop policy if exists "Staff read submitted files" on storage.objects;
  create policy "Staff read submitted files" on storage.objects
    for select to authenticated
    using (bucket_id in ('job-applications', 'applications') and (select public.is_staff()));
  drop policy if exists "Staff delete submitted files" on storage.objects;
  create policy "Staff delete submitted files" on storage.objects
    for delete to authenticated
    using (bucket_id in ('job-applications', 'applications') and (select public.is_staff()));

  drop policy if exists "Only staff at aal2 read submitted files" on storage.objects;
  create policy "Only staff at aal2 read submitted files" on storage.objects
    as restrictive for select to authenticated
    using (bucket_id not in ('job-applications', 'applications') or (select public.is_staff()));
  drop policy if exists "Only staff at aal2 delete submitted files" on storage.objects;
  create policy "Only staff at aal2 delete submitted files" on storage.objects
    as restrictive for delete to authenticated
    using (bucket_id not in ('job-applications', 'applications') or (select public.is_staff()));
  drop policy if exists "Submitted files are never changed by a session" on storage.objects;
  create policy "Submitted files are never changed by a session" on storage.objects
    as restrictive for update to authenticated
    using (bucket_id not in ('job-applications', 'applications'));
  drop policy if exists "Signed-in sessions never upload submissions" on storage.objects;
  create policy "Signed-in sessions never upload submissions" on storage.objects
    as restrictive for insert to authenticated
    with check (bucket_id not in ('job-applications', 'applications'));
end
$do$;
