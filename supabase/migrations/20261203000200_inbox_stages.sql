-- Stages: each kind of work moves through its own pipeline (declared with the kind in
-- shared/submission-kinds.ts; private.stages_of says the same, and a test holds them equal). An
-- item starts in the first stage; public.move_to_stage moves one or many, each move audited; the
-- inbox filters and counts by stage and shows how long an item has sat in its own.

create function private.stages_of(p_kind text) returns text[]
  language sql immutable set search_path = '' as $$
  select case p_kind
    when 'contact_submissions' then array['new', 'contacted', 'qualified', 'won', 'lost']
    when 'job_applications' then array['new', 'screening', 'interview', 'offer', 'hired', 'not-taken']
    when 'research_partnerships' then array['new', 'in-review', 'accepted', 'declined']
    when 'incubation_programme' then array['new', 'in-review', 'accepted', 'declined']
    else array[]::text[]
  end
$$;
revoke all on function private.stages_of(text) from public;

do $$
declare
  t text;
begin
  foreach t in array array['contact_submissions', 'job_applications', 'research_partnerships', 'incubation_programme'] loop
    -- The CHECK holds the names themselves: it runs as whoever writes the row (a visitor's
    -- insert too), who may not call private functions.
    execute format('alter table public.%I
                      add column stage text not null default ''new''
                        constraint %I check (stage = any (%L::text[])),
                      add column stage_since timestamptz not null default now()',
                   t, t || '_stage_check', private.stages_of(t));
    -- What was there before stages has sat in the first since it arrived.
    execute format('update public.%I set stage_since = created_at', t);
    -- A stage's items in the inbox's order, and its count, through an index.
    execute format('create index %I on public.%I (stage, created_at desc, id)', t || '_stage_idx', t);
  end loop;
end
$$;

-- Moving an item is in the audit log beside the other changes to it.
alter table public.audit_log drop constraint if exists audit_log_action_check;
alter table public.audit_log add constraint audit_log_action_check check (action in (
  'view', 'status_change', 'export', 'erasure', 'content_edit', 'retention', 'orphan_files', 'read', 'download',
  'staff_unlock', 'staff_invite', 'staff_roles', 'staff_disable', 'staff_enable', 'staff_reset_2fa',
  'staff_reset_password', 'newsletter_send', 'redirect_add', 'redirect_remove', 'assign', 'stage_change'
));

-- The inbox view gains the stage and since when (added at its end).
create or replace view public.inbox with (security_invoker = true) as
  select 'contact_submissions'::text as kind, c.id, c.created_at, c.name, c.email,
         c.company as organisation, c.inquiry_type as subject, c.message as summary,
         c.status, c.status_changed_at, c.status_changed_by, c.owner_id, c.stage, c.stage_since
    from public.contact_submissions c
  union all
  select 'job_applications', j.id, j.created_at, j.first_name || ' ' || j.surname, j.email,
         null, j.position_title, j.reason_to_apply, j.status, j.status_changed_at, j.status_changed_by, j.owner_id,
         j.stage, j.stage_since
    from public.job_applications j
  union all
  select 'research_partnerships', r.id, r.created_at, r.name, r.email,
         r.institution, r.research_area, r.topic_statement, r.status, r.status_changed_at, r.status_changed_by,
         r.owner_id, r.stage, r.stage_since
    from public.research_partnerships r
  union all
  select 'incubation_programme', i.id, i.created_at, i.name, i.email,
         i.institution, i.research_area, i.topic_statement, i.status, i.status_changed_at, i.status_changed_by,
         i.owner_id, i.stage, i.stage_since
    from public.incubation_programme i
  union all
  select 'newsletter_subscribers', n.id, n.created_at, null, n.email,
         null, null, null, n.status, n.status_changed_at, n.status_changed_by, null::uuid, null::text,
         null::timestamptz
    from public.newsletter_subscribers n;

