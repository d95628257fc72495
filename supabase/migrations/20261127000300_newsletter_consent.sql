-- The newsletter keeps the privacy notice's promises (issue 40): double opt-in, one-click
-- unsubscribe, a suppression list, sending from the back office, and an acknowledgement to
-- every applicant. docs/decisions/036-newsletter.md says why each piece is as it is.
--
-- A sign-up stores the address as 'unconfirmed' and queues a confirmation mail; the worker makes
-- the link's token as it sends the mail (only its SHA-256 is kept, 7 days). Confirming records
-- when, from which address and with which wording. Unsubscribing deletes the row and keeps only a
-- keyed hash of the address (HMAC-SHA-256 with a key made here, never exported by the API), so
-- the address is never written to again and a new sign-up of it changes nothing.

-- The key of the keyed hashes: made once, in the database, so every server process and a restore agree.
create table if not exists private.newsletter_key (
  id boolean primary key default true check (id),
  key bytea not null
);
insert into private.newsletter_key (id, key) values (true, extensions.gen_random_bytes(32)) on conflict (id) do nothing;

-- HMAC-SHA-256 of a text with that key: the one keyed hash the addresses and the unsubscribe tokens use.
create or replace function private.keyed_hash(value text) returns bytea
  language sql stable security definer
  set search_path = ''
as $fn$
  select extensions.hmac(convert_to(value, 'UTF8'), k.key, 'sha256') from private.newsletter_key k
$fn$;
revoke all on function private.keyed_hash(text) from public;

create or replace function private.address_hash(address text) returns bytea
  language sql stable security definer
  set search_path = ''
as $fn$
  select private.keyed_hash(pg_catalog.lower(pg_catalog.btrim(address)))
$fn$;
revoke all on function private.address_hash(text) from public;

-- Addresses never to be written to again: a keyed hash each, and why (no address, no person).
create table if not exists private.newsletter_suppressions (
  address_hash bytea primary key,
  reason text not null check (reason in ('unsubscribed', 'erased')),
  created_at timestamptz not null default now()
);

alter table public.newsletter_subscribers
  add column if not exists state text not null default 'unconfirmed' check (state in ('unconfirmed', 'confirmed')),
  add column if not exists confirmed_at timestamptz,
  add column if not exists confirmed_from text check (confirmed_from is null or char_length(confirmed_from) <= 64),
  add column if not exists consent_wording text check (consent_wording is null or char_length(consent_wording) <= 1000);
create index if not exists newsletter_subscribers_unconfirmed on public.newsletter_subscribers (created_at)
  where state = 'unconfirmed';

-- The confirmation link of an unconfirmed sign-up: when the last mail was queued (one a day at
-- most), and the hash of the token the last mail carried.
create table if not exists private.newsletter_confirmations (
  subscriber_id uuid primary key references public.newsletter_subscribers (id) on delete cascade,
  mail_queued_at timestamptz not null default now(),
  token_hash text unique,
  expires_at timestamptz,
  used_at timestamptz
);

-- A submission may now raise more than one notice (the team's, and the mail to the person who
-- sent it): one of each kind. A confirmation mail asked for again re-arms its notice.
alter table public.notification_outbox drop constraint if exists notification_outbox_submission_key;
alter table public.notification_outbox add constraint notification_outbox_submission_key unique (submission_table, submission_id, kind);

create or replace function private.queue_confirmation_mail(subscriber uuid) returns void
  language sql security definer
  set search_path = ''
as $fn$
  insert into public.notification_outbox (kind, submission_table, submission_id)
  values ('newsletter-confirm', 'newsletter_subscribers', subscriber)
  on conflict (submission_table, submission_id, kind) do update
    set status = 'pending', next_attempt_at = now(), claimed_until = null, last_error = null
$fn$;
revoke all on function private.queue_confirmation_mail(uuid) from public;

alter table public.notification_outbox drop constraint if exists notification_outbox_kind_check;
alter table public.notification_outbox add constraint notification_outbox_kind_check check (kind in (
  'demo-request', 'partner-inquiry', 'media-request', 'general-question',
  'job-application', 'research-partnership', 'incubation-application', 'newsletter-subscription',
  'backup-failed', 'staff-invite', 'newsletter-confirm', 'application-received'
));

