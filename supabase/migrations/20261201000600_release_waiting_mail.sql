-- A release submitted for sign-off is mailed to the colleagues who may sign it off: active staff
-- who did not submit it and whose roles edit every type it changes. Queued in the transaction that
-- submits it.

alter table public.notification_outbox drop constraint if exists notification_outbox_kind_check;
alter table public.notification_outbox add constraint notification_outbox_kind_check check (kind in (
  'demo-request', 'partner-inquiry', 'media-request', 'general-question',
  'job-application', 'research-partnership', 'incubation-application', 'newsletter-subscription',
  'backup-failed', 'staff-invite', 'newsletter-confirm', 'application-received', 'schedule-outcome',
  'review-waiting', 'review-decided', 'claim-due', 'release-waiting'
));
alter table public.notification_outbox drop constraint if exists notification_outbox_submission_table_check;
alter table public.notification_outbox add constraint notification_outbox_submission_table_check check (
  submission_table in ('contact_submissions', 'job_applications', 'research_partnerships', 'incubation_programme',
    'newsletter_subscribers', 'backup_runs', 'users', 'content_schedules', 'content_reviews', 'content_claims',
    'content_releases'));
alter table public.notification_outbox add constraint notification_outbox_release_kind_check check (
  (kind = 'release-waiting') = (submission_table = 'content_releases'));

-- Who may sign a release off: whoever may approve a change to every type in it, but its author.
create function private.release_reviewers(p_release uuid) returns text[]
  language sql stable security definer set search_path = '' as $$
  select coalesce(array_agg(e.email order by e.email), '{}')
    from unnest(private.reviewers_of(
           (select min(i.type) from public.content_release_items i where i.release_id = p_release),
           (select r.submitted_by from public.content_releases r where r.id = p_release))) as e(email)
   where not exists (
     select 1 from public.content_release_items i
      where i.release_id = p_release
        and not (e.email = any (private.reviewers_of(i.type, null))))
$$;
revoke all on function private.release_reviewers(uuid) from public;

create function private.queue_release_mail() returns trigger
  language plpgsql security definer set search_path = '' as $$
begin
  if new.state = 'submitted' and old.state is distinct from 'submitted' then
    insert into public.notification_outbox (kind, submission_table, submission_id)
    values ('release-waiting', 'content_releases', new.id)
    on conflict (submission_table, submission_id, kind) do update
      set status = 'pending', attempts = 0, next_attempt_at = now(), claimed_until = null, last_error = null,
          sent_at = null;
  end if;
  return null;
end
$$;
create trigger queue_release_mail after update of state on public.content_releases
  for each row execute function private.queue_release_mail();