-- Moves items of one kind to one of its stages: the caller must read the kind. Items already
-- there are left as they were; each one moved is audited from and to. Answers how many moved.
-- At most 500 at once (a page of the inbox is 25; a bulk move is a few pages at most).
create function public.move_to_stage(p_kind text, p_ids uuid[], p_stage text) returns integer
  language plpgsql security definer set search_path = '' as $$
declare
  moved integer;
begin
  perform private.require_staff();
  if cardinality(private.stages_of(p_kind)) = 0 then
    raise exception 'Only contact messages and applications have stages' using errcode = '22023';
  end if;
  perform private.require_role(private.role_for(p_kind));
  if p_stage is null or not (p_stage = any (private.stages_of(p_kind))) then
    raise exception '“%” is not a stage of this kind of item: its stages are %', left(coalesce(p_stage, ''), 40),
      array_to_string(private.stages_of(p_kind), ', ') using errcode = '22023', hint = 'stage';
  end if;
  if p_ids is null or cardinality(p_ids) = 0 or cardinality(p_ids) > 500 then
    raise exception 'Move 1 to 500 items at once' using errcode = '22023';
  end if;
  execute format($q$
    with moving as (
      select t.id, t.stage from public.%1$I t where t.id = any ($1) and t.stage <> $2 for update
    ), changed as (
      update public.%1$I t set stage = $2, stage_since = now() from moving m where t.id = m.id
      returning t.id, m.stage as before
    ), logged as (
      insert into public.audit_log (actor_id, actor_email, action, target_table, target_id, details)
      select auth.uid(), left(auth.jwt() ->> 'email', 254), 'stage_change', %1$L, c.id::text,
             jsonb_build_object('from', c.before, 'to', $2)
        from changed c
      returning 1
    )
    select count(*)::integer from logged $q$, p_kind)
    into moved using p_ids, p_stage;
  return moved;
end
$$;
revoke all on function public.move_to_stage(text, uuid[], text) from public;
grant execute on function public.move_to_stage(text, uuid[], text) to anon, authenticated, service_role;

-- How many items of a kind sit in each stage (archived and spam left out: not work), for the
-- inbox's stage tabs. Drawn from visitors' submissions: each asking is audited, as the counts are.
create function public.stage_counts(p_kind text) returns jsonb
  language plpgsql stable security definer set search_path = '' as $$
declare
  result jsonb;
