-- Issue 39: the media library. Staff upload a picture's original into the private bucket `media`
-- (originals/<uuid>) and add its row to public.media; the server takes each waiting row, checks
-- the bytes, makes the variants (decision 041) and stores them in the same bucket, named by their
-- hash, then removes the original (its camera metadata with it). Content refers to a picture by
-- an `image` field: {media, alt, decorative}, which the database completes with the picture's
-- size, focal point and files, so the pages render it without asking again. Visitors read only
-- the files of pictures that live content shows (the storage policy below; GET /media/<file>).

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('media', 'media', false, 26214400, array['image/jpeg', 'image/png', 'image/webp', 'image/avif'])
on conflict (id) do nothing;

create table if not exists public.media (
  id uuid primary key default gen_random_uuid(),
  -- The file's name as it was uploaded: how staff find it again.
  name text not null check (char_length(btrim(name)) between 1 and 200),
  -- Its original's key in the bucket, until the server has made the variants.
  original text not null unique check (original ~ '^originals/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'),
  -- waiting → making (a server took it) → ready, or refused with the reason staff read.
  state text not null default 'waiting' check (state in ('waiting', 'making', 'ready', 'refused')),
  problem text,
  taken_at timestamptz,
  width integer check (width > 0),
  height integer check (height > 0),
  -- The variants: [{format, width, height, name, size}], each a file of the bucket.
  files jsonb not null default '[]'::jsonb,
  -- Where the picture's subject is, 0..1 from the left and the top: a crop keeps it in view.
  focal_x numeric(4, 3) not null default 0.5 check (focal_x between 0 and 1),
  focal_y numeric(4, 3) not null default 0.5 check (focal_y between 0 and 1),
  created_at timestamptz not null default now(),
  created_by text default left(auth.jwt() ->> 'email', 254),
  -- The audit log names an item by its title.
  title text generated always as (name) stored
);
alter table public.media enable row level security;
grant select on public.media to authenticated;
-- Staff choose the original, its name and the focal point; the rest is the server's.
grant insert (id, name, original) on public.media to authenticated;
grant update (name, focal_x, focal_y) on public.media to authenticated;
grant delete on public.media to authenticated;

-- Which content item shows which picture, kept by the database as items are saved: the library's
-- "where used", and what makes a picture's files public.
create table if not exists private.media_uses (
  media_id uuid not null references public.media (id) on delete restrict,
  item_id uuid not null references public.content_items (id) on delete cascade,
  field text not null,
  primary key (media_id, item_id, field)
);
create index if not exists media_uses_item on private.media_uses (item_id);

-- Editors manage the library; every role that edits content picks from it.
create or replace function public.may_manage_media() returns boolean
  language sql stable security definer set search_path = ''
as $$ select coalesce((select public.is_staff()) and public.has_role('editor'), false) $$;

create or replace function public.may_pick_media() returns boolean
  language sql stable security definer set search_path = ''
as $$
  select coalesce((select public.is_staff())
    and exists (select 1 from private.content_types t where public.has_role(t.role)), false)
$$;
revoke all on function public.may_manage_media() from public;
revoke all on function public.may_pick_media() from public;
grant execute on function public.may_manage_media() to anon, authenticated, service_role;
grant execute on function public.may_pick_media() to anon, authenticated, service_role;

drop policy if exists "Staff who edit content see the library" on public.media;
create policy "Staff who edit content see the library" on public.media
  for select to authenticated using ((select public.may_pick_media()));
drop policy if exists "Editors add to the library" on public.media;
create policy "Editors add to the library" on public.media
  for insert to authenticated with check ((select public.may_manage_media()));
drop policy if exists "Editors change the library" on public.media;
create policy "Editors change the library" on public.media
  for update to authenticated using ((select public.may_manage_media())) with check ((select public.may_manage_media()));
drop policy if exists "Editors remove from the library" on public.media;
create policy "Editors remove from the library" on public.media
  for delete to authenticated using ((select public.may_manage_media()));

