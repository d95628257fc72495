-- Issue 38: the resource library joins the editorial workflow by becoming content (decision 047),
-- as the documentation did (046). Each card of /resources (and its article, when it has one) is an
-- item of type 'resource' (shared/content-types.ts), drafted, previewed, reviewed, checked,
-- scheduled and kept in history as any other; public.resources, which the pages, their islands, the
-- feed, the newsletter and the API read, is now what the live items make, written by the trigger
-- below alone. Two field kinds join: 'choices' (the categories) and 'flag' (featured).

-- As in 0200, with a flag's and choices' kinds.
create or replace function private.checked_content_data(content_type text, data jsonb) returns jsonb
  language plpgsql stable set search_path = ''
as $_$
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
    -- A flag is true or absent: a box left unticked is no value.
    if rule.kind = 'flag' then
      if data -> rule.name is not null and jsonb_typeof(data -> rule.name) not in ('boolean', 'null') then
        raise exception '%: yes or no', rule.label using errcode = '23514', hint = rule.name;
      end if;
      if data -> rule.name = 'true'::jsonb then
        result := result || jsonb_build_object(rule.name, true);
      end if;
      continue;
    end if;
    -- Choices: each one of the options, once, in the order given (the first is named first).
    if rule.kind = 'choices' then
      doc := coalesce(nullif(data -> rule.name, 'null'::jsonb), '[]'::jsonb);
      if jsonb_typeof(doc) <> 'array'
         or exists (select 1 from jsonb_array_elements(doc) e
                     where jsonb_typeof(e) <> 'string' or not coalesce(rule.options ? (e #>> '{}'), false))
         or (select count(distinct e) from jsonb_array_elements_text(doc) e) <> jsonb_array_length(doc) then
        raise exception '%: each one of %, once', rule.label,
          (select string_agg(o, ', ') from jsonb_array_elements_text(rule.options) o)
          using errcode = '23514', hint = rule.name;
      end if;
      if jsonb_array_length(doc) = 0 then
        if rule.required then
          raise exception '%: choose at least one', rule.label using errcode = '23514', hint = rule.name;
        end if;
        continue;
      end if;
      result := result || jsonb_build_object(rule.name, doc);
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
    -- A download: a PDF of the media library (its stable address; the library's tables check it
    -- is one, ready, when the item goes live) or a file elsewhere.
    if rule.kind = 'document' and value !~ '^(https://[^\s/]+[^\s]*|/media/documents/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.pdf)$' then
      raise exception '%: a PDF of the media library, or an address starting with https://', rule.label
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

insert into private.content_types (type, role, title_field, fixed, fields, routes) values
  ('resource', 'editor', 'title', false, '[{"name":"title","label":"Title","kind":"text","required":true,"max":200},{"name":"type","label":"Type","kind":"choice","required":true,"max":50,"options":["white-paper","case-study","blog","webinar","news","video"]},{"name":"categories","label":"Categories","kind":"choices","required":true,"max":4,"options":["finance","geopolitics","technology","platform"]},{"name":"date","label":"Date","kind":"date","required":true,"max":10},{"name":"description","label":"Description","kind":"longText","required":true,"max":2000},{"name":"read_more_url","label":"Read-more address","kind":"url","required":true,"max":2048},{"name":"download_url","label":"Download","kind":"document","required":false,"max":2048},{"name":"image_url","label":"Image address","kind":"url","required":false,"max":2048},{"name":"featured","label":"Featured on the home page","kind":"flag","required":false,"max":5},{"name":"body","label":"Article","kind":"richText","required":false,"max":50000}]'::jsonb, array['/', '/home', '/resources', '/sitemap.xml']::text[])
on conflict (type) do update set role = excluded.role, title_field = excluded.title_field, fixed = excluded.fixed, fields = excluded.fields, routes = excluded.routes;

-- An article is there exactly when its address is: the projection below gives a row the item's
-- slug only when the item has an article, and readers build /resources/<slug> from it.
alter table public.resources add constraint resources_article_and_address check ((slug is null) = (body is null));
drop trigger check_resource_article on public.resources;
drop function private.check_resource_article();

-- An item's row of public.resources: its categories a list, its address only with an article, its
-- download's size when it is a PDF of the media library. The projection writes it; a preview reads
-- it for a draft.
create function private.resource_row(p_id uuid, p_slug text, p_data jsonb) returns public.resources
  language sql stable security definer set search_path = ''
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
    p_data ->> 'read_more_url',
    coalesce(p_data -> 'featured' = 'true'::jsonb, false),
    case when p_data ? 'body' then p_slug end,
    p_data -> 'body',
    (select m.bytes from public.media m
      where m.id = private.document_of(p_data ->> 'download_url') and m.kind = 'document')
  )::public.resources
$$;

create function private.project_resources() returns trigger
  language plpgsql security definer set search_path = ''
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

-- Called for its own type's rows only (a trigger's WHEN cannot name new and old at once, hence two
-- a projection); the documentation's projection (0200) is called so from now on too.
create trigger project_resources after insert or update on public.content_items
  for each row when (new.type = 'resource') execute function private.project_resources();
create trigger project_resources_gone after delete on public.content_items
  for each row when (old.type = 'resource') execute function private.project_resources();
drop trigger project_documentation on public.content_items;
create trigger project_documentation after insert or update on public.content_items
  for each row when (new.type = 'document') execute function private.project_documentation();
create trigger project_documentation_gone after delete on public.content_items
  for each row when (old.type = 'document') execute function private.project_documentation();

-- The rows staff wrote become items, with their ids. The back office only ever wrote the library's
-- types and categories; a row written otherwise with one it does not know stops the migration,
-- named, rather than be changed without anyone seeing.
do $$
declare
  unknown text;
begin
  select string_agg(format('%L', r.title), ', ') into unknown
    from public.resources r
   where r.type not in ('white-paper', 'case-study', 'blog', 'webinar', 'news', 'video')
      or cardinality(r.categories) = 0
      or not r.categories <@ array['finance', 'geopolitics', 'technology', 'platform'];
  if unknown is not null then
    raise exception 'These resources have a type or categories the library does not offer: %. Change them to one it offers, then migrate again.', unknown;
  end if;
end
$$;

-- An article keeps its address; a card without one gets its slug from its title as the back office
-- makes it (shared/content-types.ts, slugOf: accents dropped), numbered when two make the same.
-- The items are in the pages' order, newest first. Content links only to https (039): an http:// address the old editor allowed moves to https://.
with based as (
  select r.*,
         coalesce(r.slug,
                  nullif(rtrim(left(btrim(regexp_replace(translate(lower(r.title), 'àáâãäåçèéêëìíîïñòóôõöøùúûüýÿ', 'aaaaaaceeeeiiiinoooooouuuuyy'),
                        '[^a-z0-9]+', '-', 'g'), '-'), 80), '-'), ''),
                  'resource') as base_slug
    from public.resources r
), slugged as (
  select b.*, row_number() over (partition by b.base_slug order by b.slug is null, b.created_at, b.id) as nth from based b
)
insert into public.content_items (id, type, slug, sort_order, data)
select s.id, 'resource',
       case when s.nth = 1 then s.base_slug else rtrim(left(s.base_slug, 76), '-') || '-' || s.nth end,
       row_number() over (order by s.date desc, s.title),
       jsonb_strip_nulls(jsonb_build_object(
         'title', s.title, 'type', s.type, 'categories', to_jsonb(s.categories),
         'date', to_char(s.date, 'YYYY-MM-DD'), 'description', s.description,
         'read_more_url', regexp_replace(s.read_more_url, '^http://', 'https://'),
         'download_url', regexp_replace(s.download_url, '^http://', 'https://'),
         'image_url', regexp_replace(s.image_url, '^http://', 'https://'),
         'featured', case when s.featured then true end,
         'body', s.body))
  from slugged s;

-- Written by the projection only: staff change the library as content, which is audited, drafted,
-- reviewed and checked there (its links by check_content_links).
drop policy "Only staff at aal2 edit" on public.resources;
drop policy "Only staff at aal2 publish" on public.resources;
drop policy "Only staff at aal2 unpublish" on public.resources;
drop policy "Staff edit" on public.resources;
drop policy "Staff publish" on public.resources;
drop policy "Staff unpublish" on public.resources;
revoke insert, update, delete on public.resources from authenticated;
drop trigger audit_content_edit on public.resources;
drop trigger check_resource_links on public.resources;
drop function private.check_resource_links();
