-- Releases: changes to several items, of any types, gathered under one name, signed off as one by
-- a colleague who may edit every type in it, and published at once or at a time chosen: in one
-- transaction, so the publisher finds every change or none, and renders them as one publish.
-- Whatever fails on the way (an item deleted or published again since it was added, a claim
-- without its evidence, a check) leaves every item as it was and the release failed, saying why.

create table public.content_releases (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(btrim(name)) between 1 and 120),
  state text not null default 'open'
    check (state in ('open', 'submitted', 'approved', 'scheduled', 'published', 'failed', 'cancelled')),
  created_by text default left(auth.jwt() ->> 'email', 254),
  created_at timestamptz not null default now(),
  submitted_by text,
  submitted_at timestamptz,
  approved_by text,
  approved_at timestamptz,
  publish_at timestamptz,
  published_at timestamptz,
  problem text check (problem is null or char_length(problem) <= 2000)
);
create index content_releases_due on public.content_releases (publish_at) where state = 'scheduled';
alter table public.content_releases enable row level security;
create policy "Staff read the releases" on public.content_releases for select to authenticated
  using ((select public.is_staff()));
grant select on public.content_releases to authenticated;

-- Each item's change in a release: its fields as they will be published (or taken off), from the
-- version it was made on.
create table public.content_release_items (
  release_id uuid not null references public.content_releases (id) on delete cascade,
  -- Not a foreign key: an item deleted meanwhile fails the release, saying which.
  item_id uuid not null,
  type text not null references private.content_types (type),
  title text not null default '',
  base_version integer not null,
  data jsonb not null check (jsonb_typeof(data) = 'object' and pg_column_size(data) <= 262144),
  live boolean not null default true,
  added_by text default left(auth.jwt() ->> 'email', 254),
  added_at timestamptz not null default now(),
  primary key (release_id, item_id)
);
alter table public.content_release_items enable row level security;
create policy "Editors read their types' release changes" on public.content_release_items for select to authenticated
  using ((select public.may_edit_content(type)));
grant select on public.content_release_items to authenticated;

-- Releases are the work of staff who edit some of the site's content.
create function private.require_release_staff() returns void
  language plpgsql stable security definer set search_path = '' as $$
begin
  if not coalesce((select public.is_staff()), false)
     or not exists (select 1 from private.content_types t where public.may_edit_content(t.type)) then
    raise exception 'Only the staff who edit the site''s content work on releases' using errcode = '42501';
  end if;
end
$$;
revoke all on function private.require_release_staff() from public;

-- The release, locked, if the caller may work on it, in one of `states`.
create function private.release_in(p_release uuid, states text[]) returns public.content_releases
  language plpgsql security definer set search_path = '' as $$
declare
  r public.content_releases;
begin
  perform private.require_release_staff();
  select * into r from public.content_releases c where c.id = p_release for update;
  if r.id is null then
    raise exception 'There is no such release' using errcode = '22023';
  end if;
  if not (r.state = any (states)) then
    raise exception 'This release is %: %', r.state,
      case when 'open' = any (states) then 'changes are added to an open release only'
           else 'it cannot be ' || case when 'submitted' = any (states) then 'signed off' else 'published' end || ' now' end
      using errcode = '23514';
  end if;
  return r;
end
$$;
revoke all on function private.release_in(uuid, text[]) from public;

create function public.create_release(p_name text) returns public.content_releases
  language plpgsql security definer set search_path = '' as $$
declare
  r public.content_releases;
begin
  perform private.require_release_staff();
  if char_length(btrim(coalesce(p_name, ''))) not between 1 and 120 then
    raise exception 'Name: say what the release launches, in at most 120 characters' using errcode = '22023', hint = 'name';
  end if;
  insert into public.content_releases (name) values (btrim(p_name)) returning * into r;
  return r;
end
$$;

-- Adds an item's change (or replaces the one already there), checked now as a publish would be.
create function public.add_to_release(p_release uuid, p_item uuid, p_data jsonb, p_live boolean default true)
returns public.content_release_items
  language plpgsql security definer set search_path = '' as $$
declare
  item public.content_items;
  added public.content_release_items;
