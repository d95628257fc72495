-- The back office's notices view (issue 13 with issue 14's outbox, 20261124000400): staff at
-- aal2 read the outbox and send a failed notice again. After the outbox's own migration, since
-- it creates the table. A notice holds no personal data (table and id of a submission).

grant select on table public.notification_outbox to authenticated;
drop policy if exists "Staff read notices" on public.notification_outbox;
create policy "Staff read notices" on public.notification_outbox
  for select to authenticated using ((select public.is_staff()));
drop policy if exists "Only staff at aal2 read notices" on public.notification_outbox;
create policy "Only staff at aal2 read notices" on public.notification_outbox
  as restrictive for select to authenticated using ((select public.is_staff()));

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
revoke all on function public.send_notice_again(uuid) from public;
revoke all on function public.send_notice_again(uuid) from anon;
grant execute on function public.send_notice_again(uuid) to authenticated, service_role;
