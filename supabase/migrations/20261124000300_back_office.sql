-- The staff back office (issue 13, docs/decisions/011-back-office.md): an audit log nobody can
-- edit through the API, the retention setting, and the functions staff call through
-- /rest/v1/rpc (view and export logging, erasure of a person, retention). Everything here is for
-- staff at aal2 only (public.is_staff(), from 20261124000200_staff_access.sql).

-- 0. A schema the API never exposes, for what only SECURITY DEFINER code may touch ---------------
create schema if not exists private;
revoke all on schema private from public;
do $do$
begin
  execute 'revoke all on schema private from anon, authenticated, service_role';
end
$do$;

-- 1. The audit log -----------------------------------------------------------------------------
-- Who did what, when, to which row. Never the content of a row, and for an erasure only counts:
-- an entry must not keep what the erasure removed.
create table if not exists public.audit_log (
  id bigint generated always as identity primary key,
  at timestamptz not null default now(),
  actor_id uuid,
  actor_email text check (actor_email is null or char_length(actor_email) <= 254),
  action text not null
    check (action in ('view', 'status_change', 'export', 'erasure', 'content_edit', 'retention')),
  target_table text check (target_table is null or char_length(target_table) <= 63),
  target_id text check (target_id is null or char_length(target_id) <= 100),
  details jsonb not null default '{}'::jsonb
);
create index if not exists audit_log_at_idx on public.audit_log (at desc);