begin
  perform private.require_staff();
  if cardinality(private.stages_of(p_kind)) = 0 then
    raise exception 'Only contact messages and applications have stages' using errcode = '22023';
  end if;
  perform private.require_role(private.role_for(p_kind));
  execute format('select coalesce(jsonb_object_agg(stage, n), ''{}''::jsonb)
                    from (select stage, count(*) as n from public.%I where status not in (''archived'', ''spam'')
                          group by stage) s', p_kind)
    into result;
  perform private.audit('read', 'stage_counts', null, jsonb_build_object('kind', p_kind));
  return result;
end
$$;
revoke all on function public.stage_counts(text) from public;
grant execute on function public.stage_counts(text) to anon, authenticated, service_role;

-- The search, with the stage filter beside the others (newsletter sign-ups have none).
drop function public.search_inbox(text, text, text, timestamptz, timestamptz, integer, integer, text);
create function public.search_inbox(
  term text,
  filter_kind text default null,
  filter_status text default null,
  created_from timestamptz default null,
  created_before timestamptz default null,
  max_rows integer default 25,
  skip_rows integer default 0,
  filter_owner text default null,
  filter_stage text default null
) returns jsonb
  language plpgsql volatile security definer
  set search_path = ''
as $fn$
declare
  -- The caller, worked out once: auth.uid() in the filter would read the claims again for every row.
  me uuid := auth.uid();
  pattern text;
  result jsonb;
  readable text[];
  matched integer;
  page jsonb;
  -- Each table's branch: its columns as the inbox names them (each the same type in every branch)
  -- and its search. A table the caller's roles do not read is left out by its first condition.
  branches constant text[] := array[
    $b$select 'contact_submissions'::text as kind, c.id, c.created_at, c.name, c.email, c.company as organisation,
              c.inquiry_type as subject, c.message as summary, c.status, c.status_changed_at, c.owner_id, c.stage, c.stage_since
         from public.contact_submissions c
        where 'contact_submissions' = any ($2)
          and (c.name ilike $1 or c.email ilike $1 or c.company ilike $1 or c.inquiry_type ilike $1 or c.message ilike $1)$b$,
    $b$select 'job_applications'::text, j.id, j.created_at, j.first_name || ' ' || j.surname, j.email, null::text,
              j.position_title, j.reason_to_apply, j.status, j.status_changed_at, j.owner_id, j.stage, j.stage_since
         from public.job_applications j
        where 'job_applications' = any ($2)
          and ((j.first_name || ' ' || j.surname) ilike $1 or j.email ilike $1 or j.position_title ilike $1 or j.reason_to_apply ilike $1)$b$,
    $b$select 'research_partnerships'::text, r.id, r.created_at, r.name, r.email, r.institution,
              r.research_area, r.topic_statement, r.status, r.status_changed_at, r.owner_id, r.stage, r.stage_since
         from public.research_partnerships r
        where 'research_partnerships' = any ($2)
          and (r.name ilike $1 or r.email ilike $1 or r.institution ilike $1 or r.research_area ilike $1 or r.topic_statement ilike $1)$b$,
    $b$select 'incubation_programme'::text, i.id, i.created_at, i.name, i.email, i.institution,
              i.research_area, i.topic_statement, i.status, i.status_changed_at, i.owner_id, i.stage, i.stage_since
         from public.incubation_programme i
        where 'incubation_programme' = any ($2)
          and (i.name ilike $1 or i.email ilike $1 or i.institution ilike $1 or i.research_area ilike $1 or i.topic_statement ilike $1)$b$,
    $b$select 'newsletter_subscribers'::text, n.id, n.created_at, null::text, n.email, null::text, null::text, null::text,
              n.status, n.status_changed_at, null::uuid, null::text, null::timestamptz
         from public.newsletter_subscribers n cross join lateral (select null::uuid as owner_id, null::text as stage) o
        where 'newsletter_subscribers' = any ($2) and n.email ilike $1 and $8 is null$b$
  ];
  filters constant text := ' and ($3 is null or status = $3) and ($4 is null or created_at >= $4) and ($5 is null or created_at < $5)'
    || ' and ($8 is null or ($8 = ''unassigned'' and owner_id is null) or ($8 = ''mine'' and owner_id = $10))'
    || ' and ($9 is null or stage = $9)';
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
  if filter_stage is not null and pg_catalog.char_length(filter_stage) > 40 then
    raise exception 'No kind has a stage of that name' using errcode = '22023';
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
    using pattern, readable, filter_status, created_from, created_before, null::integer, null::integer, filter_owner, filter_stage, me;

  -- 2. The page, newest first: each table's first rows up to the page's end, then merged.
  execute 'select coalesce(jsonb_agg(to_jsonb(p) order by p.created_at desc, p.id), ''[]''::jsonb) from (select * from ('
       || (select string_agg('(' || b || filters || ' order by created_at desc, id limit $6 + $7)', ' union all ') from unnest(branches) b)
       || ') h order by created_at desc, id limit $6 offset $7) p'
    into page
    using pattern, readable, filter_status, created_from, created_before, max_rows, skip_rows, filter_owner, filter_stage, me;

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
      case when filter_owner is not null then 'owner.' || filter_owner end,
      case when filter_stage is not null then 'stage.eq' end
    ], null)),
    'function', 'search_inbox'
  ));
  return result;
end
$fn$;
revoke all on function public.search_inbox(text, text, text, timestamptz, timestamptz, integer, integer, text, text) from public, anon;
grant execute on function public.search_inbox(text, text, text, timestamptz, timestamptz, integer, integer, text, text) to authenticated, service_role;

-- An export of one stage records which, as it records the other filters.
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
      or (entry.key = 'stage' and entry.value #>> '{}' ~ '^[a-z-]{0,40}$')
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
