-- Owners: an inbox item may be given to a member of staff whose roles read its kind; they hear of
-- it by mail, and the inbox shows "Mine", "Unassigned" and "All". Only public.assign_item changes
-- an owner (no column grant), so every assignment is checked and in the audit log.

-- 1. Who owns an item, since when, and who gave it to them (newsletter sign-ups are not work).
do $$
declare
  t text;
begin
  foreach t in array array['contact_submissions', 'job_applications', 'research_partnerships', 'incubation_programme'] loop
    execute format('alter table public.%I
                      add column owner_id uuid references auth.users (id) on delete set null,
                      add column owner_since timestamptz,
                      add column owner_given_by text', t);
    -- "Mine" in the inbox's order, found through its index however many items there are.
    execute format('create index %I on public.%I (owner_id, created_at desc, id) where owner_id is not null',
                   t || '_owner_idx', t);
  end loop;
end
$$;

-- The inbox view gains the owner (a column added at its end keeps every reader of it working).
create or replace view public.inbox with (security_invoker = true) as
  select 'contact_submissions'::text as kind, c.id, c.created_at, c.name, c.email,
         c.company as organisation, c.inquiry_type as subject, c.message as summary,
         c.status, c.status_changed_at, c.status_changed_by, c.owner_id
    from public.contact_submissions c
  union all
  select 'job_applications', j.id, j.created_at, j.first_name || ' ' || j.surname, j.email,
         null, j.position_title, j.reason_to_apply, j.status, j.status_changed_at, j.status_changed_by, j.owner_id
    from public.job_applications j
  union all
  select 'research_partnerships', r.id, r.created_at, r.name, r.email,
         r.institution, r.research_area, r.topic_statement, r.status, r.status_changed_at, r.status_changed_by,
         r.owner_id
    from public.research_partnerships r
  union all
  select 'incubation_programme', i.id, i.created_at, i.name, i.email,
         i.institution, i.research_area, i.topic_statement, i.status, i.status_changed_at, i.status_changed_by,
         i.owner_id
    from public.incubation_programme i
  union all
  select 'newsletter_subscribers', n.id, n.created_at, null, n.email,
         null, null, null, n.status, n.status_changed_at, n.status_changed_by, null::uuid
    from public.newsletter_subscribers n;

-- Giving an item is in the audit log beside the other changes to it.
alter table public.audit_log drop constraint if exists audit_log_action_check;
alter table public.audit_log add constraint audit_log_action_check check (action in (
  'view', 'status_change', 'export', 'erasure', 'content_edit', 'retention', 'orphan_files', 'read', 'download',
  'staff_unlock', 'staff_invite', 'staff_roles', 'staff_disable', 'staff_enable', 'staff_reset_2fa',
  'staff_reset_password', 'newsletter_send', 'redirect_add', 'redirect_remove', 'assign'
));

-- 2. Who may own an item of a kind: active staff (not disabled, not removed) whose roles read it.
create function private.may_own(p_user uuid, p_kind text) returns boolean
  language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from auth.users u
     where u.id = p_user
       and u.raw_app_meta_data ->> 'role' = 'staff'
       and u.deleted_at is null
       and (u.banned_until is null or u.banned_until <= now())
       and pg_catalog.jsonb_typeof(u.raw_app_meta_data -> 'roles') = 'array'
       and (u.raw_app_meta_data -> 'roles' ? 'admin' or u.raw_app_meta_data -> 'roles' ? private.role_for(p_kind)))
$$;
revoke all on function private.may_own(uuid, text) from public;

-- The colleagues an item can be given to, and which kinds each reads: active staff, by address.
-- For the caller's own kinds only (a salesperson learns who reads contact messages, not who reads
-- job applications).
create function public.colleagues() returns jsonb
  language plpgsql stable security definer set search_path = '' as $$
declare
  mine text[];
begin
  perform private.require_staff();
  mine := array(select t from unnest(private.submission_tables()) t
                 where t <> 'newsletter_subscribers' and public.has_role(private.role_for(t)));
  return (select coalesce(jsonb_agg(jsonb_build_object('id', c.id, 'email', c.email, 'kinds', c.kinds) order by c.email), '[]')
            from (select u.id, u.email::text as email,
                         to_jsonb(array(select k from unnest(mine) k where private.may_own(u.id, k))) as kinds
                    from auth.users u
                   where u.raw_app_meta_data ->> 'role' = 'staff' and u.deleted_at is null
                     and (u.banned_until is null or u.banned_until <= now())) c
           where jsonb_array_length(c.kinds) > 0);
