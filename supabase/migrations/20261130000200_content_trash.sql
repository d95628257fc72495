-- The trash: deleting an item keeps it, with every version of its history, for 30 days; its editors
-- (the role that adds and deletes its type's items, and so admins) restore it, hidden, as it was
-- when deleted. A restore meets today's checks like any save. After 30 days the daily run removes it.

create table private.content_trash (
  item_id uuid primary key,
  type text not null,
  slug text not null,
  title text not null default '',
  item jsonb not null,
  versions jsonb not null,
  deleted_at timestamptz not null default now(),
  deleted_by text
);
create index content_trash_type on private.content_trash (type, deleted_at desc);

alter table private.allowed_changes drop constraint allowed_changes_why_check;
alter table private.allowed_changes add constraint allowed_changes_why_check
  check (why = any (array['approved', 'override', 'restore']));

-- Runs last of the checks before a delete (triggers of one timing run by name), so only a delete
-- that will happen is kept; the versions go with the item afterwards (on delete cascade).
create function private.trash_content_item() returns trigger
  language plpgsql security definer set search_path = '' as $$
begin
  insert into private.content_trash as t (item_id, type, slug, title, item, versions, deleted_by)
  values (old.id, old.type, old.slug,
          coalesce(left(old.data ->> (select c.title_field from private.content_types c where c.type = old.type), 200), ''),
          to_jsonb(old),
          coalesce((select jsonb_agg(to_jsonb(v) order by v.version) from public.content_versions v where v.item_id = old.id), '[]'),
          left(auth.jwt() ->> 'email', 254))
  on conflict (item_id) do update set item = excluded.item, versions = excluded.versions,
    deleted_at = excluded.deleted_at, deleted_by = excluded.deleted_by, slug = excluded.slug, title = excluded.title;
  return old;
end
$$;
revoke all on function private.trash_content_item() from public;
create trigger trash_content_item before delete on public.content_items
  for each row execute function private.trash_content_item();

-- An item is inserted at version 1, but a restored one continues its history.
create or replace function private.check_content_item() returns trigger
    language plpgsql security definer
    set search_path to ''
    as $$
declare
  is_fixed boolean;
begin
  select t.fixed into is_fixed from private.content_types t where t.type = new.type;
  if tg_op = 'UPDATE' then
    if new.type <> old.type then
      raise exception 'An item keeps its content type' using errcode = '23514';
    end if;
    if is_fixed and (new.slug <> old.slug or not new.live) then
      raise exception 'This page keeps its address and stays on the site' using errcode = '23514';
    end if;
    new.version := old.version + 1;
  elsif not exists (select 1 from private.allowed_changes a
                     where a.xact = txid_current() and a.item_id = new.id and a.why = 'restore') then
    new.version := 1;
  end if;
  new.data := private.checked_content_data(new.type, new.data);
  new.updated_at := now();
  new.updated_by := left(auth.jwt() ->> 'email', 254);
  return new;
end
$$;

-- The trash of a type, newest first, for those who may edit its items.
create function public.content_trash(content_type text)
  returns table (item_id uuid, slug text, title text, deleted_at timestamptz, deleted_by text, versions integer,
                 restorable_until timestamptz)
  language plpgsql stable security definer set search_path = '' as $$
begin
  if not public.may_edit_content(content_type) then
    raise exception 'Not available to your role' using errcode = '42501';
  end if;
  return query
    select t.item_id, t.slug, t.title, t.deleted_at, t.deleted_by, jsonb_array_length(t.versions),
           t.deleted_at + interval '30 days'
      from private.content_trash t
     where t.type = content_type and t.deleted_at > now() - interval '30 days'
     order by t.deleted_at desc;
end
$$;
revoke all on function public.content_trash(text) from public, anon;
grant execute on function public.content_trash(text) to authenticated;

-- Back from the trash, hidden, with its history and a new version that says who restored it.
create function public.restore_content_item(p_item uuid) returns public.content_items
  language plpgsql security definer set search_path = '' as $$
declare
  kept private.content_trash;
  restored public.content_items;
  last_version integer;
begin
  select * into kept from private.content_trash t where t.item_id = p_item and t.deleted_at > now() - interval '30 days';
  if kept.item_id is null then
    raise exception 'This item is not in the trash: it was restored already, or deleted more than 30 days ago'
      using errcode = 'P0001';
  end if;
  if not public.may_add_content(kept.type) then
    raise exception 'Not available to your role' using errcode = '42501';
  end if;
  if exists (select 1 from public.content_items c where c.type = kept.type and c.slug = kept.slug) then
    raise exception 'Another item has this address (%) since this one was deleted: change that one''s first, then restore this',
      kept.slug using errcode = '23505';
  end if;
  last_version := coalesce((select max((v ->> 'version')::integer) from jsonb_array_elements(kept.versions) v),
                           (kept.item ->> 'version')::integer, 0);
  insert into private.allowed_changes (xact, item_id, why) values (txid_current(), kept.item_id, 'restore');
  insert into public.content_items (id, type, slug, data, live, sort_order, version)
  values (kept.item_id, kept.type, kept.slug, kept.item -> 'data', false,
          (kept.item ->> 'sort_order')::integer, last_version + 1)
  returning * into restored;
  insert into public.content_versions (item_id, version, type, slug, data, live, saved_at, saved_by)
  select (v ->> 'item_id')::uuid, (v ->> 'version')::integer, v ->> 'type', v ->> 'slug', v -> 'data',
         (v ->> 'live')::boolean, (v ->> 'saved_at')::timestamptz, v ->> 'saved_by'
    from jsonb_array_elements(kept.versions) v
  on conflict do nothing;
  delete from private.allowed_changes a where a.xact = txid_current();
  delete from private.content_trash t where t.item_id = kept.item_id;
  perform private.audit('content_edit', 'content_items', kept.item_id::text, jsonb_build_object(
    'operation', 'restored', 'type', kept.type, 'slug', kept.slug, 'title', kept.title));
  return restored;
end
$$;
revoke all on function public.restore_content_item(uuid) from public, anon;
grant execute on function public.restore_content_item(uuid) to authenticated;

-- The daily run: what has been in the trash 30 days goes for good.
create function private.empty_content_trash() returns integer
  language plpgsql security definer set search_path = '' as $$
declare
  removed integer;
begin
  delete from private.content_trash t where t.deleted_at <= now() - interval '30 days';
  get diagnostics removed = row_count;
  return removed;
end
$$;
revoke all on function private.empty_content_trash() from public;
