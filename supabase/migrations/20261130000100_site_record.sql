-- The rendered record: every page exactly as it was served, from each publish that changed it, so
-- staff can show what the site said at any moment ("/solutions/finance as it was on 3 March") and
-- who saved and approved what it showed. Kept for the years the setting says (six by default, the
-- UK period for company records; an admin may set more, never less), in the backups with the rest.

alter table public.back_office_settings
  add column record_years integer not null default 6
  constraint back_office_settings_record_years_check check (record_years between 6 and 100);

-- Each distinct page once, named by the SHA-256 of its bytes: a publish of every page that changed
-- one of them stores one new body. The database compresses a body this size on its own (TOAST).
create table private.record_bodies (
  hash text primary key constraint record_bodies_hash_check check (hash ~ '^[0-9a-f]{64}$'),
  body text not null,
  first_recorded_at timestamptz not null default now()
);

-- A route's record: from recorded_at on, it served the body `hash` (null: it was taken off the site),
-- until its next row. publish_id is the publish that made it (null: found served when a server
-- started, such as the first build or a new release of the site's code).
create table public.site_record (
  id bigint generated always as identity primary key,
  route text not null constraint site_record_route_check check (route ~ '^/' and char_length(route) <= 500),
  hash text references private.record_bodies (hash),
  publish_id bigint references public.content_publishes (id) on delete set null,
  recorded_at timestamptz not null default now()
);
create index site_record_route_at on public.site_record (route, recorded_at desc, id desc);
create index site_record_at on public.site_record (recorded_at desc);
alter table public.site_record enable row level security;
create policy "Staff read the record" on public.site_record for select to authenticated
  using ((select public.is_staff()));
grant select on public.site_record to authenticated;

-- The item versions a publish brought to the site: who saved each and, under sign-off, who
-- submitted and who approved it.
alter table public.content_publishes add column items jsonb not null default '[]'::jsonb;

-- One route as a publish (or a server starting) found it: a new row only when its page differs from
-- the route's last one. Called by the publisher as the owner, in the transaction that moves the
-- pages in, so a page is served only once its record is kept.
create function private.record_route(run bigint, p_route text, p_body text) returns boolean
  language plpgsql security definer set search_path = '' as $$
declare
  digest text := case when p_body is null then null
                      else pg_catalog.encode(pg_catalog.sha256(pg_catalog.convert_to(p_body, 'UTF8')), 'hex') end;
begin
  -- Two servers finding the same page at once write it once.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('site_record ' || p_route));
  if (select r.hash from public.site_record r where r.route = p_route order by r.recorded_at desc, r.id desc limit 1)
     is not distinct from digest
     and (digest is not null or exists (select 1 from public.site_record r where r.route = p_route)) then
    return false;
  end if;
  if digest is not null then
    insert into private.record_bodies (hash, body) values (digest, p_body) on conflict (hash) do nothing;
  end if;
  insert into public.site_record (route, hash, publish_id) values (p_route, digest, run);
  return true;
end
$$;
revoke all on function private.record_route(bigint, text, text) from public;

-- What a publish brought: each item version saved since the last publish that went live, or, for a
-- server's first, since it found the pages served (the build made from the same content).
create function private.record_publish_items(run bigint) returns void
  language plpgsql security definer set search_path = '' as $$
declare
  since timestamptz := greatest(
    (select max(p.started_at) from public.content_publishes p where p.state = 'live' and p.id < run),
    (select max(r.recorded_at) from public.site_record r where r.publish_id is null),
    '-infinity');
begin
  update public.content_publishes p set items = coalesce((
    select jsonb_agg(jsonb_build_object(
             'id', v.item_id, 'type', v.type, 'slug', v.slug, 'version', v.version, 'live', v.live,
             'title', left(v.data ->> t.title_field, 200), 'saved_by', v.saved_by, 'saved_at', v.saved_at,
             'submitted_by', r.submitted_by, 'approved_by', r.reviewed_by) order by v.saved_at, v.item_id)
      from public.content_versions v
      join private.content_types t on t.type = v.type
      left join lateral (
        select r.submitted_by, r.reviewed_by from public.content_reviews r
         where r.item_id = v.item_id and r.state = 'approved'
           and (r.reviewed_at = v.saved_at or (r.action = 'publish' and r.data = v.data and r.reviewed_at <= v.saved_at))
         order by r.reviewed_at desc limit 1) r on true
     where v.saved_at > since
       and v.version = (select max(w.version) from public.content_versions w where w.item_id = v.item_id)), '[]'::jsonb)
   where p.id = run;
