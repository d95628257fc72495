-- Issue 37: what the site says is content staff edit, declared once in shared/content-types.ts.
-- private.content_types is the database's copy of the declarations (`npm run gen:content-types`
-- prints its rows); every item is checked against it here, whoever writes it, so the back
-- office's checks are a convenience and never the only guard.

create table if not exists private.content_types (
  type text primary key,
  role text not null check (role = any (private.staff_role_names())),
  -- The field that names an item (the audit log records it).
  title_field text not null,
  -- Only the items the install came with: none added or removed, each kept on its route (the legal pages).
  fixed boolean not null default false,
  fields jsonb not null,
  routes text[] not null
);

-- The live content: one row an item. `version` counts its saves, so a save made from an older
-- copy (PATCH …&version=eq.N) changes nothing and the editor is told; `live` false hides it
-- from the public (a closed position) without losing it.
create table if not exists public.content_items (
  id uuid primary key default gen_random_uuid(),
  type text not null references private.content_types (type),
  slug text not null check (char_length(slug) <= 80 and slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  sort_order integer not null default 0,
  data jsonb not null,
  live boolean not null default true,
  version integer not null default 1,
  updated_at timestamptz not null default now(),
  updated_by text,
  unique (type, slug)
);
alter table public.content_items enable row level security;
grant select on public.content_items to anon, authenticated;
grant insert (type, slug, sort_order, data, live), update (slug, sort_order, data, live), delete
  on public.content_items to authenticated;

-- Every saved state of an item, with who saved it and when (the editorial history builds on it).
create table if not exists public.content_versions (
  item_id uuid not null references public.content_items (id) on delete cascade,
  version integer not null,
  type text not null,
  slug text not null,
  data jsonb not null,
  live boolean not null,
  saved_at timestamptz not null default now(),
  saved_by text,
  primary key (item_id, version)
);
alter table public.content_versions enable row level security;
grant select on public.content_versions to authenticated;

-- How many times each type has changed: each server renders a type's routes again when its
-- count moves (server/publish/), after a publish or at start.
create table if not exists private.content_revisions (
  type text primary key references private.content_types (type),
  revision bigint not null default 0,
  changed_at timestamptz not null default now()
);

-- Whether the caller may edit items of this type: the declared role (admin holds every role), at aal2.
create or replace function public.may_edit_content(content_type text) returns boolean
  language sql stable security definer
  set search_path = ''
as $fn$
  select coalesce((select public.is_staff()) and public.has_role(
    (select t.role from private.content_types t where t.type = content_type)), false)
$fn$;
revoke all on function public.may_edit_content(text) from public;
grant execute on function public.may_edit_content(text) to anon, authenticated;

-- Whether the caller may add or remove items of this type: its editors, unless the type is fixed.
create or replace function public.may_add_content(content_type text) returns boolean
  language sql stable security definer
  set search_path = ''
as $fn$
  select public.may_edit_content(content_type)
     and not coalesce((select t.fixed from private.content_types t where t.type = content_type), true)
$fn$;
revoke all on function public.may_add_content(text) from public;
grant execute on function public.may_add_content(text) to anon, authenticated;

-- Each field's value against its rule (shared/content-types.ts says the same in the browser's
-- words): required, length, one line, dates, links (https, mailto or a path of the site), choices
-- among the declared values, and rich text holding only the nodes and marks the pages render.
-- A refusal is a check violation whose message names the field (its label) and whose hint is the
-- field's name, so the back office shows it beside the field.
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
      doc := data -> rule.name;
      if doc is not null and jsonb_typeof(doc) <> 'null'
         and (jsonb_typeof(doc) <> 'object' or doc ->> 'type' is distinct from 'doc') then
        raise exception '%: must be rich text', rule.label using errcode = '23514', hint = rule.name;
      end if;
      select coalesce(string_agg(t #>> '{}', ''), '') into value
        from jsonb_path_query(coalesce(doc, '{}'), 'strict $.** ? (exists(@.text)).text') t
       where jsonb_typeof(t) = 'string';
      if btrim(value) = '' then
        if rule.required then
          raise exception '%: this field is required', rule.label using errcode = '23514', hint = rule.name;
        end if;
        continue;
      end if;
      -- Only what a page renders (shared/content-types.ts RICH_TEXT_TYPES): no other node or mark.
      select t #>> '{}' into key
        from jsonb_path_query(doc, 'strict $.** ? (exists(@.type)).type') t
       where jsonb_typeof(t) <> 'string' or (t #>> '{}') <> all (array['doc', 'paragraph', 'heading',
         'bulletList', 'orderedList', 'listItem', 'text', 'hardBreak', 'bold', 'italic', 'link'])
       limit 1;
      if found then
        raise exception '%: holds %, which a page cannot show', rule.label, key using errcode = '23514', hint = rule.name;
      end if;
      if exists (select 1 from jsonb_path_query(doc, 'strict $.** ? (exists(@.href)).href') h
                  where jsonb_typeof(h) <> 'string'
                     or (h #>> '{}') !~ '^(https://[^\s/]+[^\s]*|mailto:[^\s@]+@[^\s@]+|/([^/\s][^\s]*)?)$') then
        raise exception '%: every link an address starting with https://, mailto: or / (a page of this site)', rule.label
          using errcode = '23514', hint = rule.name;
      end if;
      if char_length(btrim(value)) > rule.max then
        raise exception '%: at most % characters (this has %)', rule.label, rule.max, char_length(btrim(value))
          using errcode = '23514', hint = rule.name;
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

-- Versions counted, the author and time stamped, the data checked; a fixed type's items keep
-- their slug (their route) and stay on the site.
create or replace function private.check_content_item() returns trigger
  language plpgsql security definer
  set search_path = ''
as $fn$
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
  else
    new.version := 1;
  end if;
  new.data := private.checked_content_data(new.type, new.data);
  new.updated_at := now();
  new.updated_by := left(auth.jwt() ->> 'email', 254);
  return new;
end
$fn$;
revoke all on function private.check_content_item() from public;
drop trigger if exists check_content_item on public.content_items;
create trigger check_content_item before insert or update on public.content_items
  for each row execute function private.check_content_item();

-- After each change: the version kept, the audit log told, and the type's revision moved (the
-- server renders its routes again) with a notification for servers that listen.
create or replace function private.record_content_change() returns trigger
  language plpgsql security definer
  set search_path = ''
as $fn$
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
$fn$;
revoke all on function private.record_content_change() from public;
drop trigger if exists record_content_change on public.content_items;
create trigger record_content_change after insert or update or delete on public.content_items
  for each row execute function private.record_content_change();

drop policy if exists "Live content is public" on public.content_items;
create policy "Live content is public" on public.content_items for select to anon, authenticated using (live);
drop policy if exists "Its editors read every item" on public.content_items;
create policy "Its editors read every item" on public.content_items for select to authenticated
  using ((select public.may_edit_content(type)));
drop policy if exists "Its editors add items" on public.content_items;
create policy "Its editors add items" on public.content_items for insert to authenticated
  with check ((select public.may_add_content(type)));
drop policy if exists "Its editors change items" on public.content_items;
create policy "Its editors change items" on public.content_items for update to authenticated
  using ((select public.may_edit_content(type))) with check ((select public.may_edit_content(type)));
drop policy if exists "Its editors remove items" on public.content_items;
create policy "Its editors remove items" on public.content_items for delete to authenticated
  using ((select public.may_add_content(type)));
drop policy if exists "Its editors read the history" on public.content_versions;
create policy "Its editors read the history" on public.content_versions for select to authenticated
  using ((select public.may_edit_content(type)));

-- The declarations (printed by `npm run gen:content-types -- --type position`).
insert into private.content_types (type, role, title_field, fixed, fields, routes) values
  ('position', 'careers', 'title', false, '[{"name":"title","label":"Title","kind":"text","required":true,"max":200},{"name":"department","label":"Department","kind":"text","required":true,"max":80},{"name":"location","label":"Location","kind":"text","required":true,"max":80},{"name":"description","label":"Description","kind":"longText","required":true,"max":2000},{"name":"datePosted","label":"Date posted","kind":"date","required":true,"max":10}]'::jsonb, array['/careers', '/apply']::text[])
on conflict (type) do update set role = excluded.role, title_field = excluded.title_field, fixed = excluded.fixed, fields = excluded.fields, routes = excluded.routes;

-- Today's content is the seed: a fresh install shows what the site showed before.
insert into public.content_items (type, slug, sort_order, data) values
  ('position', 'senior-complex-systems-scientist', 1, '{"title":"Senior Complex Systems Scientist","department":"Research","location":"London","description":"Lead the design of agent-based and network models of financial systems, turning research on contagion, feedback loops and regime change into simulations our clients rely on. You will hold a PhD in physics, applied mathematics or a related field and enjoy seeing theory meet real balance sheets.","datePosted":"2025-06-02"}'::jsonb),
  ('position', 'graph-data-platform-engineer', 2, '{"title":"Graph & Data Platform Engineer","department":"Engineering","location":"London","description":"Build the graph data layer at the heart of the Kosmos Core Engine: ingesting exposures, ownership and market data at scale, and serving it to simulations with predictable latency. Experience with graph databases, streaming pipelines and strongly typed languages is expected.","datePosted":"2025-06-02"}'::jsonb),
  ('position', 'full-stack-engineer-react-typescript', 3, '{"title":"Full-Stack Engineer (React/TypeScript)","department":"Product Engineering","location":"London","description":"Shape Kosmos Studio, our low-code workspace for building models and exploring results. You will own features from the API to the interface, care about accessibility and performance, and work closely with researchers and clients to make complex dynamics understandable.","datePosted":"2025-06-02"}'::jsonb),
  ('position', 'client-solutions-lead-financial-institutions', 4, '{"title":"Client Solutions Lead, Financial Institutions","department":"Commercial","location":"London","description":"Partner with risk, treasury and strategy teams at banks, asset managers and regulators to scope, deliver and grow Kosmos deployments. You bring a background in market or credit risk, consultative selling or implementation, and the credibility to discuss systemic risk with senior stakeholders.","datePosted":"2025-06-02"}'::jsonb)
on conflict (type, slug) do nothing;
