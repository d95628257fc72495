-- What staff publish: the site's content (shared/content-types/ declares each type), the resource library, the documentation its items make, and the redirects.
-- Generated from supabase/migrations by `npm run gen:schema`: read it here, change it with a new migration.

--
-- Name: accessibility_problems(text, jsonb); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.accessibility_problems(p_type text, p_data jsonb) RETURNS text
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select string_agg(format('%s on %s (%s element%s, for example %s).', v ->> 'help', v ->> 'route',
                           v ->> 'elements', case when v ->> 'elements' = '1' then '' else 's' end, v ->> 'example'),
                    ' ' order by v ->> 'route', v ->> 'rule')
    from private.accessibility_checks c
   cross join lateral jsonb_array_elements(c.violations) v
   where c.type = p_type and c.data_hash = md5(p_data::text)
$$;

--
-- Name: audit_redirect(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.audit_redirect() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  r public.redirects := case when tg_op = 'DELETE' then old else new end;
begin
  if private.is_api_call() then
    perform private.audit(case when tg_op = 'DELETE' then 'redirect_remove' else 'redirect_add' end,
      'redirects', r.id::text, jsonb_build_object('from', r.from_path, 'to', r.to_path));
  end if;
  return null;
end
$$;

--
-- Name: cancel_schedules_of_deleted_item(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.cancel_schedules_of_deleted_item() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  update public.content_schedules s set state = 'cancelled', problem = 'The item was deleted before its time'
   where s.item_id = old.id and s.state = 'waiting';
  return old;
end
$$;

--
-- Name: card_picture_address(jsonb); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.card_picture_address(p_picture jsonb) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select '/media/' || (f ->> 'name')
    from jsonb_array_elements(coalesce(p_picture -> 'files', '[]'::jsonb)) as f
   where f ->> 'format' in ('jpeg', 'png')
   order by ((f ->> 'width')::integer <= 1280) desc,
            case when (f ->> 'width')::integer <= 1280 then -(f ->> 'width')::integer else (f ->> 'width')::integer end
   limit 1
$$;

--
-- Name: check_content_item(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.check_content_item() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  is_fixed boolean;
begin
  select t.fixed into is_fixed from private.content_types t where t.type = new.type;
  if tg_op = 'UPDATE' then
    if new.type <> old.type then
      raise exception 'An item keeps its content type' using errcode = '23514';
    end if;
    if is_fixed and (new.slug <> old.slug or not new.live) then
      raise exception 'This page keeps its address and stays on the site' using errcode = '23514';
    end if;
    new.version := old.version + 1;
  elsif not exists (select 1 from private.allowed_changes a
                     where a.xact = txid_current() and a.item_id = new.id and a.why = 'restore') then
    new.version := 1;
  end if;
  new.data := private.checked_content_data(new.type, new.data);
  new.updated_at := now();
  new.updated_by := left(auth.jwt() ->> 'email', 254);
  return new;
end
$$;

--
-- Name: check_content_links(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.check_content_links() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  rule record;
begin
  for rule in
    select f.name, f.label, f.kind
      from private.content_types t
     cross join lateral jsonb_to_recordset(t.fields) as f(name text, label text, kind text)
     where t.type = new.type and f.kind in ('url', 'richText')
  loop
    perform private.refuse_missing_page(
      case when rule.kind = 'url' then array[new.data ->> rule.name] else private.rich_text_hrefs(new.data -> rule.name) end,
      rule.label, rule.name);
  end loop;
  return new;
end
$$;

--
-- Name: check_content_review(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.check_content_review() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  item public.content_items;
begin
  if tg_op = 'UPDATE' then
    if not private.is_api_call() or current_setting('kosmos.reviewing', true) = 'yes' then
      return new;
    end if;
    if new.state <> 'withdrawn' or old.state <> 'waiting'
       or old.submitted_by is distinct from left(auth.jwt() ->> 'email', 254) then
      raise exception 'Only its author can withdraw a change waiting for review' using errcode = '42501';
    end if;
    return new;
  end if;
  select * into item from public.content_items c where c.id = new.item_id;
  if item.id is null then
    raise exception 'There is no such item to review' using errcode = '23514';
  end if;
  if not public.needs_sign_off(item.type) then
    raise exception 'This content is published without sign-off: publish it' using errcode = '23514';
  end if;
  if new.action <> 'move' and new.new_order is not null then
    raise exception 'Only a move carries a new order' using errcode = '23514';
  end if;
  if new.action = 'move' then
    if new.publish_at is not null or new.sort_order is not null then
      raise exception 'A move is reviewed on its own: no time and no other change' using errcode = '23514';
    end if;
    if new.new_order is null or not (item.id = any (new.new_order))
       or (select count(*) from public.content_items c where c.type = item.type) <> cardinality(new.new_order)
       or (select count(distinct c.id) from public.content_items c where c.type = item.type and c.id = any (new.new_order))
          <> cardinality(new.new_order) then
      raise exception 'The list changed meanwhile: load it again and move the item once more' using errcode = '23514';
    end if;
    new.data := item.data;
  elsif new.action = 'hide' then
    if (select t.fixed from private.content_types t where t.type = item.type) then
      raise exception 'This page stays on the site: it cannot be hidden' using errcode = '23514';
    end if;
    if not item.live then
      raise exception 'This is not on the site: there is nothing to hide' using errcode = '23514';
    end if;
    if new.publish_at is not null or new.sort_order is not null then
      raise exception 'Hiding is reviewed on its own: no time and no new place in the list' using errcode = '23514';
    end if;
    new.data := item.data;
  else
    if new.publish_at is not null and new.publish_at <= now() then
      raise exception 'Publish at: choose a time in the future' using errcode = '23514', hint = 'publish_at';
    end if;
    if new.publish_at is not null then
      new.data := private.dated_for(item.type, new.data, new.publish_at);
    end if;
    new.data := private.checked_content_data(item.type, new.data);
    perform private.refuse_check_problems(item.type, new.data, item.data, 'Not submitted');
  end if;
  new.type := item.type;
  new.title := coalesce(new.data ->> (select t.title_field from private.content_types t where t.type = item.type), '');
  new.state := 'waiting';
  new.submitted_at := now();
  new.submitted_by := left(auth.jwt() ->> 'email', 254);
  new.reviewed_by := null;
  new.reviewed_at := null;
  new.comment := null;
  perform set_config('kosmos.reviewing', 'yes', true);
  update public.content_reviews r set state = 'withdrawn'
   where r.item_id = new.item_id and r.state = 'waiting';
  perform set_config('kosmos.reviewing', '', true);
  perform private.audit('content_edit', 'content_reviews', new.item_id::text, jsonb_build_object(
    'operation', case new.action when 'hide' then 'hiding submitted for review' when 'move' then 'move submitted for review'
      else 'submitted for review' end,
    'type', item.type, 'title', left(new.title, 200)));
  return new;
end
$$;

--
-- Name: check_content_schedule(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.check_content_schedule() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  item public.content_items;
  fixed_type boolean;
  approval public.content_reviews;
begin
  if tg_op = 'UPDATE' then
    -- The server's own updates (running it, failing it, cancelling it for a deleted item).
    if not private.is_api_call() then
      return new;
    end if;
    -- An item being deleted: the database cancels its schedules (with why), then lets go of the
    -- item. Staff can change neither the reason nor the item (their grant is the state alone).
    if new.problem is distinct from old.problem or (new.item_id is null and old.item_id is not null) then
      return new;
    end if;
    if new.state <> 'cancelled' or old.state <> 'waiting' or row(new.item_id, new.action, new.data, new.due_at)
       is distinct from row(old.item_id, old.action, old.data, old.due_at) then
      raise exception 'A waiting schedule can only be cancelled' using errcode = '23514';
    end if;
    new.problem := 'Cancelled by ' || coalesce(left(auth.jwt() ->> 'email', 254), 'the server');
    return new;
  end if;
  select * into item from public.content_items c where c.id = new.item_id;
  if item.id is null then
    raise exception 'There is no such item to schedule' using errcode = '23514';
  end if;
  if new.review_id is not null then
    select * into approval from public.content_reviews r where r.id = new.review_id;
    if approval.state is distinct from 'approved' or approval.item_id <> item.id or new.action <> 'publish'
       or new.data is distinct from approval.data then
      raise exception 'Only an approval schedules a change that needs sign-off' using errcode = '42501';
    end if;
  elsif public.needs_sign_off(item.type) then
    raise exception 'This content needs sign-off: submit the change for review; it is published when a colleague approves it'
      using errcode = '23514';
  end if;
  select t.fixed into fixed_type from private.content_types t where t.type = item.type;
  if new.action = 'unpublish' and fixed_type then
    raise exception 'This page stays on the site: it cannot be unpublished' using errcode = '23514';
  end if;
  if new.due_at <= now() then
    raise exception 'Schedule: choose a time in the future' using errcode = '23514', hint = 'due_at';
  end if;
  new.type := item.type;
  new.title := coalesce(item.data ->> (select t.title_field from private.content_types t where t.type = item.type), '');
  new.state := 'waiting';
  new.created_at := now();
  -- An approved change is its author's: theirs the name on the publish, and the mail when it ran.
  new.created_by := coalesce(approval.submitted_by, left(auth.jwt() ->> 'email', 254));
  if new.action = 'publish' then
    new.data := private.dated_for(item.type, new.data, new.due_at);
    new.data := private.checked_content_data(item.type, new.data);
    perform private.refuse_check_problems(item.type, new.data, item.data, 'Not scheduled');
  end if;
  return new;
end
$$;

--
-- Name: check_job_terms(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.check_job_terms() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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
$$;

--
-- Name: check_redirect(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.check_redirect() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
declare
  other public.redirects;
begin
  if new.from_path is null or char_length(new.from_path) > 300
     or new.from_path !~ '^/[A-Za-z0-9._~%!$&''()*+,;=:@/-]*$' or new.from_path ~ '//'
     or private.site_path_of(new.from_path) <> new.from_path then
    raise exception 'From: an address of this site, such as /old-page, without ? or # and without a closing /'
      using errcode = '23514', hint = 'from_path';
  end if;
  if new.from_path = '/' or new.from_path ~ '^/(admin|assets|api|rest|auth|storage|newsletter)(/|$)' then
    raise exception 'From: % is the site''s own and cannot be redirected', new.from_path
      using errcode = '23514', hint = 'from_path';
  end if;
  if private.missing_site_path(array[new.from_path]) is null then
    raise exception 'From: % is a page of the site; a redirect from it would never be used', new.from_path
      using errcode = '23514', hint = 'from_path';
  end if;
  if new.to_path is null or char_length(new.to_path) > 2048
     or not (new.to_path ~ '^https://[^\s/]+\.[^\s]*$' or new.to_path ~ '^/[^\s]*$') or new.to_path ~ '^//' then
    raise exception 'To: a page of this site (/contact) or an https:// address'
      using errcode = '23514', hint = 'to_path';
  end if;
  if private.site_path_of(new.to_path) = new.from_path then
    raise exception 'To: a redirect cannot lead to its own address' using errcode = '23514', hint = 'to_path';
  end if;
  select * into other from public.redirects r where r.from_path = private.site_path_of(new.to_path) and r.id <> new.id;
  if found then
    raise exception 'To: % is itself redirected to %; lead there directly', other.from_path, other.to_path
      using errcode = '23514', hint = 'to_path';
  end if;
  if private.missing_site_path(array[new.to_path]) is not null then
    raise exception 'To: % is no page of the site', private.site_path_of(new.to_path)
      using errcode = '23514', hint = 'to_path';
  end if;
  select * into other from public.redirects r where private.site_path_of(r.to_path) = new.from_path and r.id <> new.id;
  if found then
    raise exception 'From: % already leads here; a redirect from % would make a chain', other.from_path, new.from_path
      using errcode = '23514', hint = 'from_path';
  end if;
  return new;
end
$_$;

--
-- Name: checked_content_data(text, jsonb); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.checked_content_data(content_type text, data jsonb) RETURNS jsonb
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

--
-- Name: checked_rich_text(jsonb, text, text, integer, boolean); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.checked_rich_text(doc jsonb, label text, field text, max_chars integer, required boolean) RETURNS jsonb
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

--
-- Name: dated_for(text, jsonb, timestamp with time zone); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.dated_for(p_type text, p_data jsonb, p_at timestamp with time zone) RETURNS jsonb
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select case
    when exists (select 1 from private.content_types t, jsonb_array_elements(t.fields) f
                  where t.type = p_type and f ->> 'name' = 'effectiveDate')
    then p_data || jsonb_build_object('effectiveDate', to_char(p_at at time zone 'Europe/London', 'YYYY-MM-DD'))
    else p_data
  end
$$;

--
-- Name: documentation; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.documentation (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    title text NOT NULL,
    description text NOT NULL,
    sections text[] DEFAULT '{}'::text[] NOT NULL,
    summary text,
    access_url text NOT NULL,
    download_url text,
    download_size bigint,
    sort_order integer DEFAULT 0 NOT NULL,
    CONSTRAINT documentation_access_url_check CHECK (((btrim(access_url) <> ''::text) AND (char_length(access_url) <= 2048))),
    CONSTRAINT documentation_description_check CHECK (((btrim(description) <> ''::text) AND (char_length(description) <= 2000))),
    CONSTRAINT documentation_download_url_check CHECK (((download_url IS NULL) OR (char_length(download_url) <= 2048))),
    CONSTRAINT documentation_sections_check CHECK ((cardinality(sections) <= 50)),
    CONSTRAINT documentation_summary_check CHECK (((summary IS NULL) OR (char_length(summary) <= 2000))),
    CONSTRAINT documentation_title_check CHECK (((btrim(title) <> ''::text) AND (char_length(title) <= 200)))
);

--
-- Name: documentation_row(uuid, jsonb, integer); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.documentation_row(p_id uuid, p_data jsonb, p_sort_order integer) RETURNS public.documentation
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

--
-- Name: drop_published_draft(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.drop_published_draft() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  delete from public.content_drafts d
   where d.item_id = new.id and d.saved_by is not distinct from left(auth.jwt() ->> 'email', 254);
  return null;
end
$$;

--
-- Name: empty_content_trash(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.empty_content_trash() RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  removed integer;
begin
  delete from private.content_trash t where t.deleted_at <= now() - interval '30 days';
  get diagnostics removed = row_count;
  return removed;
end
$$;

--
-- Name: external_links(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.external_links() RETURNS TABLE(url text, used_in jsonb)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $_$
  select l.href, jsonb_path_query_array(
           jsonb_agg(jsonb_build_object('item_id', l.id, 'type', l.type, 'title', l.title, 'field', l.label)
                     order by l.type, l.title),
           '$[0 to 9]')
    from (
      select distinct c.id, c.type, c.data ->> t.title_field as title, f.label, h.href
        from public.content_items c
        join private.content_types t on t.type = c.type
       cross join lateral jsonb_to_recordset(t.fields) as f(name text, label text, kind text)
       cross join lateral unnest(case when f.kind in ('url', 'document') then array[c.data ->> f.name]
                                      when f.kind = 'richText' then private.rich_text_hrefs(c.data -> f.name)
                                      else '{}'::text[] end) as h(href)
       where c.live and h.href ~ '^https://[^\s/]+'
    ) l
   group by l.href
   order by l.href
$_$;

--
-- Name: hold_accessibility_problems(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.hold_accessibility_problems() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  problems text;
begin
  if not new.live or not private.is_api_call() then
    return new;
  end if;
  if tg_op = 'UPDATE' and old.live and new.data is not distinct from old.data then
    return new;
  end if;
  if exists (select 1 from private.allowed_changes a
              where a.xact = txid_current() and a.item_id = new.id and a.why = 'override') then
    return new;
  end if;
  problems := private.accessibility_problems(new.type, new.data);
  if problems is not null then
    raise exception 'Not published: the accessibility check of the pages it changes found: %', problems
      using errcode = '23514', hint = 'accessibility';
  end if;
  return new;
end
$$;

--
-- Name: hold_broken_links(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.hold_broken_links() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  path text;
  broken text;
begin
  if not private.is_api_call() or not old.live or (tg_op = 'UPDATE' and new.live) then
    return coalesce(new, old);
  end if;
  if exists (select 1 from private.allowed_changes a
              where a.xact = txid_current() and a.item_id = old.id and a.why = 'override') then
    return coalesce(new, old);
  end if;
  select '/resources/' || r.slug into path from public.resources r where r.id = old.id and r.slug is not null;
  if path is null or exists (select 1 from public.redirects r where r.from_path = path) then
    return coalesce(new, old);
  end if;
  select string_agg(format('“%s” (%s)', l.title, l.label), ', ') into broken
    from (select * from private.items_linking_to(path, old.id) limit 5) l;
  if broken is not null then
    raise exception 'Taking % off the site breaks the links to it on %: change those first, or an admin takes it off anyway, saying why',
      path, broken using errcode = '23514', hint = 'links';
  end if;
  return coalesce(new, old);
end
$$;

--
-- Name: hold_for_checks(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.hold_for_checks() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if not private.is_api_call() or (tg_op = 'UPDATE' and new.data is not distinct from old.data) then
    return new;
  end if;
  if exists (select 1 from private.allowed_changes a
              where a.xact = txid_current() and a.item_id = new.id and a.why = 'override') then
    return new;
  end if;
  perform private.refuse_check_problems(new.type, new.data, case when tg_op = 'UPDATE' then old.data end, 'Not published');
  return new;
end
$$;

--
-- Name: items_linking_to(text, uuid); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.items_linking_to(p_path text, p_except uuid) RETURNS TABLE(item_id uuid, type text, title text, label text)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select c.id, c.type, c.data ->> t.title_field, f.label
    from public.content_items c
    join private.content_types t on t.type = c.type
   cross join lateral jsonb_to_recordset(t.fields) as f(name text, label text, kind text)
   where c.live and c.id is distinct from p_except and f.kind in ('url', 'richText')
     and p_path = any (case when f.kind = 'url' then array[private.site_path_of(c.data ->> f.name)]
                            else array(select private.site_path_of(h) from unnest(private.rich_text_hrefs(c.data -> f.name)) h) end)
   order by c.type, c.sort_order, c.id
$$;

--
-- Name: content_locks; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.content_locks (
    item_id uuid NOT NULL,
    held_by text NOT NULL,
    since timestamp with time zone DEFAULT now() NOT NULL,
    renewed_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: lock_held_by_another(uuid); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.lock_held_by_another(p_item uuid) RETURNS public.content_locks
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select l.* from public.content_locks l
   where l.item_id = p_item
     and l.renewed_at > now() - interval '2 minutes'
     and l.held_by is distinct from left(auth.jwt() ->> 'email', 254)
     -- A disabled account's lock holds nothing.
     and exists (select 1 from auth.users u
                  where lower(u.email) = lower(l.held_by) and u.deleted_at is null
                    and (u.banned_until is null or u.banned_until <= now()))
$$;

--
-- Name: missing_site_path(text[]); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.missing_site_path(hrefs text[]) RETURNS text
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select p.path
    from unnest(hrefs) with ordinality as h(href, n)
    cross join lateral (select private.site_path_of(h.href) as path) p
   where p.path is not null
     and not exists (select 1 from private.site_routes r where r.path = p.path)
     and not exists (select 1 from public.resources r where r.slug is not null and '/resources/' || r.slug = p.path)
   order by h.n
   limit 1
$$;

--
-- Name: notify_content_change(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.notify_content_change() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform pg_notify('content_changed', new.type);
  return null;
end
$$;

--
-- Name: picture_position(jsonb); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.picture_position(p_picture jsonb) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select round((p_picture ->> 'focalX')::numeric * 100)::integer || '% '
      || round((p_picture ->> 'focalY')::numeric * 100)::integer || '%'
   where jsonb_typeof(p_picture -> 'focalX') = 'number' and jsonb_typeof(p_picture -> 'focalY') = 'number'
     and (p_picture ->> 'focalX')::numeric between 0 and 1 and (p_picture ->> 'focalY')::numeric between 0 and 1
$$;

--
-- Name: project_documentation(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.project_documentation() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

--
-- Name: project_resources(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.project_resources() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

--
-- Name: queue_review_mail(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.queue_review_mail() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if tg_op = 'INSERT' and new.state = 'waiting' then
    insert into public.notification_outbox (kind, submission_table, submission_id)
    values ('review-waiting', 'content_reviews', new.id)
    on conflict (submission_table, submission_id, kind) do nothing;
  elsif tg_op = 'UPDATE' and old.state = 'waiting' and new.state in ('approved', 'sent back')
        and new.submitted_by is not null then
    insert into public.notification_outbox (kind, submission_table, submission_id)
    values ('review-decided', 'content_reviews', new.id)
    on conflict (submission_table, submission_id, kind) do nothing;
  end if;
  return null;
end
$$;

--
-- Name: record_accessibility_check(text, jsonb, text[], jsonb); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.record_accessibility_check(p_type text, p_data jsonb, p_routes text[], p_violations jsonb) RETURNS text
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  hash text := md5(private.checked_content_data(p_type, p_data)::text);
begin
  delete from private.accessibility_checks c where c.checked_at < now() - interval '7 days';
  insert into private.accessibility_checks (type, data_hash, routes, violations)
  values (p_type, hash, p_routes, p_violations)
  on conflict (type, data_hash) do update
    set routes = excluded.routes, violations = excluded.violations, checked_at = now();
  return hash;
end
$$;

--
-- Name: record_content_change(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.record_content_change() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  item public.content_items := coalesce(new, old);
begin
  if tg_op <> 'DELETE' then
    insert into public.content_versions (item_id, version, type, slug, data, live, saved_at, saved_by)
    values (new.id, new.version, new.type, new.slug, new.data, new.live, new.updated_at, new.updated_by);
  end if;
  if private.is_api_call() then
    perform private.audit('content_edit', 'content_items', item.id::text, jsonb_build_object(
      'operation', lower(tg_op), 'type', item.type, 'slug', item.slug,
      'title', left(item.data ->> (select t.title_field from private.content_types t where t.type = item.type), 200)));
  end if;
  insert into private.content_revisions as r (type, revision, changed_at) values (item.type, 1, now())
    on conflict (type) do update set revision = r.revision + 1, changed_at = now();
  perform pg_notify('content_changed', item.type);
  return null;
end
$$;

--
-- Name: record_library_change(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.record_library_change() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  insert into private.content_revisions as r (type, revision, changed_at) values (tg_table_name, 1, now())
    on conflict (type) do update set revision = r.revision + 1, changed_at = now();
  perform pg_notify('content_changed', tg_table_name);
  return null;
end
$$;

--
-- Name: record_sign_off_rule(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.record_sign_off_rule() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if tg_op = 'INSERT' then
    new.set_by := left(auth.jwt() ->> 'email', 254);
    new.set_at := now();
  end if;
  if private.is_api_call() then
    perform private.audit('content_edit', 'content_sign_off', (coalesce(new, old)).type, jsonb_build_object(
      'operation', case when tg_op = 'INSERT' then 'sign-off required' else 'sign-off lifted' end,
      'type', (coalesce(new, old)).type, 'title', (coalesce(new, old)).type));
  end if;
  return coalesce(new, old);
end
$$;

--
-- Name: redirect_renamed_article(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.redirect_renamed_article() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  was text := '/resources/' || old.slug;
  now_at text := '/resources/' || new.slug;
begin
  if new.slug is null then
    return null;
  end if;
  delete from public.redirects r where r.from_path = now_at;
  if tg_op = 'UPDATE' and old.slug is not null and old.slug <> new.slug then
    update public.redirects r set to_path = now_at where private.site_path_of(r.to_path) = was;
    insert into public.redirects (from_path, to_path, automatic) values (was, now_at, true)
      on conflict (from_path) do update set to_path = excluded.to_path, automatic = true;
  end if;
  return null;
end
$$;

--
-- Name: refuse_check_problems(text, jsonb, jsonb, text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.refuse_check_problems(content_type text, data jsonb, published jsonb, refused text) RETURNS void
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
declare
  problems text;
  first_field text;
begin
  select string_agg(c.problem, ' '), min(c.field) into problems, first_field
    from public.content_checks(content_type, data) c
   where published is null or (data -> c.field) is distinct from (published -> c.field);
  if problems is not null then
    raise exception '%: %', refused, problems using errcode = '23514', hint = first_field;
  end if;
end
$$;

--
-- Name: refuse_missing_page(text[], text, text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.refuse_missing_page(hrefs text[], label text, field text) RETURNS void
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
declare
  missing text := private.missing_site_path(array(
    select u.href
      from unnest(hrefs) with ordinality as u(href, n)
     where not exists (select 1 from public.redirects r where r.from_path = private.site_path_of(u.href))
     order by u.n));
begin
  if missing is not null then
    raise exception '%: % is not a page of this site', label, missing using errcode = '23514', hint = field;
  end if;
end
$$;

--
-- Name: refuse_while_locked(uuid); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.refuse_while_locked(p_item uuid) RETURNS void
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  other public.content_locks := private.lock_held_by_another(p_item);
begin
  if other.item_id is not null then
    raise exception '% is editing this item: nothing was saved. Wait until they close it, or ask an admin to break their lock',
      other.held_by using errcode = '42501';
  end if;
end
$$;

--
-- Name: require_sign_off(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.require_sign_off() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if not private.is_api_call() or not public.needs_sign_off((coalesce(new, old)).type) then
    return coalesce(new, old);
  end if;
  if exists (select 1 from private.allowed_changes a
              where a.xact = txid_current() and a.item_id = (coalesce(new, old)).id and a.why = 'approved') then
    return coalesce(new, old);
  end if;
  if tg_op = 'DELETE' then
    if old.live then
      raise exception 'This is on the site, and taking it off needs sign-off: submit hiding it for review; once approved, it can be deleted'
        using errcode = '42501';
    end if;
    return old;
  end if;
  if tg_op = 'INSERT' then
    new.live := false;
    return new;
  end if;
  if row(new.data, new.slug, new.live, new.sort_order) is distinct from row(old.data, old.slug, old.live, old.sort_order) then
    raise exception 'This change needs sign-off: submit it for review, and a colleague approves it'
      using errcode = '42501';
  end if;
  return new;
end
$$;

--
-- Name: resources; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.resources (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    title text NOT NULL,
    type text NOT NULL,
    categories text[] DEFAULT '{}'::text[] NOT NULL,
    date date NOT NULL,
    description text NOT NULL,
    image_url text,
    download_url text,
    read_more_url text NOT NULL,
    featured boolean DEFAULT false NOT NULL,
    slug text,
    body jsonb,
    download_size bigint,
    image_position text,
    CONSTRAINT resources_article_and_address CHECK (((slug IS NULL) = (body IS NULL))),
    CONSTRAINT resources_categories_check CHECK ((cardinality(categories) <= 20)),
    CONSTRAINT resources_description_check CHECK (((btrim(description) <> ''::text) AND (char_length(description) <= 2000))),
    CONSTRAINT resources_download_url_check CHECK (((download_url IS NULL) OR (char_length(download_url) <= 2048))),
    CONSTRAINT resources_image_position_shape CHECK (((image_position IS NULL) OR (image_position ~ '^\d{1,3}% \d{1,3}%$'::text))),
    CONSTRAINT resources_image_url_check CHECK (((image_url IS NULL) OR (char_length(image_url) <= 2048))),
    CONSTRAINT resources_read_more_url_check CHECK (((btrim(read_more_url) <> ''::text) AND (char_length(read_more_url) <= 2048))),
    CONSTRAINT resources_slug_shape CHECK (((slug IS NULL) OR ((slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'::text) AND (char_length(slug) <= 80) AND (slug <> 'documentation'::text)))),
    CONSTRAINT resources_title_check CHECK (((btrim(title) <> ''::text) AND (char_length(title) <= 200))),
    CONSTRAINT resources_type_check CHECK (((btrim(type) <> ''::text) AND (char_length(type) <= 50)))
);

--
-- Name: resource_row(uuid, text, jsonb); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.resource_row(p_id uuid, p_slug text, p_data jsonb) RETURNS public.resources
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

--
-- Name: respect_content_lock(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.respect_content_lock() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if private.is_api_call()
     and row(new.data, new.slug, new.live) is distinct from row(old.data, old.slug, old.live)
     and not exists (select 1 from private.allowed_changes a where a.xact = txid_current() and a.item_id = new.id) then
    perform private.refuse_while_locked(new.id);
  end if;
  return new;
end
$$;

--
-- Name: respect_content_lock_on_draft(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.respect_content_lock_on_draft() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if private.is_api_call() then
    perform private.refuse_while_locked(new.item_id);
  end if;
  return new;
end
$$;

--
-- Name: content_reviews; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.content_reviews (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    item_id uuid NOT NULL,
    type text DEFAULT ''::text NOT NULL,
    title text DEFAULT ''::text NOT NULL,
    data jsonb NOT NULL,
    base_version integer NOT NULL,
    state text DEFAULT 'waiting'::text NOT NULL,
    submitted_by text,
    submitted_at timestamp with time zone DEFAULT now() NOT NULL,
    reviewed_by text,
    reviewed_at timestamp with time zone,
    comment text,
    publish_at timestamp with time zone,
    action text DEFAULT 'publish'::text NOT NULL,
    sort_order integer,
    new_order uuid[],
    CONSTRAINT content_reviews_action_check CHECK ((action = ANY (ARRAY['publish'::text, 'hide'::text, 'move'::text]))),
    CONSTRAINT content_reviews_comment_check CHECK (((comment IS NULL) OR (char_length(comment) <= 2000))),
    CONSTRAINT content_reviews_data_check CHECK (((jsonb_typeof(data) = 'object'::text) AND (pg_column_size(data) <= 262144))),
    CONSTRAINT content_reviews_new_order_size CHECK (((new_order IS NULL) OR (cardinality(new_order) <= 1000))),
    CONSTRAINT content_reviews_state_check CHECK ((state = ANY (ARRAY['waiting'::text, 'approved'::text, 'sent back'::text, 'withdrawn'::text])))
);

--
-- Name: review_to_decide(uuid); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.review_to_decide(p_review uuid) RETURNS public.content_reviews
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  r public.content_reviews;
begin
  select * into r from public.content_reviews c where c.id = p_review for update;
  if r.id is null or not public.may_edit_content(r.type) then
    raise exception 'There is no such change to review' using errcode = '42501';
  end if;
  if r.state <> 'waiting' then
    raise exception 'This change was already %', case r.state when 'withdrawn' then 'withdrawn by its author' else r.state end
      using errcode = '23514';
  end if;
  if r.submitted_by is not distinct from left(auth.jwt() ->> 'email', 254) then
    raise exception 'You submitted this change: a colleague must review it' using errcode = '42501';
  end if;
  perform set_config('kosmos.reviewing', 'yes', true);
  return r;
end
$$;

--
-- Name: reviewers_of(text, text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.reviewers_of(p_type text, p_author text) RETURNS text[]
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select coalesce(array_agg(u.email order by u.email), '{}')
    from auth.users u
   where u.raw_app_meta_data ->> 'role' = 'staff'
     and u.deleted_at is null
     and (u.banned_until is null or u.banned_until <= pg_catalog.now())
     and coalesce(u.raw_app_meta_data ->> 'password_change_required', 'false') <> 'true'
     and pg_catalog.jsonb_typeof(u.raw_app_meta_data -> 'roles') = 'array'
     and (u.raw_app_meta_data -> 'roles' ? 'admin'
          or u.raw_app_meta_data -> 'roles' ? (select t.role from private.content_types t where t.type = p_type))
     and u.email is not null
     and lower(u.email) is distinct from lower(p_author)
$$;

--
-- Name: rich_text_hrefs(jsonb); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.rich_text_hrefs(doc jsonb) RETURNS text[]
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $_$
  select coalesce(array_agg(h #>> '{}'), '{}')
    from jsonb_path_query(coalesce(doc, '{}'), 'strict $.** ? (exists(@.href)).href') h
   where jsonb_typeof(h) = 'string'
$_$;

--
-- Name: run_due_schedule(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.run_due_schedule() RETURNS uuid
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  due public.content_schedules;
  approval public.content_reviews;
begin
  select * into due from public.content_schedules s
   where s.state = 'waiting' and s.due_at <= now()
   order by s.due_at, s.id limit 1 for update skip locked;
  if due.id is null then
    return null;
  end if;
  begin
    update public.content_schedules s set state = 'done', ran_at = now() where s.id = due.id;
    -- As its author: their name on the save, in the history and in the audit log.
    perform set_config('request.jwt.claims', jsonb_build_object('email', due.created_by)::text, true);
    if due.review_id is not null then
      select * into approval from public.content_reviews r where r.id = due.review_id;
      if not exists (select 1 from public.content_items c where c.id = due.item_id and c.version = approval.base_version) then
        raise exception 'The item was published again after this change was approved: submit it again from the new version';
      end if;
      insert into private.allowed_changes (xact, item_id, why) values (txid_current(), due.item_id, 'approved');
    end if;
    if due.action = 'publish' then
      update public.content_items c set data = due.data, live = true where c.id = due.item_id;
    else
      update public.content_items c set live = false where c.id = due.item_id;
    end if;
    delete from private.allowed_changes a where a.xact = txid_current();
    perform private.audit('content_edit', 'content_schedules', due.id::text,
      jsonb_build_object('operation', 'scheduled ' || due.action, 'type', due.type, 'title', left(due.title, 200)));
    perform set_config('request.jwt.claims', '', true);
  exception when others then
    perform set_config('request.jwt.claims', '', true);
    update public.content_schedules s set state = 'failed', problem = left(sqlerrm, 2000), ran_at = now()
     where s.id = due.id;
  end;
  if due.created_by is not null then
    insert into public.notification_outbox (kind, submission_table, submission_id)
    values ('schedule-outcome', 'content_schedules', due.id)
    on conflict (submission_table, submission_id, kind) do nothing;
  end if;
  return due.id;
end
$$;

--
-- Name: site_path_of(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.site_path_of(href text) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $_$
  select case when href like '/%'
    then coalesce(nullif(regexp_replace(split_part(split_part(href, '#', 1), '?', 1), '/+$', ''), ''), '/')
  end
$_$;

--
-- Name: stamp_content_draft(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.stamp_content_draft() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  select c.type into new.type from public.content_items c where c.id = new.item_id;
  new.saved_at := now();
  new.saved_by := left(auth.jwt() ->> 'email', 254);
  return new;
end
$$;

--
-- Name: start_link_sweep(integer); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.start_link_sweep(days integer) RETURNS bigint
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  started bigint;
begin
  perform pg_advisory_xact_lock(hashtext('kosmos link sweep'));
  if exists (select 1 from public.link_sweeps s where s.started_at > now() - make_interval(days => days)) then
    return null;
  end if;
  insert into public.link_sweeps default values returning id into started;
  delete from public.link_sweeps s
   where s.id not in (select k.id from public.link_sweeps k order by k.started_at desc limit 10);
  return started;
end
$$;

--
-- Name: trash_content_item(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.trash_content_item() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  insert into private.content_trash as t (item_id, type, slug, title, item, versions, deleted_by)
  values (old.id, old.type, old.slug,
          coalesce(left(old.data ->> (select c.title_field from private.content_types c where c.type = old.type), 200), ''),
          to_jsonb(old),
          coalesce((select jsonb_agg(to_jsonb(v) order by v.version) from public.content_versions v where v.item_id = old.id), '[]'),
          left(auth.jwt() ->> 'email', 254))
  on conflict (item_id) do update set item = excluded.item, versions = excluded.versions,
    deleted_at = excluded.deleted_at, deleted_by = excluded.deleted_by, slug = excluded.slug, title = excluded.title;
  return old;
end
$$;

--
-- Name: content_items; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.content_items (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    type text NOT NULL,
    slug text NOT NULL,
    sort_order integer DEFAULT 0 NOT NULL,
    data jsonb NOT NULL,
    live boolean DEFAULT true NOT NULL,
    version integer DEFAULT 1 NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_by text,
    CONSTRAINT content_items_slug_check CHECK (((char_length(slug) <= 80) AND (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'::text)))
);

--
-- Name: approve_content_review(uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.approve_content_review(p_review uuid) RETURNS public.content_items
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  r public.content_reviews := private.review_to_decide(p_review);
  item public.content_items;
  later boolean := r.publish_at is not null and r.publish_at > now();
begin
  select * into item from public.content_items c where c.id = r.item_id for update;
  if item.version <> r.base_version then
    raise exception 'The item was published again after this change was submitted: send it back, so its author starts from the new version'
      using errcode = '23514';
  end if;
  update public.content_reviews c set state = 'approved', reviewed_by = left(auth.jwt() ->> 'email', 254),
         reviewed_at = now() where c.id = r.id;
  perform set_config('kosmos.reviewing', '', true);
  if later then
    insert into public.content_schedules (item_id, action, data, due_at, review_id)
    values (r.item_id, 'publish', r.data, r.publish_at, r.id);
  else
    insert into private.allowed_changes (xact, item_id, why) values (txid_current(), r.item_id, 'approved');
    if r.action = 'hide' then
      update public.content_items c set live = false where c.id = r.item_id returning * into item;
    elsif r.action = 'move' then
      if (select count(*) from public.content_items c where c.type = r.type) <> cardinality(r.new_order)
         or (select count(distinct c.id) from public.content_items c where c.type = r.type and c.id = any (r.new_order))
            <> cardinality(r.new_order) then
        raise exception 'The list changed after this move was submitted: send it back, so its author moves it again'
          using errcode = '23514';
      end if;
      -- The whole list takes the order submitted, as a move without sign-off does.
      insert into private.allowed_changes (xact, item_id, why)
      select txid_current(), c.id, 'approved' from public.content_items c
       where c.type = r.type and c.id <> r.item_id;
      update public.content_items c set sort_order = o.position
        from unnest(r.new_order) with ordinality as o(id, position)
       where c.id = o.id and c.sort_order is distinct from o.position::integer;
      select * into item from public.content_items c where c.id = r.item_id;
    else
      update public.content_items c set data = r.data, live = true, sort_order = coalesce(r.sort_order, c.sort_order)
       where c.id = r.item_id returning * into item;
    end if;
    delete from private.allowed_changes a where a.xact = txid_current();
  end if;
  -- The author's draft became the item, or its schedule.
  delete from public.content_drafts d where d.item_id = r.item_id and d.saved_by is not distinct from r.submitted_by
     and d.data = r.data and r.action = 'publish';
  perform private.audit('content_edit', 'content_reviews', r.item_id::text, jsonb_build_object(
    'operation', case r.action when 'hide' then 'hiding approved' when 'move' then 'move approved' else 'approved' end,
    'type', r.type, 'title', left(r.title, 200), 'submitted_by', r.submitted_by)
    || case when later then jsonb_build_object('publish_at', r.publish_at) else '{}'::jsonb end);
  return item;
end
$$;

--
-- Name: content_checks(text, jsonb); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.content_checks(content_type text, data jsonb) RETURNS TABLE(field text, problem text)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $_$
declare
  rule record;
  heading record;
  previous int;
  n int;
begin
  for rule in
    select f.name, f.label, f.kind
      from private.content_types t
     cross join lateral jsonb_to_recordset(t.fields) as f(name text, label text, kind text)
     where t.type = content_type
  loop
    if content_type = 'page-meta' and rule.name = 'title' then
      n := char_length(coalesce(data ->> 'title', ''));
      if n > 60 then
        field := rule.name;
        problem := format('Title: %s characters, and search results show about 60: shorten it.', n);
        return next;
      end if;
    elsif content_type = 'page-meta' and rule.name = 'description' then
      n := char_length(coalesce(data ->> 'description', ''));
      if n > 160 then
        field := rule.name;
        problem := format('Description: %s characters, and search results show about 160: shorten it.', n);
        return next;
      elsif n between 1 and 49 then
        field := rule.name;
        problem := format('Description: %s characters, too short to say what the page offers: write at least 50.', n);
        return next;
      end if;
    elsif rule.kind = 'richText' then
      -- The page's own title is its level-1 heading: the text starts at level 2 and goes down one
      -- level at a time (a reader of a screen reader moves by them).
      previous := 1;
      for heading in
        select (h ->> 'level')::int as level
          from jsonb_path_query(coalesce(data -> rule.name, '{}'), 'strict $.** ? (@.type == "heading").attrs') h
      loop
        if heading.level > previous + 1 then
          field := rule.name;
          problem := format('%s: a level-%s heading follows a level-%s one: use level %s, or add the level between.',
            rule.label, heading.level, previous, previous + 1);
          return next;
          exit;
        end if;
        previous := heading.level;
      end loop;
    end if;
  end loop;
end
$_$;

--
-- Name: content_trash(text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.content_trash(content_type text) RETURNS TABLE(item_id uuid, slug text, title text, deleted_at timestamp with time zone, deleted_by text, versions integer, restorable_until timestamp with time zone)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if not public.may_edit_content(content_type) then
    raise exception 'Not available to your role' using errcode = '42501';
  end if;
  return query
    select t.item_id, t.slug, t.title, t.deleted_at, t.deleted_by, jsonb_array_length(t.versions),
           t.deleted_at + interval '30 days'
      from private.content_trash t
     where t.type = content_type and t.deleted_at > now() - interval '30 days'
     order by t.deleted_at desc;
end
$$;

--
-- Name: may_add_content(text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.may_add_content(content_type text) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select public.may_edit_content(content_type)
     and not coalesce((select t.fixed from private.content_types t where t.type = content_type), true)
$$;

--
-- Name: may_edit_content(text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.may_edit_content(content_type text) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select coalesce((select public.is_staff()) and public.has_role(
    (select t.role from private.content_types t where t.type = content_type)), false)
$$;

--
-- Name: needs_sign_off(text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.needs_sign_off(content_type text) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select exists (select 1 from public.content_sign_off s where s.type = content_type)
$$;

--
-- Name: publish_with_override(uuid, jsonb, integer, text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.publish_with_override(p_item uuid, p_data jsonb, p_version integer, p_reason text) RETURNS public.content_items
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  item public.content_items;
  problems text;
begin
  if not coalesce((select public.is_staff()) and public.has_role('admin'), false) then
    raise exception 'Only an admin can publish past the checks' using errcode = '42501';
  end if;
  if char_length(btrim(coalesce(p_reason, ''))) < 10 then
    raise exception 'Reason: say in a sentence why this is published as it is' using errcode = '23514', hint = 'reason';
  end if;
  select * into item from public.content_items c where c.id = p_item for update;
  if item.id is null then
    raise exception 'There is no such item' using errcode = '23514';
  end if;
  if item.version <> p_version then
    raise exception 'Someone else saved this item after you opened it, so nothing was saved. Reload to see their version, then make your change again.'
      using errcode = '23514';
  end if;
  select concat_ws(' ', string_agg(c.problem, ' '),
                   private.accessibility_problems(item.type, private.checked_content_data(item.type, p_data)))
    into problems from public.content_checks(item.type, p_data) c;
  insert into private.allowed_changes (xact, item_id, why) values (txid_current(), p_item, 'override');
  update public.content_items c set data = p_data where c.id = p_item returning * into item;
  delete from private.allowed_changes a where a.xact = txid_current();
  perform private.audit('content_edit', 'content_items', p_item::text, jsonb_build_object(
    'operation', 'published past the checks', 'type', item.type,
    'title', left(item.data ->> (select t.title_field from private.content_types t where t.type = item.type), 200),
    'reason', left(btrim(p_reason), 500), 'problems', left(coalesce(nullif(problems, ''), ''), 1000)));
  return item;
end
$$;

--
-- Name: release_content_lock(uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.release_content_lock(p_item uuid) RETURNS void
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$
  delete from public.content_locks l where l.item_id = p_item and l.held_by = left(auth.jwt() ->> 'email', 254)
$$;

--
-- Name: reorder_content_items(text, uuid[]); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.reorder_content_items(p_type text, p_ids uuid[]) RETURNS timestamp with time zone
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if (select count(*) from public.content_items c where c.type = p_type) <> cardinality(p_ids)
     or (select count(distinct c.id) from public.content_items c where c.type = p_type and c.id = any (p_ids))
        <> cardinality(p_ids) then
    raise exception 'The list changed meanwhile: load it again and move the item once more' using errcode = '22023';
  end if;
  update public.content_items c set sort_order = o.position
    from unnest(p_ids) with ordinality as o(id, position)
   where c.id = o.id and c.sort_order is distinct from o.position::integer;
  if exists (select 1 from public.content_items c join unnest(p_ids) with ordinality as o(id, position) on c.id = o.id
              where c.sort_order is distinct from o.position::integer) then
    raise exception 'Only the role that edits these may change their order' using errcode = '42501';
  end if;
  return now();
end
$$;

--
-- Name: restore_content_item(uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.restore_content_item(p_item uuid) RETURNS public.content_items
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  kept private.content_trash;
  restored public.content_items;
  last_version integer;
begin
  select * into kept from private.content_trash t where t.item_id = p_item and t.deleted_at > now() - interval '30 days';
  if kept.item_id is null then
    raise exception 'This item is not in the trash: it was restored already, or deleted more than 30 days ago'
      using errcode = 'P0001';
  end if;
  if not public.may_add_content(kept.type) then
    raise exception 'Not available to your role' using errcode = '42501';
  end if;
  if exists (select 1 from public.content_items c where c.type = kept.type and c.slug = kept.slug) then
    raise exception 'Another item has this address (%) since this one was deleted: change that one''s first, then restore this',
      kept.slug using errcode = '23505';
  end if;
  last_version := coalesce((select max((v ->> 'version')::integer) from jsonb_array_elements(kept.versions) v),
                           (kept.item ->> 'version')::integer, 0);
  insert into private.allowed_changes (xact, item_id, why) values (txid_current(), kept.item_id, 'restore');
  insert into public.content_items (id, type, slug, data, live, sort_order, version)
  values (kept.item_id, kept.type, kept.slug, kept.item -> 'data', false,
          (kept.item ->> 'sort_order')::integer, last_version + 1)
  returning * into restored;
  insert into public.content_versions (item_id, version, type, slug, data, live, saved_at, saved_by)
  select (v ->> 'item_id')::uuid, (v ->> 'version')::integer, v ->> 'type', v ->> 'slug', v -> 'data',
         (v ->> 'live')::boolean, (v ->> 'saved_at')::timestamptz, v ->> 'saved_by'
    from jsonb_array_elements(kept.versions) v
  on conflict do nothing;
  delete from private.allowed_changes a where a.xact = txid_current();
  delete from private.content_trash t where t.item_id = kept.item_id;
  perform private.audit('content_edit', 'content_items', kept.item_id::text, jsonb_build_object(
    'operation', 'restored', 'type', kept.type, 'slug', kept.slug, 'title', kept.title));
  return restored;
end
$$;

--
-- Name: content_drafts; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.content_drafts (
    item_id uuid NOT NULL,
    type text NOT NULL,
    data jsonb NOT NULL,
    base_version integer NOT NULL,
    saved_at timestamp with time zone DEFAULT now() NOT NULL,
    saved_by text,
    CONSTRAINT content_drafts_data_check CHECK (((jsonb_typeof(data) = 'object'::text) AND (pg_column_size(data) <= 262144)))
);

--
-- Name: save_content_draft(uuid, jsonb, integer); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.save_content_draft(p_item uuid, p_data jsonb, p_base_version integer) RETURNS public.content_drafts
    LANGUAGE sql
    SET search_path TO ''
    AS $$
  insert into public.content_drafts as d (item_id, data, base_version)
  values (p_item, p_data, p_base_version)
  on conflict (item_id) do update set data = excluded.data, base_version = excluded.base_version
  returning d.*
$$;

--
-- Name: send_back_content_review(uuid, text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.send_back_content_review(p_review uuid, p_comment text) RETURNS public.content_reviews
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  r public.content_reviews := private.review_to_decide(p_review);
begin
  if char_length(btrim(coalesce(p_comment, ''))) = 0 then
    raise exception 'Comment: say what the author should change' using errcode = '23514', hint = 'comment';
  end if;
  if char_length(p_comment) > 2000 then
    raise exception 'Comment: at most 2,000 characters' using errcode = '23514', hint = 'comment';
  end if;
  update public.content_reviews c set state = 'sent back', reviewed_by = left(auth.jwt() ->> 'email', 254),
         reviewed_at = now(), comment = btrim(p_comment)
   where c.id = r.id returning * into r;
  perform set_config('kosmos.reviewing', '', true);
  perform private.audit('content_edit', 'content_reviews', r.item_id::text, jsonb_build_object(
    'operation', 'sent back', 'type', r.type, 'title', left(r.title, 200), 'submitted_by', r.submitted_by,
    'comment', left(r.comment, 500)));
  return r;
end
$$;

--
-- Name: take_content_lock(uuid, boolean, boolean); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.take_content_lock(p_item uuid, take_over boolean DEFAULT false, only_look boolean DEFAULT false) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  item_type text := (select c.type from public.content_items c where c.id = p_item);
  me text := left(auth.jwt() ->> 'email', 254);
  other public.content_locks;
  mine public.content_locks;
begin
  if item_type is null or not public.may_edit_content(item_type) then
    raise exception 'Not available to your role' using errcode = '42501';
  end if;
  other := private.lock_held_by_another(p_item);
  if only_look then
    return jsonb_build_object('held', false, 'by', other.held_by, 'since', other.since);
  end if;
  if other.item_id is not null then
    if not take_over then
      return jsonb_build_object('held', false, 'by', other.held_by, 'since', other.since);
    end if;
    if not public.has_role('admin') then
      raise exception 'Only an admin may break a colleague''s lock' using errcode = '42501';
    end if;
    perform private.audit('content_edit', 'content_items', p_item::text, jsonb_build_object(
      'operation', 'lock broken', 'type', item_type, 'held_by', other.held_by, 'since', other.since));
  end if;
  insert into public.content_locks as l (item_id, held_by) values (p_item, me)
  on conflict (item_id) do update
    set held_by = excluded.held_by, renewed_at = now(),
        since = case when l.held_by = excluded.held_by and l.renewed_at > now() - interval '2 minutes'
                     then l.since else now() end
  returning * into mine;
  return jsonb_build_object('held', true, 'since', mine.since);
end
$$;

--
-- Name: take_off_with_override(uuid, integer, text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.take_off_with_override(p_item uuid, p_version integer, p_reason text) RETURNS public.content_items
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  item public.content_items;
  path text;
  broken jsonb;
begin
  if not coalesce((select public.is_staff()) and public.has_role('admin'), false) then
    raise exception 'Only an admin can take a page off past the checks' using errcode = '42501';
  end if;
  if char_length(btrim(coalesce(p_reason, ''))) < 10 then
    raise exception 'Reason: say in a sentence why this is taken off as it is' using errcode = '23514', hint = 'reason';
  end if;
  select * into item from public.content_items c where c.id = p_item for update;
  if item.id is null or item.version <> p_version then
    raise exception 'Someone else saved this item after you opened it, so nothing was saved. Reload to see their version, then make your change again.'
      using errcode = '23514';
  end if;
  select '/resources/' || r.slug into path from public.resources r where r.id = item.id and r.slug is not null;
  select coalesce(jsonb_agg(to_jsonb(l)), '[]') into broken from private.items_linking_to(path, item.id) l;
  insert into private.allowed_changes (xact, item_id, why) values (txid_current(), p_item, 'override');
  update public.content_items c set live = false where c.id = p_item returning * into item;
  delete from private.allowed_changes a where a.xact = txid_current();
  perform private.audit('content_edit', 'content_items', p_item::text, jsonb_build_object(
    'operation', 'taken off past the link check', 'type', item.type,
    'title', left(item.data ->> (select t.title_field from private.content_types t where t.type = item.type), 200),
    'reason', left(btrim(p_reason), 500), 'links', broken));
  return item;
end
$$;

--
-- Name: accessibility_checks; Type: TABLE; Schema: private; Owner: -
--

CREATE TABLE private.accessibility_checks (
    type text NOT NULL,
    data_hash text NOT NULL,
    routes text[] NOT NULL,
    violations jsonb NOT NULL,
    checked_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT accessibility_checks_violations_check CHECK ((jsonb_typeof(violations) = 'array'::text))
);

--
-- Name: TABLE accessibility_checks; Type: COMMENT; Schema: private; Owner: -
--

COMMENT ON TABLE private.accessibility_checks IS 'What the accessibility check before publish found in the pages a content would publish (server/publish/accessibility.ts).';

--
-- Name: allowed_changes; Type: TABLE; Schema: private; Owner: -
--

CREATE TABLE private.allowed_changes (
    xact bigint NOT NULL,
    item_id uuid NOT NULL,
    why text NOT NULL,
    CONSTRAINT allowed_changes_why_check CHECK ((why = ANY (ARRAY['approved'::text, 'override'::text, 'restore'::text])))
);

--
-- Name: content_revisions; Type: TABLE; Schema: private; Owner: -
--

CREATE TABLE private.content_revisions (
    type text NOT NULL,
    revision bigint DEFAULT 0 NOT NULL,
    changed_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: content_trash; Type: TABLE; Schema: private; Owner: -
--

CREATE TABLE private.content_trash (
    item_id uuid NOT NULL,
    type text NOT NULL,
    slug text NOT NULL,
    title text DEFAULT ''::text NOT NULL,
    item jsonb NOT NULL,
    versions jsonb NOT NULL,
    deleted_at timestamp with time zone DEFAULT now() NOT NULL,
    deleted_by text
);

--
-- Name: content_types; Type: TABLE; Schema: private; Owner: -
--

CREATE TABLE private.content_types (
    type text NOT NULL,
    role text NOT NULL,
    title_field text NOT NULL,
    fixed boolean DEFAULT false NOT NULL,
    fields jsonb NOT NULL,
    routes text[] NOT NULL,
    CONSTRAINT content_types_role_check CHECK ((role = ANY (private.staff_role_names())))
);

--
-- Name: site_routes; Type: TABLE; Schema: private; Owner: -
--

CREATE TABLE private.site_routes (
    path text NOT NULL
);

--
-- Name: content_publishes; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.content_publishes (
    id bigint NOT NULL,
    types text[] NOT NULL,
    routes text[] NOT NULL,
    state text DEFAULT 'rendering'::text NOT NULL,
    results jsonb DEFAULT '[]'::jsonb NOT NULL,
    error text,
    started_at timestamp with time zone DEFAULT now() NOT NULL,
    finished_at timestamp with time zone,
    items jsonb DEFAULT '[]'::jsonb NOT NULL,
    CONSTRAINT content_publishes_error_check CHECK (((error IS NULL) OR (char_length(error) <= 2000))),
    CONSTRAINT content_publishes_state_check CHECK ((state = ANY (ARRAY['rendering'::text, 'live'::text, 'requested'::text, 'failed'::text])))
);

--
-- Name: content_publishes_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.content_publishes ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.content_publishes_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: content_schedules; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.content_schedules (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    item_id uuid,
    type text DEFAULT ''::text NOT NULL,
    title text DEFAULT ''::text NOT NULL,
    action text NOT NULL,
    data jsonb,
    due_at timestamp with time zone NOT NULL,
    state text DEFAULT 'waiting'::text NOT NULL,
    problem text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    created_by text,
    ran_at timestamp with time zone,
    review_id uuid,
    CONSTRAINT content_schedules_action_check CHECK ((action = ANY (ARRAY['publish'::text, 'unpublish'::text]))),
    CONSTRAINT content_schedules_check CHECK (((action = 'publish'::text) = (data IS NOT NULL))),
    CONSTRAINT content_schedules_data_check CHECK (((data IS NULL) OR ((jsonb_typeof(data) = 'object'::text) AND (pg_column_size(data) <= 262144)))),
    CONSTRAINT content_schedules_state_check CHECK ((state = ANY (ARRAY['waiting'::text, 'done'::text, 'failed'::text, 'cancelled'::text])))
);

--
-- Name: content_sign_off; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.content_sign_off (
    type text NOT NULL,
    set_by text,
    set_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: content_versions; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.content_versions (
    item_id uuid NOT NULL,
    version integer NOT NULL,
    type text NOT NULL,
    slug text NOT NULL,
    data jsonb NOT NULL,
    live boolean NOT NULL,
    saved_at timestamp with time zone DEFAULT now() NOT NULL,
    saved_by text
);

--
-- Name: link_sweep_results; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.link_sweep_results (
    sweep_id bigint NOT NULL,
    url text NOT NULL,
    status integer,
    problem text,
    ok boolean NOT NULL,
    used_in jsonb DEFAULT '[]'::jsonb NOT NULL,
    CONSTRAINT link_sweep_results_problem_check CHECK (((problem IS NULL) OR (char_length(problem) <= 500))),
    CONSTRAINT link_sweep_results_url_check CHECK ((char_length(url) <= 2048))
);

--
-- Name: link_sweeps; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.link_sweeps (
    id bigint NOT NULL,
    started_at timestamp with time zone DEFAULT now() NOT NULL,
    finished_at timestamp with time zone,
    checked integer DEFAULT 0 NOT NULL,
    broken integer DEFAULT 0 NOT NULL
);

--
-- Name: link_sweeps_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.link_sweeps ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.link_sweeps_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: redirects; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.redirects (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    from_path text NOT NULL,
    to_path text NOT NULL,
    automatic boolean DEFAULT false NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    created_by text DEFAULT "left"((auth.jwt() ->> 'email'::text), 254)
);

--
-- Name: accessibility_checks accessibility_checks_pkey; Type: CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.accessibility_checks
    ADD CONSTRAINT accessibility_checks_pkey PRIMARY KEY (type, data_hash);

--
-- Name: allowed_changes allowed_changes_pkey; Type: CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.allowed_changes
    ADD CONSTRAINT allowed_changes_pkey PRIMARY KEY (xact, item_id, why);

--
-- Name: content_revisions content_revisions_pkey; Type: CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.content_revisions
    ADD CONSTRAINT content_revisions_pkey PRIMARY KEY (type);

--
-- Name: content_trash content_trash_pkey; Type: CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.content_trash
    ADD CONSTRAINT content_trash_pkey PRIMARY KEY (item_id);

--
-- Name: content_types content_types_pkey; Type: CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.content_types
    ADD CONSTRAINT content_types_pkey PRIMARY KEY (type);

--
-- Name: site_routes site_routes_pkey; Type: CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.site_routes
    ADD CONSTRAINT site_routes_pkey PRIMARY KEY (path);

--
-- Name: content_drafts content_drafts_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.content_drafts
    ADD CONSTRAINT content_drafts_pkey PRIMARY KEY (item_id);

--
-- Name: content_items content_items_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.content_items
    ADD CONSTRAINT content_items_pkey PRIMARY KEY (id);

--
-- Name: content_items content_items_type_slug_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.content_items
    ADD CONSTRAINT content_items_type_slug_key UNIQUE (type, slug);

--
-- Name: content_locks content_locks_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.content_locks
    ADD CONSTRAINT content_locks_pkey PRIMARY KEY (item_id);

--
-- Name: content_publishes content_publishes_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.content_publishes
    ADD CONSTRAINT content_publishes_pkey PRIMARY KEY (id);

--
-- Name: content_reviews content_reviews_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.content_reviews
    ADD CONSTRAINT content_reviews_pkey PRIMARY KEY (id);

--
-- Name: content_schedules content_schedules_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.content_schedules
    ADD CONSTRAINT content_schedules_pkey PRIMARY KEY (id);

--
-- Name: content_sign_off content_sign_off_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.content_sign_off
    ADD CONSTRAINT content_sign_off_pkey PRIMARY KEY (type);

--
-- Name: content_versions content_versions_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.content_versions
    ADD CONSTRAINT content_versions_pkey PRIMARY KEY (item_id, version);

--
-- Name: documentation documentation_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.documentation
    ADD CONSTRAINT documentation_pkey PRIMARY KEY (id);

--
-- Name: link_sweep_results link_sweep_results_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.link_sweep_results
    ADD CONSTRAINT link_sweep_results_pkey PRIMARY KEY (sweep_id, url);

--
-- Name: link_sweeps link_sweeps_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.link_sweeps
    ADD CONSTRAINT link_sweeps_pkey PRIMARY KEY (id);

--
-- Name: redirects redirects_from_path_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.redirects
    ADD CONSTRAINT redirects_from_path_key UNIQUE (from_path);

--
-- Name: redirects redirects_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.redirects
    ADD CONSTRAINT redirects_pkey PRIMARY KEY (id);

--
-- Name: resources resources_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.resources
    ADD CONSTRAINT resources_pkey PRIMARY KEY (id);

--
-- Name: resources resources_slug_unique; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.resources
    ADD CONSTRAINT resources_slug_unique UNIQUE (slug);

--
-- Name: content_trash_type; Type: INDEX; Schema: private; Owner: -
--

CREATE INDEX content_trash_type ON private.content_trash USING btree (type, deleted_at DESC);

--
-- Name: content_publishes_started; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX content_publishes_started ON public.content_publishes USING btree (started_at DESC);

--
-- Name: content_reviews_item; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX content_reviews_item ON public.content_reviews USING btree (item_id, submitted_at DESC);

--
-- Name: content_reviews_one_waiting; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX content_reviews_one_waiting ON public.content_reviews USING btree (item_id) WHERE (state = 'waiting'::text);

--
-- Name: content_schedules_due; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX content_schedules_due ON public.content_schedules USING btree (due_at) WHERE (state = 'waiting'::text);

--
-- Name: content_schedules_one_a_review; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX content_schedules_one_a_review ON public.content_schedules USING btree (review_id) WHERE (review_id IS NOT NULL);

--
-- Name: resources_date_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX resources_date_idx ON public.resources USING btree (date DESC);

--
-- Name: content_revisions notify_content_change; Type: TRIGGER; Schema: private; Owner: -
--

CREATE TRIGGER notify_content_change AFTER INSERT OR UPDATE ON private.content_revisions FOR EACH ROW EXECUTE FUNCTION private.notify_content_change();

--
-- Name: redirects audit_redirect; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER audit_redirect AFTER INSERT OR DELETE ON public.redirects FOR EACH ROW EXECUTE FUNCTION private.audit_redirect();

--
-- Name: content_items cancel_schedules_of_deleted_item; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER cancel_schedules_of_deleted_item BEFORE DELETE ON public.content_items FOR EACH ROW EXECUTE FUNCTION private.cancel_schedules_of_deleted_item();

--
-- Name: content_items check_content_item; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER check_content_item BEFORE INSERT OR UPDATE ON public.content_items FOR EACH ROW EXECUTE FUNCTION private.check_content_item();

--
-- Name: content_items check_content_links; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER check_content_links BEFORE INSERT OR UPDATE ON public.content_items FOR EACH ROW EXECUTE FUNCTION private.check_content_links();

--
-- Name: content_reviews check_content_review; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER check_content_review BEFORE INSERT OR UPDATE ON public.content_reviews FOR EACH ROW EXECUTE FUNCTION private.check_content_review();

--
-- Name: content_schedules check_content_schedule; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER check_content_schedule BEFORE INSERT OR UPDATE ON public.content_schedules FOR EACH ROW EXECUTE FUNCTION private.check_content_schedule();

--
-- Name: content_items check_job_terms; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER check_job_terms BEFORE INSERT OR UPDATE ON public.content_items FOR EACH ROW WHEN ((new.type = 'position'::text)) EXECUTE FUNCTION private.check_job_terms();

--
-- Name: documentation check_library_download; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER check_library_download BEFORE INSERT OR UPDATE ON public.documentation FOR EACH ROW EXECUTE FUNCTION private.check_library_download();

--
-- Name: resources check_library_download; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER check_library_download BEFORE INSERT OR UPDATE ON public.resources FOR EACH ROW EXECUTE FUNCTION private.check_library_download();

--
-- Name: redirects check_redirect; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER check_redirect BEFORE INSERT OR UPDATE ON public.redirects FOR EACH ROW EXECUTE FUNCTION private.check_redirect();

--
-- Name: content_items drop_published_draft; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER drop_published_draft AFTER UPDATE OF data ON public.content_items FOR EACH ROW WHEN ((new.data IS DISTINCT FROM old.data)) EXECUTE FUNCTION private.drop_published_draft();

--
-- Name: content_items hold_accessibility_problems; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER hold_accessibility_problems BEFORE INSERT OR UPDATE ON public.content_items FOR EACH ROW EXECUTE FUNCTION private.hold_accessibility_problems();

--
-- Name: content_items hold_broken_links; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER hold_broken_links BEFORE DELETE OR UPDATE OF live ON public.content_items FOR EACH ROW WHEN ((old.type = 'resource'::text)) EXECUTE FUNCTION private.hold_broken_links();

--
-- Name: content_items hold_for_checks; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER hold_for_checks BEFORE INSERT OR UPDATE ON public.content_items FOR EACH ROW EXECUTE FUNCTION private.hold_for_checks();

--
-- Name: content_items note_media_uses; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER note_media_uses AFTER INSERT OR DELETE OR UPDATE ON public.content_items FOR EACH ROW EXECUTE FUNCTION private.note_media_uses();

--
-- Name: content_items project_documentation; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER project_documentation AFTER INSERT OR UPDATE ON public.content_items FOR EACH ROW WHEN ((new.type = 'document'::text)) EXECUTE FUNCTION private.project_documentation();

--
-- Name: content_items project_documentation_gone; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER project_documentation_gone AFTER DELETE ON public.content_items FOR EACH ROW WHEN ((old.type = 'document'::text)) EXECUTE FUNCTION private.project_documentation();

--
-- Name: content_items project_resources; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER project_resources AFTER INSERT OR UPDATE ON public.content_items FOR EACH ROW WHEN ((new.type = 'resource'::text)) EXECUTE FUNCTION private.project_resources();

--
-- Name: content_items project_resources_gone; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER project_resources_gone AFTER DELETE ON public.content_items FOR EACH ROW WHEN ((old.type = 'resource'::text)) EXECUTE FUNCTION private.project_resources();

--
-- Name: content_reviews queue_review_mail; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER queue_review_mail AFTER INSERT OR UPDATE OF state ON public.content_reviews FOR EACH ROW EXECUTE FUNCTION private.queue_review_mail();

--
-- Name: content_items record_content_change; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER record_content_change AFTER INSERT OR DELETE OR UPDATE ON public.content_items FOR EACH ROW EXECUTE FUNCTION private.record_content_change();

--
-- Name: documentation record_library_change; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER record_library_change AFTER INSERT OR DELETE OR UPDATE ON public.documentation FOR EACH STATEMENT EXECUTE FUNCTION private.record_library_change();

--
-- Name: redirects record_library_change; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER record_library_change AFTER INSERT OR DELETE OR UPDATE ON public.redirects FOR EACH STATEMENT EXECUTE FUNCTION private.record_library_change();

--
-- Name: resources record_library_change; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER record_library_change AFTER INSERT OR DELETE OR UPDATE ON public.resources FOR EACH STATEMENT EXECUTE FUNCTION private.record_library_change();

--
-- Name: content_sign_off record_sign_off_rule; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER record_sign_off_rule BEFORE INSERT OR DELETE ON public.content_sign_off FOR EACH ROW EXECUTE FUNCTION private.record_sign_off_rule();

--
-- Name: resources redirect_renamed_article; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER redirect_renamed_article AFTER INSERT OR UPDATE OF slug ON public.resources FOR EACH ROW EXECUTE FUNCTION private.redirect_renamed_article();

--
-- Name: content_items require_sign_off; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER require_sign_off BEFORE INSERT OR DELETE OR UPDATE ON public.content_items FOR EACH ROW EXECUTE FUNCTION private.require_sign_off();

--
-- Name: content_drafts respect_content_lock; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER respect_content_lock BEFORE INSERT OR UPDATE ON public.content_drafts FOR EACH ROW EXECUTE FUNCTION private.respect_content_lock_on_draft();

--
-- Name: content_items respect_content_lock; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER respect_content_lock BEFORE UPDATE ON public.content_items FOR EACH ROW EXECUTE FUNCTION private.respect_content_lock();

--
-- Name: content_drafts stamp_content_draft; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER stamp_content_draft BEFORE INSERT OR UPDATE ON public.content_drafts FOR EACH ROW EXECUTE FUNCTION private.stamp_content_draft();

--
-- Name: content_items trash_content_item; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER trash_content_item BEFORE DELETE ON public.content_items FOR EACH ROW EXECUTE FUNCTION private.trash_content_item();

--
-- Name: content_items verify_claim_evidence; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER verify_claim_evidence BEFORE INSERT OR UPDATE ON public.content_items FOR EACH ROW EXECUTE FUNCTION private.verify_claim_evidence();

--
-- Name: content_drafts content_drafts_item_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.content_drafts
    ADD CONSTRAINT content_drafts_item_id_fkey FOREIGN KEY (item_id) REFERENCES public.content_items(id) ON DELETE CASCADE;

--
-- Name: content_items content_items_type_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.content_items
    ADD CONSTRAINT content_items_type_fkey FOREIGN KEY (type) REFERENCES private.content_types(type);

--
-- Name: content_locks content_locks_item_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.content_locks
    ADD CONSTRAINT content_locks_item_id_fkey FOREIGN KEY (item_id) REFERENCES public.content_items(id) ON DELETE CASCADE;

--
-- Name: content_reviews content_reviews_item_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.content_reviews
    ADD CONSTRAINT content_reviews_item_id_fkey FOREIGN KEY (item_id) REFERENCES public.content_items(id) ON DELETE CASCADE;

--
-- Name: content_schedules content_schedules_item_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.content_schedules
    ADD CONSTRAINT content_schedules_item_id_fkey FOREIGN KEY (item_id) REFERENCES public.content_items(id) ON DELETE SET NULL;

--
-- Name: content_schedules content_schedules_review_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.content_schedules
    ADD CONSTRAINT content_schedules_review_id_fkey FOREIGN KEY (review_id) REFERENCES public.content_reviews(id) ON DELETE SET NULL;

--
-- Name: content_sign_off content_sign_off_type_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.content_sign_off
    ADD CONSTRAINT content_sign_off_type_fkey FOREIGN KEY (type) REFERENCES private.content_types(type) ON DELETE CASCADE;

--
-- Name: content_versions content_versions_item_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.content_versions
    ADD CONSTRAINT content_versions_item_id_fkey FOREIGN KEY (item_id) REFERENCES public.content_items(id) ON DELETE CASCADE;

--
-- Name: link_sweep_results link_sweep_results_sweep_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.link_sweep_results
    ADD CONSTRAINT link_sweep_results_sweep_id_fkey FOREIGN KEY (sweep_id) REFERENCES public.link_sweeps(id) ON DELETE CASCADE;

--
-- Name: redirects Admins add redirects; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Admins add redirects" ON public.redirects FOR INSERT TO authenticated WITH CHECK (( SELECT public.has_role('admin'::text) AS has_role));

--
-- Name: content_sign_off Admins lift sign-off; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Admins lift sign-off" ON public.content_sign_off FOR DELETE TO authenticated USING ((( SELECT public.is_staff() AS is_staff) AND ( SELECT public.has_role('admin'::text) AS has_role)));

--
-- Name: redirects Admins remove redirects; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Admins remove redirects" ON public.redirects FOR DELETE TO authenticated USING (( SELECT public.has_role('admin'::text) AS has_role));

--
-- Name: content_sign_off Admins require sign-off; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Admins require sign-off" ON public.content_sign_off FOR INSERT TO authenticated WITH CHECK ((( SELECT public.is_staff() AS is_staff) AND ( SELECT public.has_role('admin'::text) AS has_role)));

--
-- Name: redirects Anyone reads the redirects; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Anyone reads the redirects" ON public.redirects FOR SELECT TO anon, authenticated USING (true);

--
-- Name: content_items Its editors add items; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Its editors add items" ON public.content_items FOR INSERT TO authenticated WITH CHECK (( SELECT public.may_add_content(content_items.type) AS may_add_content));

--
-- Name: content_items Its editors change items; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Its editors change items" ON public.content_items FOR UPDATE TO authenticated USING (( SELECT public.may_edit_content(content_items.type) AS may_edit_content)) WITH CHECK (( SELECT public.may_edit_content(content_items.type) AS may_edit_content));

--
-- Name: content_drafts Its editors keep drafts; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Its editors keep drafts" ON public.content_drafts TO authenticated USING (( SELECT public.may_edit_content(content_drafts.type) AS may_edit_content)) WITH CHECK (( SELECT public.may_edit_content(( SELECT c.type
           FROM public.content_items c
          WHERE (c.id = content_drafts.item_id))) AS may_edit_content));

--
-- Name: content_items Its editors read every item; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Its editors read every item" ON public.content_items FOR SELECT TO authenticated USING (( SELECT public.may_edit_content(content_items.type) AS may_edit_content));

--
-- Name: content_versions Its editors read the history; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Its editors read the history" ON public.content_versions FOR SELECT TO authenticated USING (( SELECT public.may_edit_content(content_versions.type) AS may_edit_content));

--
-- Name: content_items Its editors remove items; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Its editors remove items" ON public.content_items FOR DELETE TO authenticated USING (( SELECT public.may_add_content(content_items.type) AS may_add_content));

--
-- Name: content_reviews Its editors review; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Its editors review" ON public.content_reviews TO authenticated USING (( SELECT public.may_edit_content(content_reviews.type) AS may_edit_content)) WITH CHECK (( SELECT public.may_edit_content(( SELECT c.type
           FROM public.content_items c
          WHERE (c.id = content_reviews.item_id))) AS may_edit_content));

--
-- Name: content_schedules Its editors schedule; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Its editors schedule" ON public.content_schedules TO authenticated USING (( SELECT public.may_edit_content(content_schedules.type) AS may_edit_content)) WITH CHECK (( SELECT public.may_edit_content(( SELECT c.type
           FROM public.content_items c
          WHERE (c.id = content_schedules.item_id))) AS may_edit_content));

--
-- Name: content_items Live content is public; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Live content is public" ON public.content_items FOR SELECT TO anon, authenticated USING (live);

--
-- Name: documentation Published documentation is public; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Published documentation is public" ON public.documentation FOR SELECT TO anon, authenticated USING (true);

--
-- Name: resources Published resources are public; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Published resources are public" ON public.resources FOR SELECT TO anon, authenticated USING (true);

--
-- Name: link_sweeps Staff read the link sweeps; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Staff read the link sweeps" ON public.link_sweeps FOR SELECT TO authenticated USING (( SELECT public.is_staff() AS is_staff));

--
-- Name: link_sweep_results Staff read the link sweeps' results; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Staff read the link sweeps' results" ON public.link_sweep_results FOR SELECT TO authenticated USING (( SELECT public.is_staff() AS is_staff));

--
-- Name: content_publishes Staff see what was published; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Staff see what was published" ON public.content_publishes FOR SELECT TO authenticated USING (( SELECT public.is_staff() AS is_staff));

--
-- Name: content_sign_off Staff see which types need sign-off; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Staff see which types need sign-off" ON public.content_sign_off FOR SELECT TO authenticated USING (( SELECT public.is_staff() AS is_staff));

--
-- Name: content_drafts; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.content_drafts ENABLE ROW LEVEL SECURITY;

--
-- Name: content_items; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.content_items ENABLE ROW LEVEL SECURITY;

--
-- Name: content_locks; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.content_locks ENABLE ROW LEVEL SECURITY;

--
-- Name: content_publishes; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.content_publishes ENABLE ROW LEVEL SECURITY;

--
-- Name: content_reviews; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.content_reviews ENABLE ROW LEVEL SECURITY;

--
-- Name: content_schedules; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.content_schedules ENABLE ROW LEVEL SECURITY;

--
-- Name: content_sign_off; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.content_sign_off ENABLE ROW LEVEL SECURITY;

--
-- Name: content_versions; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.content_versions ENABLE ROW LEVEL SECURITY;

--
-- Name: documentation; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.documentation ENABLE ROW LEVEL SECURITY;

--
-- Name: link_sweep_results; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.link_sweep_results ENABLE ROW LEVEL SECURITY;

--
-- Name: link_sweeps; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.link_sweeps ENABLE ROW LEVEL SECURITY;

--
-- Name: redirects; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.redirects ENABLE ROW LEVEL SECURITY;

--
-- Name: resources; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.resources ENABLE ROW LEVEL SECURITY;

--
-- Name: FUNCTION accessibility_problems(p_type text, p_data jsonb); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.accessibility_problems(p_type text, p_data jsonb) FROM PUBLIC;

--
-- Name: FUNCTION audit_redirect(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.audit_redirect() FROM PUBLIC;

--
-- Name: FUNCTION check_content_item(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.check_content_item() FROM PUBLIC;

--
-- Name: FUNCTION check_content_links(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.check_content_links() FROM PUBLIC;

--
-- Name: FUNCTION check_job_terms(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.check_job_terms() FROM PUBLIC;

--
-- Name: FUNCTION check_redirect(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.check_redirect() FROM PUBLIC;

--
-- Name: FUNCTION checked_content_data(content_type text, data jsonb); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.checked_content_data(content_type text, data jsonb) FROM PUBLIC;

--
-- Name: FUNCTION checked_rich_text(doc jsonb, label text, field text, max_chars integer, required boolean); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.checked_rich_text(doc jsonb, label text, field text, max_chars integer, required boolean) FROM PUBLIC;

--
-- Name: TABLE documentation; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.documentation TO service_role;
GRANT SELECT ON TABLE public.documentation TO anon;
GRANT SELECT ON TABLE public.documentation TO authenticated;

--
-- Name: FUNCTION empty_content_trash(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.empty_content_trash() FROM PUBLIC;

--
-- Name: FUNCTION external_links(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.external_links() FROM PUBLIC;

--
-- Name: FUNCTION items_linking_to(p_path text, p_except uuid); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.items_linking_to(p_path text, p_except uuid) FROM PUBLIC;

--
-- Name: FUNCTION lock_held_by_another(p_item uuid); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.lock_held_by_another(p_item uuid) FROM PUBLIC;

--
-- Name: FUNCTION missing_site_path(hrefs text[]); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.missing_site_path(hrefs text[]) FROM PUBLIC;

--
-- Name: FUNCTION notify_content_change(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.notify_content_change() FROM PUBLIC;

--
-- Name: FUNCTION record_accessibility_check(p_type text, p_data jsonb, p_routes text[], p_violations jsonb); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.record_accessibility_check(p_type text, p_data jsonb, p_routes text[], p_violations jsonb) FROM PUBLIC;

--
-- Name: FUNCTION record_content_change(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.record_content_change() FROM PUBLIC;

--
-- Name: FUNCTION record_library_change(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.record_library_change() FROM PUBLIC;

--
-- Name: FUNCTION redirect_renamed_article(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.redirect_renamed_article() FROM PUBLIC;

--
-- Name: FUNCTION refuse_check_problems(content_type text, data jsonb, published jsonb, refused text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.refuse_check_problems(content_type text, data jsonb, published jsonb, refused text) FROM PUBLIC;

--
-- Name: FUNCTION refuse_missing_page(hrefs text[], label text, field text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.refuse_missing_page(hrefs text[], label text, field text) FROM PUBLIC;

--
-- Name: FUNCTION refuse_while_locked(p_item uuid); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.refuse_while_locked(p_item uuid) FROM PUBLIC;

--
-- Name: TABLE resources; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.resources TO service_role;
GRANT SELECT ON TABLE public.resources TO anon;
GRANT SELECT ON TABLE public.resources TO authenticated;

--
-- Name: FUNCTION respect_content_lock(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.respect_content_lock() FROM PUBLIC;

--
-- Name: FUNCTION respect_content_lock_on_draft(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.respect_content_lock_on_draft() FROM PUBLIC;

--
-- Name: TABLE content_reviews; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT ON TABLE public.content_reviews TO authenticated;

--
-- Name: COLUMN content_reviews.item_id; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(item_id) ON TABLE public.content_reviews TO authenticated;

--
-- Name: COLUMN content_reviews.data; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(data) ON TABLE public.content_reviews TO authenticated;

--
-- Name: COLUMN content_reviews.base_version; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(base_version) ON TABLE public.content_reviews TO authenticated;

--
-- Name: COLUMN content_reviews.state; Type: ACL; Schema: public; Owner: -
--

GRANT UPDATE(state) ON TABLE public.content_reviews TO authenticated;

--
-- Name: COLUMN content_reviews.publish_at; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(publish_at) ON TABLE public.content_reviews TO authenticated;

--
-- Name: COLUMN content_reviews.action; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(action) ON TABLE public.content_reviews TO authenticated;

--
-- Name: COLUMN content_reviews.sort_order; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(sort_order) ON TABLE public.content_reviews TO authenticated;

--
-- Name: COLUMN content_reviews.new_order; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(new_order) ON TABLE public.content_reviews TO authenticated;

--
-- Name: FUNCTION reviewers_of(p_type text, p_author text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.reviewers_of(p_type text, p_author text) FROM PUBLIC;

--
-- Name: FUNCTION rich_text_hrefs(doc jsonb); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.rich_text_hrefs(doc jsonb) FROM PUBLIC;

--
-- Name: FUNCTION run_due_schedule(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.run_due_schedule() FROM PUBLIC;

--
-- Name: FUNCTION site_path_of(href text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.site_path_of(href text) FROM PUBLIC;

--
-- Name: FUNCTION start_link_sweep(days integer); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.start_link_sweep(days integer) FROM PUBLIC;

--
-- Name: FUNCTION trash_content_item(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.trash_content_item() FROM PUBLIC;

--
-- Name: TABLE content_items; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT ON TABLE public.content_items TO anon;
GRANT SELECT,DELETE ON TABLE public.content_items TO authenticated;

--
-- Name: COLUMN content_items.type; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(type) ON TABLE public.content_items TO authenticated;

--
-- Name: COLUMN content_items.slug; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(slug),UPDATE(slug) ON TABLE public.content_items TO authenticated;

--
-- Name: COLUMN content_items.sort_order; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(sort_order),UPDATE(sort_order) ON TABLE public.content_items TO authenticated;

--
-- Name: COLUMN content_items.data; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(data),UPDATE(data) ON TABLE public.content_items TO authenticated;

--
-- Name: COLUMN content_items.live; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(live),UPDATE(live) ON TABLE public.content_items TO authenticated;

--
-- Name: FUNCTION approve_content_review(p_review uuid); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.approve_content_review(p_review uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.approve_content_review(p_review uuid) TO authenticated;

--
-- Name: FUNCTION content_checks(content_type text, data jsonb); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.content_checks(content_type text, data jsonb) FROM PUBLIC;
GRANT ALL ON FUNCTION public.content_checks(content_type text, data jsonb) TO authenticated;

--
-- Name: FUNCTION content_trash(content_type text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.content_trash(content_type text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.content_trash(content_type text) TO authenticated;

--
-- Name: FUNCTION may_add_content(content_type text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.may_add_content(content_type text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.may_add_content(content_type text) TO anon;
GRANT ALL ON FUNCTION public.may_add_content(content_type text) TO authenticated;

--
-- Name: FUNCTION may_edit_content(content_type text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.may_edit_content(content_type text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.may_edit_content(content_type text) TO anon;
GRANT ALL ON FUNCTION public.may_edit_content(content_type text) TO authenticated;

--
-- Name: FUNCTION needs_sign_off(content_type text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.needs_sign_off(content_type text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.needs_sign_off(content_type text) TO authenticated;

--
-- Name: FUNCTION publish_with_override(p_item uuid, p_data jsonb, p_version integer, p_reason text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.publish_with_override(p_item uuid, p_data jsonb, p_version integer, p_reason text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.publish_with_override(p_item uuid, p_data jsonb, p_version integer, p_reason text) TO authenticated;

--
-- Name: FUNCTION release_content_lock(p_item uuid); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.release_content_lock(p_item uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.release_content_lock(p_item uuid) TO authenticated;

--
-- Name: FUNCTION reorder_content_items(p_type text, p_ids uuid[]); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.reorder_content_items(p_type text, p_ids uuid[]) FROM PUBLIC;
GRANT ALL ON FUNCTION public.reorder_content_items(p_type text, p_ids uuid[]) TO authenticated;

--
-- Name: FUNCTION restore_content_item(p_item uuid); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.restore_content_item(p_item uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.restore_content_item(p_item uuid) TO authenticated;

--
-- Name: TABLE content_drafts; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT,DELETE ON TABLE public.content_drafts TO authenticated;

--
-- Name: COLUMN content_drafts.item_id; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(item_id) ON TABLE public.content_drafts TO authenticated;

--
-- Name: COLUMN content_drafts.data; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(data),UPDATE(data) ON TABLE public.content_drafts TO authenticated;

--
-- Name: COLUMN content_drafts.base_version; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(base_version),UPDATE(base_version) ON TABLE public.content_drafts TO authenticated;

--
-- Name: FUNCTION save_content_draft(p_item uuid, p_data jsonb, p_base_version integer); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.save_content_draft(p_item uuid, p_data jsonb, p_base_version integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.save_content_draft(p_item uuid, p_data jsonb, p_base_version integer) TO authenticated;

--
-- Name: FUNCTION send_back_content_review(p_review uuid, p_comment text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.send_back_content_review(p_review uuid, p_comment text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.send_back_content_review(p_review uuid, p_comment text) TO authenticated;

--
-- Name: FUNCTION take_content_lock(p_item uuid, take_over boolean, only_look boolean); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.take_content_lock(p_item uuid, take_over boolean, only_look boolean) FROM PUBLIC;
GRANT ALL ON FUNCTION public.take_content_lock(p_item uuid, take_over boolean, only_look boolean) TO authenticated;

--
-- Name: FUNCTION take_off_with_override(p_item uuid, p_version integer, p_reason text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.take_off_with_override(p_item uuid, p_version integer, p_reason text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.take_off_with_override(p_item uuid, p_version integer, p_reason text) TO anon;
GRANT ALL ON FUNCTION public.take_off_with_override(p_item uuid, p_version integer, p_reason text) TO authenticated;

--
-- Name: TABLE content_publishes; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT ON TABLE public.content_publishes TO authenticated;

--
-- Name: TABLE content_schedules; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT ON TABLE public.content_schedules TO authenticated;

--
-- Name: COLUMN content_schedules.item_id; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(item_id) ON TABLE public.content_schedules TO authenticated;

--
-- Name: COLUMN content_schedules.action; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(action) ON TABLE public.content_schedules TO authenticated;

--
-- Name: COLUMN content_schedules.data; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(data) ON TABLE public.content_schedules TO authenticated;

--
-- Name: COLUMN content_schedules.due_at; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(due_at) ON TABLE public.content_schedules TO authenticated;

--
-- Name: COLUMN content_schedules.state; Type: ACL; Schema: public; Owner: -
--

GRANT UPDATE(state) ON TABLE public.content_schedules TO authenticated;

--
-- Name: TABLE content_sign_off; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT,DELETE ON TABLE public.content_sign_off TO authenticated;

--
-- Name: COLUMN content_sign_off.type; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(type) ON TABLE public.content_sign_off TO authenticated;

--
-- Name: TABLE content_versions; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT ON TABLE public.content_versions TO authenticated;

--
-- Name: TABLE link_sweep_results; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT ON TABLE public.link_sweep_results TO authenticated;

--
-- Name: TABLE link_sweeps; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT ON TABLE public.link_sweeps TO authenticated;

--
-- Name: TABLE redirects; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT,DELETE ON TABLE public.redirects TO authenticated;

--
-- Name: COLUMN redirects.from_path; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT(from_path) ON TABLE public.redirects TO anon;
GRANT INSERT(from_path) ON TABLE public.redirects TO authenticated;

--
-- Name: COLUMN redirects.to_path; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT(to_path) ON TABLE public.redirects TO anon;
GRANT INSERT(to_path) ON TABLE public.redirects TO authenticated;