alter table public.audit_log enable row level security;
-- Read only, by staff at aal2 (and the secret key's tools); nobody writes through the API.
revoke all on table public.audit_log from public, anon, authenticated, service_role;
grant select on table public.audit_log to authenticated, service_role;
drop policy if exists "Staff read the audit log" on public.audit_log;
create policy "Staff read the audit log" on public.audit_log
  for select to authenticated using ((select public.is_staff()));
drop policy if exists "Only staff at aal2 read the audit log" on public.audit_log;
create policy "Only staff at aal2 read the audit log" on public.audit_log
  as restrictive for select to authenticated using ((select public.is_staff()));

-- The one writer of the log. Not callable through the API (private schema, no grant).
create or replace function private.audit(p_action text, p_table text, p_id text, p_details jsonb)
  returns void
  language sql security definer
  set search_path = ''
as $fn$
  insert into public.audit_log (actor_id, actor_email, action, target_table, target_id, details)
  values (
    case when (auth.jwt() ->> 'sub') ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
      then (auth.jwt() ->> 'sub')::uuid end,
    left(auth.jwt() ->> 'email', 254),
    p_action, p_table, left(p_id, 100), coalesce(p_details, '{}'::jsonb)
  )
$fn$;
revoke all on function private.audit(text, text, text, jsonb) from public;

-- Statements run as the owner without claims (migrations, the seed, the daily job) are the
-- install's own doing, not a person's: the triggers do not log them.
create or replace function private.is_api_call() returns boolean
  language sql stable
  set search_path = ''
as $fn$
  select nullif(current_setting('request.jwt.claims', true), '') is not null
$fn$;
revoke all on function private.is_api_call() from public;

-- Only staff at aal2, or the install's own tools (the secret key, or the owner without claims).
create or replace function private.require_staff_or_tools() returns void
  language plpgsql stable
  set search_path = ''
as $fn$
begin
  if public.is_staff() then return; end if;
  if not private.is_api_call() or (auth.jwt() ->> 'role') = 'service_role' then return; end if;
  raise exception 'Only staff signed in with two-factor authentication may do this'
    using errcode = '42501';
end
$fn$;
revoke all on function private.require_staff_or_tools() from public;

create or replace function private.require_staff() returns void
  language plpgsql stable
  set search_path = ''
as $fn$
begin
  if not public.is_staff() then
    raise exception 'Only staff signed in with two-factor authentication may do this'
      using errcode = '42501';
  end if;
end
$fn$;
revoke all on function private.require_staff() from public;

-- 2. Triggers: status changes and content edits are logged by the database itself --------------
create or replace function private.audit_status_change() returns trigger
  language plpgsql security definer
  set search_path = ''
as $fn$
begin
  if private.is_api_call() and new.status is distinct from old.status then
    perform private.audit('status_change', tg_table_name, new.id::text,
      jsonb_build_object('from', old.status, 'to', new.status));
  end if;
  return null;
end
$fn$;
revoke all on function private.audit_status_change() from public;

create or replace function private.audit_content_edit() returns trigger
  language plpgsql security definer
  set search_path = ''
as $fn$
declare
  target jsonb := to_jsonb(coalesce(new, old));
begin
  if private.is_api_call() then
    perform private.audit('content_edit', tg_table_name, target ->> 'id',
      jsonb_build_object('operation', lower(tg_op), 'title', left(target ->> 'title', 200)));
  end if;
  return null;
end
$fn$;
revoke all on function private.audit_content_edit() from public;

do $do$
declare
  t text;
begin
  foreach t in array array[
    'contact_submissions', 'job_applications', 'research_partnerships', 'incubation_programme', 'newsletter_subscribers'
  ] loop
    execute format('drop trigger if exists audit_status_change on public.%I', t);
    execute format(
      'create trigger audit_status_change after update of status on public.%I
         for each row execute function private.audit_status_change()', t);
    execute format('create index if not exists %I on public.%I (created_at desc)', t || '_created_at_idx', t);
  end loop;
  foreach t in array array['resources', 'documentation'] loop
    execute format('drop trigger if exists audit_content_edit on public.%I', t);
    execute format(
      'create trigger audit_content_edit after insert or update or delete on public.%I
         for each row execute function private.audit_content_edit()', t);
  end loop;
end
$do$;

-- 3. Files follow their rows -----------------------------------------------------------------
-- A deleted storage.objects row queues its file, in the same transaction; the server removes
-- queued files whose row is still gone (server/storage/reaper.ts). A rolled-back delete queues
-- nothing, and a file is never removed while its row exists: erasure cannot half-succeed.
create table if not exists private.removed_files (
  id bigint generated always as identity primary key,
  bucket_id text not null,
  name text not null,
  removed_at timestamptz not null default now()
);

create or replace function private.queue_removed_file() returns trigger
  language plpgsql security definer
  set search_path = ''
as $fn$
begin
  insert into private.removed_files (bucket_id, name) values (old.bucket_id, old.name);
  return null;
end
$fn$;
revoke all on function private.queue_removed_file() from public;

-- Only where storage.objects is ours (the embedded backend). On a hosted project it belongs to
-- Storage's own role, whose API removes files itself; `postgres` may still add triggers there,
-- but a queue that nothing drains would only grow (issue 24; 20261125000400 removes it there).
do $do$
begin
  if pg_has_role(current_user, (select c.relowner from pg_class c where c.oid = 'storage.objects'::regclass), 'USAGE') then
    drop trigger if exists queue_removed_file on storage.objects;
    create trigger queue_removed_file after delete on storage.objects
      for each row execute function private.queue_removed_file();
  else
    raise notice 'storage.objects is not ours: its files are Storage''s to remove';
  end if;
end
$do$;

-- 4. Settings: how long submissions are kept --------------------------------------------------
create table if not exists public.back_office_settings (
  id boolean primary key default true check (id),
  retention_months integer not null default 24 check (retention_months between 1 and 120),
  updated_at timestamptz not null default now(),
  updated_by uuid
);
insert into public.back_office_settings (id) values (true) on conflict (id) do nothing;
alter table public.back_office_settings enable row level security;
revoke all on table public.back_office_settings from public, anon, authenticated, service_role;
grant select on table public.back_office_settings to authenticated, service_role;
drop policy if exists "Staff read the settings" on public.back_office_settings;
create policy "Staff read the settings" on public.back_office_settings
  for select to authenticated using ((select public.is_staff()));

-- 5. What staff call through /rest/v1/rpc ------------------------------------------------------
-- Which submission tables exist, and where their files are.
create or replace function private.submission_tables() returns text[]
  language sql immutable
  set search_path = ''
as $fn$
  select array['contact_submissions', 'job_applications', 'research_partnerships', 'incubation_programme', 'newsletter_subscribers']
$fn$;
revoke all on function private.submission_tables() from public;

-- An item opened in the inbox.
create or replace function public.log_view(target_table text, target_id text) returns void
  language plpgsql security definer
  set search_path = ''
as $fn$
begin
  perform private.require_staff();
  if not (target_table = any (private.submission_tables())) then
    raise exception 'Unknown submission table' using errcode = '22023';
  end if;
  perform private.audit('view', target_table, target_id, '{}'::jsonb);
end
$fn$;

-- A CSV export: which kind, which filters (no search text: it may be a name), how many rows.
create or replace function public.log_export(kind text, filters jsonb, row_count integer) returns void
  language plpgsql security definer
  set search_path = ''
as $fn$
begin
  perform private.require_staff();
  perform private.audit('export', left(kind, 63), null,
    jsonb_build_object('filters', coalesce(filters, '{}'::jsonb) - 'search', 'rows', row_count));
end
$fn$;

-- Deletes the rows of the given submission tables that match p_where ($1 = p_arg) and the rows
-- of their files; answers what went, by table, and the files as `bucket/name`.
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
begin
  -- Files first: the rows name them.
  if 'job_applications' = any (p_tables) then
    execute format(
      'select coalesce(array_agg(p) filter (where p is not null), ''{}'') from public.job_applications j
         cross join lateral unnest(array[j.cv_url, j.cover_letter_url]) p where %s', p_where) into paths using p_arg;
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

-- UK GDPR right to erasure: every row with this email in every submission table, and their
-- files, in this one transaction. The log keeps the counts, never the address.
create or replace function public.erase_person(email text) returns jsonb
  language plpgsql security definer
  set search_path = ''
as $fn$
declare
  result jsonb;
  address text := lower(btrim(email));
begin
  perform private.require_staff();
  if address is null or address !~ '^[^@\s]+@[^@\s]+$' then
    raise exception 'Enter the email address of the person to erase' using errcode = '22023';
  end if;
  result := private.delete_submissions(private.submission_tables(), 'lower(btrim(email)) = $1', address);
  perform private.audit('erasure', null, null, jsonb_build_object(
    'rows', result -> 'rows', 'files', jsonb_array_length(result -> 'files')));
  return result;
end
$fn$;

-- Deletes submissions older than the retention setting, with their files. Newsletter sign-ups
-- are consent that lasts until withdrawn, so they are kept (erasure removes them).
create or replace function public.apply_retention() returns jsonb
  language plpgsql security definer
  set search_path = ''
as $fn$
declare
  months integer;
  cutoff timestamptz;
  result jsonb;
begin
  perform private.require_staff_or_tools();
  select s.retention_months into months from public.back_office_settings s where s.id;
  cutoff := now() - make_interval(months => coalesce(months, 24));
  result := private.delete_submissions(
    array_remove(private.submission_tables(), 'newsletter_subscribers'), 'created_at < $1::timestamptz', cutoff::text);
  perform private.audit('retention', null, null, jsonb_build_object(
    'months', months, 'before', cutoff, 'rows', result -> 'rows', 'files', jsonb_array_length(result -> 'files')));
  return result || jsonb_build_object('months', months, 'before', cutoff);
end
$fn$;

-- Changes how long submissions are kept (1 to 120 months).
create or replace function public.set_retention_months(months integer) returns void
  language plpgsql security definer
  set search_path = ''
as $fn$
begin
  perform private.require_staff();
  update public.back_office_settings
     set retention_months = months, updated_at = now(),
         updated_by = case when (auth.jwt() ->> 'sub') ~* '^[0-9a-f-]{36}$' then (auth.jwt() ->> 'sub')::uuid end
   where id;
  perform private.audit('retention', 'back_office_settings', null, jsonb_build_object('months', months));
end
$fn$;

-- Only signed-in staff (and the secret key's tools) may call these; the functions check aal2.
do $do$
declare
  f text;
begin
  foreach f in array array[
    'public.log_view(text, text)', 'public.log_export(text, jsonb, integer)', 'public.erase_person(text)',
    'public.apply_retention()', 'public.set_retention_months(integer)'
  ] loop
    execute format('revoke all on function %s from public', f);
    execute format('revoke all on function %s from anon', f);
    execute format('grant execute on function %s to authenticated, service_role', f);
  end loop;
end
$do$;

-- 6. The inbox: every submission table as one list --------------------------------------------
-- A view with the caller's rights (security_invoker): the tables' own policies decide, so only
-- staff at aal2 see rows. One request pages, filters, searches and counts across all kinds.
create or replace view public.inbox with (security_invoker = true) as
  select 'contact_submissions'::text as kind, c.id, c.created_at, c.name, c.email,
         c.company as organisation, c.inquiry_type as subject, c.message as summary,
         c.status, c.status_changed_at, c.status_changed_by
    from public.contact_submissions c
  union all
  select 'job_applications', j.id, j.created_at, j.first_name || ' ' || j.surname, j.email,
         null, j.position_title, j.reason_to_apply, j.status, j.status_changed_at, j.status_changed_by
    from public.job_applications j
  union all
  select 'research_partnerships', r.id, r.created_at, r.name, r.email,
         r.institution, r.research_area, r.topic_statement, r.status, r.status_changed_at, r.status_changed_by
    from public.research_partnerships r
  union all
  select 'incubation_programme', i.id, i.created_at, i.name, i.email,
         i.institution, i.research_area, i.topic_statement, i.status, i.status_changed_at, i.status_changed_by
    from public.incubation_programme i
  union all
  select 'newsletter_subscribers', n.id, n.created_at, null, n.email,
         null, null, null, n.status, n.status_changed_at, n.status_changed_by
    from public.newsletter_subscribers n;

revoke all on table public.inbox from public, anon, authenticated, service_role;
grant select on table public.inbox to authenticated, service_role;

-- New items per kind, for the inbox's tabs (as the caller: staff see counts, others zeros).
create or replace function public.inbox_counts() returns jsonb
  language sql stable
  set search_path = ''
as $fn$
  select coalesce(jsonb_object_agg(kind, n), '{}'::jsonb)
    from (select kind, count(*) as n from public.inbox where status = 'new' group by kind) counts
$fn$;
revoke all on function public.inbox_counts() from public;
revoke all on function public.inbox_counts() from anon;
grant execute on function public.inbox_counts() to authenticated, service_role;
