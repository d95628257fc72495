-- A job says what it offers and until when (Open positions): its employment type (required; the
-- positions the site had are full time, as their JobPosting data said), where the work is done, a
-- salary range and a closing date, all optional. After the closing day ends in London the position
-- is no longer shown on /careers and /apply: the publisher reads the live positions that are still
-- open, so no one has to close it by hand (it stays in the back office, and can be given a new date).
insert into private.content_types (type, role, title_field, fixed, fields, routes) values
  ('position', 'careers', 'title', false, '[{"name":"title","label":"Title","kind":"text","required":true,"max":200},{"name":"department","label":"Department","kind":"text","required":true,"max":80},{"name":"location","label":"Location","kind":"text","required":true,"max":80},{"name":"description","label":"Description","kind":"longText","required":true,"max":2000},{"name":"datePosted","label":"Date posted","kind":"date","required":true,"max":10},{"name":"employmentType","label":"Employment type","kind":"choice","required":true,"max":20,"options":["FULL_TIME","PART_TIME","CONTRACTOR","TEMPORARY","INTERN"]},{"name":"workplace","label":"Where the work is done","kind":"choice","required":false,"max":20,"options":["on-site","hybrid","remote"]},{"name":"salaryMin","label":"Salary from (£ a year)","kind":"money","required":false,"max":7},{"name":"salaryMax","label":"Salary to (£ a year)","kind":"money","required":false,"max":7},{"name":"closingDate","label":"Closing date","kind":"date","required":false,"max":10}]'::jsonb, array['/careers', '/apply']::text[])
on conflict (type) do update set role = excluded.role, title_field = excluded.title_field, fixed = excluded.fixed, fields = excluded.fields, routes = excluded.routes;

update public.content_items set data = data || '{"employmentType": "FULL_TIME"}'::jsonb
 where type = 'position' and not data ? 'employmentType';
update public.content_schedules set data = data || '{"employmentType": "FULL_TIME"}'::jsonb
 where type = 'position' and action = 'publish' and state = 'waiting' and not data ? 'employmentType';
update public.content_reviews r set data = r.data || '{"employmentType": "FULL_TIME"}'::jsonb
  from public.content_items c
 where c.id = r.item_id and c.type = 'position' and r.state = 'waiting' and r.data is not null
   and not r.data ? 'employmentType';

-- The field kind `money` (shared/content-types/checks.ts says the same): whole pounds, digits
-- only. As in 20261128000300, with that kind.
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
    if rule.kind = 'money' and value !~ '^[1-9][0-9]{0,6}$' then
      raise exception '%: whole pounds, digits only, such as 60000', rule.label using errcode = '23514', hint = rule.name;
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

-- What the fields alone cannot say, each beside its field (the fields' own checks ran first): a
-- salary range the right way round, and a closing date that has not passed when it is set.
create or replace function private.check_job_terms() returns trigger
  language plpgsql security definer
  set search_path = ''
as $fn$
declare
  salary_min text := new.data ->> 'salaryMin';
  salary_max text := new.data ->> 'salaryMax';
  closing text := new.data ->> 'closingDate';
begin
  if salary_min is not null and salary_max is not null and salary_min::integer > salary_max::integer then
    raise exception 'Salary to (£ a year): at least the salary from (%)', salary_min
      using errcode = '23514', hint = 'salaryMax';
  end if;
  if closing is not null and private.is_api_call()
     and (tg_op = 'INSERT' or closing is distinct from old.data ->> 'closingDate')
     and closing < to_char(now() at time zone 'Europe/London', 'YYYY-MM-DD') then
    raise exception 'Closing date: today or a later day (the position would leave the site at once)'
      using errcode = '23514', hint = 'closingDate';
  end if;
  return new;
end
$fn$;
revoke all on function private.check_job_terms() from public;
drop trigger if exists check_job_terms on public.content_items;
create trigger check_job_terms before insert or update on public.content_items
  for each row when (new.type = 'position') execute function private.check_job_terms();