begin
  perform private.release_in(p_release, array['open']);
  select * into item from public.content_items c where c.id = p_item;
  if item.id is null or not public.may_edit_content(item.type) then
    raise exception 'There is no such item you may edit' using errcode = '42501';
  end if;
  insert into public.content_release_items (release_id, item_id, type, title, base_version, data, live)
  values (p_release, p_item, item.type,
          left(coalesce(p_data ->> (select t.title_field from private.content_types t where t.type = item.type), ''), 200),
          item.version, private.checked_content_data(item.type, coalesce(p_data, item.data)), coalesce(p_live, true))
  on conflict (release_id, item_id) do update
    set data = excluded.data, live = excluded.live, title = excluded.title, base_version = excluded.base_version,
        added_by = excluded.added_by, added_at = now()
  returning * into added;
  return added;
end
$$;

create function public.remove_from_release(p_release uuid, p_item uuid) returns void
  language plpgsql security definer set search_path = '' as $$
begin
  perform private.release_in(p_release, array['open']);
  delete from public.content_release_items i
   where i.release_id = p_release and i.item_id = p_item and public.may_edit_content(i.type);
end
$$;

create function public.submit_release(p_release uuid) returns public.content_releases
  language plpgsql security definer set search_path = '' as $$
declare
  r public.content_releases := private.release_in(p_release, array['open']);
begin
  if not exists (select 1 from public.content_release_items i where i.release_id = r.id) then
    raise exception 'This release has no change yet: add one from an item''s editor' using errcode = '23514';
  end if;
  update public.content_releases c set state = 'submitted', submitted_by = left(auth.jwt() ->> 'email', 254),
         submitted_at = now(), problem = null
   where c.id = r.id returning * into r;
  return r;
end
$$;

-- Back to open: its author (or a reviewer, sending it back) changes it before it is signed off again.
create function public.reopen_release(p_release uuid) returns public.content_releases
  language plpgsql security definer set search_path = '' as $$
declare
  r public.content_releases := private.release_in(p_release, array['submitted', 'approved', 'scheduled', 'failed']);
begin
  update public.content_releases c set state = 'open', approved_by = null, approved_at = null, publish_at = null
   where c.id = r.id returning * into r;
  return r;
end
$$;

create function public.cancel_release(p_release uuid) returns public.content_releases
  language plpgsql security definer set search_path = '' as $$
declare
  r public.content_releases := private.release_in(p_release, array['open', 'submitted', 'approved', 'scheduled', 'failed']);
begin
  update public.content_releases c set state = 'cancelled' where c.id = r.id returning * into r;
  return r;
end
$$;

-- Sign-off as one: by a colleague who did not submit it and who may edit every type in it.
create function public.approve_release(p_release uuid) returns public.content_releases
  language plpgsql security definer set search_path = '' as $$
declare
  r public.content_releases := private.release_in(p_release, array['submitted']);
begin
  if r.submitted_by is not distinct from left(auth.jwt() ->> 'email', 254) then
    raise exception 'You submitted this release: a colleague must sign it off' using errcode = '42501';
  end if;
  if exists (select 1 from public.content_release_items i where i.release_id = r.id and not public.may_edit_content(i.type)) then
    raise exception 'This release changes content your role does not edit: a colleague who edits all of it signs it off'
      using errcode = '42501';
  end if;
  update public.content_releases c set state = 'approved', approved_by = left(auth.jwt() ->> 'email', 254),
         approved_at = now()
   where c.id = r.id returning * into r;
  perform private.audit('content_edit', 'content_releases', r.id::text, jsonb_build_object(
    'operation', 'release approved', 'title', left(r.name, 200), 'submitted_by', r.submitted_by));
  return r;
end
$$;

-- Every change of the release applied in the caller's transaction: all of them, or an exception.
create function private.apply_release(r public.content_releases) returns void
  language plpgsql security definer set search_path = '' as $$
declare
  change public.content_release_items;
  item public.content_items;
