-- Two editors on one item: whoever starts typing in it first holds it while the editor is open
-- (renewed every half minute, gone two minutes after the last renewal, or when its holder's
-- account is disabled). Anyone else who opens it is told who and since when, and the database keeps their hands off it:
-- neither the item's draft (one an item: theirs would replace the holder's unsaved words) nor the
-- item itself is saved by anyone else meanwhile. An admin may break a lock, which the log keeps.

create table public.content_locks (
  item_id uuid primary key references public.content_items (id) on delete cascade,
  held_by text not null,
  since timestamptz not null default now(),
  renewed_at timestamptz not null default now()
);
alter table public.content_locks enable row level security;
-- Read and written through the functions below only.
revoke all on public.content_locks from anon, authenticated;

-- The lock on an item someone other than the caller holds now, if any.
create function private.lock_held_by_another(p_item uuid) returns public.content_locks
  language sql stable security definer set search_path = '' as $$
  select l.* from public.content_locks l
   where l.item_id = p_item
     and l.renewed_at > now() - interval '2 minutes'
     and l.held_by is distinct from left(auth.jwt() ->> 'email', 254)
     -- A disabled account's lock holds nothing.
     and exists (select 1 from auth.users u
                  where lower(u.email) = lower(l.held_by) and u.deleted_at is null
                    and (u.banned_until is null or u.banned_until <= now()))
$$;
revoke all on function private.lock_held_by_another(uuid) from public;

-- Takes (or renews) the caller's hold on an item: {held: true, since}, or, while a colleague holds
-- it, {held: false, by, since}. `take_over` (admins only) breaks the colleague's lock; `only_look`
-- takes nothing and says who holds it, if anyone ({held: false, by: null} when nobody does): the
-- editor looks when an item is opened, and takes it at the first key typed.
create function public.take_content_lock(p_item uuid, take_over boolean default false, only_look boolean default false)
  returns jsonb
  language plpgsql security definer set search_path = '' as $$
declare
  item_type text := (select c.type from public.content_items c where c.id = p_item);
  me text := left(auth.jwt() ->> 'email', 254);
  other public.content_locks;
  mine public.content_locks;
begin
  if item_type is null or not public.may_edit_content(item_type) then
    raise exception 'Not available to your role' using errcode = '42501';
  end if;
  other := private.lock_held_by_another(p_item);
  if only_look then
    return jsonb_build_object('held', false, 'by', other.held_by, 'since', other.since);
  end if;
  if other.item_id is not null then
    if not take_over then
      return jsonb_build_object('held', false, 'by', other.held_by, 'since', other.since);
    end if;
    if not public.has_role('admin') then
      raise exception 'Only an admin may break a colleague''s lock' using errcode = '42501';
    end if;
    perform private.audit('content_edit', 'content_items', p_item::text, jsonb_build_object(
      'operation', 'lock broken', 'type', item_type, 'held_by', other.held_by, 'since', other.since));
  end if;
  insert into public.content_locks as l (item_id, held_by) values (p_item, me)
  on conflict (item_id) do update
    set held_by = excluded.held_by, renewed_at = now(),
        since = case when l.held_by = excluded.held_by and l.renewed_at > now() - interval '2 minutes'
                     then l.since else now() end
  returning * into mine;
  return jsonb_build_object('held', true, 'since', mine.since);
end
$$;
revoke all on function public.take_content_lock(uuid, boolean, boolean) from public, anon;
grant execute on function public.take_content_lock(uuid, boolean, boolean) to authenticated;

create function public.release_content_lock(p_item uuid) returns void
  language sql security definer set search_path = '' as $$
  delete from public.content_locks l where l.item_id = p_item and l.held_by = left(auth.jwt() ->> 'email', 254)
$$;
revoke all on function public.release_content_lock(uuid) from public, anon;
grant execute on function public.release_content_lock(uuid) to authenticated;

-- What refuses a colleague's save while the lock is held: in the words the editor shows.
create function private.refuse_while_locked(p_item uuid) returns void
  language plpgsql stable security definer set search_path = '' as $$
declare
  other public.content_locks := private.lock_held_by_another(p_item);
begin
  if other.item_id is not null then
    raise exception '% is editing this item: nothing was saved. Wait until they close it, or ask an admin to break their lock',
      other.held_by using errcode = '42501';
  end if;
end
$$;
revoke all on function private.refuse_while_locked(uuid) from public;

-- A colleague's draft would replace the holder's (an item has one draft): refused meanwhile.
create function private.respect_content_lock_on_draft() returns trigger
  language plpgsql security definer set search_path = '' as $$
begin
  if private.is_api_call() then
    perform private.refuse_while_locked(new.item_id);
  end if;
  return new;
end
$$;
revoke all on function private.respect_content_lock_on_draft() from public;
create trigger respect_content_lock before insert or update on public.content_drafts
  for each row execute function private.respect_content_lock_on_draft();

-- A colleague's change of what the item says, through the API, waits for the lock. A change a
-- review approved, a schedule or the server makes is not held up: they were decided before.
create function private.respect_content_lock() returns trigger
  language plpgsql security definer set search_path = '' as $$
begin
  if private.is_api_call()
     and row(new.data, new.slug, new.live) is distinct from row(old.data, old.slug, old.live)
     and not exists (select 1 from private.allowed_changes a where a.xact = txid_current() and a.item_id = new.id) then
    perform private.refuse_while_locked(new.id);
  end if;
  return new;
end
$$;
revoke all on function private.respect_content_lock() from public;
create trigger respect_content_lock before update on public.content_items
  for each row execute function private.respect_content_lock();
