-- Read and unread per member of staff: opening an item (rpc/log_view, which the back office
-- calls as it shows one) marks it read for that person only; a colleague who has not opened it
-- still sees it new to them. The shared status (new, read, archived, spam) stays the team's.

create table public.inbox_reads (
  kind text not null check (kind = any (private.submission_tables())),
  item_id uuid not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  read_at timestamptz not null default now(),
  primary key (user_id, kind, item_id)
);
comment on table public.inbox_reads is
  'Which inbox items each member of staff has opened (public.log_view): their own unread marks and counts.';
alter table public.inbox_reads enable row level security;
-- Each person reads only their own marks; the database writes them (log_view), nobody else.
create policy inbox_reads_own on public.inbox_reads for select to authenticated
  using (user_id = (select auth.uid()) and (select public.is_staff()));
revoke all on public.inbox_reads from anon, authenticated;
grant select on public.inbox_reads to authenticated;

-- Opening an item: the view is logged, and the item is read for this person.
create or replace function public.log_view(target_table text, target_id text) returns void
  language plpgsql security definer set search_path = '' as $$
begin
  perform private.require_staff();
  if not (target_table = any (private.submission_tables())) then
    raise exception 'Unknown submission table' using errcode = '22023';
  end if;
  perform private.require_role(private.role_for(target_table));
  perform private.audit('view', target_table, target_id, '{}'::jsonb);
  if target_id ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    insert into public.inbox_reads (kind, item_id, user_id)
    values (target_table, target_id::uuid, auth.uid())
    on conflict do nothing;
  end if;
end
$$;

-- What is new to the caller: items of the kinds their roles read that arrived since their account
-- began, not archived or spam, that they have not opened. Newsletter sign-ups are not work to
-- open: never new. Among `p_ids` only when given (a page of the list: each found by its key), and
-- at most `p_at_most` (the menu's count stops at 100: the scan ends there, however many there are).
-- (Called by the two functions below, which check the caller first.)
create function private.new_to_caller(p_ids uuid[], p_at_most integer) returns table (kind text, id uuid)
  language plpgsql stable security definer set search_path = '' as $$
declare
  me uuid := auth.uid();
  since timestamptz := (select u.created_at from auth.users u where u.id = auth.uid());
  -- The caller's kinds, worked out once, not for each of many thousand rows.
  kinds text[] := array(select t from unnest(private.submission_tables()) t
                         where t <> 'newsletter_subscribers' and public.has_role(private.role_for(t)));
begin
  return query
    select i.kind, i.id
      from public.inbox i
     where (p_ids is null or i.id = any (p_ids))
       and i.kind = any (kinds)
       and i.created_at >= since
       and i.status not in ('archived', 'spam')
       and not exists (select 1 from public.inbox_reads r
                        where r.user_id = me and r.kind = i.kind and r.item_id = i.id)
     limit p_at_most;
end
$$;
revoke all on function private.new_to_caller(uuid[], integer) from public;

-- How many items are new to the caller, per kind, 100 in all at most (the menu says "99+"). Drawn
-- from visitors' submissions, so each asking is in the audit log, as the inbox's counts are.
create function public.inbox_unread() returns jsonb
  language plpgsql stable security definer set search_path = '' as $$
begin
  perform private.require_staff();
  return (select coalesce(jsonb_object_agg(kind, n), '{}'::jsonb)
            from (select n.kind, count(*) as n from private.new_to_caller(null, 100) n group by n.kind) counts);
end
$$;
revoke all on function public.inbox_unread() from public;
grant execute on function public.inbox_unread() to anon, authenticated, service_role;

-- Which of the items a page of the inbox shows are new to the caller: ids the caller has just
-- read (that read is audited), nothing more.
create function public.new_to_me(p_ids uuid[]) returns setof uuid
  language plpgsql stable security definer set search_path = '' as $$
begin
  perform private.require_staff();
  return query select n.id from private.new_to_caller(p_ids, null) n;
end
$$;
revoke all on function public.new_to_me(uuid[]) from public;
grant execute on function public.new_to_me(uuid[]) to anon, authenticated, service_role;

-- An item erased (by staff, a visitor's request or the retention sweep) takes its marks with it.
create function private.forget_inbox_reads() returns trigger
  language plpgsql security definer set search_path = '' as $$
begin
  delete from public.inbox_reads r where r.kind = tg_table_name and r.item_id = old.id;
  return old;
end
$$;
do $$
declare
  submission text;
begin
  foreach submission in array private.submission_tables() loop
    execute format('create trigger forget_inbox_reads after delete on public.%I
                      for each row execute function private.forget_inbox_reads()', submission);
  end loop;
end
$$;
