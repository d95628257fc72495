-- A move in a list whose type needs sign-off (the menus' links, with sign-off on) is submitted
-- for review like any change, rather than refused: the review carries the type's whole list in
-- its new order (action 'move', new_order), and the approval renumbers the list as a move without
-- sign-off does. The moved item's fields and whether it shows stay as they are.
alter table public.content_reviews add column if not exists new_order uuid[];
alter table public.content_reviews drop constraint if exists content_reviews_action_check;
alter table public.content_reviews add constraint content_reviews_action_check
  check (action in ('publish', 'hide', 'move'));
alter table public.content_reviews drop constraint if exists content_reviews_new_order_size;
alter table public.content_reviews add constraint content_reviews_new_order_size
  check (new_order is null or cardinality(new_order) <= 1000);
grant insert (new_order) on public.content_reviews to authenticated;

-- As in 20261128000500, and a move.
CREATE OR REPLACE FUNCTION private.check_content_review() RETURNS trigger
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

-- As in 20261128000500, and an approval that moves the item.
create or replace function public.approve_content_review(p_review uuid) returns public.content_items
  language plpgsql security definer set search_path = ''
as $$
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

