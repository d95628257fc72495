-- Issue 38: the documentation joins the editorial workflow by becoming content (decision 046).
-- Each entry of /resources/documentation is an item of type 'document' (shared/content-types.ts),
-- drafted, previewed, reviewed, checked, scheduled and kept in history as any other; the table
-- public.documentation, which the page, its island and the API read, is now what the live items
-- make, written by the trigger below alone. A download is a field of a new kind, 'document': a PDF
-- of the media library or an https address (the table's own trigger still checks the PDF is ready
-- and records its size, as before).

-- As in 2400 (media library), and a download's kind.
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
  ('document', 'editor', 'title', false, '[{"name":"title","label":"Title","kind":"text","required":true,"max":200},{"name":"description","label":"Description","kind":"longText","required":true,"max":2000},{"name":"sections","label":"Sections","kind":"longText","required":false,"max":25000},{"name":"summary","label":"Summary","kind":"longText","required":false,"max":2000},{"name":"access_url","label":"Access address","kind":"url","required":true,"max":2048},{"name":"download_url","label":"Download","kind":"document","required":false,"max":2048}]'::jsonb, array['/resources/documentation']::text[])
on conflict (type) do update set role = excluded.role, title_field = excluded.title_field, fixed = excluded.fixed, fields = excluded.fields, routes = excluded.routes;

-- The published documentation, as the page and the API read it, made from the live items of type
-- 'document': one row an item, with its id, in the editors' order. Only this writes it.
alter table public.documentation add column sort_order integer not null default 0;

-- An item's row of public.documentation: its sections one a line, its download's size when it is
-- a PDF of the media library. The projection below writes it; a preview reads it for a draft.
create function private.documentation_row(p_id uuid, p_data jsonb, p_sort_order integer) returns public.documentation
  language sql stable security definer set search_path = ''
as $$
  select row(
    p_id,
    coalesce((select d.created_at from public.documentation d where d.id = p_id), now()),
    p_data ->> 'title',
    p_data ->> 'description',
    array(select btrim(line) from regexp_split_to_table(coalesce(p_data ->> 'sections', ''), '\r?\n') line
           where btrim(line) <> ''),
    p_data ->> 'summary',
    p_data ->> 'access_url',
    p_data ->> 'download_url',
    (select m.bytes from public.media m
      where m.id = private.document_of(p_data ->> 'download_url') and m.kind = 'document'),
    p_sort_order
  )::public.documentation
$$;

create function private.project_documentation() returns trigger
  language plpgsql security definer set search_path = ''
as $$
declare
  doc public.documentation;
begin
  if coalesce(new.type, old.type) <> 'document' then
    return null;
  end if;
  if tg_op = 'DELETE' or not new.live then
    delete from public.documentation d where d.id = coalesce(new.id, old.id);
    return null;
  end if;
  doc := private.documentation_row(new.id, new.data, new.sort_order);
  if cardinality(doc.sections) > 50 then
    raise exception 'Sections: at most 50, one a line (this has %)', cardinality(doc.sections)
      using errcode = '23514', hint = 'sections';
  end if;
  if exists (select 1 from unnest(doc.sections) s where char_length(s) > 500) then
    raise exception 'Sections: each at most 500 characters' using errcode = '23514', hint = 'sections';
  end if;
  insert into public.documentation as d
    (id, created_at, title, description, sections, summary, access_url, download_url, sort_order)
  values (doc.id, doc.created_at, doc.title, doc.description, doc.sections, doc.summary, doc.access_url,
          doc.download_url, doc.sort_order)
  on conflict (id) do update set title = excluded.title, description = excluded.description,
    sections = excluded.sections, summary = excluded.summary, access_url = excluded.access_url,
    download_url = excluded.download_url, sort_order = excluded.sort_order;
  return null;
end
$$;

create trigger project_documentation after insert or update or delete on public.content_items
  for each row execute function private.project_documentation();

-- The rows staff wrote become items, in the order they were added; the item's slug is made from
-- its title as the back office makes it (shared/content-types.ts, slugOf: accents dropped), kept unique. Content
-- links only to https (039): an http:// address the library allowed is moved to https://.
with numbered as (
  select d.*, row_number() over (order by d.created_at, d.id) as position,
         coalesce(nullif(rtrim(left(btrim(regexp_replace(translate(lower(d.title), 'àáâãäåçèéêëìíîïñòóôõöøùúûüýÿ', 'aaaaaaceeeeiiiinoooooouuuuyy'),
                        '[^a-z0-9]+', '-', 'g'), '-'), 80), '-'), ''),
                  'document') as base_slug
    from public.documentation d
), slugged as (
  select n.*, row_number() over (partition by n.base_slug order by n.position) as nth from numbered n
)
insert into public.content_items (id, type, slug, sort_order, data)
select s.id, 'document',
       case when s.nth = 1 then s.base_slug else rtrim(left(s.base_slug, 76), '-') || '-' || s.nth end,
       s.position,
       jsonb_strip_nulls(jsonb_build_object(
         'title', s.title, 'description', s.description,
         'sections', nullif(array_to_string(s.sections, E'\n'), ''),
         'summary', s.summary, 'access_url', regexp_replace(s.access_url, '^http://', 'https://'),
         'download_url', regexp_replace(s.download_url, '^http://', 'https://')))
  from slugged s;

-- Written by the projection only: staff change the documentation as content, which is audited,
-- drafted, reviewed and checked there (its links by check_content_links).
drop policy "Only staff at aal2 edit" on public.documentation;
drop policy "Only staff at aal2 publish" on public.documentation;
drop policy "Only staff at aal2 unpublish" on public.documentation;
drop policy "Staff edit" on public.documentation;
drop policy "Staff publish" on public.documentation;
drop policy "Staff unpublish" on public.documentation;
revoke insert, update, delete on public.documentation from authenticated;
drop trigger audit_content_edit on public.documentation;
drop trigger check_documentation_links on public.documentation;
drop function private.check_documentation_links();
