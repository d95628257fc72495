-- The inbox's search at 100,000 submissions (issue 27, docs/decisions/024-inbox-search.md). The
-- back office searched five columns of the inbox view with `ilike '%term%'`, which read every row.
-- pg_trgm's GIN indexes serve such a pattern, one per searched column (the view's expressions, as
-- each table computes them), combined by the planner in a BitmapOr per table. But through the
-- view, row-level security comes first, and `ilike` is not LEAKPROOF, so no index may serve it
-- there: search_inbox() below checks the caller itself and searches the tables directly.
-- fastupdate off: PGlite has no autovacuum, and a pending list never merged makes the planner
-- prefer a full scan (docs/decisions/024-inbox-search.md).
-- pg_trgm is trusted (PostgreSQL 13+): `postgres` may create it on a hosted project, where it goes
-- in the `extensions` schema as Supabase puts extensions; PGlite loads it (server/db/pglite.ts).
create schema if not exists extensions;
create extension if not exists pg_trgm with schema extensions;

create index if not exists contact_submissions_name_trgm on public.contact_submissions using gin (name extensions.gin_trgm_ops) with (fastupdate = off);
create index if not exists contact_submissions_email_trgm on public.contact_submissions using gin (email extensions.gin_trgm_ops) with (fastupdate = off);
create index if not exists contact_submissions_company_trgm on public.contact_submissions using gin (company extensions.gin_trgm_ops) with (fastupdate = off);
create index if not exists contact_submissions_inquiry_type_trgm on public.contact_submissions using gin (inquiry_type extensions.gin_trgm_ops) with (fastupdate = off);
create index if not exists contact_submissions_message_trgm on public.contact_submissions using gin (message extensions.gin_trgm_ops) with (fastupdate = off);

create index if not exists job_applications_name_trgm on public.job_applications using gin ((first_name || ' ' || surname) extensions.gin_trgm_ops) with (fastupdate = off);
create index if not exists job_applications_email_trgm on public.job_applications using gin (email extensions.gin_trgm_ops) with (fastupdate = off);
create index if not exists job_applications_position_title_trgm on public.job_applications using gin (position_title extensions.gin_trgm_ops) with (fastupdate = off);
create index if not exists job_applications_reason_trgm on public.job_applications using gin (reason_to_apply extensions.gin_trgm_ops) with (fastupdate = off);

create index if not exists research_partnerships_name_trgm on public.research_partnerships using gin (name extensions.gin_trgm_ops) with (fastupdate = off);
create index if not exists research_partnerships_email_trgm on public.research_partnerships using gin (email extensions.gin_trgm_ops) with (fastupdate = off);
create index if not exists research_partnerships_institution_trgm on public.research_partnerships using gin (institution extensions.gin_trgm_ops) with (fastupdate = off);
create index if not exists research_partnerships_area_trgm on public.research_partnerships using gin (research_area extensions.gin_trgm_ops) with (fastupdate = off);
create index if not exists research_partnerships_topic_trgm on public.research_partnerships using gin (topic_statement extensions.gin_trgm_ops) with (fastupdate = off);

create index if not exists incubation_programme_name_trgm on public.incubation_programme using gin (name extensions.gin_trgm_ops) with (fastupdate = off);
create index if not exists incubation_programme_email_trgm on public.incubation_programme using gin (email extensions.gin_trgm_ops) with (fastupdate = off);
create index if not exists incubation_programme_institution_trgm on public.incubation_programme using gin (institution extensions.gin_trgm_ops) with (fastupdate = off);
create index if not exists incubation_programme_area_trgm on public.incubation_programme using gin (research_area extensions.gin_trgm_ops) with (fastupdate = off);
create index if not exists incubation_programme_topic_trgm on public.incubation_programme using gin (topic_statement extensions.gin_trgm_ops) with (fastupdate = off);

create index if not exists newsletter_subscribers_email_trgm on public.newsletter_subscribers using gin (email extensions.gin_trgm_ops) with (fastupdate = off);

-- A page of the inbox that matches a search, with the filters the inbox has, and how many match.
-- Staff at aal2 only (the same check as the tables' policies); the term's % and _ are literal.
-- The read is in the audit log, without the term (a name or an address).
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
  pattern := '%' || pg_catalog.replace(pg_catalog.replace(pg_catalog.replace(pg_catalog.btrim(term), '\', '\\'), '%', '\%'), '_', '\_') || '%';

  -- Dynamic, so each call is planned with its own values (an index for a rare name, a scan for a
  -- word in most rows). Each branch is the inbox view's, with its searched expressions.
  execute $q$
    with hits as materialized (
      select 'contact_submissions'::text as kind, c.id, c.created_at, c.name, c.email, c.company as organisation,
             c.inquiry_type as subject, c.message as summary, c.status, c.status_changed_at
        from public.contact_submissions c
       where ($2 is null or $2 = 'contact_submissions')
         and (c.name ilike $1 or c.email ilike $1 or c.company ilike $1 or c.inquiry_type ilike $1 or c.message ilike $1)
      union all
      select 'job_applications', j.id, j.created_at, j.first_name || ' ' || j.surname, j.email, null,
             j.position_title, j.reason_to_apply, j.status, j.status_changed_at
        from public.job_applications j
       where ($2 is null or $2 = 'job_applications')
         and ((j.first_name || ' ' || j.surname) ilike $1 or j.email ilike $1 or j.position_title ilike $1 or j.reason_to_apply ilike $1)
      union all
      select 'research_partnerships', r.id, r.created_at, r.name, r.email, r.institution,
             r.research_area, r.topic_statement, r.status, r.status_changed_at
        from public.research_partnerships r
       where ($2 is null or $2 = 'research_partnerships')
         and (r.name ilike $1 or r.email ilike $1 or r.institution ilike $1 or r.research_area ilike $1 or r.topic_statement ilike $1)
      union all
      select 'incubation_programme', i.id, i.created_at, i.name, i.email, i.institution,
             i.research_area, i.topic_statement, i.status, i.status_changed_at
        from public.incubation_programme i
       where ($2 is null or $2 = 'incubation_programme')
         and (i.name ilike $1 or i.email ilike $1 or i.institution ilike $1 or i.research_area ilike $1 or i.topic_statement ilike $1)
      union all
      select 'newsletter_subscribers', n.id, n.created_at, null, n.email, null, null, null, n.status, n.status_changed_at
        from public.newsletter_subscribers n
       where ($2 is null or $2 = 'newsletter_subscribers') and n.email ilike $1
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
  using pattern, filter_kind, filter_status, created_from, created_before, max_rows, skip_rows;

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
revoke all on function public.search_inbox(text, text, text, timestamptz, timestamptz, integer, integer) from public;
revoke all on function public.search_inbox(text, text, text, timestamptz, timestamptz, integer, integer) from anon;
grant execute on function public.search_inbox(text, text, text, timestamptz, timestamptz, integer, integer) to authenticated, service_role;
