-- The accessibility check before publish: the server renders the pages a change would publish
-- and runs axe-core's rules that need no layout on them (server/publish/accessibility.ts); what it
-- found is kept here for the content it checked. A change whose check found a problem is held
-- back like a problem of the other checks before publish: an admin may publish it anyway with a
-- reason (public.publish_with_override), which the audit log keeps.

-- One row a checked content (its type and the fields as the database stores them, by their hash):
-- written by the server only, read by the trigger below.
create table private.accessibility_checks (
  type text not null,
  data_hash text not null,
  -- The routes rendered, and each problem: {route, rule, impact, help, elements, example}.
  routes text[] not null,
  violations jsonb not null check (jsonb_typeof(violations) = 'array'),
  checked_at timestamptz not null default now(),
  primary key (type, data_hash)
);
comment on table private.accessibility_checks is
  'What the accessibility check before publish found in the pages a content would publish (server/publish/accessibility.ts).';

-- Keeps what the server found for a content, and lets older checks go (a week is longer than
-- anyone keeps a change open between its preview and its publish).
create function private.record_accessibility_check(p_type text, p_data jsonb, p_routes text[], p_violations jsonb)
  returns text
  language plpgsql security definer set search_path = '' as $$
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
revoke all on function private.record_accessibility_check(text, jsonb, text[], jsonb) from public;

-- The problems found for exactly this content, as one sentence each.
create function private.accessibility_problems(p_type text, p_data jsonb) returns text
  language sql stable security definer set search_path = '' as $$
  select string_agg(format('%s on %s (%s element%s, for example %s).', v ->> 'help', v ->> 'route',
                           v ->> 'elements', case when v ->> 'elements' = '1' then '' else 's' end, v ->> 'example'),
                    ' ' order by v ->> 'route', v ->> 'rule')
    from private.accessibility_checks c
   cross join lateral jsonb_array_elements(c.violations) v
   where c.type = p_type and c.data_hash = md5(p_data::text)
$$;
revoke all on function private.accessibility_problems(text, jsonb) from public;

-- A change made through the API that would show a page with a problem the check found is refused,
-- unless an admin's override let it through in this transaction. Named to run after the item's
-- own checks (check_content_item stores the fields as they are hashed here).
create function private.hold_accessibility_problems() returns trigger
  language plpgsql security definer set search_path = '' as $$
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
create trigger hold_accessibility_problems before insert or update on public.content_items
  for each row execute function private.hold_accessibility_problems();

-- An admin's publish past the checks keeps, in the audit log, the accessibility problems it was
-- published with beside the other checks' problems.
create or replace function public.publish_with_override(p_item uuid, p_data jsonb, p_version integer, p_reason text)
  returns public.content_items
  language plpgsql security definer set search_path = ''
as $$
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
