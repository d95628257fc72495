-- Staff roles (docs/decisions/026-staff-roles.md): each person sees only
-- what their job needs, enforced here for every path (REST, the inbox view, every function,
-- Storage), never only by the back office hiding a button.
--
--   admin    everything below, the team, settings, backups, the audit log, erasure of a person
--   sales    contact messages and the newsletter: read, triage, export
--   careers  job applications and their CVs and cover letters: read, triage, export, delete
--   labs     research-partnership and incubation applications and their proposals: the same
--   editor   resources and documentation: write
--
-- Roles live where Supabase keeps them, `app_metadata.roles` (a JSON array) of auth.users, read
-- from the database at every statement, so a change (or a disable) applies at the next request,
-- not when a token expires. Accounts that were staff before roles existed become admin: nobody
-- loses access silently (README, "The team").

-- 1. The vocabulary ------------------------------------------------------------------------------
create or replace function private.staff_role_names() returns text[]
  language sql immutable
  set search_path = ''
as $fn$
  select array['admin', 'sales', 'careers', 'labs', 'editor']
$fn$;
revoke all on function private.staff_role_names() from public;

-- The role that owns a table's rows or a bucket's files (admin owns everything besides).
create or replace function private.role_for(target text) returns text
  language sql immutable
  set search_path = ''
as $fn$
  select case target
    when 'contact_submissions' then 'sales'
    when 'newsletter_subscribers' then 'sales'
    when 'job_applications' then 'careers'
    when 'job-applications' then 'careers'
    when 'research_partnerships' then 'labs'
    when 'incubation_programme' then 'labs'
    when 'applications' then 'labs'
    when 'resources' then 'editor'
    when 'documentation' then 'editor'
    else 'admin'
  end
$fn$;
revoke all on function private.role_for(text) from public;

-- 2. Who the caller is ----------------------------------------------------------------------------
-- The caller's roles when it is staff at aal2 (account staff, not disabled, first password
-- changed, this session still signed in: the checks is_staff() made), else null.
create or replace function private.caller_roles() returns text[]
  language sql stable security definer
  set search_path = ''
as $fn$
  select array(
    select r from pg_catalog.jsonb_array_elements_text(
      case when pg_catalog.jsonb_typeof(u.raw_app_meta_data -> 'roles') = 'array' then u.raw_app_meta_data -> 'roles' else '[]'::jsonb end
    ) r
    where r = any (private.staff_role_names())
  )
  from auth.sessions s
  join auth.users u on u.id = s.user_id
  where (auth.jwt() ->> 'aal') = 'aal2'
    and s.id = case
        when (auth.jwt() ->> 'session_id') ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
        then (auth.jwt() ->> 'session_id')::uuid
      end
    and u.id::text = (auth.jwt() ->> 'sub')
    and s.aal = 'aal2'
    and (s.not_after is null or s.not_after > pg_catalog.now())
    and u.raw_app_meta_data ->> 'role' = 'staff'
    and coalesce(u.raw_app_meta_data ->> 'password_change_required', 'false') <> 'true'
    and (u.banned_until is null or u.banned_until <= pg_catalog.now())
    and u.deleted_at is null
$fn$;
revoke all on function private.caller_roles() from public;

create or replace function public.is_staff() returns boolean
  language sql stable security definer
  set search_path = ''
as $fn$
  select private.caller_roles() is not null
$fn$;

-- Whether the caller is staff at aal2 holding `role` (or admin, who holds every role).
create or replace function public.has_role(role text) returns boolean
  language sql stable security definer
  set search_path = ''
as $fn$
  select coalesce(('admin' = any (r)) or (role = any (r)), false) from (select private.caller_roles() as r) c
$fn$;
revoke all on function public.has_role(text) from public;
grant execute on function public.has_role(text) to anon, authenticated, service_role;

-- The back office asks which pages to show (the database still decides every read).
create or replace function public.my_roles() returns text[]
  language sql stable security definer
  set search_path = ''
as $fn$
  select coalesce(private.caller_roles(), '{}')
$fn$;
revoke all on function public.my_roles() from public, anon;
grant execute on function public.my_roles() to authenticated;

