-- The back office's notices view (issue 13 with issue 14's outbox, 20261124000400): staff at
-- aal2 list the outbox and send a failed notice again. After the outbox's own migration, since
-- it creates the table. The outbox stays closed to the API roles (no table grant): staff reach
-- it only through these functions, which check the caller first. A notice holds no personal
-- data (the table and id of a submission, the team's address, the mail server's answer).

-- The newest notices (optionally of one status) and how many there are.
create or replace function public.list_notices(filter_status text default null, max_rows integer default 50)
  returns jsonb
  language plpgsql stable security definer
  set search_path = ''
as $fn$
declare
  result jsonb;
begin
  perform private.require_staff();
  select jsonb_build_object(
    'total', (select count(*) from public.notification_outbox o where filter_status is null or o.status = filter_status),
    'notices', coalesce((
      select jsonb_agg(to_jsonb(n) order by n.created_at desc)
        from (
          select o.id, o.created_at, o.kind, o.submission_table, o.submission_id, o.status, o.attempts,
                 o.next_attempt_at, o.recipient, o.last_error, o.sent_at
            from public.notification_outbox o
           where filter_status is null or o.status = filter_status
           order by o.created_at desc
           limit least(greatest(coalesce(max_rows, 50), 1), 200)
        ) n
    ), '[]'::jsonb)
  ) into result;
  return result;
end
$fn$;

-- 'Send again' for staff: the outbox's resend_notification stays the service role's; this
-- checks the caller first.
create or replace function public.send_notice_again(notice_id uuid) returns boolean
  language plpgsql security definer
  set search_path = ''
as $fn$
begin
  perform private.require_staff();
  return public.resend_notification(notice_id);
end
$fn$;

do $do$
declare
  f text;
begin
  foreach f in array array['public.list_notices(text, integer)', 'public.send_notice_again(uuid)'] loop
    execute format('revoke all on function %s from public', f);
    execute format('revoke all on function %s from anon', f);
    execute format('grant execute on function %s to authenticated, service_role', f);
  end loop;
end
$do$;
