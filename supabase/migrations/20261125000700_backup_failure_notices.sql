-- A failed scheduled backup sends a notice through the outbox (issue 23), to NOTIFY_DEFAULT, the
-- way a new submission does: the run's row is what the notice names, so the outbox keeps holding
-- no personal data and the worker, its retries and 'send again' serve it unchanged.

-- The notice names its subject by id; a run was keyed by its scheduled time only.
alter table private.backup_runs add column if not exists id uuid not null default gen_random_uuid();
create unique index if not exists backup_runs_id_key on private.backup_runs (id);

alter table public.notification_outbox drop constraint if exists notification_outbox_kind_check;
alter table public.notification_outbox add constraint notification_outbox_kind_check check (kind in (
  'demo-request', 'partner-inquiry', 'media-request', 'general-question',
  'job-application', 'research-partnership', 'incubation-application', 'newsletter-subscription',
  'backup-failed'
));

alter table public.notification_outbox drop constraint if exists notification_outbox_submission_table_check;
alter table public.notification_outbox add constraint notification_outbox_submission_table_check check (submission_table in (
  'contact_submissions', 'job_applications', 'research_partnerships', 'incubation_programme',
  'newsletter_subscribers', 'backup_runs'
));

-- A notice's kind goes with its table: nothing but a backup run's notice names backup_runs.
alter table public.notification_outbox drop constraint if exists notification_outbox_backup_kind_check;
alter table public.notification_outbox add constraint notification_outbox_backup_kind_check
  check ((kind = 'backup-failed') = (submission_table = 'backup_runs'));
