-- Issue 38: the effective date a time gives content that has one (a legal page's "Last updated"
-- is the London day its version went live), written once. A change submitted for review with a
-- time (045) and a schedule (043) both take it from here; they each spelled it before.

-- The data as it goes live at p_at: for a type with an effective date, that time's London day.
create function private.dated_for(p_type text, p_data jsonb, p_at timestamptz) returns jsonb
  language sql stable set search_path = ''
as $$
  select case
    when exists (select 1 from private.content_types t, jsonb_array_elements(t.fields) f
                  where t.type = p_type and f ->> 'name' = 'effectiveDate')
    then p_data || jsonb_build_object('effectiveDate', to_char(p_at at time zone 'Europe/London', 'YYYY-MM-DD'))
    else p_data
  end
$$;

-- As in 0100, the effective date from the function above.
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
  if new.publish_at is not null and new.publish_at <= now() then
    raise exception 'Publish at: choose a time in the future' using errcode = '23514', hint = 'publish_at';
  end if;
  if new.publish_at is not null then
    new.data := private.dated_for(item.type, new.data, new.publish_at);
  end if;
  new.type := item.type;
  new.title := coalesce(new.data ->> (select t.title_field from private.content_types t where t.type = item.type), '');
  new.data := private.checked_content_data(item.type, new.data);
  perform private.refuse_check_problems(item.type, new.data, item.data, 'Not submitted');
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
    'operation', 'submitted for review', 'type', item.type, 'title', left(new.title, 200)));
  return new;
end
$$;


-- As in 0100, the effective date from the function above.
CREATE OR REPLACE FUNCTION private.check_content_schedule() RETURNS trigger
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

