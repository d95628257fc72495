-- A resource with an article needs no read-more address: "Read more" leads to the article
-- (/resources/<slug>), and the library's row says so. Without an article, a read-more address is
-- still needed: the projection refuses the item, naming the field, rather than leave a card that
-- leads nowhere.
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
    p_data ->> 'image_url',
    p_data ->> 'download_url',
    coalesce(p_data ->> 'read_more_url', case when p_data ? 'body' then '/resources/' || p_slug end),
    coalesce(p_data -> 'featured' = 'true'::jsonb, false),
    case when p_data ? 'body' then p_slug end,
    p_data -> 'body',
    (select m.bytes from public.media m
      where m.id = private.document_of(p_data ->> 'download_url') and m.kind = 'document')
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
    (id, created_at, title, type, categories, date, description, image_url, download_url, read_more_url,
     featured, slug, body)
  values (card.id, card.created_at, card.title, card.type, card.categories, card.date, card.description,
          card.image_url, card.download_url, card.read_more_url, card.featured, card.slug, card.body)
  on conflict (id) do update set title = excluded.title, type = excluded.type, categories = excluded.categories,
    date = excluded.date, description = excluded.description, image_url = excluded.image_url,
    download_url = excluded.download_url, read_more_url = excluded.read_more_url, featured = excluded.featured,
    slug = excluded.slug, body = excluded.body;
  return null;
end
$$;

insert into private.content_types (type, role, title_field, fixed, fields, routes) values
  ('resource', 'editor', 'title', false, '[{"name":"title","label":"Title","kind":"text","required":true,"max":200},{"name":"type","label":"Type","kind":"choice","required":true,"max":50,"options":["white-paper","case-study","blog","webinar","news","video"]},{"name":"categories","label":"Categories","kind":"choices","required":true,"max":4,"options":["finance","geopolitics","technology","platform"]},{"name":"date","label":"Date","kind":"date","required":true,"max":10},{"name":"description","label":"Description","kind":"longText","required":true,"max":2000},{"name":"read_more_url","label":"Read-more address","kind":"url","required":false,"max":2048},{"name":"download_url","label":"Download","kind":"document","required":false,"max":2048},{"name":"image_url","label":"Image address","kind":"url","required":false,"max":2048},{"name":"featured","label":"Featured on the home page","kind":"flag","required":false,"max":5},{"name":"body","label":"Article","kind":"richText","required":false,"max":50000}]'::jsonb, array['/', '/home', '/resources', '/sitemap.xml']::text[])
on conflict (type) do update set role = excluded.role, title_field = excluded.title_field, fixed = excluded.fixed, fields = excluded.fields, routes = excluded.routes;
