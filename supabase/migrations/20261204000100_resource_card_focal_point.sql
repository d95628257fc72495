-- A resource's card crops its picture around the picture's focal point, as every other place the
-- site shows a library picture does: public.resources carries it as a CSS position ("30% 20%").
alter table public.resources add column if not exists image_position text
  constraint resources_image_position_shape check (image_position is null or image_position ~ '^\d{1,3}% \d{1,3}%$');

-- The focal point of a picture as content holds it (focalX and focalY from 0 to 1), as a position.
create or replace function private.picture_position(p_picture jsonb) returns text
language sql immutable
set search_path = ''
as $$
  select round((p_picture ->> 'focalX')::numeric * 100)::integer || '% '
      || round((p_picture ->> 'focalY')::numeric * 100)::integer || '%'
   where jsonb_typeof(p_picture -> 'focalX') = 'number' and jsonb_typeof(p_picture -> 'focalY') = 'number'
     and (p_picture ->> 'focalX')::numeric between 0 and 1 and (p_picture ->> 'focalY')::numeric between 0 and 1
$$;

create or replace function private.resource_row(p_id uuid, p_slug text, p_data jsonb) returns public.resources
language sql stable security definer
set search_path = ''
as $$
  select row(
    p_id,
    coalesce((select r.created_at from public.resources r where r.id = p_id), now()),
    p_data ->> 'title',
    p_data ->> 'type',
    array(select jsonb_array_elements_text(coalesce(p_data -> 'categories', '[]'::jsonb))),
    (p_data ->> 'date')::date,
    p_data ->> 'description',
    private.card_picture_address(p_data -> 'image'),
    p_data ->> 'download_url',
    coalesce(p_data ->> 'read_more_url', case when p_data ? 'body' then '/resources/' || p_slug end),
    coalesce(p_data -> 'featured' = 'true'::jsonb, false),
    case when p_data ? 'body' then p_slug end,
    p_data -> 'body',
    (select m.bytes from public.media m
      where m.id = private.document_of(p_data ->> 'download_url') and m.kind = 'document'),
    case when private.card_picture_address(p_data -> 'image') is not null
         then private.picture_position(p_data -> 'image') end
  )::public.resources
$$;

create or replace function private.project_resources() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  card public.resources;
begin
  if coalesce(new.type, old.type) <> 'resource' then
    return null;
  end if;
  if tg_op = 'DELETE' or not new.live then
    delete from public.resources r where r.id = coalesce(new.id, old.id);
    return null;
  end if;
  card := private.resource_row(new.id, new.slug, new.data);
  if card.slug = 'documentation' then
    raise exception 'Article: /resources/documentation is the documentation page; this resource cannot have an article at that address (add it again under another title)'
      using errcode = '23514', hint = 'body';
  end if;
  if card.read_more_url is null then
    raise exception 'Read-more address: give one, or write the article Read more leads to'
      using errcode = '23514', hint = 'read_more_url';
  end if;
  insert into public.resources as r
    (id, created_at, title, type, categories, date, description, image_url, image_position, download_url,
     read_more_url, featured, slug, body)
  values (card.id, card.created_at, card.title, card.type, card.categories, card.date, card.description,
          card.image_url, card.image_position, card.download_url, card.read_more_url, card.featured, card.slug,
          card.body)
  on conflict (id) do update set title = excluded.title, type = excluded.type, categories = excluded.categories,
    date = excluded.date, description = excluded.description, image_url = excluded.image_url,
    image_position = excluded.image_position, download_url = excluded.download_url,
    read_more_url = excluded.read_more_url, featured = excluded.featured, slug = excluded.slug, body = excluded.body;
  return null;
end
$$;

-- The cards already published, with their pictures' positions.
update public.resources r set image_position = private.picture_position(c.data -> 'image')
  from public.content_items c
 where c.id = r.id and r.image_url is not null;