create or replace function private.require_role(role text) returns void
  language plpgsql stable
  set search_path = ''
as $fn$
begin
  if not public.is_staff() then
    raise exception 'Only staff signed in with two-factor authentication may do this' using errcode = '42501';
  end if;
  if not public.has_role(role) then
    raise exception 'Not available to your role' using errcode = '42501';
  end if;
end
$fn$;
revoke all on function private.require_role(text) from public;

create or replace function private.require_role_or_tools(role text) returns void
  language plpgsql stable
  set search_path = ''
as $fn$
begin
  if not private.is_api_call() or (auth.jwt() ->> 'role') = 'service_role' then return; end if;
  perform private.require_role(role);
end
$fn$;
revoke all on function private.require_role_or_tools(text) from public;

-- Existing staff keep everything they had.
update auth.users
   set raw_app_meta_data = raw_app_meta_data || '{"roles": ["admin"]}'::jsonb
 where raw_app_meta_data ->> 'role' = 'staff'
   and pg_catalog.jsonb_typeof(raw_app_meta_data -> 'roles') is distinct from 'array';

-- 3. Tables: the permissive policies name the role; the restrictive ones too ------------------------
do $do$
declare
  t text;
  owner_role text;
  -- sales reads and triages; deleting contact messages and sign-ups is admin's (docs/staff-and-back-office.md, "Roles").
  deleter text;