-- Where a picture is used, for the library's screen and the refusal to delete it.
create or replace function public.media_used_in(p_media uuid) returns table (item_id uuid, type text, title text, field text, live boolean)
  language sql stable security definer set search_path = ''
as $$
  select c.id, c.type, c.data ->> t.title_field, coalesce(f.label, u.field), c.live
    from private.media_uses u
    join public.content_items c on c.id = u.item_id
    join private.content_types t on t.type = c.type
    left join lateral (select x ->> 'label' as label from jsonb_array_elements(t.fields) x where x ->> 'name' = u.field) f on true
   where u.media_id = p_media and (select public.may_pick_media())
   order by c.type, c.sort_order
$$;
revoke all on function public.media_used_in(uuid) from public;
grant execute on function public.media_used_in(uuid) to authenticated, service_role;

-- A picture's files are public while live content shows it.
create or replace function public.media_file_published(p_name text) returns boolean
  language sql stable security definer set search_path = ''
as $$
  select exists (
    select 1 from public.media m
      join private.media_uses u on u.media_id = m.id
      join public.content_items c on c.id = u.item_id and c.live
     where m.state = 'ready' and m.files @> jsonb_build_array(jsonb_build_object('name', p_name)))
$$;
revoke all on function public.media_file_published(text) from public;
grant execute on function public.media_file_published(text) to anon, authenticated, service_role;

drop policy if exists "Editors upload originals to the library" on storage.objects;
create policy "Editors upload originals to the library" on storage.objects
  for insert to authenticated with check (
    bucket_id = 'media'
    and name ~ '^originals/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
    and (select public.may_manage_media()));
drop policy if exists "Staff who edit content see the library's files" on storage.objects;
create policy "Staff who edit content see the library's files" on storage.objects
  for select to authenticated using (bucket_id = 'media' and name !~ '^originals/' and (select public.may_pick_media()));
-- Hosted Supabase grants this already; rows stay the policies' (no other policy lets anon read).
grant select on storage.objects to anon;
drop policy if exists "Visitors read the pictures live content shows" on storage.objects;
create policy "Visitors read the pictures live content shows" on storage.objects
  for select to anon, authenticated using (bucket_id = 'media' and public.media_file_published(name));

-- An image field: {media, alt, decorative}. The picture must be in the library and ready; its
-- alternative text is required unless it is marked decorative (then it has none). Completed with
-- the picture's size, focal point and files, which are the database's, whatever was sent.
create or replace function private.checked_picture(value jsonb, label text, field text, required boolean) returns jsonb
  language plpgsql stable set search_path = ''
as $$
declare
  picture public.media;
  alt text;
  decorative boolean;
begin
  if value is null or jsonb_typeof(value) = 'null' then
    if required then
      raise exception '%: choose a picture from the library', label using errcode = '23514', hint = field;
    end if;
    return null;
  end if;
  if jsonb_typeof(value) <> 'object' or jsonb_typeof(value -> 'media') is distinct from 'string'
     or (value ->> 'media') !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    raise exception '%: must be a picture of the library', label using errcode = '23514', hint = field;
  end if;
  select * into picture from public.media m where m.id = (value ->> 'media')::uuid;
  if picture.id is null then
    raise exception '%: that picture is no longer in the library', label using errcode = '23514', hint = field;
  end if;
  if picture.state <> 'ready' then
    raise exception '%: the picture is still being prepared, or was refused; choose it again in a moment', label
      using errcode = '23514', hint = field;
  end if;
  decorative := coalesce((value ->> 'decorative')::boolean, false);
  alt := btrim(coalesce(value ->> 'alt', ''));
  if decorative then
    alt := '';
  elsif alt = '' then
    raise exception '%: write its alternative text (what the picture shows, for those who cannot see it), or mark it decorative', label
      using errcode = '23514', hint = field;
  elsif char_length(alt) > 300 then
    raise exception '%: alternative text of at most 300 characters (this has %)', label, char_length(alt)
      using errcode = '23514', hint = field;
  elsif alt ~ '[\x01-\x1f\x7f]' then
    raise exception '%: alternative text on one line, without control characters', label using errcode = '23514', hint = field;
  end if;
  return jsonb_build_object('media', picture.id, 'alt', alt, 'decorative', decorative,
    'width', picture.width, 'height', picture.height,
    'focalX', picture.focal_x, 'focalY', picture.focal_y, 'files', picture.files);
