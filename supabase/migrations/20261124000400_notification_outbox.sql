-- The notification outbox (issue 14, docs/decisions/012-notification-outbox.md): every new
-- submission writes a notice row in the same transaction as the submission itself, by a
-- trigger, so a notice exists whichever way the row arrived (the embedded API, a hosted
-- Supabase project's API, SQL). The server's mail worker (server/mail/) sends the notices.
--
-- A notice holds no personal data: it names the submission (table and id), and the worker
-- reads the row when it writes the mail, so erasing a submission leaves nothing behind here.
--
-- Applies unchanged on PGlite, PostgreSQL 15 and a hosted Supabase project.

create table if not exists public.notification_outbox (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  -- What was sent, which decides who hears of it (NOTIFY_* in server/config.ts).
  kind text not null check (kind in (
    'demo-request', 'partner-inquiry', 'media-request', 'general-question',
    'job-application', 'research-partnership', 'incubation-application', 'newsletter-subscription'
  )),
  submission_table text not null check (submission_table in (
    'contact_submissions', 'job_applications', 'research_partnerships', 'incubation_programme',
    'newsletter_subscribers'
  )),
  submission_id uuid not null,
  status text not null default 'pending' check (status in ('pending', 'sent', 'failed')),
  -- Delivery attempts so far (claims: a claim counts even if the worker died before the answer).
  attempts integer not null default 0 check (attempts >= 0),
  -- Not sent before this time (the retry backoff).
  next_attempt_at timestamptz not null default now(),
  -- A worker is sending it until this time; once past, a worker that died is presumed dead
  -- and the notice is due again (at-least-once).
  claimed_until timestamptz,
  -- The address(es) of the last attempt, from the configuration at that time.
  recipient text check (recipient is null or char_length(recipient) <= 2000),
  last_error text check (last_error is null or char_length(last_error) <= 2000),
  sent_at timestamptz,
  -- The Message-ID header, the same on every attempt, so a duplicate is recognisable.
  message_id text check (message_id is null or char_length(message_id) <= 300),
  -- One notice per submission: 'send again' reuses it.
  constraint notification_outbox_submission_key unique (submission_table, submission_id)
);

-- What the worker asks every few seconds: the pending notices that are due.
create index if not exists notification_outbox_due_idx
  on public.notification_outbox (next_attempt_at) where status = 'pending';
-- The notices view lists the newest first.
create index if not exists notification_outbox_created_at_idx on public.notification_outbox (created_at desc);

-- Only the owner (the worker, migrations) and the service role. Staff read access comes with the
-- back office (its own migration); visitors never see a notice. A hosted project grants new
-- tables to the API roles by default, so revoke first.
revoke all on table public.notification_outbox from public, anon, authenticated;
grant all on table public.notification_outbox to service_role;
alter table public.notification_outbox enable row level security;

-- The trigger: runs as the table's owner (SECURITY DEFINER), since visitors insert as `anon`,
-- which has no right on the outbox. The empty search_path and qualified names keep a caller
-- from substituting objects of its own.
create or replace function public.enqueue_submission_notice()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  notice_kind text;
begin
  if tg_table_name = 'contact_submissions' then
    -- The four inquiry types are kinds of their own (routed to sales, press or the default).
    notice_kind := pg_catalog.to_jsonb(new) ->> 'inquiry_type';
  else
    notice_kind := tg_argv[0];
  end if;
  insert into public.notification_outbox (kind, submission_table, submission_id)
  values (notice_kind, tg_table_name, new.id);
  return null;
end
$$;

revoke all on function public.enqueue_submission_notice() from public, anon, authenticated;

drop trigger if exists enqueue_notice on public.contact_submissions;
create trigger enqueue_notice after insert on public.contact_submissions
  for each row execute function public.enqueue_submission_notice();

drop trigger if exists enqueue_notice on public.job_applications;
create trigger enqueue_notice after insert on public.job_applications
  for each row execute function public.enqueue_submission_notice('job-application');

drop trigger if exists enqueue_notice on public.research_partnerships;
create trigger enqueue_notice after insert on public.research_partnerships
  for each row execute function public.enqueue_submission_notice('research-partnership');

drop trigger if exists enqueue_notice on public.incubation_programme;
create trigger enqueue_notice after insert on public.incubation_programme
  for each row execute function public.enqueue_submission_notice('incubation-application');

drop trigger if exists enqueue_notice on public.newsletter_subscribers;
create trigger enqueue_notice after insert on public.newsletter_subscribers
  for each row execute function public.enqueue_submission_notice('newsletter-subscription');

-- 'Send again' (the notices view): a failed notice becomes pending and due now, its attempts
-- counted afresh; the Message-ID stays, since no copy reached anyone. True when it was failed.
-- Executable by the service role only for now; the back office's migration grants it to staff.
create or replace function public.resend_notification(notice_id uuid)
returns boolean
language sql
security definer
set search_path = ''
as $$
  with resent as (
    update public.notification_outbox
    set status = 'pending', attempts = 0, next_attempt_at = pg_catalog.now(), claimed_until = null
    where id = notice_id and status = 'failed'
    returning 1
  )
  select exists (select 1 from resent)
$$;

revoke all on function public.resend_notification(uuid) from public, anon, authenticated;
grant execute on function public.resend_notification(uuid) to service_role;
