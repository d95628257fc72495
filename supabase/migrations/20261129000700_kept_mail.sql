-- In development without a mail server, each mail is kept in its notice instead of sent: its
-- subject and text, for the back office's Notices to show (a confirmation link can be followed
-- from there). Never written in production (server/mail/plugin.ts).
alter table public.notification_outbox add column if not exists kept_subject text;
alter table public.notification_outbox add column if not exists kept_text text;
do $$
begin
  if not exists (select 1 from pg_constraint where conname = 'notification_outbox_kept_size') then
    alter table public.notification_outbox add constraint notification_outbox_kept_size
      check (char_length(kept_subject) <= 1000 and char_length(kept_text) <= 200000);
  end if;
end
$$;

create or replace function public.list_notices(filter_status text default null, max_rows integer default 50)
  returns jsonb
  language plpgsql stable security definer
  set search_path = ''
as $fn$
declare
  result jsonb;
  readable text[];
begin
  perform private.require_staff();
  -- Once per call, not per notice.
  readable := array(select t from unnest(private.submission_tables() || array['backup_runs']) t
                     where public.has_role(private.role_for(t)));
  select jsonb_build_object(
    'total', (select count(*) from public.notification_outbox o
               where (filter_status is null or o.status = filter_status) and o.submission_table = any (readable)),
    'notices', coalesce((
      select jsonb_agg(to_jsonb(n) order by n.created_at desc)
        from (
          select o.id, o.created_at, o.kind, o.submission_table, o.submission_id, o.status, o.attempts,
                 o.next_attempt_at, o.recipient, o.last_error, o.sent_at, o.kept_subject, o.kept_text
            from public.notification_outbox o
           where (filter_status is null or o.status = filter_status) and o.submission_table = any (readable)
           order by o.created_at desc
           limit least(greatest(coalesce(max_rows, 50), 1), 200)
        ) n
    ), '[]'::jsonb)
  ) into result;
  return result;
end
$fn$;