end
$$;
revoke all on function private.checked_picture(jsonb, text, text, boolean) from public;

create or replace function private.checked_content_data(content_type text, data jsonb) RETURNS jsonb
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $_$
declare
  rules jsonb;
  rule record;
  value text;
  result jsonb := '{}'::jsonb;
  key text;
  doc jsonb;
begin
  select t.fields into rules from private.content_types t where t.type = content_type;
  if rules is null then
    raise exception 'There is no content type %', content_type using errcode = '23514';
  end if;
  if jsonb_typeof(data) is distinct from 'object' then
    raise exception 'The content must be an object of fields' using errcode = '23514';
  end if;
  for key in select jsonb_object_keys(data) loop
    if not exists (select 1 from jsonb_array_elements(rules) f where f ->> 'name' = key) then
      raise exception '% has no field %', content_type, key using errcode = '23514', hint = key;
    end if;
  end loop;
  for rule in select * from jsonb_to_recordset(rules) as f(name text, label text, kind text, required boolean, max integer, options jsonb) loop
    if rule.kind = 'richText' then
      doc := private.checked_rich_text(data -> rule.name, rule.label, rule.name, rule.max, coalesce(rule.required, false));
      if doc is not null then
        result := result || jsonb_build_object(rule.name, doc);
      end if;
      continue;
    end if;
    if rule.kind = 'image' then
      doc := private.checked_picture(data -> rule.name, rule.label, rule.name, coalesce(rule.required, false));
      if doc is not null then
        result := result || jsonb_build_object(rule.name, doc);
      end if;
      continue;
    end if;
    if data -> rule.name is not null and jsonb_typeof(data -> rule.name) not in ('string', 'null') then
      raise exception '%: must be text', rule.label using errcode = '23514', hint = rule.name;
    end if;
    value := btrim(data ->> rule.name);
    if value is null or value = '' then
      if rule.required then
        raise exception '%: this field is required', rule.label using errcode = '23514', hint = rule.name;
      end if;
      continue;
    end if;
    if char_length(value) > rule.max then
      raise exception '%: at most % characters (this has %)', rule.label, rule.max, char_length(value)
        using errcode = '23514', hint = rule.name;
    end if;
    -- Control characters never belong in a page; a line break only in a long text.
    if value ~ '[\x01-\x08\x0b\x0c\x0e-\x1f\x7f]' or (rule.kind <> 'longText' and value ~ '[\r\n]') then
      raise exception '%: one line of text, without control characters', rule.label using errcode = '23514', hint = rule.name;
    end if;
    if rule.kind = 'date' then
      begin
        if value !~ '^\d{4}-\d{2}-\d{2}$' or to_char(value::date, 'YYYY-MM-DD') <> value then
          raise exception 'not a date' using errcode = '22007';
        end if;
      exception when others then
        raise exception '%: a date as YYYY-MM-DD', rule.label using errcode = '23514', hint = rule.name;
      end;
    end if;
    -- A link leaves for https, a mail address or one of the site's own paths: never javascript:, data: or //.
    if rule.kind = 'url' and value !~ '^(https://[^\s/]+[^\s]*|mailto:[^\s@]+@[^\s@]+|/([^/\s][^\s]*)?)$' then
      raise exception '%: an address starting with https://, mailto: or / (a page of this site)', rule.label
        using errcode = '23514', hint = rule.name;
    end if;
    if rule.kind = 'email' and value !~ '^[^\s@]+@[^\s@]+\.[^\s@]+$' then
      raise exception '%: an e-mail address', rule.label using errcode = '23514', hint = rule.name;
    end if;
    if rule.kind = 'choice' and not coalesce(rule.options ? value, false) then
      raise exception '%: one of %', rule.label,
        (select string_agg(o, ', ') from jsonb_array_elements_text(rule.options) o)
        using errcode = '23514', hint = rule.name;
    end if;
    result := result || jsonb_build_object(rule.name, value);
  end loop;
  return result;
