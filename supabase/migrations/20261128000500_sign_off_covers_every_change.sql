-- Sign-off covers every change a visitor would see (docs/decisions/048-staff-text-never-script.md
-- says why, with the other holes closed at the same time). Before, only a change of an item's
-- fields, address or whether it shows needed the colleague's approval: deleting a live item
-- (DELETE answered 200, taking its page off the site and its history with it) and moving it in
-- its list (sort_order) did not.
--
-- Now, for a type that needs sign-off:
-- - a change of its place in the list is refused like any other change: it is submitted for
--   review with the place it should take (content_reviews.sort_order), and goes live when approved;
-- - taking it off the site is submitted for review too (content_reviews.action = 'hide'), and the
--   approval hides it;
-- - a live item cannot be deleted: hidden through review first, it may then be deleted, which no
--   visitor sees;
-- - restoring an earlier version is a change of its fields: submitted, and approved, as any.

alter table public.content_reviews
  add column action text not null default 'publish' check (action in ('publish', 'hide')),
  add column sort_order integer;
grant insert (action, sort_order) on public.content_reviews to authenticated;

-- As in 0400, and a review that hides the item (no fields to check, no time to wait for) or
-- moves it in its list.
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
  if new.action = 'hide' then
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
    'operation', case when new.action = 'hide' then 'hiding submitted for review' else 'submitted for review' end,
    'type', item.type, 'title', left(new.title, 200)));
  return new;
end
$$;

-- As in 0100, and an approval that hides the item, or moves it to the place submitted.
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
    'operation', case when r.action = 'hide' then 'hiding approved' else 'approved' end,
    'type', r.type, 'title', left(r.title, 200), 'submitted_by', r.submitted_by)
    || case when later then jsonb_build_object('publish_at', r.publish_at) else '{}'::jsonb end);
  return item;
end
$$;

-- As in 2800, and every change a visitor sees: the item's place in its list, and its deletion while live.
create or replace function private.require_sign_off() returns trigger
  language plpgsql security definer set search_path = ''
as $$
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
drop trigger if exists require_sign_off on public.content_items;
create trigger require_sign_off before insert or update or delete on public.content_items
  for each row execute function private.require_sign_off();
