-- Sign-off tells people: a change submitted for review is mailed to the colleagues who may approve
-- it (every active member of staff holding the type's role, or admin, but its author), and the
-- decision to its author. Queued in the transaction that submits or decides, so neither is lost.

alter table public.notification_outbox drop constraint if exists notification_outbox_kind_check;
alter table public.notification_outbox add constraint notification_outbox_kind_check check (kind in (
  'demo-request', 'partner-inquiry', 'media-request', 'general-question',
  'job-application', 'research-partnership', 'incubation-application', 'newsletter-subscription',
  'backup-failed', 'staff-invite', 'newsletter-confirm', 'application-received', 'schedule-outcome',
  'review-waiting', 'review-decided'
));
alter table public.notification_outbox drop constraint if exists notification_outbox_submission_table_check;
alter table public.notification_outbox add constraint notification_outbox_submission_table_check check (
  submission_table in ('contact_submissions', 'job_applications', 'research_partnerships', 'incubation_programme',
    'newsletter_subscribers', 'backup_runs', 'users', 'content_schedules', 'content_reviews'));
alter table public.notification_outbox drop constraint if exists notification_outbox_review_kind_check;
alter table public.notification_outbox add constraint notification_outbox_review_kind_check check (
  (kind in ('review-waiting', 'review-decided')) = (submission_table = 'content_reviews'));

-- Who may approve a change to a type: active staff (signed up, not disabled or removed) holding
-- its role or admin, but the change's author.
create or replace function private.reviewers_of(p_type text, p_author text) returns text[]
language sql stable security definer
set search_path = ''
as $$
  select coalesce(array_agg(u.email order by u.email), '{}')
    from auth.users u
   where u.raw_app_meta_data ->> 'role' = 'staff'
     and u.deleted_at is null
     and (u.banned_until is null or u.banned_until <= pg_catalog.now())
     and coalesce(u.raw_app_meta_data ->> 'password_change_required', 'false') <> 'true'
     and pg_catalog.jsonb_typeof(u.raw_app_meta_data -> 'roles') = 'array'
     and (u.raw_app_meta_data -> 'roles' ? 'admin'
          or u.raw_app_meta_data -> 'roles' ? (select t.role from private.content_types t where t.type = p_type))
     and u.email is not null
     and lower(u.email) is distinct from lower(p_author)
$$;
revoke all on function private.reviewers_of(text, text) from public;

create or replace function private.queue_review_mail() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' and new.state = 'waiting' then
    insert into public.notification_outbox (kind, submission_table, submission_id)
    values ('review-waiting', 'content_reviews', new.id)
    on conflict (submission_table, submission_id, kind) do nothing;
  elsif tg_op = 'UPDATE' and old.state = 'waiting' and new.state in ('approved', 'sent back')
        and new.submitted_by is not null then
    insert into public.notification_outbox (kind, submission_table, submission_id)
    values ('review-decided', 'content_reviews', new.id)
    on conflict (submission_table, submission_id, kind) do nothing;
  end if;
  return null;
end
$$;

create trigger queue_review_mail after insert or update of state on public.content_reviews
  for each row execute function private.queue_review_mail();
