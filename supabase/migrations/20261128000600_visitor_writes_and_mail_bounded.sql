-- One anonymous request mails one person (docs/decisions/048-staff-text-never-script.md).
--
-- Before, an insert by a visitor could carry a JSON array: 1,000 addresses in one request to
-- newsletter_subscribers were 1,000 confirmation mails to strangers, and the write limit counts
-- requests. Now:
-- - a visitor's insert into what visitors send takes one row (the site's forms send one): more is
--   refused whole, whichever API it came through (the embedded one or a hosted project's);
-- - the mails the server sends to a visitor because of such a request (a newsletter
--   confirmation, an application's acknowledgement) are bounded per requester's network and in
--   all per hour (each address already gets at most one a day). Past a bound the mail is kept,
--   held, with why, in Notices, where staff may send it after all; nothing is lost.

create or replace function private.one_row_a_visitor() returns trigger
  language plpgsql
  set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') and (select count(*) from inserted) > 1 then
    raise exception 'Send one at a time: each form sends one row, and so must any other request'
      using errcode = '22023';
  end if;
  return null;
end
$$;
revoke all on function private.one_row_a_visitor() from public;

do $$
declare
  t text;
begin
  foreach t in array private.submission_tables() loop
    execute format('drop trigger if exists one_row_a_visitor on public.%I', t);
    execute format(
      'create trigger one_row_a_visitor after insert on public.%I referencing new table as inserted
         for each statement execute function private.one_row_a_visitor()', t);
  end loop;
end
$$;

-- The network a request came from: the first address of X-Forwarded-For (the embedded server
-- sets it to the client's address; a hosted project's gateway sets it), as its /24 (IPv4) or /48
-- (IPv6), where one person's addresses usually lie. Null when there is none (SQL, tools).
create or replace function private.requester_network() returns text
  language plpgsql stable
  set search_path = ''
as $$
declare
  forwarded text := nullif(btrim(split_part(coalesce(
    (nullif(current_setting('request.headers', true), '')::json) ->> 'x-forwarded-for', ''), ',', 1)), '');
  address inet;
begin
  if forwarded is null then return null; end if;
  begin
    address := forwarded::inet;
  exception when others then
    return null;
  end;
  return network(set_masklen(address, case when family(address) = 4 then 24 else 48 end))::text;
end
$$;
revoke all on function private.requester_network() from public;

-- The mails to visitors queued in the last day: when, and from which network (no address, no person).
create table if not exists private.visitor_mails (
  queued_at timestamptz not null default now(),
  network text check (network is null or char_length(network) <= 64)
);
create index if not exists visitor_mails_queued_at on private.visitor_mails (queued_at);

-- How many mails to visitors an hour: from one network, and in all (0: no bound). The embedded
-- server passes its settings (VISITOR_MAILS_PER_NETWORK_PER_HOUR, VISITOR_MAILS_PER_HOUR); a
-- hosted project's API, which passes none, has these defaults. A form filled in by hand sends a
-- few; a conference's sign-ups, some dozens an hour.
create or replace function private.visitor_mail_bounds() returns table (per_network integer, in_all integer)
  language sql stable
  set search_path = ''
as $$
  select coalesce(nullif(current_setting('kosmos.visitor_mails_per_network', true), '')::integer, 5),
         coalesce(nullif(current_setting('kosmos.visitor_mails_per_hour', true), '')::integer, 100)
$$;

-- Why a mail to a visitor is held rather than sent now, or null (then it is counted).
create or replace function private.visitor_mail_hold() returns text
  language plpgsql
  set search_path = ''
as $$
declare
  requester text := private.requester_network();
  per_network integer;
  in_all integer;
begin
  select b.per_network, b.in_all into per_network, in_all from private.visitor_mail_bounds() b;
  -- One count at a time, so two requests at once cannot both take the last place.
  perform pg_advisory_xact_lock(hashtextextended('visitor-mails', 0));
  delete from private.visitor_mails m where m.queued_at < now() - interval '1 day';
  if per_network > 0 and requester is not null and (select count(*) from private.visitor_mails m
                                 where m.network = requester and m.queued_at > now() - interval '1 hour') >= per_network then
    return format('Held: more than %s mails to visitors from one network (%s) in an hour', per_network, requester);
  end if;
  if in_all > 0 and (select count(*) from private.visitor_mails m where m.queued_at > now() - interval '1 hour') >= in_all then
    return format('Held: more than %s mails to visitors in an hour', in_all);
  end if;
  insert into private.visitor_mails (network) values (requester);
  return null;
end
$$;
revoke all on function private.visitor_mail_hold() from public;

alter table public.notification_outbox drop constraint if exists notification_outbox_status_check;
alter table public.notification_outbox add constraint notification_outbox_status_check
  check (status in ('pending', 'sent', 'failed', 'held'));

-- As in 20261127000300, held past the bounds.
create or replace function private.queue_confirmation_mail(subscriber uuid) returns void
  language plpgsql security definer
  set search_path = ''
as $fn$
declare
  held text := private.visitor_mail_hold();
begin
  insert into public.notification_outbox (kind, submission_table, submission_id, status, last_error)
  values ('newsletter-confirm', 'newsletter_subscribers', subscriber,
          case when held is null then 'pending' else 'held' end, held)
  on conflict (submission_table, submission_id, kind) do update
    set status = excluded.status, next_attempt_at = now(), claimed_until = null, last_error = excluded.last_error;
end
$fn$;
revoke all on function private.queue_confirmation_mail(uuid) from public;

-- As in 20261127000300, held past the bounds.
create or replace function private.queue_acknowledgement() returns trigger
  language plpgsql security definer
  set search_path = ''
as $fn$
declare
  hash bytea := private.address_hash(new.email);
  held text;
begin
  delete from private.acknowledgements a where a.sent_at < now() - interval '1 day';
  insert into private.acknowledgements (address_hash) values (hash) on conflict (address_hash) do nothing;
  if found then
    held := private.visitor_mail_hold();
    insert into public.notification_outbox (kind, submission_table, submission_id, status, last_error)
    values ('application-received', tg_table_name, new.id, case when held is null then 'pending' else 'held' end, held);
  end if;
  return null;
end
$fn$;
revoke all on function private.queue_acknowledgement() from public;

-- As in 20261124000400: 'send again' also sends a held mail, now, when staff decide it is wanted.
create or replace function public.resend_notification(notice_id uuid)
returns boolean
language sql
security definer
set search_path = ''
as $$
  with resent as (
    update public.notification_outbox
    set status = 'pending', attempts = 0, next_attempt_at = pg_catalog.now(), claimed_until = null, last_error = null
    where id = notice_id and status in ('failed', 'held')
    returning 1
  )
  select exists (select 1 from resent)
$$;
revoke all on function public.resend_notification(uuid) from public, anon, authenticated;
grant execute on function public.resend_notification(uuid) to service_role;
