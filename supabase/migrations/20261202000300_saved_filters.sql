-- Saved filters per member of staff: a name and the inbox's filters (kind, status, dates) as its
-- address holds them. Never the search words: a person's name or address kept in a saved filter
-- would outlive their erasure.
create table public.inbox_saved_filters (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  name text not null constraint inbox_saved_filters_name check (char_length(btrim(name)) between 1 and 60),
  search text not null constraint inbox_saved_filters_search check (
    char_length(search) <= 300
    and search ~ '^([a-z]+=[A-Za-z0-9_.:-]*(&[a-z]+=[A-Za-z0-9_.:-]*)*)?$'
    and search !~ '(^|&)(q|page)='),
  created_at timestamptz not null default now(),
  constraint inbox_saved_filters_unique unique (user_id, name)
);
comment on table public.inbox_saved_filters is 'Each member of staff''s saved inbox filters (kind, status, dates; never search words).';
alter table public.inbox_saved_filters enable row level security;
create policy inbox_saved_filters_read on public.inbox_saved_filters for select to authenticated
  using (user_id = (select auth.uid()) and (select public.is_staff()));
create policy inbox_saved_filters_add on public.inbox_saved_filters for insert to authenticated
  with check (user_id = (select auth.uid()) and (select public.is_staff()));
create policy inbox_saved_filters_remove on public.inbox_saved_filters for delete to authenticated
  using (user_id = (select auth.uid()) and (select public.is_staff()));
revoke all on public.inbox_saved_filters from anon, authenticated;
grant select, insert, delete on public.inbox_saved_filters to authenticated;

-- Twenty each: a list longer than that is no longer a shortcut.
create function private.limit_saved_filters() returns trigger
  language plpgsql security definer set search_path = '' as $$
begin
  if (select count(*) from public.inbox_saved_filters f where f.user_id = new.user_id) >= 20 then
    raise exception 'You have 20 saved filters: remove one before saving another' using errcode = '23514', hint = 'name';
  end if;
  return new;
end
$$;
create trigger limit_saved_filters before insert on public.inbox_saved_filters
  for each row execute function private.limit_saved_filters();
