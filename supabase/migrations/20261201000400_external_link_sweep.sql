-- External links are checked by a sweep the server runs every week (never on a visitor's request):
-- each distinct https:// address the live content links to, once, politely, its answer kept with
-- the items that use it, for staff to mend what broke. The last ten sweeps are kept.

create table public.link_sweeps (
  id bigint generated always as identity primary key,
  started_at timestamptz not null default now(),
  finished_at timestamptz,
  checked integer not null default 0,
  broken integer not null default 0
);
alter table public.link_sweeps enable row level security;
create policy "Staff read the link sweeps" on public.link_sweeps for select to authenticated
  using ((select public.is_staff()));
grant select on public.link_sweeps to authenticated;

create table public.link_sweep_results (
  sweep_id bigint not null references public.link_sweeps (id) on delete cascade,
  url text not null check (char_length(url) <= 2048),
  -- The final HTTP status (after redirects), or null when no answer came (problem says why).
  status integer,
  problem text check (problem is null or char_length(problem) <= 500),
  ok boolean not null,
  used_in jsonb not null default '[]'::jsonb,
  primary key (sweep_id, url)
);
alter table public.link_sweep_results enable row level security;
create policy "Staff read the link sweeps' results" on public.link_sweep_results for select to authenticated
  using ((select public.is_staff()));
grant select on public.link_sweep_results to authenticated;

-- Every https:// address live content links to (link and download fields, links in rich text),
-- with up to ten of the items and fields that use it.
create function private.external_links() returns table (url text, used_in jsonb)
  language sql stable security definer set search_path = '' as $$
  select l.href, jsonb_path_query_array(
           jsonb_agg(jsonb_build_object('item_id', l.id, 'type', l.type, 'title', l.title, 'field', l.label)
                     order by l.type, l.title),
           '$[0 to 9]')
    from (
      select distinct c.id, c.type, c.data ->> t.title_field as title, f.label, h.href
        from public.content_items c
        join private.content_types t on t.type = c.type
       cross join lateral jsonb_to_recordset(t.fields) as f(name text, label text, kind text)
       cross join lateral unnest(case when f.kind in ('url', 'document') then array[c.data ->> f.name]
                                      when f.kind = 'richText' then private.rich_text_hrefs(c.data -> f.name)
                                      else '{}'::text[] end) as h(href)
       where c.live and h.href ~ '^https://[^\s/]+'
    ) l
   group by l.href
   order by l.href
$$;
revoke all on function private.external_links() from public;

-- Claims the week's sweep for one server of several: a new sweep row when none started within
-- `days` days, else null.
create function private.start_link_sweep(days integer) returns bigint
  language plpgsql security definer set search_path = '' as $$
declare
  started bigint;
begin
  perform pg_advisory_xact_lock(hashtext('kosmos link sweep'));
  if exists (select 1 from public.link_sweeps s where s.started_at > now() - make_interval(days => days)) then
    return null;
  end if;
  insert into public.link_sweeps default values returning id into started;
  delete from public.link_sweeps s
   where s.id not in (select k.id from public.link_sweeps k order by k.started_at desc limit 10);
  return started;
end
$$;
revoke all on function private.start_link_sweep(integer) from public;
