-- A resource's picture is one of the media library's (the card shows it; an article's page shows it
-- at its top and as its share image), replacing an https address that nothing showed. An address
-- typed before stays in the item's history (public.content_versions); the live item, its drafts,
-- reviews and schedules lose it.
insert into private.content_types (type, role, title_field, fixed, fields, routes) values
  ('resource', 'editor', 'title', false, '[{"name":"title","label":"Title","kind":"text","required":true,"max":200},{"name":"type","label":"Type","kind":"choice","required":true,"max":50,"options":["white-paper","case-study","blog","webinar","news","video"]},{"name":"categories","label":"Categories","kind":"choices","required":true,"max":4,"options":["finance","geopolitics","technology","platform"]},{"name":"date","label":"Date","kind":"date","required":true,"max":10},{"name":"description","label":"Description","kind":"longText","required":true,"max":2000},{"name":"read_more_url","label":"Read-more address","kind":"url","required":false,"max":2048},{"name":"download_url","label":"Download","kind":"document","required":false,"max":2048},{"name":"image","label":"Card picture","kind":"image","required":false,"max":300},{"name":"featured","label":"Featured on the home page","kind":"flag","required":false,"max":5},{"name":"body","label":"Article","kind":"richText","required":false,"max":50000}]'::jsonb, array['/', '/home', '/resources', '/sitemap.xml']::text[])
on conflict (type) do update set role = excluded.role, title_field = excluded.title_field, fixed = excluded.fixed, fields = excluded.fields, routes = excluded.routes;

update public.content_drafts d set data = d.data - 'image_url'
 where d.data ? 'image_url' and d.item_id in (select c.id from public.content_items c where c.type = 'resource');
update public.content_reviews r set data = r.data - 'image_url' where r.type = 'resource' and r.data ? 'image_url';
update public.content_schedules s set data = s.data - 'image_url'
 where s.data ? 'image_url' and s.item_id in (select c.id from public.content_items c where c.type = 'resource');

-- The card's picture: the largest JPEG or PNG variant up to 1280 pixels wide (every browser and
-- every link preview reads those), or the smallest one when all are wider, at its media address.
create or replace function private.card_picture_address(p_picture jsonb) returns text
language sql immutable
set search_path = ''
as $$
  select '/media/' || (f ->> 'name')
    from jsonb_array_elements(coalesce(p_picture -> 'files', '[]'::jsonb)) as f
   where f ->> 'format' in ('jpeg', 'png')
   order by ((f ->> 'width')::integer <= 1280) desc,
            case when (f ->> 'width')::integer <= 1280 then -(f ->> 'width')::integer else (f ->> 'width')::integer end
   limit 1
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
      where m.id = private.document_of(p_data ->> 'download_url') and m.kind = 'document')
  )::public.resources
$$;

-- The items (and so public.resources) without the old address. Last: the type's fields above no
-- longer hold it, and the rows are projected again by the function above.
update public.content_items c set data = c.data - 'image_url' where c.type = 'resource' and c.data ? 'image_url';
