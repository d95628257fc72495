-- Issue 37: each time a server renders the routes of changed content, a row the editor reads to
-- see when each route is live (or why it is not: the last good page stays served).
create table if not exists public.content_publishes (
  id bigint generated always as identity primary key,
  types text[] not null,
  routes text[] not null,
  -- requested: a site on a CDN, whose deploy hook accepted the change (PUBLISH_HOOK_URL).
  state text not null default 'rendering' check (state in ('rendering', 'live', 'requested', 'failed')),
  -- Per route: how long it took, or the error that kept it from being published.
  results jsonb not null default '[]'::jsonb,
  error text check (error is null or char_length(error) <= 2000),
  started_at timestamptz not null default now(),
  finished_at timestamptz
);
create index if not exists content_publishes_started on public.content_publishes (started_at desc);
alter table public.content_publishes enable row level security;
grant select on public.content_publishes to authenticated;
drop policy if exists "Staff see what was published" on public.content_publishes;
create policy "Staff see what was published" on public.content_publishes for select to authenticated
  using ((select public.is_staff()));