-- A sign-up (the API's insert, as anyone): a new address is stored unconfirmed and its
-- confirmation mail queued; an unconfirmed one gets one more mail at most once a day; a
-- confirmed or suppressed one changes nothing. The insert answers the same in every case.
-- The advisory lock makes two sign-ups of one address take turns.
create or replace function private.newsletter_sign_up() returns trigger
  language plpgsql security definer
  set search_path = ''
as $fn$
declare
  known public.newsletter_subscribers;
begin
  perform pg_advisory_xact_lock(hashtextextended('newsletter:' || new.email, 0));
  if exists (select 1 from private.newsletter_suppressions s where s.address_hash = private.address_hash(new.email)) then
    return null;
  end if;
  select * into known from public.newsletter_subscribers s where s.email = new.email;
  if found then
    if known.state = 'unconfirmed' then
      update private.newsletter_confirmations c set mail_queued_at = now()
       where c.subscriber_id = known.id and c.mail_queued_at <= now() - interval '1 day';
      if found then
        perform private.queue_confirmation_mail(known.id);
      end if;
    end if;
    return null;
  end if;
  -- Whatever the caller sent, a sign-up starts unconfirmed (the grant allows the email column only; this holds for the owner too).
  new.state := 'unconfirmed';
  new.confirmed_at := null;
  new.confirmed_from := null;
  new.consent_wording := null;
  return new;
end
$fn$;
revoke all on function private.newsletter_sign_up() from public;

create or replace function private.queue_newsletter_confirmation() returns trigger
  language plpgsql security definer
  set search_path = ''
as $fn$
begin
  insert into private.newsletter_confirmations (subscriber_id) values (new.id);
  perform private.queue_confirmation_mail(new.id);
  return null;
end
$fn$;
revoke all on function private.queue_newsletter_confirmation() from public;

drop trigger if exists skip_known_subscriber on public.newsletter_subscribers;
drop function if exists private.skip_known_subscriber();
drop trigger if exists newsletter_sign_up on public.newsletter_subscribers;
create trigger newsletter_sign_up before insert on public.newsletter_subscribers
  for each row execute function private.newsletter_sign_up();
drop trigger if exists queue_confirmation on public.newsletter_subscribers;
create trigger queue_confirmation after insert on public.newsletter_subscribers
  for each row execute function private.queue_newsletter_confirmation();
-- The team hears of a subscriber once they confirm, not of every address typed into the box.
drop trigger if exists enqueue_notice on public.newsletter_subscribers;
create trigger enqueue_notice after update of state on public.newsletter_subscribers
  for each row when (old.state = 'unconfirmed' and new.state = 'confirmed')
  execute function public.enqueue_submission_notice('newsletter-subscription');

-- The worker, as it sends a confirmation mail: the new link (the previous one stops working).
-- False when there is nothing to confirm any more (confirmed meanwhile, or gone).
create or replace function private.open_newsletter_confirmation(subscriber uuid, new_token_hash text, days integer)
  returns boolean
  language plpgsql security definer
  set search_path = ''
as $fn$
begin
  update private.newsletter_confirmations c
     set token_hash = new_token_hash, expires_at = now() + make_interval(days => days), used_at = null
    from public.newsletter_subscribers s
   where c.subscriber_id = subscriber and s.id = subscriber and s.state = 'unconfirmed';
  return found;
end
$fn$;
revoke all on function private.open_newsletter_confirmation(uuid, text, integer) from public;

-- The link's answer: 'confirmed', 'used' (confirmed already: the second use), 'expired', or 'unknown'.
create or replace function private.confirm_newsletter(link_token_hash text, from_address text, wording text)
  returns text
  language plpgsql security definer
  set search_path = ''
as $fn$
declare
  link private.newsletter_confirmations;
begin
  select * into link from private.newsletter_confirmations c where c.token_hash = link_token_hash for update;
  if not found then return 'unknown'; end if;
  if link.used_at is not null then return 'used'; end if;
  if link.expires_at <= now() then return 'expired'; end if;
  update private.newsletter_confirmations c set used_at = now() where c.subscriber_id = link.subscriber_id;
  update public.newsletter_subscribers s
     set state = 'confirmed', confirmed_at = now(), confirmed_from = left(from_address, 64), consent_wording = left(wording, 1000)
   where s.id = link.subscriber_id and s.state = 'unconfirmed';
  return 'confirmed';
end
$fn$;
revoke all on function private.confirm_newsletter(text, text, text) from public;

-- 'A new link' from an expired one: 'queued', or 'wait' (one mail a day), or 'unknown'.
create or replace function private.renew_newsletter_confirmation(link_token_hash text) returns text
  language plpgsql security definer
  set search_path = ''
as $fn$
declare
  link private.newsletter_confirmations;
begin
  select * into link from private.newsletter_confirmations c where c.token_hash = link_token_hash and c.used_at is null for update;
  if not found then return 'unknown'; end if;
  if link.mail_queued_at > now() - interval '1 day' then return 'wait'; end if;
  update private.newsletter_confirmations c set mail_queued_at = now() where c.subscriber_id = link.subscriber_id;
  perform private.queue_confirmation_mail(link.subscriber_id);
  return 'queued';
end
$fn$;
revoke all on function private.renew_newsletter_confirmation(text) from public;

-- The unsubscribe link's token: the subscriber's id and a MAC of it (no table to look it up in,
-- so it still answers once the address is gone).
create or replace function private.unsubscribe_token(subscriber uuid) returns text
  language sql stable security definer
  set search_path = ''
as $fn$
  select subscriber::text || '.' || encode(substr(private.keyed_hash('unsubscribe:' || subscriber::text), 1, 16), 'hex')
$fn$;
revoke all on function private.unsubscribe_token(uuid) from public;

-- 'unsubscribed' (now or before: the same answer) or 'invalid' (not a token of ours).
create or replace function private.unsubscribe_newsletter(token text) returns text
  language plpgsql security definer
  set search_path = ''
as $fn$
declare
  subscriber uuid;
  address text;
begin
  if token !~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[0-9a-f]{32}$' then return 'invalid'; end if;
  subscriber := split_part(token, '.', 1)::uuid;
  if private.unsubscribe_token(subscriber) <> token then return 'invalid'; end if;
  delete from public.newsletter_subscribers s where s.id = subscriber returning s.email into address;
  if address is not null then
    insert into private.newsletter_suppressions (address_hash, reason)
    values (private.address_hash(address), 'unsubscribed') on conflict (address_hash) do nothing;
  end if;
  return 'unsubscribed';
end
$fn$;
revoke all on function private.unsubscribe_newsletter(text) from public;

-- Unconfirmed sign-ups go after 30 days (the daily job).
create or replace function private.purge_unconfirmed_subscribers() returns integer
  language sql security definer
  set search_path = ''
as $fn$
  with gone as (
    delete from public.newsletter_subscribers s
     where s.state = 'unconfirmed' and s.created_at < now() - interval '30 days'
    returning 1)
  select count(*)::integer from gone
$fn$;
revoke all on function private.purge_unconfirmed_subscribers() from public;

-- Erasure keeps only the keyed hash of a subscriber's address, so they are never written to again.
create or replace function public.erase_person(email text) returns jsonb
  language plpgsql security definer
  set search_path = ''
as $fn$
declare
  result jsonb;
  address text := lower(btrim(email));
begin
  perform private.require_role('admin');
  if address is null or address !~ '^[^@\s]+@[^@\s]+$' then
    raise exception 'Enter the email address of the person to erase' using errcode = '22023';
  end if;
  if exists (select 1 from public.newsletter_subscribers s where s.email = address) then
    insert into private.newsletter_suppressions (address_hash, reason)
    values (private.address_hash(address), 'erased') on conflict (address_hash) do nothing;
  end if;
  result := private.delete_submissions(private.submission_tables(), 'lower(btrim(email)) = $1', address);
  perform private.audit('erasure', null, null, jsonb_build_object(
    'rows', result -> 'rows', 'files', jsonb_array_length(result -> 'files')));
  return result;
end
$fn$;

-- Acknowledgements: an applicant hears that their application arrived, at most once a day per
-- address (a keyed hash, kept a day), so the forms cannot be used to mail strangers.
create table if not exists private.acknowledgements (
  address_hash bytea primary key,
  sent_at timestamptz not null default now()
);

create or replace function private.queue_acknowledgement() returns trigger
  language plpgsql security definer
  set search_path = ''
as $fn$
declare
  hash bytea := private.address_hash(new.email);
begin
  delete from private.acknowledgements a where a.sent_at < now() - interval '1 day';
  insert into private.acknowledgements (address_hash) values (hash) on conflict (address_hash) do nothing;
  if found then
    insert into public.notification_outbox (kind, submission_table, submission_id)
    values ('application-received', tg_table_name, new.id);
  end if;
  return null;
end
$fn$;
revoke all on function private.queue_acknowledgement() from public;

drop trigger if exists queue_acknowledgement on public.job_applications;
create trigger queue_acknowledgement after insert on public.job_applications
  for each row execute function private.queue_acknowledgement();
drop trigger if exists queue_acknowledgement on public.research_partnerships;
create trigger queue_acknowledgement after insert on public.research_partnerships
  for each row execute function private.queue_acknowledgement();
drop trigger if exists queue_acknowledgement on public.incubation_programme;
create trigger queue_acknowledgement after insert on public.incubation_programme
  for each row execute function private.queue_acknowledgement();

-- Issues of the newsletter: written and sent by sales (and admins) at aal2.
create table if not exists public.newsletter_issues (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  created_by uuid default (case when (auth.jwt() ->> 'sub') ~* '^[0-9a-f-]{36}$' then (auth.jwt() ->> 'sub')::uuid end),
  updated_at timestamptz not null default now(),
  subject text not null check (char_length(btrim(subject)) between 1 and 150 and subject !~ '[\r\n]'),
  body jsonb not null default '{"type":"doc","content":[]}'::jsonb
    check (jsonb_typeof(body) = 'object' and body ->> 'type' = 'doc' and pg_column_size(body) <= 200000),
  status text not null default 'draft' check (status in ('draft', 'sending', 'sent')),
  send_started_at timestamptz,
  send_started_by text,
  finished_at timestamptz,
  recipients integer
);
alter table public.newsletter_issues enable row level security;
grant select, delete on public.newsletter_issues to authenticated;
grant insert (subject, body), update (subject, body) on public.newsletter_issues to authenticated;

create or replace function private.stamp_issue_update() returns trigger
  language plpgsql
  set search_path = ''
as $fn$
begin
  new.updated_at := now();
  return new;
end
$fn$;
revoke all on function private.stamp_issue_update() from public;
drop trigger if exists stamp_update on public.newsletter_issues;
create trigger stamp_update before update on public.newsletter_issues
  for each row execute function private.stamp_issue_update();

drop policy if exists "Sales read the newsletter's issues" on public.newsletter_issues;
create policy "Sales read the newsletter's issues" on public.newsletter_issues for select to authenticated
  using ((select public.is_staff()) and (select public.has_role('sales')));
drop policy if exists "Sales write drafts" on public.newsletter_issues;
create policy "Sales write drafts" on public.newsletter_issues for insert to authenticated
  with check ((select public.is_staff()) and (select public.has_role('sales')) and status = 'draft');
drop policy if exists "Sales change drafts only" on public.newsletter_issues;
create policy "Sales change drafts only" on public.newsletter_issues for update to authenticated
  using ((select public.is_staff()) and (select public.has_role('sales')) and status = 'draft')
  with check (status = 'draft');
drop policy if exists "Sales delete drafts only" on public.newsletter_issues;
create policy "Sales delete drafts only" on public.newsletter_issues for delete to authenticated
  using ((select public.is_staff()) and (select public.has_role('sales')) and status = 'draft');

-- One row a recipient and issue: the server's sender claims them in batches under a lease, as
-- the outbox does. A test mail has no subscriber, only the staff member's address.
create table if not exists private.newsletter_deliveries (
  id bigint generated always as identity primary key,
  issue_id uuid not null references public.newsletter_issues (id) on delete cascade,
  subscriber_id uuid,
  test_address text,
  created_at timestamptz not null default now(),
  status text not null default 'pending' check (status in ('pending', 'sent', 'failed', 'skipped')),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  claimed_until timestamptz,
  sent_at timestamptz,
  last_error text check (last_error is null or char_length(last_error) <= 2000),
  check ((subscriber_id is null) <> (test_address is null))
);
create unique index if not exists newsletter_deliveries_once on private.newsletter_deliveries (issue_id, subscriber_id)
  where subscriber_id is not null;
create index if not exists newsletter_deliveries_due on private.newsletter_deliveries (next_attempt_at, id)
  where status = 'pending';

alter table public.audit_log drop constraint if exists audit_log_action_check;
alter table public.audit_log add constraint audit_log_action_check check (action in (
  'view', 'status_change', 'export', 'erasure', 'content_edit', 'retention', 'orphan_files', 'read', 'download',
  'staff_unlock', 'staff_invite', 'staff_roles', 'staff_disable', 'staff_enable', 'staff_reset_2fa',
  'staff_reset_password', 'newsletter_send'
));

-- Send an issue to every confirmed subscriber (as they are now): once; the issue is then no longer a draft.
create or replace function public.send_newsletter(issue uuid) returns integer
  language plpgsql security definer
  set search_path = ''
as $fn$
declare
  chosen public.newsletter_issues;
  recipient_count integer;
begin
  perform private.require_role('sales');
  select * into chosen from public.newsletter_issues i where i.id = issue for update;
  if not found then raise exception 'This issue no longer exists' using errcode = 'P0002'; end if;
  if chosen.status <> 'draft' then raise exception 'This issue has already been sent' using errcode = '55000'; end if;
  if jsonb_array_length(coalesce(chosen.body -> 'content', '[]'::jsonb)) = 0 then
    raise exception 'Write the issue before sending it' using errcode = '22023';
  end if;
  insert into private.newsletter_deliveries (issue_id, subscriber_id)
  select issue, s.id from public.newsletter_subscribers s where s.state = 'confirmed';
  get diagnostics recipient_count = row_count;
  update public.newsletter_issues i
     set status = case when recipient_count = 0 then 'sent' else 'sending' end, send_started_at = now(),
         send_started_by = left(auth.jwt() ->> 'email', 254), recipients = recipient_count,
         finished_at = case when recipient_count = 0 then now() end
   where i.id = issue;
  perform private.audit('newsletter_send', 'newsletter_issues', issue::text, jsonb_build_object('recipients', recipient_count));
  return recipient_count;
end
$fn$;
revoke all on function public.send_newsletter(uuid) from public;
grant execute on function public.send_newsletter(uuid) to authenticated;

-- A test mail of an issue (draft or sent) to the staff member's own address.
create or replace function public.send_newsletter_test(issue uuid) returns void
  language plpgsql security definer
  set search_path = ''
as $fn$
declare
  address text;
begin
  perform private.require_role('sales');
  if not exists (select 1 from public.newsletter_issues i where i.id = issue) then
    raise exception 'This issue no longer exists' using errcode = 'P0002';
  end if;
  select u.email into address from auth.users u where u.id = (auth.jwt() ->> 'sub')::uuid;
  if address is null then raise exception 'Your account has no email address' using errcode = '22023'; end if;
  if (select count(*) from private.newsletter_deliveries d
       where d.test_address is not null and d.created_at > now() - interval '1 hour'
         and d.test_address = address) >= 20 then
    raise exception 'Twenty test mails an hour at most; try again later' using errcode = '54000';
  end if;
  insert into private.newsletter_deliveries (issue_id, test_address) values (issue, address);
end
$fn$;
revoke all on function public.send_newsletter_test(uuid) from public;
grant execute on function public.send_newsletter_test(uuid) to authenticated;

-- What the newsletter page shows: each issue's progress, the list's states, and sign-ups,
-- confirmations and departures by month (the last twelve).
create or replace function public.newsletter_overview() returns jsonb
  language plpgsql stable security definer
  set search_path = ''
as $fn$
begin
  perform private.require_role('sales');
  return jsonb_build_object(
    'issues', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', i.id, 'subject', i.subject, 'status', i.status, 'created_at', i.created_at, 'updated_at', i.updated_at,
        'send_started_at', i.send_started_at, 'send_started_by', i.send_started_by, 'finished_at', i.finished_at,
        'recipients', i.recipients,
        'sent', coalesce(c.sent, 0), 'failed', coalesce(c.failed, 0), 'skipped', coalesce(c.skipped, 0), 'left', coalesce(c.pending, 0)
      ) order by i.created_at desc)
      from public.newsletter_issues i
      -- Each issue's copies to subscribers (test copies are not counted), by outcome, in one pass.
      left join lateral (
        select count(*) filter (where d.status = 'sent') as sent, count(*) filter (where d.status = 'failed') as failed,
               count(*) filter (where d.status = 'skipped') as skipped, count(*) filter (where d.status = 'pending') as pending
          from private.newsletter_deliveries d where d.issue_id = i.id and d.subscriber_id is not null
      ) c on true), '[]'::jsonb),
    'states', jsonb_build_object(
      'unconfirmed', (select count(*) from public.newsletter_subscribers s where s.state = 'unconfirmed'),
      'confirmed', (select count(*) from public.newsletter_subscribers s where s.state = 'confirmed'),
      'unsubscribed', (select count(*) from private.newsletter_suppressions x where x.reason = 'unsubscribed')),
    'months', coalesce((
      select jsonb_agg(jsonb_build_object('month', to_char(m.month, 'YYYY-MM'),
        'signed_up', (select count(*) from public.newsletter_subscribers s where date_trunc('month', s.created_at) = m.month),
        'confirmed', (select count(*) from public.newsletter_subscribers s where date_trunc('month', s.confirmed_at) = m.month),
        'unsubscribed', (select count(*) from private.newsletter_suppressions x where x.reason = 'unsubscribed' and date_trunc('month', x.created_at) = m.month)
      ) order by m.month desc)
      from generate_series(date_trunc('month', now()) - interval '11 months', date_trunc('month', now()), interval '1 month') as m(month)
    ), '[]'::jsonb)
  );
