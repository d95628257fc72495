-- Issue 38: schedules. A change (the fields to publish) or an unpublish, due at a time, held in
-- the database and run by the server: one process takes each due schedule with its row locked and
-- applies it in the same transaction, so it runs once, and a schedule that fell due while every
-- server was stopped runs at the next start. A legal page published by a schedule takes the due
-- day (in London) as its effective date: never typed by hand for a scheduled change.

create table if not exists public.content_schedules (
  id uuid primary key default gen_random_uuid(),
  item_id uuid references public.content_items (id) on delete set null,
  type text not null default '',  -- the item's, set by check_content_schedule
  -- The item's title when it was scheduled, shown after the item was deleted.
  title text not null default '',
  action text not null check (action in ('publish', 'unpublish')),
  data jsonb check (data is null or (jsonb_typeof(data) = 'object' and pg_column_size(data) <= 262144)),
  due_at timestamptz not null,
  state text not null default 'waiting' check (state in ('waiting', 'done', 'failed', 'cancelled')),
  problem text,
  created_at timestamptz not null default now(),
  created_by text,
  ran_at timestamptz,
  check ((action = 'publish') = (data is not null))
);
create index if not exists content_schedules_due on public.content_schedules (due_at) where state = 'waiting';
alter table public.content_schedules enable row level security;
grant select on public.content_schedules to authenticated;
grant insert (item_id, action, data, due_at), update (state) on public.content_schedules to authenticated;

-- Who scheduled it and for which item are the database's to say; the fields are checked now, so a
-- change that could never be published is refused when it is scheduled, not at its hour.
create or replace function private.check_content_schedule() returns trigger
  language plpgsql security definer set search_path = ''
as $$
declare
  item public.content_items;
  fixed_type boolean;
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
  new.created_by := left(auth.jwt() ->> 'email', 254);
  if new.action = 'publish' then
    if exists (select 1 from private.content_types t, jsonb_array_elements(t.fields) f
                where t.type = item.type and f ->> 'name' = 'effectiveDate') then
      new.data := new.data || jsonb_build_object('effectiveDate', to_char(new.due_at at time zone 'Europe/London', 'YYYY-MM-DD'));
    end if;
    new.data := private.checked_content_data(item.type, new.data);
  end if;
  return new;
end
$$;
drop trigger if exists check_content_schedule on public.content_schedules;
create trigger check_content_schedule before insert or update on public.content_schedules
  for each row execute function private.check_content_schedule();

drop policy if exists "Its editors schedule" on public.content_schedules;
create policy "Its editors schedule" on public.content_schedules
  for all to authenticated
  using ((select public.may_edit_content(content_schedules.type)))
  with check ((select public.may_edit_content(
    (select c.type from public.content_items c where c.id = content_schedules.item_id))));

-- An item deleted before its hour: its schedules are cancelled, and say why.
create or replace function private.cancel_schedules_of_deleted_item() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  update public.content_schedules s set state = 'cancelled', problem = 'The item was deleted before its time'
   where s.item_id = old.id and s.state = 'waiting';
  return old;
end
$$;
drop trigger if exists cancel_schedules_of_deleted_item on public.content_items;
create trigger cancel_schedules_of_deleted_item before delete on public.content_items
  for each row execute function private.cancel_schedules_of_deleted_item();

-- The server's run of one due schedule, in one transaction (the row stays locked until it
-- commits, so no other server takes it): the change applied as the one who scheduled it would
-- (their name on the save and in the audit log), the schedule marked done; or, when the checks
-- refuse the change at its hour (a link whose page went), nothing applied and the schedule marked
-- failed with why. Answers the schedule's id, or null when none is due.
create or replace function private.run_due_schedule() returns uuid
  language plpgsql security definer set search_path = ''
as $$
declare
  due public.content_schedules;
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
    if due.action = 'publish' then
      update public.content_items c set data = due.data, live = true where c.id = due.item_id;
    else
      update public.content_items c set live = false where c.id = due.item_id;
    end if;
    perform private.audit('content_edit', 'content_schedules', due.id::text,
      jsonb_build_object('operation', 'scheduled ' || due.action, 'type', due.type, 'title', left(due.title, 200)));
    perform set_config('request.jwt.claims', '', true);
  exception when others then
    perform set_config('request.jwt.claims', '', true);
    update public.content_schedules s set state = 'failed', problem = left(sqlerrm, 2000), ran_at = now()
     where s.id = due.id;
  end;
  return due.id;
end
$$;
revoke all on function private.run_due_schedule() from public;