begin
  foreach t in array private.submission_tables() loop
    owner_role := private.role_for(t);
    deleter := case when owner_role = 'sales' then 'admin' else owner_role end;
    execute format('drop policy if exists "Staff read submissions" on public.%I', t);
    execute format('create policy "Staff read submissions" on public.%I for select to authenticated
                      using ((select public.has_role(%L)))', t, owner_role);
    execute format('drop policy if exists "Staff triage submissions" on public.%I', t);
    execute format('create policy "Staff triage submissions" on public.%I for update to authenticated
                      using ((select public.has_role(%L))) with check ((select public.has_role(%L)))', t, owner_role, owner_role);
    execute format('drop policy if exists "Staff delete submissions" on public.%I', t);
    execute format('create policy "Staff delete submissions" on public.%I for delete to authenticated
                      using ((select public.has_role(%L)))', t, deleter);

    execute format('drop policy if exists "Only staff at aal2 read" on public.%I', t);
    execute format('create policy "Only staff at aal2 read" on public.%I as restrictive for select to authenticated
                      using ((select public.has_role(%L)))', t, owner_role);
    execute format('drop policy if exists "Only staff at aal2 triage" on public.%I', t);
    execute format('create policy "Only staff at aal2 triage" on public.%I as restrictive for update to authenticated
                      using ((select public.has_role(%L))) with check ((select public.has_role(%L)))', t, owner_role, owner_role);
    execute format('drop policy if exists "Only staff at aal2 delete" on public.%I', t);
    execute format('create policy "Only staff at aal2 delete" on public.%I as restrictive for delete to authenticated
                      using ((select public.has_role(%L)))', t, deleter);
  end loop;

  foreach t in array array['resources', 'documentation'] loop
    execute format('drop policy if exists "Staff publish" on public.%I', t);
    execute format('create policy "Staff publish" on public.%I for insert to authenticated
                      with check ((select public.has_role(''editor'')))', t);
    execute format('drop policy if exists "Staff edit" on public.%I', t);
    execute format('create policy "Staff edit" on public.%I for update to authenticated
                      using ((select public.has_role(''editor''))) with check ((select public.has_role(''editor'')))', t);
    execute format('drop policy if exists "Staff unpublish" on public.%I', t);
    execute format('create policy "Staff unpublish" on public.%I for delete to authenticated
                      using ((select public.has_role(''editor'')))', t);
    execute format('drop policy if exists "Only staff at aal2 publish" on public.%I', t);
    execute format('create policy "Only staff at aal2 publish" on public.%I as restrictive for insert to authenticated
                      with check ((select public.has_role(''editor'')))', t);
    execute format('drop policy if exists "Only staff at aal2 edit" on public.%I', t);
    execute format('create policy "Only staff at aal2 edit" on public.%I as restrictive for update to authenticated
                      using ((select public.has_role(''editor''))) with check ((select public.has_role(''editor'')))', t);
    execute format('drop policy if exists "Only staff at aal2 unpublish" on public.%I', t);
    execute format('create policy "Only staff at aal2 unpublish" on public.%I as restrictive for delete to authenticated
                      using ((select public.has_role(''editor'')))', t);
  end loop;
end
$do$;

-- The audit log is admin's; each role also reads the history of the items of its job (who
-- opened or triaged this application, who edited this page), which the item page shows. Sub-selects, so each role is
-- checked once per statement, not once per entry.
drop policy if exists "Staff read the audit log" on public.audit_log;
create policy "Staff read the audit log" on public.audit_log
  for select to authenticated using (
    (select public.has_role('admin'))
    or (target_table in ('contact_submissions', 'newsletter_subscribers') and (select public.has_role('sales')))
    or (target_table = 'job_applications' and (select public.has_role('careers')))
    or (target_table in ('research_partnerships', 'incubation_programme') and (select public.has_role('labs')))
    or (target_table in ('resources', 'documentation') and (select public.has_role('editor')))
  );
drop policy if exists "Only staff at aal2 read the audit log" on public.audit_log;
create policy "Only staff at aal2 read the audit log" on public.audit_log
  as restrictive for select to authenticated using (
    (select public.has_role('admin'))
    or (target_table in ('contact_submissions', 'newsletter_subscribers') and (select public.has_role('sales')))
    or (target_table = 'job_applications' and (select public.has_role('careers')))
    or (target_table in ('research_partnerships', 'incubation_programme') and (select public.has_role('labs')))
    or (target_table in ('resources', 'documentation') and (select public.has_role('editor')))
  );

-- 4. Files: CVs and cover letters are careers', proposals labs' ----------------------------------
drop policy if exists "Staff read submitted files" on storage.objects;
create policy "Staff read submitted files" on storage.objects
  for select to authenticated
  using (((bucket_id = 'job-applications' and (select public.has_role('careers'))) or (bucket_id = 'applications' and (select public.has_role('labs')))));
drop policy if exists "Staff delete submitted files" on storage.objects;
create policy "Staff delete submitted files" on storage.objects
  for delete to authenticated
  using (((bucket_id = 'job-applications' and (select public.has_role('careers'))) or (bucket_id = 'applications' and (select public.has_role('labs')))));
drop policy if exists "Only staff at aal2 read submitted files" on storage.objects;
create policy "Only staff at aal2 read submitted files" on storage.objects
  as restrictive for select to authenticated
  using (bucket_id not in ('job-applications', 'applications') or ((bucket_id = 'job-applications' and (select public.has_role('careers'))) or (bucket_id = 'applications' and (select public.has_role('labs')))));
drop policy if exists "Only staff at aal2 delete submitted files" on storage.objects;
create policy "Only staff at aal2 delete submitted files" on storage.objects
  as restrictive for delete to authenticated
  using (bucket_id not in ('job-applications', 'applications') or ((bucket_id = 'job-applications' and (select public.has_role('careers'))) or (bucket_id = 'applications' and (select public.has_role('labs')))));

-- 5. Functions: each checks the role its data belongs to ------------------------------------------
-- An item opened in the inbox: only by someone who may read that kind.
create or replace function public.log_view(target_table text, target_id text) returns void
  language plpgsql security definer
  set search_path = ''
as $fn$
begin
  perform private.require_staff();
  if not (target_table = any (private.submission_tables())) then
    raise exception 'Unknown submission table' using errcode = '22023';
  end if;
  perform private.require_role(private.role_for(target_table));
  perform private.audit('view', target_table, target_id, '{}'::jsonb);
end
$fn$;

-- Erasing a person across every table is admin's alone.
create or replace function public.erase_person(email text) returns jsonb
  language plpgsql security definer
  set search_path = ''
as $fn$
declare
  result jsonb;
  address text := lower(btrim(email));
begin
  perform private.require_role('admin');
  if address is null or address !~ '^[^@\s]+@[^@\s]+$' then
    raise exception 'Enter the email address of the person to erase' using errcode = '22023';
  end if;
  result := private.delete_submissions(private.submission_tables(), 'lower(btrim(email)) = $1', address);
  perform private.audit('erasure', null, null, jsonb_build_object(
    'rows', result -> 'rows', 'files', jsonb_array_length(result -> 'files')));
  return result;
end
$fn$;

create or replace function public.apply_retention() returns jsonb
  language plpgsql security definer
  set search_path = ''
as $fn$
declare
  months integer;
  cutoff timestamptz;
  result jsonb;
begin
  perform private.require_role_or_tools('admin');
  select s.retention_months into months from public.back_office_settings s where s.id;
  cutoff := now() - make_interval(months => coalesce(months, 24));
  result := private.delete_submissions(
    array_remove(private.submission_tables(), 'newsletter_subscribers'), 'created_at < $1::timestamptz', cutoff::text);
  perform private.audit('retention', null, null, jsonb_build_object(
    'months', months, 'before', cutoff, 'rows', result -> 'rows', 'files', jsonb_array_length(result -> 'files')));
  return result || jsonb_build_object('months', months, 'before', cutoff);
end
$fn$;

create or replace function public.set_retention_months(months integer) returns void
  language plpgsql security definer
  set search_path = ''
as $fn$
begin
  perform private.require_role('admin');
  update public.back_office_settings
     set retention_months = months, updated_at = now(),
         updated_by = case when (auth.jwt() ->> 'sub') ~* '^[0-9a-f-]{36}$' then (auth.jwt() ->> 'sub')::uuid end
   where id;
  perform private.audit('retention', 'back_office_settings', null, jsonb_build_object('months', months));
end
$fn$;

-- Notices of the kinds the caller's roles cover (a failed backup's is admin's).
create or replace function public.list_notices(filter_status text default null, max_rows integer default 50)
  returns jsonb
  language plpgsql stable security definer
  set search_path = ''
as $fn$
declare
  result jsonb;
  readable text[];
begin
  perform private.require_staff();
  -- Once per call, not per notice.
  readable := array(select t from unnest(private.submission_tables() || array['backup_runs']) t
                     where public.has_role(private.role_for(t)));
  select jsonb_build_object(
    'total', (select count(*) from public.notification_outbox o
               where (filter_status is null or o.status = filter_status) and o.submission_table = any (readable)),
    'notices', coalesce((
      select jsonb_agg(to_jsonb(n) order by n.created_at desc)
        from (
          select o.id, o.created_at, o.kind, o.submission_table, o.submission_id, o.status, o.attempts,
                 o.next_attempt_at, o.recipient, o.last_error, o.sent_at
            from public.notification_outbox o
           where (filter_status is null or o.status = filter_status) and o.submission_table = any (readable)
           order by o.created_at desc
           limit least(greatest(coalesce(max_rows, 50), 1), 200)
        ) n
    ), '[]'::jsonb)
  ) into result;
  return result;
end
$fn$;

create or replace function public.send_notice_again(notice_id uuid) returns boolean
  language plpgsql security definer
  set search_path = ''
as $fn$
declare
  target text;
begin
  perform private.require_staff();
  select o.submission_table into target from public.notification_outbox o where o.id = notice_id;
  if target is null then return false; end if;
  perform private.require_role(private.role_for(target));
  return public.resend_notification(notice_id);
end
$fn$;

create or replace function public.last_backup_runs(max_rows integer default 10) returns jsonb
  language plpgsql stable security definer
  set search_path = ''
as $fn$
begin
  perform private.require_role('admin');
  return coalesce((
    select jsonb_agg(to_jsonb(r) order by r.scheduled_for desc)
      from (select * from private.backup_runs order by scheduled_for desc limit least(greatest(coalesce(max_rows, 10), 1), 100)) r
  ), '[]'::jsonb);
end
$fn$;

-- The inbox's search (20261125001000_inbox_search.sql), over the kinds the caller may read only:
-- a branch the caller's roles do not cover is cut before it reads a row.
create or replace function public.search_inbox(
  term text,
  filter_kind text default null,
  filter_status text default null,
  created_from timestamptz default null,
  created_before timestamptz default null,
  max_rows integer default 25,
  skip_rows integer default 0
) returns jsonb
  language plpgsql volatile security definer
  set search_path = ''
as $fn$
declare
  pattern text;
  result jsonb;
  readable text[];
begin
  perform private.require_staff();
  if term is null or pg_catalog.char_length(pg_catalog.btrim(term)) = 0 or pg_catalog.char_length(term) > 200 then
    raise exception 'The search takes 1 to 200 characters' using errcode = '22023';
  end if;
  if filter_kind is not null and not (filter_kind = any (private.submission_tables())) then
    raise exception 'Unknown submission table' using errcode = '22023';
  end if;
  if max_rows is null or max_rows < 1 or max_rows > 1000 or skip_rows is null or skip_rows < 0 then
    raise exception 'max_rows is 1 to 1000, skip_rows 0 or more' using errcode = '22023';
  end if;
  readable := array(select t from unnest(private.submission_tables()) t
                     where public.has_role(private.role_for(t)) and (filter_kind is null or t = filter_kind));
  pattern := '%' || pg_catalog.replace(pg_catalog.replace(pg_catalog.replace(pg_catalog.btrim(term), '\', '\\'), '%', '\%'), '_', '\_') || '%';

  execute $q$
    with hits as materialized (
      select 'contact_submissions'::text as kind, c.id, c.created_at, c.name, c.email, c.company as organisation,
             c.inquiry_type as subject, c.message as summary, c.status, c.status_changed_at
        from public.contact_submissions c
       where 'contact_submissions' = any ($2)
         and (c.name ilike $1 or c.email ilike $1 or c.company ilike $1 or c.inquiry_type ilike $1 or c.message ilike $1)
      union all
      select 'job_applications', j.id, j.created_at, j.first_name || ' ' || j.surname, j.email, null,
             j.position_title, j.reason_to_apply, j.status, j.status_changed_at
        from public.job_applications j
       where 'job_applications' = any ($2)
         and ((j.first_name || ' ' || j.surname) ilike $1 or j.email ilike $1 or j.position_title ilike $1 or j.reason_to_apply ilike $1)
      union all
      select 'research_partnerships', r.id, r.created_at, r.name, r.email, r.institution,
             r.research_area, r.topic_statement, r.status, r.status_changed_at
        from public.research_partnerships r
       where 'research_partnerships' = any ($2)
         and (r.name ilike $1 or r.email ilike $1 or r.institution ilike $1 or r.research_area ilike $1 or r.topic_statement ilike $1)
      union all
      select 'incubation_programme', i.id, i.created_at, i.name, i.email, i.institution,
             i.research_area, i.topic_statement, i.status, i.status_changed_at
        from public.incubation_programme i
       where 'incubation_programme' = any ($2)
         and (i.name ilike $1 or i.email ilike $1 or i.institution ilike $1 or i.research_area ilike $1 or i.topic_statement ilike $1)
      union all
      select 'newsletter_subscribers', n.id, n.created_at, null, n.email, null, null, null, n.status, n.status_changed_at
        from public.newsletter_subscribers n
       where 'newsletter_subscribers' = any ($2) and n.email ilike $1
    ), kept as (
      select * from hits
       where ($3 is null or status = $3)
         and ($4 is null or created_at >= $4)
         and ($5 is null or created_at < $5)
    )
    select jsonb_build_object(
      'total', (select count(*) from kept),
      'rows', coalesce((
        select jsonb_agg(to_jsonb(p) order by p.created_at desc, p.id)
          from (select * from kept order by created_at desc, id limit $6 offset $7) p
      ), '[]'::jsonb)
    )
  $q$ into result
  using pattern, readable, filter_status, created_from, created_before, max_rows, skip_rows;

  perform private.audit('read', 'inbox', null, jsonb_build_object(
    'rows', pg_catalog.jsonb_array_length(result -> 'rows'),
    'total', (result ->> 'total')::integer,
    'filters', pg_catalog.to_jsonb(array_remove(array[
      'search',
      case when filter_kind is not null then 'kind.eq' end,
      case when filter_status is not null then 'status.eq' end,
      case when created_from is not null then 'created_at.gte' end,
      case when created_before is not null then 'created_at.lt' end
    ], null)),
    'function', 'search_inbox'
  ));
  return result;
end
$fn$;

-- 6. The team, from the back office (admin only; every change audited) ---------------------------
-- These run the same on PGlite, PostgreSQL and a hosted project: no server route, no secret key
-- in a browser. Passwords are hashed as GoTrue hashes them (bcrypt, cost 10, pgcrypto).
create schema if not exists extensions;
create extension if not exists pgcrypto with schema extensions;

alter table public.audit_log drop constraint if exists audit_log_action_check;
alter table public.audit_log add constraint audit_log_action_check
  check (action in ('view', 'status_change', 'export', 'erasure', 'content_edit', 'retention', 'orphan_files',
                    'read', 'download', 'staff_unlock', 'staff_invite', 'staff_roles', 'staff_disable',
                    'staff_enable', 'staff_reset_2fa', 'staff_reset_password'));

-- 20 characters from 55 that cannot be mistaken for each other (server/auth/gotrue/passwords.ts).
create or replace function private.one_time_password() returns text
  language plpgsql volatile
  set search_path = ''
as $fn$
declare
  alphabet constant text := 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  bytes bytea;
  b integer;
  result text := '';
begin
  while pg_catalog.char_length(result) < 20 loop
    bytes := extensions.gen_random_bytes(32);
    for i in 0 .. 31 loop
      b := pg_catalog.get_byte(bytes, i);
      -- Rejection sampling: 220 is the largest multiple of 55 under 256.
      if b < 220 and pg_catalog.char_length(result) < 20 then
        result := result || pg_catalog.substr(alphabet, b % 55 + 1, 1);
      end if;
    end loop;
  end loop;
  return result;
end
$fn$;
revoke all on function private.one_time_password() from public;

-- A new one-time password for the account: changed at its next sign-in, every session ended,
-- a lock from wrong passwords lifted. Returned once, never stored readable.
create or replace function private.give_one_time_password(target uuid) returns text
  language plpgsql volatile
  set search_path = ''
as $fn$
declare
  password text := private.one_time_password();
  address text;
begin
  update auth.users
     set encrypted_password = extensions.crypt(password, extensions.gen_salt('bf', 10)),
         raw_app_meta_data = raw_app_meta_data || '{"password_change_required": true}'::jsonb,
         updated_at = pg_catalog.now()
   where id = target
  returning email into address;
  delete from auth.sessions where user_id = target;
  if pg_catalog.to_regclass('auth.sign_in_failures') is not null then
    execute 'delete from auth.sign_in_failures where key = $1' using private.password_key(address);
  end if;
  return password;
end
$fn$;
revoke all on function private.give_one_time_password(uuid) from public;

-- The roles a request names: known ones, each once, at least one.
create or replace function private.valid_roles(roles text[]) returns jsonb
  language plpgsql immutable
  set search_path = ''
as $fn$
declare
  kept text[];
begin
  kept := array(select distinct r from unnest(coalesce(roles, '{}')) r where r is not null order by r);
  if pg_catalog.cardinality(kept) = 0 then
    raise exception 'Choose at least one role' using errcode = '22023';
  end if;
  if exists (select 1 from unnest(kept) r where not (r = any (private.staff_role_names()))) then
    raise exception 'Unknown role: use admin, sales, careers, labs or editor' using errcode = '22023';
  end if;
  return pg_catalog.to_jsonb(kept);
end
$fn$;
revoke all on function private.valid_roles(text[]) from public;

-- The staff account with this id (for update: two admins changing the team wait for each other).
create or replace function private.staff_account(target uuid) returns auth.users
  language plpgsql volatile
  set search_path = ''
as $fn$
declare
  account auth.users;
begin
  select u.* into account from auth.users u
   where u.id = target and u.raw_app_meta_data ->> 'role' = 'staff' and u.deleted_at is null
   for update;
  if account.id is null then
    raise exception 'No such staff account' using errcode = '22023';
  end if;
  return account;
end
$fn$;
revoke all on function private.staff_account(uuid) from public;

-- Refuses a change that would leave no admin able to sign in.
create or replace function private.keep_an_admin(target uuid, what text) returns void
  language plpgsql volatile
  set search_path = ''
as $fn$
begin
  -- One team change at a time, so two admins cannot demote each other at once.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('kosmos.staff_admins'));
  if not exists (
    select 1 from auth.users u
     where u.id <> target and u.raw_app_meta_data ->> 'role' = 'staff' and u.raw_app_meta_data -> 'roles' ? 'admin'
       and (u.banned_until is null or u.banned_until <= pg_catalog.now()) and u.deleted_at is null
  ) then
    raise exception 'The last admin cannot be %', what using errcode = '22023';
  end if;
end
$fn$;
revoke all on function private.keep_an_admin(uuid, text) from public;

create or replace function public.list_staff() returns jsonb
  language plpgsql stable security definer
  set search_path = ''
as $fn$
declare
  locked text := 'null::timestamptz';
  result jsonb;
begin
  perform private.require_role('admin');
  if pg_catalog.to_regclass('auth.sign_in_failures') is not null then
    locked := '(select f.locked_until from auth.sign_in_failures f
                 where f.key = private.password_key(u.email) and f.locked_until > pg_catalog.now())';
  end if;
  execute format($q$
    select coalesce(jsonb_agg(to_jsonb(s) order by s.email), '[]'::jsonb) from (
      select u.id, u.email::text as email, u.last_sign_in_at, u.created_at,
             case when pg_catalog.jsonb_typeof(u.raw_app_meta_data -> 'roles') = 'array'
                  then u.raw_app_meta_data -> 'roles' else '[]'::jsonb end as roles,
             (u.banned_until is not null and u.banned_until > pg_catalog.now()) or u.deleted_at is not null as disabled,
             exists (select 1 from auth.mfa_factors m where m.user_id = u.id and m.status::text = 'verified') as two_factor,
             coalesce(u.raw_app_meta_data ->> 'password_change_required', 'false') = 'true' as must_change_password,
             %s as locked_until
        from auth.users u
       where u.raw_app_meta_data ->> 'role' = 'staff'
    ) s $q$, locked) into result;
  return result;
end
$fn$;

create or replace function public.unlock_staff(user_id uuid) returns boolean
  language plpgsql security definer
  set search_path = ''
as $fn$
declare
  address text;
  forgotten integer := 0;
begin
  perform private.require_role('admin');
  select u.email into address from auth.users u where u.id = user_id and u.raw_app_meta_data ->> 'role' = 'staff';
  if address is null then
    raise exception 'No such staff account' using errcode = '22023';
  end if;
  if pg_catalog.to_regclass('auth.sign_in_failures') is not null then
    execute 'delete from auth.sign_in_failures where key = $1' using private.password_key(address);
    get diagnostics forgotten = row_count;
  end if;
  perform private.audit('staff_unlock', 'users', user_id::text, '{}'::jsonb);
  return forgotten > 0;
end
$fn$;

-- A new colleague: an account with these roles and a one-time password, shown to the admin once.
create or replace function public.invite_staff(email text, roles text[]) returns jsonb
  language plpgsql volatile security definer
  set search_path = ''
as $fn$
declare
  address text := pg_catalog.lower(pg_catalog.btrim(email));
  granted jsonb;
  new_id uuid := gen_random_uuid();
begin
  perform private.require_role('admin');
  if address is null or address !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' or pg_catalog.char_length(address) > 254 then
    raise exception 'Enter an email address, like name@example.com' using errcode = '22023';
  end if;
  granted := private.valid_roles(roles);
  if exists (select 1 from auth.users u where u.email = address) then
    raise exception 'That address already has an account' using errcode = '23505';
  end if;
  insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
                          raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
  values ('00000000-0000-0000-0000-000000000000', new_id, 'authenticated', 'authenticated', address, '', pg_catalog.now(),
          jsonb_build_object('provider', 'email', 'providers', jsonb_build_array('email'), 'role', 'staff', 'roles', granted),
          '{}'::jsonb, pg_catalog.now(), pg_catalog.now());
  perform private.audit('staff_invite', 'users', new_id::text, jsonb_build_object('roles', granted));
  return jsonb_build_object('id', new_id, 'email', address, 'roles', granted, 'password', private.give_one_time_password(new_id));
end
$fn$;

create or replace function public.set_staff_roles(user_id uuid, roles text[]) returns jsonb
  language plpgsql volatile security definer
  set search_path = ''
as $fn$
declare
  account auth.users;
  granted jsonb;
begin
  perform private.require_role('admin');
  granted := private.valid_roles(roles);
  account := private.staff_account(user_id);
  if account.raw_app_meta_data -> 'roles' ? 'admin' and not granted ? 'admin' then
    perform private.keep_an_admin(user_id, 'demoted');
  end if;
  update auth.users set raw_app_meta_data = raw_app_meta_data || jsonb_build_object('roles', granted), updated_at = pg_catalog.now()
   where id = user_id;
  perform private.audit('staff_roles', 'users', user_id::text,
    jsonb_build_object('before', coalesce(account.raw_app_meta_data -> 'roles', '[]'::jsonb), 'after', granted));
  return granted;
end
$fn$;

-- Disabled: every session refused at its next request, no sign-in until enabled again.
create or replace function public.set_staff_disabled(user_id uuid, disabled boolean) returns void
  language plpgsql volatile security definer
  set search_path = ''
as $fn$
begin
  perform private.require_role('admin');
  perform private.staff_account(user_id);
  if disabled is null then
    raise exception 'Say whether the account is disabled' using errcode = '22023';
  end if;
  if disabled then
    perform private.keep_an_admin(user_id, 'disabled');
    update auth.users set banned_until = 'infinity', updated_at = pg_catalog.now() where id = user_id;
    delete from auth.sessions where auth.sessions.user_id = set_staff_disabled.user_id;
  else
    update auth.users set banned_until = null, updated_at = pg_catalog.now() where id = user_id;
  end if;
  perform private.audit(case when disabled then 'staff_disable' else 'staff_enable' end, 'users', user_id::text, '{}'::jsonb);
end
$fn$;

-- A lost authenticator: factors removed, signed out, a new one-time password (so whoever knew the
-- old password cannot enrol their own authenticator first).
create or replace function public.reset_staff_two_factor(user_id uuid) returns text
  language plpgsql volatile security definer
  set search_path = ''
as $fn$
declare
  password text;
begin
  perform private.require_role('admin');
  perform private.staff_account(user_id);
  if pg_catalog.to_regclass('auth.sign_in_failures') is not null then
    execute 'delete from auth.sign_in_failures where key in (select ''mfa:'' || f.id from auth.mfa_factors f where f.user_id = $1)' using user_id;
  end if;
  delete from auth.mfa_factors f where f.user_id = reset_staff_two_factor.user_id;
  password := private.give_one_time_password(user_id);
  perform private.audit('staff_reset_2fa', 'users', user_id::text, '{}'::jsonb);
  return password;
end
$fn$;

create or replace function public.reset_staff_password(user_id uuid) returns text
  language plpgsql volatile security definer
  set search_path = ''
as $fn$
declare
  password text;
begin
  perform private.require_role('admin');
  perform private.staff_account(user_id);
  password := private.give_one_time_password(user_id);
  perform private.audit('staff_reset_password', 'users', user_id::text, '{}'::jsonb);
  return password;
end
$fn$;

do $do$
declare
  f text;
begin
  foreach f in array array[
    'public.list_staff()', 'public.unlock_staff(uuid)', 'public.invite_staff(text, text[])',
    'public.set_staff_roles(uuid, text[])', 'public.set_staff_disabled(uuid, boolean)',
    'public.reset_staff_two_factor(uuid)', 'public.reset_staff_password(uuid)'
  ] loop
    execute format('revoke all on function %s from public', f);
    execute format('revoke all on function %s from anon', f);
    execute format('grant execute on function %s to authenticated', f);
  end loop;
end
$do$;