begin
  for change in select * from public.content_release_items i where i.release_id = r.id order by i.added_at, i.item_id loop
    select * into item from public.content_items c where c.id = change.item_id for update;
    if item.id is null then
      raise exception '“%” was deleted after it was added to the release: take it out, or restore it from the trash',
        change.title;
    end if;
    if item.version <> change.base_version then
      raise exception '“%” was published again after it was added to the release: add it again from its new version',
        change.title;
    end if;
    insert into private.allowed_changes (xact, item_id, why) values (txid_current(), change.item_id, 'approved');
    update public.content_items c set data = change.data, live = change.live where c.id = change.item_id;
  end loop;
  delete from private.allowed_changes a where a.xact = txid_current();
end
$$;
revoke all on function private.apply_release(public.content_releases) from public;

-- Publishes an approved release now, or schedules it (p_at in the future). A claim in it must still
-- be held on the day it goes live.
create function public.publish_release(p_release uuid, p_at timestamptz default null) returns public.content_releases
  language plpgsql security definer set search_path = '' as $$
declare
  r public.content_releases := private.release_in(p_release, array['approved', 'scheduled']);
  overdue record;
begin
  if exists (select 1 from public.content_release_items i where i.release_id = r.id and not public.may_edit_content(i.type)) then
    raise exception 'This release changes content your role does not edit' using errcode = '42501';
  end if;
  if p_at is not null and p_at > now() then
    select i.title, f.label, c.wording, c.review_by into overdue
      from public.content_release_items i
     cross join lateral private.claim_fields(i.type) f
     cross join lateral private.claim_for(i.item_id, f.name, btrim(coalesce(i.data ->> f.name, ''))) c
     where i.release_id = r.id and i.live and c.id is not null
       and c.review_by <= (p_at at time zone 'Europe/London')::date
     limit 1;
    if overdue.title is not null then
      raise exception '“%”: the evidence for its claim “%” is due for review on %, by the time this release goes live: review it first',
        overdue.title, overdue.wording, to_char(overdue.review_by, 'FMDD FMMonth YYYY') using errcode = '23514';
    end if;
    update public.content_releases c set state = 'scheduled', publish_at = p_at where c.id = r.id returning * into r;
    return r;
  end if;
  -- Refused now, nothing changed: the caller sees why.
  perform private.apply_release(r);
  update public.content_releases c set state = 'published', published_at = now(), problem = null
   where c.id = r.id returning * into r;
  perform private.audit('content_edit', 'content_releases', r.id::text, jsonb_build_object(
    'operation', 'release published', 'title', left(r.name, 200), 'approved_by', r.approved_by,
    'items', (select count(*) from public.content_release_items i where i.release_id = r.id)));
  return r;
end
$$;

-- Run by the server with the content schedules: a scheduled release whose time has come, all or
-- nothing; a failure leaves every item as it was and says why on the release.
create function private.run_due_release() returns uuid
  language plpgsql security definer set search_path = '' as $$
declare
  due public.content_releases;
begin
  select * into due from public.content_releases c
   where c.state = 'scheduled' and c.publish_at <= now()
   order by c.publish_at, c.id limit 1 for update skip locked;
  if due.id is null then
    return null;
  end if;
  begin
    perform set_config('request.jwt.claims', jsonb_build_object('email', due.approved_by)::text, true);
    perform private.apply_release(due);
    update public.content_releases c set state = 'published', published_at = now(), problem = null where c.id = due.id;
    perform private.audit('content_edit', 'content_releases', due.id::text, jsonb_build_object(
      'operation', 'scheduled release published', 'title', left(due.name, 200), 'approved_by', due.approved_by));
    perform set_config('request.jwt.claims', '', true);
  exception when others then
    perform set_config('request.jwt.claims', '', true);
    update public.content_releases c set state = 'failed', problem = left(sqlerrm, 2000) where c.id = due.id;
  end;
  return due.id;
end
$$;
revoke all on function private.run_due_release() from public;

do $$
declare
  f text;
begin
  foreach f in array array['create_release(text)', 'add_to_release(uuid, uuid, jsonb, boolean)',
    'remove_from_release(uuid, uuid)', 'submit_release(uuid)', 'reopen_release(uuid)', 'cancel_release(uuid)',
    'approve_release(uuid)', 'publish_release(uuid, timestamptz)'] loop
    execute format('revoke all on function public.%s from public', f);
    execute format('grant execute on function public.%s to anon, authenticated', f);
  end loop;
end
$$;