end

$_$;

-- The pictures each item shows, after every save.
create or replace function private.note_media_uses() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  if tg_op <> 'INSERT' then
    delete from private.media_uses where item_id = old.id;
  end if;
  if tg_op <> 'DELETE' then
    insert into private.media_uses (media_id, item_id, field)
    select distinct (new.data -> f.name ->> 'media')::uuid, new.id, f.name
      from private.content_types t
     cross join lateral jsonb_to_recordset(t.fields) as f(name text, kind text)
     where t.type = new.type and f.kind = 'image' and new.data -> f.name ->> 'media' is not null;
  end if;
  return null;
end
$$;
drop trigger if exists note_media_uses on public.content_items;
create trigger note_media_uses after insert or update or delete on public.content_items
  for each row execute function private.note_media_uses();

-- A picture in use cannot be deleted: the refusal names every place, so staff know what to change.
create or replace function private.refuse_used_media() returns trigger
  language plpgsql security definer set search_path = ''
as $$
declare
  places text;
begin
  select string_agg(format('%s “%s” (%s)', c.type, c.data ->> t.title_field,
           coalesce((select x ->> 'label' from jsonb_array_elements(t.fields) x where x ->> 'name' = u.field), u.field)), '; ')
    into places
    from private.media_uses u
    join public.content_items c on c.id = u.item_id
    join private.content_types t on t.type = c.type
   where u.media_id = old.id;
  if places is not null then
    raise exception '% is used, so it cannot be deleted: %. Choose another picture there first.', old.name, places
      using errcode = '23503';
  end if;
  return old;
end
$$;
drop trigger if exists refuse_used_media on public.media;
create trigger refuse_used_media before delete on public.media
  for each row execute function private.refuse_used_media();

-- A deleted picture's files go with it (the reaper removes each file once its row is gone).
create or replace function private.remove_media_files() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  delete from storage.objects o
   where o.bucket_id = 'media'
     and (o.name = old.original or old.files @> jsonb_build_array(jsonb_build_object('name', o.name)));
  return null;
end
$$;
drop trigger if exists remove_media_files on public.media;
create trigger remove_media_files after delete on public.media
  for each row execute function private.remove_media_files();

-- A new focal point (or variants made again) reaches every item showing the picture, whose pages
-- are then rendered again: each item is saved again through its checks.
create or replace function private.refresh_media_uses() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  update public.content_items c set data = c.data
   where c.id in (select u.item_id from private.media_uses u where u.media_id = new.id);
  return null;
end
$$;
drop trigger if exists refresh_media_uses on public.media;
create trigger refresh_media_uses after update of focal_x, focal_y, files on public.media
  for each row execute function private.refresh_media_uses();

drop trigger if exists audit_content_edit on public.media;
create trigger audit_content_edit after insert or delete on public.media
  for each row execute function private.audit_content_edit();

