-- The library in the pages (issue 37): a resource may have an article (a body, at
-- /resources/<slug>), and a change to the library or the documentation moves a revision the
-- publisher watches, as a change to content does, so /resources, the home page, the article,
-- the sitemap and the feed are rendered again within seconds.

-- Rich text checked in one place: what checked_content_data does for a content field, for any
-- column holding rich text. Only the nodes and marks the pages render; links https, mailto or a
-- path of this site. A refusal names the field (its label) with the field's name as the hint.
create or replace function private.checked_rich_text(doc jsonb, label text, field text, max_chars integer, required boolean)
  returns jsonb
  language plpgsql immutable
  set search_path = ''
as $fn$
declare
  plain text;
  bad text;
begin
  if doc is null or jsonb_typeof(doc) = 'null' then
    doc := null;
  elsif jsonb_typeof(doc) <> 'object' or doc ->> 'type' is distinct from 'doc' then
    raise exception '%: must be rich text', label using errcode = '23514', hint = field;
  end if;
  select coalesce(string_agg(t #>> '{}', ''), '') into plain
    from jsonb_path_query(coalesce(doc, '{}'), 'strict $.** ? (exists(@.text)).text') t
   where jsonb_typeof(t) = 'string';
  if btrim(plain) = '' then
    if required then
      raise exception '%: this field is required', label using errcode = '23514', hint = field;
    end if;
    return null;
  end if;
  select t #>> '{}' into bad
    from jsonb_path_query(doc, 'strict $.** ? (exists(@.type)).type') t
   where jsonb_typeof(t) <> 'string' or (t #>> '{}') <> all (array['doc', 'paragraph', 'heading',
     'bulletList', 'orderedList', 'listItem', 'text', 'hardBreak', 'bold', 'italic', 'link'])
   limit 1;
  if found then
    raise exception '%: holds %, which a page cannot show', label, bad using errcode = '23514', hint = field;
  end if;
  if exists (select 1 from jsonb_path_query(doc, 'strict $.** ? (exists(@.href)).href') h
              where jsonb_typeof(h) <> 'string'
                 or (h #>> '{}') !~ '^(https://[^\s/]+[^\s]*|mailto:[^\s@]+@[^\s@]+|/([^/\s][^\s]*)?)$') then
    raise exception '%: every link an address starting with https://, mailto: or / (a page of this site)', label
      using errcode = '23514', hint = field;
  end if;
  if char_length(btrim(plain)) > max_chars then
    raise exception '%: at most % characters (this has %)', label, max_chars, char_length(btrim(plain))
      using errcode = '23514', hint = field;
  end if;
  return doc;
end
$fn$;
revoke all on function private.checked_rich_text(jsonb, text, text, integer, boolean) from public;

-- A content type's rich text field is checked by the same function (it held its own copy of these rules).
create or replace function private.checked_content_data(content_type text, data jsonb) returns jsonb
  language plpgsql stable
  set search_path = ''
as $fn$
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
$fn$;
revoke all on function private.checked_content_data(text, jsonb) from public;

alter table public.resources add column if not exists slug text;
alter table public.resources add column if not exists body jsonb;
do $$
begin
  if not exists (select 1 from pg_constraint where conname = 'resources_slug_shape') then
    -- A slug is the article's address: lower-case words joined by hyphens, never the
    -- documentation page's own address.
    alter table public.resources add constraint resources_slug_shape check (
      slug is null or (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 80 and slug <> 'documentation'));
    alter table public.resources add constraint resources_slug_unique unique (slug);
  end if;
end
$$;

-- An article is checked as a content field is, and has an address.
create or replace function private.check_resource_article() returns trigger
  language plpgsql security definer
  set search_path = ''
as $fn$
begin
  new.body := private.checked_rich_text(new.body, 'Article', 'body', 50000, false);
  new.slug := nullif(btrim(new.slug), '');
  if new.slug is not null and exists (select 1 from public.resources r where r.slug = new.slug and r.id <> new.id) then
    raise exception 'Article address: another resource has this address' using errcode = '23514', hint = 'slug';
  end if;
  -- Both or neither: a card links to /resources/<slug> exactly when there is an article there.
  if new.body is not null and new.slug is null then
    raise exception 'Article address: an article needs an address (its slug)' using errcode = '23514', hint = 'slug';
  end if;
  if new.body is null and new.slug is not null then
    raise exception 'Article: an address needs an article to show (write one, or clear the address)'
      using errcode = '23514', hint = 'body';
  end if;
  return new;
end
$fn$;
revoke all on function private.check_resource_article() from public;
drop trigger if exists check_resource_article on public.resources;
create trigger check_resource_article before insert or update on public.resources
  for each row execute function private.check_resource_article();

-- The revisions the publisher watches name the library's tables too, not only declared types.
alter table private.content_revisions drop constraint if exists content_revisions_type_fkey;

create or replace function private.record_library_change() returns trigger
  language plpgsql security definer
  set search_path = ''
as $fn$
begin
  insert into private.content_revisions as r (type, revision, changed_at) values (tg_table_name, 1, now())
    on conflict (type) do update set revision = r.revision + 1, changed_at = now();
  perform pg_notify('content_changed', tg_table_name);
  return null;
end
$fn$;
revoke all on function private.record_library_change() from public;
drop trigger if exists record_library_change on public.resources;
create trigger record_library_change after insert or update or delete on public.resources
  for each statement execute function private.record_library_change();
drop trigger if exists record_library_change on public.documentation;
create trigger record_library_change after insert or update or delete on public.documentation
  for each statement execute function private.record_library_change();
