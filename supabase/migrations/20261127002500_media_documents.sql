-- Issue 39: PDF documents in the media library (and, at the end, a photo for the page heroes).
-- A PDF is kept as it was uploaded (a document is not re-encoded) at `documents/<id>.pdf` of the `media` bucket, and served at the stable address
-- /media/documents/<id>.pdf: a resource's or a documentation entry's download. Replacing the file
-- keeps the address; the size the cards show follows.

update storage.buckets
   set allowed_mime_types = array['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'application/pdf']
 where id = 'media';

alter table public.media add column if not exists kind text check (kind in ('image', 'document'));
alter table public.media add column if not exists bytes bigint check (bytes >= 0);
-- A document is replaced by uploading a new original for the same row: its address stays.
grant update (original) on public.media to authenticated;

-- The address a document is downloaded from, and the document an address names.
create or replace function private.document_address(p_media uuid) returns text
  language sql immutable set search_path = ''
as $$ select '/media/documents/' || p_media::text || '.pdf' $$;

create or replace function private.document_of(p_address text) returns uuid
  language sql immutable set search_path = ''
as $$
  select (regexp_match(p_address, '^/media/documents/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.pdf$'))[1]::uuid
$$;

alter table public.resources add column if not exists download_size bigint;
alter table public.documentation add column if not exists download_size bigint;

-- A download of the library must be a document that is ready; its size is the library's.
create or replace function private.check_library_download() returns trigger
  language plpgsql security definer set search_path = ''
as $$
declare
  document public.media;
begin
  new.download_size := null;
  if new.download_url is null or new.download_url !~ '^/media/' then
    return new;
  end if;
  select * into document from public.media m where m.id = private.document_of(new.download_url);
  if document.id is null or document.kind is distinct from 'document' then
    raise exception 'Download: % is not a document of the media library', new.download_url
      using errcode = '23514', hint = 'download_url';
  end if;
  if document.state <> 'ready' then
    raise exception 'Download: % is still being prepared; choose it again in a moment', document.name
      using errcode = '23514', hint = 'download_url';
  end if;
  new.download_size := document.bytes;
  return new;
end
$$;
drop trigger if exists check_library_download on public.resources;
create trigger check_library_download before insert or update on public.resources
  for each row execute function private.check_library_download();
drop trigger if exists check_library_download on public.documentation;
create trigger check_library_download before insert or update on public.documentation
  for each row execute function private.check_library_download();

-- Where a picture or a document is used: content items, and the library's downloads.
create or replace function public.media_used_in(p_media uuid) returns table (item_id uuid, type text, title text, field text, live boolean)
  language sql stable security definer set search_path = ''
as $$
  select * from (
    select c.id, c.type, c.data ->> t.title_field, coalesce(f.label, u.field), c.live
      from private.media_uses u
      join public.content_items c on c.id = u.item_id
      join private.content_types t on t.type = c.type
      left join lateral (select x ->> 'label' as label from jsonb_array_elements(t.fields) x where x ->> 'name' = u.field) f on true
     where u.media_id = p_media
    union all
    select r.id, 'resource', r.title, 'Download', true from public.resources r
     where r.download_url = private.document_address(p_media)
    union all
    select d.id, 'documentation', d.title, 'Download', true from public.documentation d
     where d.download_url = private.document_address(p_media)
  ) uses
  where (select public.may_pick_media())
  order by 2, 3
$$;

-- A document's file is public while a resource or a documentation entry offers it.
create or replace function public.media_document_published(p_media uuid) returns boolean
  language sql stable security definer set search_path = ''
as $$
  select exists (select 1 from public.resources r where r.download_url = private.document_address(p_media))
      or exists (select 1 from public.documentation d where d.download_url = private.document_address(p_media))
$$;
revoke all on function public.media_document_published(uuid) from public;
grant execute on function public.media_document_published(uuid) to anon, authenticated, service_role;

drop policy if exists "Visitors read the documents the library offers" on storage.objects;
create policy "Visitors read the documents the library offers" on storage.objects
  for select to anon, authenticated using (
    bucket_id = 'media' and name ~ '^documents/' and public.media_document_published(
      (regexp_match(name, '^documents/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.pdf$'))[1]::uuid));

-- Staff who edit content see the library's documents too (the policy of 2400 excepted only originals).

-- A file in use cannot be deleted: the refusal names every place, downloads included.
create or replace function private.refuse_used_media() returns trigger
  language plpgsql security definer set search_path = ''
as $$
declare
  places text;
begin
  select string_agg(format('%s “%s” (%s)', u.type, u.title, u.field), '; ')
    into places
    from (
      select c.type, c.data ->> t.title_field as title,
             coalesce((select x ->> 'label' from jsonb_array_elements(t.fields) x where x ->> 'name' = mu.field), mu.field) as field
        from private.media_uses mu
        join public.content_items c on c.id = mu.item_id
        join private.content_types t on t.type = c.type
       where mu.media_id = old.id
      union all
      select 'resource', r.title, 'Download' from public.resources r where r.download_url = private.document_address(old.id)
      union all
      select 'documentation', d.title, 'Download' from public.documentation d where d.download_url = private.document_address(old.id)
    ) u;
  if places is not null then
    raise exception '% is used, so it cannot be deleted: %. Choose another file there first.', old.name, places
      using errcode = '23503';
  end if;
  return old;
end
$$;

-- A deleted document's file goes with it.
create or replace function private.remove_media_files() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  delete from storage.objects o
   where o.bucket_id = 'media'
     and (o.name = old.original
          or o.name = 'documents/' || old.id::text || '.pdf'
          or old.files @> jsonb_build_array(jsonb_build_object('name', o.name)));
  return null;
end
$$;

-- A new original for a row (a document replaced) is prepared again.
create or replace function private.prepare_replaced_media() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  if new.original is distinct from old.original then
    new.state := 'waiting';
    new.problem := null;
  end if;
  return new;
end
$$;
drop trigger if exists prepare_replaced_media on public.media;
create trigger prepare_replaced_media before update of original on public.media
  for each row execute function private.prepare_replaced_media();

-- A document's new size reaches the cards that offer it (and their pages are rendered again).
create or replace function private.refresh_document_downloads() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  update public.resources r set download_url = r.download_url where r.download_url = private.document_address(new.id);
  update public.documentation d set download_url = d.download_url where d.download_url = private.document_address(new.id);
  return null;
end
$$;
drop trigger if exists refresh_document_downloads on public.media;
create trigger refresh_document_downloads after update of bytes on public.media
  for each row when (new.kind = 'document') execute function private.refresh_document_downloads();

-- A page's hero may show a photo of the library, its largest paint (printed by
-- `npm run gen:content-types -- --type page-hero`).
insert into private.content_types (type, role, title_field, fixed, fields, routes) values
  ('page-hero', 'editor', 'title', true, '[{"name":"eyebrow","label":"Eyebrow","kind":"text","required":true,"max":60},{"name":"title","label":"Title","kind":"text","required":true,"max":80},{"name":"lead","label":"Lead","kind":"text","required":true,"max":300},{"name":"photo","label":"Photo","kind":"image","required":false,"max":300}]'::jsonb, array['{route}']::text[])
on conflict (type) do update set role = excluded.role, title_field = excluded.title_field, fixed = excluded.fixed, fields = excluded.fields, routes = excluded.routes;
