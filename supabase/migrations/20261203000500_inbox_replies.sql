-- Replies by mail: staff write to the visitor from the item's page (public.send_reply); the mail
-- goes out through the outbox with a reply address of the item's own (reply+<token>@ the inbound
-- domain), whose token only this database can make (a keyed hash); the visitor's answer, received
-- by the server's inbound SMTP listener, joins the item's thread (private.receive_reply). A mail
-- whose address was not made here, or whose item is gone, is kept aside in a quarantine.

create table public.inbox_messages (
  id uuid primary key default gen_random_uuid(),
  kind text not null check (kind in ('contact_submissions', 'job_applications', 'research_partnerships', 'incubation_programme')),
  item_id uuid not null,
  direction text not null check (direction in ('out', 'in')),
  -- Out: the member of staff who wrote it. In: the address it came from.
  author_email text not null,
  subject text not null constraint inbox_messages_subject check (char_length(btrim(subject)) between 1 and 200),
  body text not null constraint inbox_messages_body check (char_length(btrim(body)) between 1 and 20000),
  -- In: the Message-ID it came with (its thread's References name it); out: made as it is sent.
  message_id text,
  created_at timestamptz not null default now()
);
comment on table public.inbox_messages is
  'Mail to and from the visitor on an inbox item: staff''s replies (public.send_reply) and the answers that came back.';
create index inbox_messages_item_idx on public.inbox_messages (kind, item_id, created_at);
alter table public.inbox_messages enable row level security;
-- (The role spelt out: the policy runs as the reader, who may not call private functions.)
create policy inbox_messages_read on public.inbox_messages for select to authenticated
  using (public.has_role(case kind when 'contact_submissions' then 'sales' when 'job_applications' then 'careers'
                                   else 'labs' end));
revoke all on public.inbox_messages from anon, authenticated;
grant select on public.inbox_messages to authenticated;

-- Mail that came in and could not be placed: staff see it (public.inbound_quarantine), nothing is lost.
create table private.inbound_quarantine (
  id uuid primary key default gen_random_uuid(),
  received_at timestamptz not null default now(),
  envelope_from text not null,
  envelope_to text not null,
  subject text not null,
  reason text not null,
  body text not null
);

-- The item's reply address's token: its kind's letter, its id, and a keyed hash of both.
create function private.reply_token(p_kind text, p_id uuid) returns text
  language sql stable security definer set search_path = '' as $$
  select case p_kind when 'contact_submissions' then 'c' when 'job_applications' then 'j'
                     when 'research_partnerships' then 'r' when 'incubation_programme' then 'i' end
         || replace(p_id::text, '-', '') || '.'
         || encode(substr(private.keyed_hash('reply:' || p_kind || ':' || p_id::text), 1, 8), 'hex')
$$;
revoke all on function private.reply_token(text, uuid) from public;

-- Reading a token back: the kind and item it was made for, or nothing when it was not made here.
create function private.reply_target(p_token text) returns table (kind text, item_id uuid)
  language plpgsql stable security definer set search_path = '' as $$
declare
  k text;
  id uuid;
begin
  if p_token is null or p_token !~ '^[cjri][0-9a-f]{32}\.[0-9a-f]{16}$' then return; end if;
  k := case left(p_token, 1) when 'c' then 'contact_submissions' when 'j' then 'job_applications'
                             when 'r' then 'research_partnerships' else 'incubation_programme' end;
  id := (substr(p_token, 2, 8) || '-' || substr(p_token, 10, 4) || '-' || substr(p_token, 14, 4) || '-'
         || substr(p_token, 18, 4) || '-' || substr(p_token, 22, 12))::uuid;
  if private.reply_token(k, id) = p_token then
    return query select k, id;
  end if;
end
$$;
revoke all on function private.reply_target(text) from public;

-- Sending is in the audit log (who, on which item; never the words).
alter table public.audit_log drop constraint if exists audit_log_action_check;
alter table public.audit_log add constraint audit_log_action_check check (action in (
  'view', 'status_change', 'export', 'erasure', 'content_edit', 'retention', 'orphan_files', 'read', 'download',
  'staff_unlock', 'staff_invite', 'staff_roles', 'staff_disable', 'staff_enable', 'staff_reset_2fa',
  'staff_reset_password', 'newsletter_send', 'redirect_add', 'redirect_remove', 'assign', 'stage_change', 'note',
  'reply'
));

alter table public.notification_outbox drop constraint if exists notification_outbox_kind_check;
alter table public.notification_outbox add constraint notification_outbox_kind_check check (kind in (
  'demo-request', 'partner-inquiry', 'media-request', 'general-question',
  'job-application', 'research-partnership', 'incubation-application', 'newsletter-subscription',
  'backup-failed', 'staff-invite', 'newsletter-confirm', 'application-received', 'schedule-outcome',
  'review-waiting', 'review-decided', 'claim-due', 'release-waiting', 'item-assigned', 'note-mention', 'item-reply'
));
alter table public.notification_outbox drop constraint if exists notification_outbox_submission_table_check;
alter table public.notification_outbox add constraint notification_outbox_submission_table_check check (
  submission_table in ('contact_submissions', 'job_applications', 'research_partnerships', 'incubation_programme',
    'newsletter_subscribers', 'backup_runs', 'users', 'content_schedules', 'content_reviews', 'content_claims',
    'content_releases', 'inbox_notes', 'inbox_messages'));
alter table public.notification_outbox add constraint notification_outbox_reply_kind_check check (
  (kind = 'item-reply') = (submission_table = 'inbox_messages'));

-- Writes to the visitor of an item the caller reads: kept in the item's thread and queued to send.
create function public.send_reply(p_kind text, p_id uuid, p_subject text, p_body text) returns jsonb
  language plpgsql security definer set search_path = '' as $$
declare
  message public.inbox_messages;
  exists_item boolean;
begin
  perform private.require_staff();
  if not (p_kind = any (array['contact_submissions', 'job_applications', 'research_partnerships', 'incubation_programme'])) then
    raise exception 'Only contact messages and applications are answered from here' using errcode = '22023';
  end if;
  perform private.require_role(private.role_for(p_kind));
  execute format('select true from public.%I where id = $1', p_kind) into exists_item using p_id;
  if exists_item is null then
    raise exception 'The item no longer exists (it may have been erased): there is nobody to write to'
      using errcode = 'P0001', hint = 'item';
  end if;
  if p_subject is null or char_length(btrim(p_subject)) not between 1 and 200 then
    raise exception 'The subject is 1 to 200 characters' using errcode = '22023', hint = 'subject';
  end if;
  if p_body is null or char_length(btrim(p_body)) not between 1 and 20000 then
    raise exception 'The message is 1 to 20,000 characters' using errcode = '22023', hint = 'body';
  end if;
  insert into public.inbox_messages (kind, item_id, direction, author_email, subject, body)
  values (p_kind, p_id, 'out', coalesce(left(auth.jwt() ->> 'email', 254), ''), btrim(p_subject), btrim(p_body))
  returning * into message;
  insert into public.notification_outbox (kind, submission_table, submission_id)
  values ('item-reply', 'inbox_messages', message.id);
  perform private.audit('reply', p_kind, p_id::text, '{}'::jsonb);
  return to_jsonb(message);
end
$$;
revoke all on function public.send_reply(text, uuid, text, text) from public;
grant execute on function public.send_reply(text, uuid, text, text) to anon, authenticated, service_role;

-- The server's inbound listener hands each mail for a reply address here (as the owner). Placed in
-- its item's thread, the item is new again for everyone; otherwise it is quarantined with why.
-- Answers where it went: 'thread' or 'quarantine'.
create function private.receive_reply(p_token text, p_from text, p_to text, p_subject text, p_body text,
                                      p_message_id text) returns text
  language plpgsql security definer set search_path = '' as $$
declare
  target record;
  exists_item boolean;
  reason text;
begin
  select * into target from private.reply_target(p_token);
  if target.kind is null then
    reason := 'The reply address was not made here (forged or mistyped).';
  else
    execute format('select true from public.%I where id = $1', target.kind) into exists_item using target.item_id;
    if exists_item is null then reason := 'Its item no longer exists (erased or deleted by retention).'; end if;
  end if;
  if reason is not null then
    insert into private.inbound_quarantine (envelope_from, envelope_to, subject, reason, body)
    values (left(coalesce(p_from, ''), 320), left(coalesce(p_to, ''), 320), left(coalesce(p_subject, ''), 200), reason,
            left(coalesce(p_body, ''), 20000));
    return 'quarantine';
  end if;
  insert into public.inbox_messages (kind, item_id, direction, author_email, subject, body, message_id)
  values (target.kind, target.item_id, 'in', left(coalesce(p_from, ''), 320),
          coalesce(nullif(left(btrim(coalesce(p_subject, '')), 200), ''), '(no subject)'),
          coalesce(nullif(left(btrim(coalesce(p_body, '')), 20000), ''), '(no text)'), left(p_message_id, 998));
  execute format('update public.%I set status = ''new'' where id = $1', target.kind) using target.item_id;
  delete from public.inbox_reads r where r.kind = target.kind and r.item_id = target.item_id;
  return 'thread';
end
$$;
revoke all on function private.receive_reply(text, text, text, text, text, text) from public;

-- What is in the quarantine, newest first: admins only.
create function public.inbound_quarantine() returns jsonb
  language plpgsql stable security definer set search_path = '' as $$
begin
  perform private.require_role('admin');
  return (select coalesce(jsonb_agg(to_jsonb(q) - 'body' order by q.received_at desc), '[]'::jsonb)
            from (select * from private.inbound_quarantine order by received_at desc limit 100) q);
end
$$;
revoke all on function public.inbound_quarantine() from public;
grant execute on function public.inbound_quarantine() to anon, authenticated, service_role;

-- An item erased takes its thread with it.
create function private.forget_inbox_messages() returns trigger
  language plpgsql security definer set search_path = '' as $$
begin
  delete from public.inbox_messages m where m.kind = tg_table_name and m.item_id = old.id;
  return old;
end
$$;
do $$
declare
  t text;
begin
  foreach t in array array['contact_submissions', 'job_applications', 'research_partnerships', 'incubation_programme'] loop
    execute format('create trigger forget_inbox_messages after delete on public.%I
                      for each row execute function private.forget_inbox_messages()', t);
  end loop;
end
$$;