end
$fn$;
revoke all on function public.newsletter_overview() from public;
grant execute on function public.newsletter_overview() to authenticated;

-- The newsletter page's export is of confirmed subscribers only, and the log says so (as
-- 20261127000200_export_audit_bounded.sql, with that one filter more).
create or replace function public.log_export(kind text, filters jsonb, row_count integer) returns void
  language plpgsql security definer
  set search_path = ''
as $fn$
declare
  kept jsonb := coalesce(filters, '{}'::jsonb) - 'search' - 'page';
  entry record;
begin
  perform private.require_staff();
  if kind = 'all' then
    -- Every kind the caller's roles may read: some inbox role is needed at all.
    if not exists (select 1 from unnest(private.submission_tables()) t where public.has_role(private.role_for(t))) then
      raise exception 'Not available to your role' using errcode = '42501';
    end if;
  elsif kind = any (private.submission_tables()) then
    perform private.require_role(private.role_for(kind));
  else
    raise exception 'Unknown kind of submission' using errcode = '22023';
  end if;
  if pg_catalog.jsonb_typeof(kept) <> 'object' then
    raise exception 'The filters must be an object' using errcode = '22023';
  end if;
  for entry in select key, value from pg_catalog.jsonb_each(kept) loop
    if not (
      (entry.key = 'kind' and entry.value #>> '{}' = any (private.submission_tables() || array['all']))
      or (entry.key = 'status' and entry.value #>> '{}' in ('all', 'new', 'read', 'archived', 'spam'))
      or (entry.key in ('from', 'to') and entry.value #>> '{}' ~ '^(\d{4}-\d{2}-\d{2})?$')
      or (entry.key = 'state' and kind = 'newsletter_subscribers' and entry.value #>> '{}' = 'confirmed')
    ) then
      raise exception 'Filter % is not one the export records', left(entry.key, 40) using errcode = '22023';
    end if;
  end loop;
  if row_count is null or row_count < 0 or row_count > 10000000 then
    raise exception 'The row count must be between 0 and 10,000,000' using errcode = '22023';
  end if;
  perform private.audit('export', kind, null, jsonb_build_object('filters', kept, 'rows', row_count));
end
$fn$;