-- Pictures from the library: a team member's photo, a partner's logo, the testimonial's logo, and a
-- feature's or the comparison's picture in place of its illustration (printed by `npm run
-- gen:content-types -- --type person --type partner --type testimonial --type feature --type comparison`).
insert into private.content_types (type, role, title_field, fixed, fields, routes) values
  ('person', 'editor', 'name', false, '[{"name":"name","label":"Name","kind":"text","required":true,"max":120},{"name":"title","label":"Title","kind":"text","required":true,"max":120},{"name":"group","label":"Shown among","kind":"choice","required":true,"max":20,"options":["team","advisor"]},{"name":"photo","label":"Photo","kind":"image","required":false,"max":300},{"name":"bio","label":"Biography","kind":"longText","required":true,"max":3000},{"name":"linkedin","label":"Profile link","kind":"url","required":false,"max":2048},{"name":"announced","label":"Announced","kind":"choice","required":true,"max":20,"options":["yes","no"]}]'::jsonb, array['/our-team']::text[]),
  ('partner', 'editor', 'name', false, '[{"name":"name","label":"Name","kind":"text","required":true,"max":120},{"name":"group","label":"Shown among","kind":"choice","required":true,"max":20,"options":["research","business"]},{"name":"url","label":"Website","kind":"url","required":true,"max":2048},{"name":"monogram","label":"Logo letters","kind":"text","required":true,"max":4},{"name":"logo","label":"Logo","kind":"image","required":false,"max":300},{"name":"description","label":"Description","kind":"longText","required":true,"max":600}]'::jsonb, array['/partnerships', '/kosmos-labs']::text[]),
  ('testimonial', 'editor', 'attribution', true, '[{"name":"highlightFigure","label":"Highlighted figure","kind":"text","required":true,"max":12},{"name":"highlightText","label":"What the figure says","kind":"text","required":true,"max":200},{"name":"quote","label":"Testimonial","kind":"longText","required":true,"max":600},{"name":"attribution","label":"Who said it","kind":"text","required":true,"max":120},{"name":"partnerName","label":"Their organisation","kind":"text","required":true,"max":120},{"name":"partnerLink","label":"Their website","kind":"url","required":true,"max":2048},{"name":"logo","label":"Their logo","kind":"image","required":false,"max":300}]'::jsonb, array['/', '/home']::text[]),
  ('feature', 'editor', 'title', false, '[{"name":"section","label":"Shown in","kind":"choice","required":true,"max":40,"options":["core-engine-features","studio-features","finance-features"]},{"name":"title","label":"Title","kind":"text","required":true,"max":80},{"name":"summary","label":"Summary","kind":"longText","required":true,"max":800},{"name":"points","label":"Points","kind":"longText","required":true,"max":1000},{"name":"illustration","label":"Illustration","kind":"choice","required":true,"max":40,"options":["chaos-abm-engine","ai-driven-analytics","visual-model-builder","interactive-dashboards","systemic-risk-assessment","market-microstructure","solution-hero"]},{"name":"illustrationAlt","label":"Illustration''s text","kind":"text","required":true,"max":300},{"name":"picture","label":"Picture from the library","kind":"image","required":false,"max":300}]'::jsonb, array['{section}']::text[]),
  ('comparison', 'editor', 'afterTitle', true, '[{"name":"beforeTitle","label":"Left column''s title","kind":"text","required":true,"max":80},{"name":"beforePoints","label":"Left column''s points","kind":"longText","required":true,"max":1000},{"name":"afterTitle","label":"Right column''s title","kind":"text","required":true,"max":80},{"name":"afterPoints","label":"Right column''s points","kind":"longText","required":true,"max":1000},{"name":"illustration","label":"Illustration","kind":"choice","required":true,"max":40,"options":["chaos-abm-engine","ai-driven-analytics","visual-model-builder","interactive-dashboards","systemic-risk-assessment","market-microstructure","solution-hero"]},{"name":"illustrationAlt","label":"Illustration''s text","kind":"text","required":true,"max":300},{"name":"picture","label":"Picture from the library","kind":"image","required":false,"max":300}]'::jsonb, array['/', '/home']::text[])
on conflict (type) do update set role = excluded.role, title_field = excluded.title_field, fixed = excluded.fixed, fields = excluded.fields, routes = excluded.routes;