end
$$;
revoke all on function private.record_publish_items(bigint) from public;

-- Every route the site served at a moment: its page's time and publish (routes taken off by then left out).
create function public.site_as_of(moment timestamptz)
  returns table (route text, recorded_at timestamptz, publish_id bigint)
  language plpgsql stable security definer set search_path = '' as $$
begin
  perform private.require_staff();
  if moment is null then
    raise exception 'Say which moment' using errcode = '22023';
  end if;
  return query
    select last.route, last.recorded_at, last.publish_id
      from (select distinct on (r.route) r.route, r.hash, r.recorded_at, r.publish_id
              from public.site_record r where r.recorded_at <= moment
             order by r.route, r.recorded_at desc, r.id desc) last
     where last.hash is not null
     order by last.route;
end
$$;
revoke all on function public.site_as_of(timestamptz) from public, anon;
grant execute on function public.site_as_of(timestamptz) to authenticated;

-- One route's page as served at a moment, with the publish that made it: null when it served nothing then.
create function public.record_page(page_route text, moment timestamptz) returns jsonb
  language plpgsql stable security definer set search_path = '' as $$
declare
  found public.site_record;
begin
  perform private.require_staff();
  if page_route is null or moment is null then
    raise exception 'Say which page and which moment' using errcode = '22023';
  end if;
  select * into found from public.site_record r where r.route = page_route and r.recorded_at <= moment
   order by r.recorded_at desc, r.id desc limit 1;
  if found.hash is null then
    return null;
  end if;
  return jsonb_build_object(
    'route', found.route, 'recorded_at', found.recorded_at, 'hash', found.hash,
    'body', (select b.body from private.record_bodies b where b.hash = found.hash),
    'publish', (select jsonb_build_object('id', p.id, 'started_at', p.started_at, 'finished_at', p.finished_at,
                                          'items', p.items)
                  from public.content_publishes p where p.id = found.publish_id));
end
$$;
revoke all on function public.record_page(text, timestamptz) from public, anon;
grant execute on function public.record_page(text, timestamptz) to authenticated;

-- The record's retention: rows older than the setting go, but never a route's last row before the
-- cutoff (what it still served then), and a body goes once no row names it.
create function private.prune_site_record() returns integer
  language plpgsql security definer set search_path = '' as $$
declare
  cutoff timestamptz := now() - make_interval(years => coalesce(
    (select s.record_years from public.back_office_settings s where s.id), 6));
  removed integer;
begin
  delete from public.site_record r
   where r.recorded_at < cutoff
     and exists (select 1 from public.site_record later
                  where later.route = r.route and later.recorded_at <= cutoff
                    and (later.recorded_at, later.id) > (r.recorded_at, r.id));
  get diagnostics removed = row_count;
  delete from private.record_bodies b where not exists (select 1 from public.site_record r where r.hash = b.hash);
  if removed > 0 then
    perform private.audit('retention', 'site_record', null, jsonb_build_object('years',
      (select s.record_years from public.back_office_settings s where s.id), 'before', cutoff, 'rows', removed));
  end if;
  return removed;
end
$$;
revoke all on function private.prune_site_record() from public;

create function public.set_record_years(years integer) returns void
  language plpgsql security definer set search_path = '' as $$
begin
  perform private.require_role('admin');
  if years is null or years < 6 or years > 100 then
    raise exception 'The record is kept 6 to 100 years: six is the UK period for company records' using errcode = '22023';
  end if;
  update public.back_office_settings
     set record_years = years, updated_at = now(),
         updated_by = case when (auth.jwt() ->> 'sub') ~* '^[0-9a-f-]{36}$' then (auth.jwt() ->> 'sub')::uuid end
   where id;
  perform private.audit('retention', 'back_office_settings', null, jsonb_build_object('record_years', years));
end
$$;
revoke all on function public.set_record_years(integer) from public, anon;
grant execute on function public.set_record_years(integer) to authenticated;
