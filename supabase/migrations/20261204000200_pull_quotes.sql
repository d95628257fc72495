-- Rich text may hold a quotation block, which the pages set as a pull quote (large, beside the
-- accent's rule) and the newsletter's mail as a quotation. The editors' toolbar has a Quote button,
-- and typing "> " at a line's start already made one, which the check refused.
create or replace function private.checked_rich_text(doc jsonb, label text, field text, max_chars integer, required boolean) RETURNS jsonb
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $_$
declare
  plain text;
  bad text;
  block jsonb;
  blocks jsonb := '[]'::jsonb;
  pictures integer := 0;
begin
  if doc is null or jsonb_typeof(doc) = 'null' then
    doc := null;
  elsif jsonb_typeof(doc) <> 'object' or doc ->> 'type' is distinct from 'doc' then
    raise exception '%: must be rich text', label using errcode = '23514', hint = field;
  end if;
  select coalesce(string_agg(t #>> '{}', ''), '') into plain
    from jsonb_path_query(coalesce(doc, '{}'), 'strict $.** ? (exists(@.text)).text') t
   where jsonb_typeof(t) = 'string';
  if btrim(plain) = '' and not exists (
       select 1 from jsonb_path_query(coalesce(doc, '{}'), 'strict $.** ? (@.type == "image")')) then
    if required then
      raise exception '%: this field is required', label using errcode = '23514', hint = field;
    end if;
    return null;
  end if;
  select t #>> '{}' into bad
    from jsonb_path_query(doc, 'strict $.** ? (exists(@.type)).type') t
   where jsonb_typeof(t) <> 'string' or (t #>> '{}') <> all (array['doc', 'paragraph', 'heading',
     'bulletList', 'orderedList', 'listItem', 'blockquote', 'text', 'hardBreak', 'bold', 'italic', 'link', 'image'])
   limit 1;
  if found then
    raise exception '%: holds %, which a page cannot show', label, bad using errcode = '23514', hint = field;
  end if;
  if (select count(*) from jsonb_path_query(doc, 'strict $.** ? (@.type == "image")'))
     <> (select count(*) from jsonb_path_query(doc, 'lax $.content[*] ? (@.type == "image")')) then
    raise exception '%: a picture stands on its own line, not inside a list or a paragraph', label
      using errcode = '23514', hint = field;
  end if;
  if jsonb_typeof(doc -> 'content') = 'array' then
    for block in select b from jsonb_array_elements(doc -> 'content') with ordinality as c(b, n) order by n loop
      if block ->> 'type' = 'image' then
        pictures := pictures + 1;
        block := jsonb_build_object('type', 'image', 'attrs',
          private.checked_picture(coalesce(block -> 'attrs', '{}'::jsonb), format('%s, picture %s', label, pictures), field, true));
      end if;
      blocks := blocks || jsonb_build_array(block);
    end loop;
    doc := jsonb_set(doc, '{content}', blocks);
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
$_$;
