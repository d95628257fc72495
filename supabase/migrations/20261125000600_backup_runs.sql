-- Scheduled backups (issue 23): one row a scheduled time, claimed by the first server process to
-- insert it (so with several processes only one takes each run), then its outcome. Staff see the
-- latest runs through last_backup_runs(); nothing here is personal data.
create table if not exists private.backup_runs (
  scheduled_for timestamptz primary key,
  started_at timestamptz not null default now(),
  finished_at timestamptz,
  outcome text check (outcome in ('succeeded', 'failed')),
  size_bytes bigint,
  duration_ms integer,
  archive text check (archive is null or char_length(archive) <= 300),
  error text check (error is null or char_length(error) <= 2000)
);

create or replace function public.last_backup_runs(max_rows integer default 10) returns jsonb
  language plpgsql stable security definer
  set search_path = ''
as $fn$
begin
  perform private.require_staff();
  return coalesce((
    select jsonb_agg(to_jsonb(r) order by r.scheduled_for desc)
      from (select * from private.backup_runs order by scheduled_for desc limit least(greatest(coalesce(max_rows, 10), 1), 100)) r
  ), '[]'::jsonb);
end
$fn$;
revoke all on function public.last_backup_runs(integer) from public;
grant execute on function public.last_backup_runs(integer) to authenticated;
