-- Issue 38: a type that needs sign-off can be published at a time (decision 045). Its author
-- submits the change with the time it should go live (content_reviews.publish_at); the colleague
-- who approves it makes the schedule (content_schedules.review_id), which the server runs at that
-- time as for any schedule, under the author's name. Staff cannot make such a schedule themselves
-- (no grant on review_id); a change approved for a time fails then, saying why, if the item was
-- published again after it was submitted.

alter table public.content_reviews add column publish_at timestamptz;
grant insert (publish_at) on public.content_reviews to authenticated;

alter table public.content_schedules add column review_id uuid
  references public.content_reviews (id) on delete set null;
-- One schedule an approval.
create unique index content_schedules_one_a_review on public.content_schedules (review_id) where review_id is not null;

-- As in 2800, and a time to publish at: in the future, a legal page's effective date its day in London.
create or replace function private.check_content_review() returns trigger
  language plpgsql security definer set search_path = ''
as $$
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
  if new.publish_at is not null and exists (select 1 from private.content_types t, jsonb_array_elements(t.fields) f
                                             where t.type = item.type and f ->> 'name' = 'effectiveDate') then
    new.data := new.data || jsonb_build_object('effectiveDate',
      to_char(new.publish_at at time zone 'Europe/London', 'YYYY-MM-DD'));
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

-- As in 2800, and a change submitted with a time still to come is scheduled for it, not published now.
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
    update public.content_items c set data = r.data, live = true where c.id = r.item_id returning * into item;
    delete from private.allowed_changes a where a.xact = txid_current();
  end if;
  -- The author's draft became the item, or its schedule.
  delete from public.content_drafts d where d.item_id = r.item_id and d.saved_by is not distinct from r.submitted_by
     and d.data = r.data;
  perform private.audit('content_edit', 'content_reviews', r.item_id::text, jsonb_build_object(
    'operation', 'approved', 'type', r.type, 'title', left(r.title, 200), 'submitted_by', r.submitted_by)
    || case when later then jsonb_build_object('publish_at', r.publish_at) else '{}'::jsonb end);
  return item;
end
$$;

-- As in 2800, and the schedule an approval makes: of a sign-off type, its author's, of the data approved.
create or replace function private.check_content_schedule() returns trigger
  language plpgsql security definer set search_path = ''
as $$
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
    if exists (select 1 from private.content_types t, jsonb_array_elements(t.fields) f
                where t.type = item.type and f ->> 'name' = 'effectiveDate') then
      new.data := new.data || jsonb_build_object('effectiveDate', to_char(new.due_at at time zone 'Europe/London', 'YYYY-MM-DD'));
    end if;
    new.data := private.checked_content_data(item.type, new.data);
    perform private.refuse_check_problems(item.type, new.data, item.data, 'Not scheduled');
  end if;
  return new;
end
$$;

-- As in 2900, and an approved change runs with its approval (require_sign_off lets it through)
-- only if the item is still the version it was submitted from.
create or replace function private.run_due_schedule() returns uuid
  language plpgsql security definer set search_path = ''
as $$
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
