-- Issue 38: drafts. Editing a published item keeps what is typed as its draft, saved as the editor
-- types (autosave), never shown on the site: the public pages read only content_items.data. Its
-- author's publish (the item's update) takes the draft away in the same transaction; "revert to
-- published" deletes it. One draft an item, whoever types it; it records who saved it last and which
-- published version it began from, so the editor can say when the item was published since.

create table if not exists public.content_drafts (
  item_id uuid primary key references public.content_items (id) on delete cascade,
  type text not null,
  -- What the editor holds, unchecked until it is published (a draft may be half-written), but
  -- bounded: an object of fields, and no larger than any item could be.
  data jsonb not null check (jsonb_typeof(data) = 'object' and pg_column_size(data) <= 262144),
  base_version integer not null,
  saved_at timestamptz not null default now(),
  saved_by text
);
alter table public.content_drafts enable row level security;
grant select, delete on public.content_drafts to authenticated;
grant insert (item_id, data, base_version), update (data, base_version) on public.content_drafts to authenticated;

-- A draft's type is its item's, and who saved it when is the database's to say.
create or replace function private.stamp_content_draft() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  select c.type into new.type from public.content_items c where c.id = new.item_id;
  new.saved_at := now();
  new.saved_by := left(auth.jwt() ->> 'email', 254);
  return new;
end
$$;
drop trigger if exists stamp_content_draft on public.content_drafts;
create trigger stamp_content_draft before insert or update on public.content_drafts
  for each row execute function private.stamp_content_draft();

drop policy if exists "Its editors keep drafts" on public.content_drafts;
create policy "Its editors keep drafts" on public.content_drafts
  for all to authenticated
  using ((select public.may_edit_content(content_drafts.type)))
  with check ((select public.may_edit_content(
    (select c.type from public.content_items c where c.id = content_drafts.item_id))));

-- Published by the one who saved the draft: it has become the item. A colleague's publish of the
-- same item leaves the draft to its author, whose editor then says the item changed since.
create or replace function private.drop_published_draft() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  delete from public.content_drafts d
   where d.item_id = new.id and d.saved_by is not distinct from left(auth.jwt() ->> 'email', 254);
  return null;
end
$$;
drop trigger if exists drop_published_draft on public.content_items;
create trigger drop_published_draft after update of data on public.content_items
  for each row when (new.data is distinct from old.data) execute function private.drop_published_draft();

-- The editor's save, as often as it types: the draft made or replaced, as the caller (the policy
-- above decides), in one statement.
create or replace function public.save_content_draft(p_item uuid, p_data jsonb, p_base_version integer)
  returns public.content_drafts
  language sql security invoker set search_path = ''
as $$
  insert into public.content_drafts as d (item_id, data, base_version)
  values (p_item, p_data, p_base_version)
  on conflict (item_id) do update set data = excluded.data, base_version = excluded.base_version
  returning d.*
$$;
revoke all on function public.save_content_draft(uuid, jsonb, integer) from public;
grant execute on function public.save_content_draft(uuid, jsonb, integer) to authenticated;
