-- Issue 38: the outbox tells the author of a schedule when it ran or failed (decision 044). The
-- mail goes to the address that made the schedule (content_schedules.created_by), queued in the
-- transaction that runs it, so a schedule that ran is never left unreported.

alter table public.notification_outbox drop constraint if exists notification_outbox_kind_check;
alter table public.notification_outbox add constraint notification_outbox_kind_check check (kind in (
  'demo-request', 'partner-inquiry', 'media-request', 'general-question',
  'job-application', 'research-partnership', 'incubation-application', 'newsletter-subscription',
  'backup-failed', 'staff-invite', 'newsletter-confirm', 'application-received', 'schedule-outcome'
));
alter table public.notification_outbox drop constraint if exists notification_outbox_submission_table_check;
alter table public.notification_outbox add constraint notification_outbox_submission_table_check check (
  submission_table in ('contact_submissions', 'job_applications', 'research_partnerships', 'incubation_programme',
    'newsletter_subscribers', 'backup_runs', 'users', 'content_schedules'));
alter table public.notification_outbox drop constraint if exists notification_outbox_schedule_kind_check;
alter table public.notification_outbox add constraint notification_outbox_schedule_kind_check check (
  (kind = 'schedule-outcome') = (submission_table = 'content_schedules'));

-- As in 2700, and the author told of the outcome either way.
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
  if due.created_by is not null then
    insert into public.notification_outbox (kind, submission_table, submission_id)
    values ('schedule-outcome', 'content_schedules', due.id)
    on conflict (submission_table, submission_id, kind) do nothing;
  end if;
  return due.id;
end
$$;