end
$$;
revoke all on function public.colleagues() from public;
grant execute on function public.colleagues() to anon, authenticated, service_role;

-- 3. Giving an item to a colleague (or to nobody: p_owner left out). The caller must read the kind,
-- and so must the colleague. Audited with who had it before; the new owner is mailed, unless they
-- took it themselves.
create function public.assign_item(p_kind text, p_id uuid, p_owner uuid default null) returns jsonb
  language plpgsql security definer set search_path = '' as $$
declare
  before uuid;
  found boolean;
  owner_email text := (select u.email::text from auth.users u where u.id = p_owner);
begin
  perform private.require_staff();
  if not (p_kind = any (array['contact_submissions', 'job_applications', 'research_partnerships', 'incubation_programme'])) then
    raise exception 'Only contact messages and applications have owners' using errcode = '22023';
  end if;
  perform private.require_role(private.role_for(p_kind));
  if p_owner is not null and not private.may_own(p_owner, p_kind) then
    raise exception '% may not read this kind of item: give it to a colleague whose roles do',
      coalesce(owner_email, 'That person') using errcode = '22023', hint = 'owner';
  end if;
  execute format('select true, owner_id from public.%I where id = $1 for update', p_kind)
    into found, before using p_id;
  if found is null then
    raise exception 'The item no longer exists (it may have been erased)' using errcode = 'P0001', hint = 'item';
  end if;
  if before is not distinct from p_owner then
    return jsonb_build_object('owner_id', p_owner, 'changed', false);
  end if;
  execute format('update public.%I set owner_id = $1, owner_since = case when $1 is null then null else now() end,
                    owner_given_by = case when $1 is null then null else $2 end where id = $3', p_kind)
    using p_owner, left(auth.jwt() ->> 'email', 254), p_id;
  perform private.audit('assign', p_kind, p_id::text, jsonb_build_object(
    'from', (select u.email::text from auth.users u where u.id = before), 'to', owner_email));
  if p_owner is not null and p_owner is distinct from auth.uid() then
    insert into public.notification_outbox (kind, submission_table, submission_id)
    values ('item-assigned', p_kind, p_id)
    on conflict (submission_table, submission_id, kind) do update
      set status = 'pending', attempts = 0, next_attempt_at = now(), claimed_until = null, last_error = null,
          sent_at = null;
  end if;
  return jsonb_build_object('owner_id', p_owner, 'changed', true);
end
$$;
revoke all on function public.assign_item(text, uuid, uuid) from public;
grant execute on function public.assign_item(text, uuid, uuid) to anon, authenticated, service_role;

-- 4. The owner's mail.
alter table public.notification_outbox drop constraint if exists notification_outbox_kind_check;
alter table public.notification_outbox add constraint notification_outbox_kind_check check (kind in (
  'demo-request', 'partner-inquiry', 'media-request', 'general-question',
  'job-application', 'research-partnership', 'incubation-application', 'newsletter-subscription',
  'backup-failed', 'staff-invite', 'newsletter-confirm', 'application-received', 'schedule-outcome',
  'review-waiting', 'review-decided', 'claim-due', 'release-waiting', 'item-assigned'
));
alter table public.notification_outbox add constraint notification_outbox_assigned_table_check check (
  kind <> 'item-assigned'
  or submission_table in ('contact_submissions', 'job_applications', 'research_partnerships', 'incubation_programme'));

-- 5. The search, with the owner filter ("mine" or "unassigned") beside the others. Newsletter
-- sign-ups have no owner: neither filter shows them.
drop function public.search_inbox(text, text, text, timestamptz, timestamptz, integer, integer);
create function public.search_inbox(
  term text,
  filter_kind text default null,
  filter_status text default null,
  created_from timestamptz default null,
  created_before timestamptz default null,
  max_rows integer default 25,
  skip_rows integer default 0,
  filter_owner text default null
) returns jsonb
  language plpgsql volatile security definer
  set search_path = ''
as $fn$
declare
  pattern text;
  result jsonb;
  readable text[];
  matched integer;
  page jsonb;
  -- Each table's branch: its columns as the inbox names them (each the same type in every branch)
  -- and its search. A table the caller's roles do not read is left out by its first condition.
  branches constant text[] := array[
    $b$select 'contact_submissions'::text as kind, c.id, c.created_at, c.name, c.email, c.company as organisation,
              c.inquiry_type as subject, c.message as summary, c.status, c.status_changed_at, c.owner_id
         from public.contact_submissions c
        where 'contact_submissions' = any ($2)
          and (c.name ilike $1 or c.email ilike $1 or c.company ilike $1 or c.inquiry_type ilike $1 or c.message ilike $1)$b$,
    $b$select 'job_applications'::text, j.id, j.created_at, j.first_name || ' ' || j.surname, j.email, null::text,
              j.position_title, j.reason_to_apply, j.status, j.status_changed_at, j.owner_id
         from public.job_applications j
        where 'job_applications' = any ($2)
          and ((j.first_name || ' ' || j.surname) ilike $1 or j.email ilike $1 or j.position_title ilike $1 or j.reason_to_apply ilike $1)$b$,
    $b$select 'research_partnerships'::text, r.id, r.created_at, r.name, r.email, r.institution,
              r.research_area, r.topic_statement, r.status, r.status_changed_at, r.owner_id
         from public.research_partnerships r
        where 'research_partnerships' = any ($2)
          and (r.name ilike $1 or r.email ilike $1 or r.institution ilike $1 or r.research_area ilike $1 or r.topic_statement ilike $1)$b$,
    $b$select 'incubation_programme'::text, i.id, i.created_at, i.name, i.email, i.institution,
              i.research_area, i.topic_statement, i.status, i.status_changed_at, i.owner_id
         from public.incubation_programme i
        where 'incubation_programme' = any ($2)
          and (i.name ilike $1 or i.email ilike $1 or i.institution ilike $1 or i.research_area ilike $1 or i.topic_statement ilike $1)$b$,
    $b$select 'newsletter_subscribers'::text, n.id, n.created_at, null::text, n.email, null::text, null::text, null::text,
              n.status, n.status_changed_at, null::uuid
         from public.newsletter_subscribers n cross join lateral (select null::uuid as owner_id) o
        where 'newsletter_subscribers' = any ($2) and n.email ilike $1 and $8 is null$b$
  ];
  filters constant text := ' and ($3 is null or status = $3) and ($4 is null or created_at >= $4) and ($5 is null or created_at < $5)'
    || ' and ($8 is null or ($8 = ''unassigned'' and owner_id is null) or ($8 = ''mine'' and owner_id = auth.uid()))';
begin
  perform private.require_staff();
  if term is null or pg_catalog.char_length(pg_catalog.btrim(term)) = 0 or pg_catalog.char_length(term) > 200 then
    raise exception 'The search takes 1 to 200 characters' using errcode = '22023';
  end if;
  if filter_kind is not null and not (filter_kind = any (private.submission_tables())) then
    raise exception 'Unknown submission table' using errcode = '22023';
  end if;
  if filter_owner is not null and filter_owner not in ('mine', 'unassigned') then
    raise exception 'The owner filter is mine or unassigned' using errcode = '22023';
  end if;
  if max_rows is null or max_rows < 1 or max_rows > 1000 or skip_rows is null or skip_rows < 0 then
    raise exception 'max_rows is 1 to 1000, skip_rows 0 or more' using errcode = '22023';
  end if;
  readable := array(select t from unnest(private.submission_tables()) t
                     where public.has_role(private.role_for(t)) and (filter_kind is null or t = filter_kind));
  pattern := '%' || pg_catalog.replace(pg_catalog.replace(pg_catalog.replace(pg_catalog.btrim(term), '\', '\\'), '%', '\%'), '_', '\_') || '%';



  -- Each table is asked on its own, so the planner sees one table's search with its own estimate
  -- (the trigram indexes' statistics tell a rare name from a word most rows hold): an index
  -- search for the one, a walk along created_at that stops early for the other.

  -- 1. How many match, counted up to 1,001 in each table: nobody pages past the first thousand,
  --    and an exact count of a common word is what read every row.
  execute 'select least(coalesce(sum(n), 0), 1001)::integer from ('
       || (select string_agg('select count(*) as n from (' || b || filters || ' limit 1001) x', ' union all ') from unnest(branches) b)
       || ') counts'
    into matched
    using pattern, readable, filter_status, created_from, created_before, null::integer, null::integer, filter_owner;

  -- 2. The page, newest first: each table's first rows up to the page's end, then merged.
  execute 'select coalesce(jsonb_agg(to_jsonb(p) order by p.created_at desc, p.id), ''[]''::jsonb) from (select * from ('
       || (select string_agg('(' || b || filters || ' order by created_at desc, id limit $6 + $7)', ' union all ') from unnest(branches) b)
       || ') h order by created_at desc, id limit $6 offset $7) p'
    into page
    using pattern, readable, filter_status, created_from, created_before, max_rows, skip_rows, filter_owner;

  -- `total` is exact up to 1,000; past it, `more` says so.
  result := jsonb_build_object('total', least(matched, 1000), 'more', matched > 1000, 'rows', page);

  perform private.audit('read', 'inbox', null, jsonb_build_object(
    'rows', pg_catalog.jsonb_array_length(result -> 'rows'),
    'total', (result ->> 'total')::integer,
    'filters', pg_catalog.to_jsonb(array_remove(array[
      'search',
      case when filter_kind is not null then 'kind.eq' end,
      case when filter_status is not null then 'status.eq' end,
      case when created_from is not null then 'created_at.gte' end,
      case when created_before is not null then 'created_at.lt' end,
      case when filter_owner is not null then 'owner.' || filter_owner end
    ], null)),
    'function', 'search_inbox'
  ));
  return result;
end
$fn$;
revoke all on function public.search_inbox(text, text, text, timestamptz, timestamptz, integer, integer, text) from public, anon;
grant execute on function public.search_inbox(text, text, text, timestamptz, timestamptz, integer, integer, text) to authenticated, service_role;

-- 6. An export of "Mine" or "Unassigned" records which, as it records the other filters.
create or replace function public.log_export(kind text, filters jsonb, row_count integer) returns void
  language plpgsql security definer
  set search_path = ''
as $fn$
declare
  kept jsonb := coalesce(filters, '{}'::jsonb) - 'search' - 'page';
  entry record;
begin
  perform private.require_staff();
  if kind = 'all' then
    -- Every kind the caller's roles may read: some inbox role is needed at all.
    if not exists (select 1 from unnest(private.submission_tables()) t where public.has_role(private.role_for(t))) then
      raise exception 'Not available to your role' using errcode = '42501';
    end if;
  elsif kind = any (private.submission_tables()) then
    perform private.require_role(private.role_for(kind));
  else
    raise exception 'Unknown kind of submission' using errcode = '22023';
  end if;
  if pg_catalog.jsonb_typeof(kept) <> 'object' then
    raise exception 'The filters must be an object' using errcode = '22023';
  end if;
  for entry in select key, value from pg_catalog.jsonb_each(kept) loop
    if not (
      (entry.key = 'kind' and entry.value #>> '{}' = any (private.submission_tables() || array['all']))
      or (entry.key = 'status' and entry.value #>> '{}' in ('all', 'new', 'read', 'archived', 'spam'))
      or (entry.key in ('from', 'to') and entry.value #>> '{}' ~ '^(\d{4}-\d{2}-\d{2})?$')
      or (entry.key = 'state' and kind = 'newsletter_subscribers' and entry.value #>> '{}' = 'confirmed')
      or (entry.key = 'owner' and entry.value #>> '{}' in ('all', 'mine', 'unassigned'))
    ) then
      raise exception 'Filter % is not one the export records', left(entry.key, 40) using errcode = '22023';
    end if;
  end loop;
  if row_count is null or row_count < 0 or row_count > 10000000 then
    raise exception 'The row count must be between 0 and 10,000,000' using errcode = '22023';
  end if;
  perform private.audit('export', kind, null, jsonb_build_object('filters', kept, 'rows', row_count));
end
$fn$;
