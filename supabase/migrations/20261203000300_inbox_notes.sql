-- Internal notes on inbox items: written by staff who read the item's kind, read by them only
-- (never shown to the visitor), erased with the item. "@" and the part of a colleague's address
-- before its "@" mentions them: they must read the kind too, and they get a mail.

create table public.inbox_notes (
  id uuid primary key default gen_random_uuid(),
  kind text not null check (kind in ('contact_submissions', 'job_applications', 'research_partnerships', 'incubation_programme')),
  item_id uuid not null,
  author_id uuid references auth.users (id) on delete set null,
  author_email text not null,
  body text not null constraint inbox_notes_body check (char_length(btrim(body)) between 1 and 5000),
  mentions uuid[] not null default '{}',
  created_at timestamptz not null default now()
);
comment on table public.inbox_notes is
  'Staff''s notes on inbox items (public.add_note writes them): never shown to the visitor, erased with the item.';
create index inbox_notes_item_idx on public.inbox_notes (kind, item_id, created_at);
alter table public.inbox_notes enable row level security;
-- (The role spelt out: the policy runs as the reader, who may not call private functions.)
create policy inbox_notes_read on public.inbox_notes for select to authenticated
  using (public.has_role(case kind when 'contact_submissions' then 'sales' when 'job_applications' then 'careers'
                                   else 'labs' end));
revoke all on public.inbox_notes from anon, authenticated;
grant select on public.inbox_notes to authenticated;

-- Adding a note is in the audit log (who, on which item; never the note's words).
alter table public.audit_log drop constraint if exists audit_log_action_check;
alter table public.audit_log add constraint audit_log_action_check check (action in (
  'view', 'status_change', 'export', 'erasure', 'content_edit', 'retention', 'orphan_files', 'read', 'download',
  'staff_unlock', 'staff_invite', 'staff_roles', 'staff_disable', 'staff_enable', 'staff_reset_2fa',
  'staff_reset_password', 'newsletter_send', 'redirect_add', 'redirect_remove', 'assign', 'stage_change', 'note'
));

-- The mentioned colleagues' mail: one notice a note, to each of them but its author.
alter table public.notification_outbox drop constraint if exists notification_outbox_kind_check;
alter table public.notification_outbox add constraint notification_outbox_kind_check check (kind in (
  'demo-request', 'partner-inquiry', 'media-request', 'general-question',
  'job-application', 'research-partnership', 'incubation-application', 'newsletter-subscription',
  'backup-failed', 'staff-invite', 'newsletter-confirm', 'application-received', 'schedule-outcome',
  'review-waiting', 'review-decided', 'claim-due', 'release-waiting', 'item-assigned', 'note-mention'
));
alter table public.notification_outbox drop constraint if exists notification_outbox_submission_table_check;
alter table public.notification_outbox add constraint notification_outbox_submission_table_check check (
  submission_table in ('contact_submissions', 'job_applications', 'research_partnerships', 'incubation_programme',
    'newsletter_subscribers', 'backup_runs', 'users', 'content_schedules', 'content_reviews', 'content_claims',
    'content_releases', 'inbox_notes'));
alter table public.notification_outbox add constraint notification_outbox_note_kind_check check (
  (kind = 'note-mention') = (submission_table = 'inbox_notes'));

-- Writes a note on an item the caller reads. Each "@name" must be exactly one active colleague
-- (by the part of their address before the "@") who reads the kind; otherwise nothing is written
-- and the message says which. Answers the note.
create function public.add_note(p_kind text, p_id uuid, p_body text) returns jsonb
  language plpgsql security definer set search_path = '' as $$
declare
  handle text;
  found uuid[];
  mentioned uuid[] := '{}';
  note public.inbox_notes;
  exists_item boolean;
begin
  perform private.require_staff();
  if not (p_kind = any (array['contact_submissions', 'job_applications', 'research_partnerships', 'incubation_programme'])) then
    raise exception 'Only contact messages and applications have notes' using errcode = '22023';
  end if;
  perform private.require_role(private.role_for(p_kind));
  if p_body is null or char_length(btrim(p_body)) not between 1 and 5000 then
    raise exception 'A note is 1 to 5,000 characters' using errcode = '22023', hint = 'body';
  end if;
  execute format('select true from public.%I where id = $1', p_kind) into exists_item using p_id;
  if exists_item is null then
    raise exception 'The item no longer exists (it may have been erased)' using errcode = 'P0001', hint = 'item';
  end if;
  -- "@handle" at the start or after a space or punctuation (an address such as ada@bank.example is not one).
  for handle in
    select distinct lower(m[2]) from regexp_matches(p_body, '(^|[^A-Za-z0-9._%+-])@([A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*)', 'g') m
  loop
    found := array(select u.id from auth.users u
                    where lower(split_part(u.email, '@', 1)) = handle
                      and u.raw_app_meta_data ->> 'role' = 'staff' and u.deleted_at is null
                      and (u.banned_until is null or u.banned_until <= now()));
    if cardinality(found) = 0 then
      raise exception 'Nobody on the staff is @%: mention a colleague by the part of their address before the @', left(handle, 60)
        using errcode = '22023', hint = 'body';
    elsif cardinality(found) > 1 then
      raise exception '@% names more than one colleague: write their whole address instead', left(handle, 60)
        using errcode = '22023', hint = 'body';
    elsif not private.may_own(found[1], p_kind) then
      raise exception '@% may not read this kind of item, so cannot be mentioned on it', left(handle, 60)
        using errcode = '22023', hint = 'body';
    end if;
    mentioned := mentioned || found[1];
  end loop;
  insert into public.inbox_notes (kind, item_id, author_id, author_email, body, mentions)
  values (p_kind, p_id, auth.uid(), coalesce(left(auth.jwt() ->> 'email', 254), ''), btrim(p_body), mentioned)
  returning * into note;
  perform private.audit('note', p_kind, p_id::text, jsonb_build_object('mentions', cardinality(mentioned)));
  if exists (select 1 from unnest(mentioned) m where m is distinct from auth.uid()) then
    insert into public.notification_outbox (kind, submission_table, submission_id)
    values ('note-mention', 'inbox_notes', note.id);
  end if;
  return to_jsonb(note);
end
$$;
revoke all on function public.add_note(text, uuid, text) from public;
grant execute on function public.add_note(text, uuid, text) to anon, authenticated, service_role;

-- An item erased (by staff, a visitor's request or the retention sweep) takes its notes with it.
create function private.forget_inbox_notes() returns trigger
  language plpgsql security definer set search_path = '' as $$
begin
  delete from public.inbox_notes n where n.kind = tg_table_name and n.item_id = old.id;
  return old;
end
$$;
do $$
declare
  t text;
begin
  foreach t in array array['contact_submissions', 'job_applications', 'research_partnerships', 'incubation_programme'] loop
    execute format('create trigger forget_inbox_notes after delete on public.%I
                      for each row execute function private.forget_inbox_notes()', t);
  end loop;
end
$$;
