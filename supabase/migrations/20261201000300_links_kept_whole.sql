-- No publish leaves a link of the site pointing at nothing. Every link is checked when its item is
-- saved (check_content_links); this holds the other side: taking a page off (an article hidden or
-- deleted) while other items on the site still link to it is refused, naming them, unless a
-- redirect keeps the address, or an admin takes it off anyway, saying why (audited).

-- The live items (but one) whose links, in a link field or in rich text, lead to a path of the site.
create function private.items_linking_to(p_path text, p_except uuid)
returns table (item_id uuid, type text, title text, label text)
  language sql stable security definer set search_path = '' as $$
  select c.id, c.type, c.data ->> t.title_field, f.label
    from public.content_items c
    join private.content_types t on t.type = c.type
   cross join lateral jsonb_to_recordset(t.fields) as f(name text, label text, kind text)
   where c.live and c.id is distinct from p_except and f.kind in ('url', 'richText')
     and p_path = any (case when f.kind = 'url' then array[private.site_path_of(c.data ->> f.name)]
                            else array(select private.site_path_of(h) from unnest(private.rich_text_hrefs(c.data -> f.name)) h) end)
   order by c.type, c.sort_order, c.id
$$;
revoke all on function private.items_linking_to(text, uuid) from public;

create function private.hold_broken_links() returns trigger
  language plpgsql security definer set search_path = '' as $$
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
create trigger hold_broken_links before update of live or delete on public.content_items
  for each row when (old.type = 'resource') execute function private.hold_broken_links();

-- An admin takes a page off although links lead to it, saying why: the links stay as they are
-- (the site answers them with its missing page) and the log keeps the reason and what broke.
create function public.take_off_with_override(p_item uuid, p_version integer, p_reason text)
returns public.content_items
  language plpgsql security definer set search_path = '' as $$
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
revoke all on function public.take_off_with_override(uuid, integer, text) from public;
grant execute on function public.take_off_with_override(uuid, integer, text) to anon, authenticated;
