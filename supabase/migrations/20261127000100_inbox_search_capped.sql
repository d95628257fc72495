-- Issue 27: the inbox's search within budget for a word most submissions hold. The exact count of
-- such a search read every matching row (about 250 ms at 100,000 submissions); now each table is
-- searched on its own, counted up to 1,001, and gives its newest rows up to the page's end
-- (docs/decisions/029-search-counted-to-a-thousand.md). Same arguments and grants as before; the
-- answer gains `more`.

-- The inbox's order (newest first, then id) as an index on each table, so a table's newest matches
-- are read in order and the read stops when the page is full. It serves what the created_at index
-- served (retention's cut-off, the date filters).
do $$
declare
  t text;
begin
  foreach t in array private.submission_tables() loop
    execute format('create index if not exists %I on public.%I (created_at desc, id)', t || '_created_at_id_idx', t);
    execute format('drop index if exists public.%I', t || '_created_at_idx');
  end loop;
end
$$;

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
  matched integer;
  page jsonb;
  -- Each table's branch: its columns as the inbox names them (each the same type in every branch)
  -- and its search. A table the caller's roles do not read is left out by its first condition.
  branches constant text[] := array[
    $b$select 'contact_submissions'::text as kind, c.id, c.created_at, c.name, c.email, c.company as organisation,
              c.inquiry_type as subject, c.message as summary, c.status, c.status_changed_at
         from public.contact_submissions c
        where 'contact_submissions' = any ($2)
          and (c.name ilike $1 or c.email ilike $1 or c.company ilike $1 or c.inquiry_type ilike $1 or c.message ilike $1)$b$,
    $b$select 'job_applications'::text, j.id, j.created_at, j.first_name || ' ' || j.surname, j.email, null::text,
              j.position_title, j.reason_to_apply, j.status, j.status_changed_at
         from public.job_applications j
        where 'job_applications' = any ($2)
          and ((j.first_name || ' ' || j.surname) ilike $1 or j.email ilike $1 or j.position_title ilike $1 or j.reason_to_apply ilike $1)$b$,
    $b$select 'research_partnerships'::text, r.id, r.created_at, r.name, r.email, r.institution,
              r.research_area, r.topic_statement, r.status, r.status_changed_at
         from public.research_partnerships r
        where 'research_partnerships' = any ($2)
          and (r.name ilike $1 or r.email ilike $1 or r.institution ilike $1 or r.research_area ilike $1 or r.topic_statement ilike $1)$b$,
    $b$select 'incubation_programme'::text, i.id, i.created_at, i.name, i.email, i.institution,
              i.research_area, i.topic_statement, i.status, i.status_changed_at
         from public.incubation_programme i
        where 'incubation_programme' = any ($2)
          and (i.name ilike $1 or i.email ilike $1 or i.institution ilike $1 or i.research_area ilike $1 or i.topic_statement ilike $1)$b$,
    $b$select 'newsletter_subscribers'::text, n.id, n.created_at, null::text, n.email, null::text, null::text, null::text,
              n.status, n.status_changed_at
         from public.newsletter_subscribers n
        where 'newsletter_subscribers' = any ($2) and n.email ilike $1$b$
  ];
  filters constant text := ' and ($3 is null or status = $3) and ($4 is null or created_at >= $4) and ($5 is null or created_at < $5)';
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



  -- Each table is asked on its own, so the planner sees one table's search with its own estimate
  -- (the trigram indexes' statistics tell a rare name from a word most rows hold): an index
  -- search for the one, a walk along created_at that stops early for the other.

  -- 1. How many match, counted up to 1,001 in each table: nobody pages past the first thousand,
  --    and an exact count of a common word is what read every row.
  execute 'select least(coalesce(sum(n), 0), 1001)::integer from ('
       || (select string_agg('select count(*) as n from (' || b || filters || ' limit 1001) x', ' union all ') from unnest(branches) b)
       || ') counts'
    into matched
    using pattern, readable, filter_status, created_from, created_before;

  -- 2. The page, newest first: each table's first rows up to the page's end, then merged.
  execute 'select coalesce(jsonb_agg(to_jsonb(p) order by p.created_at desc, p.id), ''[]''::jsonb) from (select * from ('
       || (select string_agg('(' || b || filters || ' order by created_at desc, id limit $6 + $7)', ' union all ') from unnest(branches) b)
       || ') h order by created_at desc, id limit $6 offset $7) p'
    into page
    using pattern, readable, filter_status, created_from, created_before, max_rows, skip_rows;

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
      case when created_before is not null then 'created_at.lt' end
    ], null)),
    'function', 'search_inbox'
  ));
  return result;
end
$fn$;
