-- An applicant's own erasure link: the acknowledgement carries /your-data/erase?token=…, whose
-- token only this database can make (a keyed hash of the item); pressing the page's button
-- records the request on the application (private.request_erasure) and tells its owner, or its
-- team; staff who read the kind confirm it (public.confirm_erasure), which erases that application
-- and its files. An admin may still erase a person everywhere (public.erase_person).

alter table public.job_applications add column erasure_requested_at timestamptz;
alter table public.research_partnerships add column erasure_requested_at timestamptz;
alter table public.incubation_programme add column erasure_requested_at timestamptz;
-- The inbox asks for the waiting requests on every visit: few rows, found without reading the table.
create index job_applications_erasure_requested_idx on public.job_applications (erasure_requested_at)
  where erasure_requested_at is not null;
create index research_partnerships_erasure_requested_idx on public.research_partnerships (erasure_requested_at)
  where erasure_requested_at is not null;
create index incubation_programme_erasure_requested_idx on public.incubation_programme (erasure_requested_at)
  where erasure_requested_at is not null;
comment on column public.job_applications.erasure_requested_at is
  'When the applicant asked, with their acknowledgement''s link, for this application to be erased.';

-- A token's kind letter and item, not yet checked (each purpose checks its own keyed hash).
create function private.token_item(p_token text) returns table (kind text, item_id uuid)
  language sql immutable set search_path = '' as $$
  select case left(p_token, 1) when 'c' then 'contact_submissions' when 'j' then 'job_applications'
                               when 'r' then 'research_partnerships' else 'incubation_programme' end,
         (substr(p_token, 2, 8) || '-' || substr(p_token, 10, 4) || '-' || substr(p_token, 14, 4) || '-'
          || substr(p_token, 18, 4) || '-' || substr(p_token, 22, 12))::uuid
   where p_token ~ '^[cjri][0-9a-f]{32}\.[0-9a-f]{16}$'
$$;
revoke all on function private.token_item(text) from public;

-- The erasure link's token: as the reply address's, with a key of its own purpose.
create function private.erasure_token(p_kind text, p_id uuid) returns text
  language sql stable security definer set search_path = '' as $$
  select case p_kind when 'job_applications' then 'j' when 'research_partnerships' then 'r'
                     when 'incubation_programme' then 'i' end
         || replace(p_id::text, '-', '') || '.'
         || encode(substr(private.keyed_hash('erase:' || p_kind || ':' || p_id::text), 1, 8), 'hex')
$$;
revoke all on function private.erasure_token(text, uuid) from public;

alter table public.audit_log drop constraint if exists audit_log_action_check;
alter table public.audit_log add constraint audit_log_action_check check (action in (
  'view', 'status_change', 'export', 'erasure', 'content_edit', 'retention', 'orphan_files', 'read', 'download',
  'staff_unlock', 'staff_invite', 'staff_roles', 'staff_disable', 'staff_enable', 'staff_reset_2fa',
  'staff_reset_password', 'newsletter_send', 'redirect_add', 'redirect_remove', 'assign', 'stage_change', 'note',
  'reply', 'erasure_request'
));

alter table public.notification_outbox drop constraint if exists notification_outbox_kind_check;
alter table public.notification_outbox add constraint notification_outbox_kind_check check (kind in (
  'demo-request', 'partner-inquiry', 'media-request', 'general-question',
  'job-application', 'research-partnership', 'incubation-application', 'newsletter-subscription',
  'backup-failed', 'staff-invite', 'newsletter-confirm', 'application-received', 'schedule-outcome',
  'review-waiting', 'review-decided', 'claim-due', 'release-waiting', 'item-assigned', 'note-mention', 'item-reply',
  'erasure-requested'
));
alter table public.notification_outbox add constraint notification_outbox_erasure_table_check check (
  kind <> 'erasure-requested'
  or submission_table in ('job_applications', 'research_partnerships', 'incubation_programme'));

-- The public page's button (the server calls it as the owner, with the link's token): 'requested'
-- (or already so), 'gone' when the application no longer exists, 'invalid' for a token not made here.
create function private.request_erasure(p_token text) returns text
  language plpgsql security definer set search_path = '' as $$
declare
  target record;
  before timestamptz;
  found_item boolean;
begin
  select t.kind, t.item_id into target from private.token_item(p_token) t;
  if target.kind is null or target.kind = 'contact_submissions'
     or private.erasure_token(target.kind, target.item_id) <> p_token then
    return 'invalid';
  end if;
  execute format('select true, erasure_requested_at from public.%I where id = $1 for update', target.kind)
    into found_item, before using target.item_id;
  if found_item is null then return 'gone'; end if;
  if before is not null then return 'requested'; end if;
  execute format('update public.%I set erasure_requested_at = now() where id = $1', target.kind) using target.item_id;
  perform private.audit('erasure_request', target.kind, target.item_id::text, '{}'::jsonb);
  insert into public.notification_outbox (kind, submission_table, submission_id)
  values ('erasure-requested', target.kind, target.item_id)
  on conflict (submission_table, submission_id, kind) do nothing;
  return 'requested';
end
$$;
revoke all on function private.request_erasure(text) from public;

-- Staff who read the kind confirm an applicant's request: that application and its files go
-- (the files by the storage reaper, as every erasure's), audited as an erasure at their request.
create function public.confirm_erasure(p_kind text, p_id uuid) returns jsonb
  language plpgsql security definer set search_path = '' as $$
declare
  requested timestamptz;
  found_item boolean;
  result jsonb;
begin
  perform private.require_staff();
  if not (p_kind = any (array['job_applications', 'research_partnerships', 'incubation_programme'])) then
    raise exception 'Only applications carry an erasure link' using errcode = '22023';
  end if;
  perform private.require_role(private.role_for(p_kind));
  execute format('select true, erasure_requested_at from public.%I where id = $1 for update', p_kind)
    into found_item, requested using p_id;
  if found_item is null then
    raise exception 'The application no longer exists: it has been erased already' using errcode = 'P0001';
  end if;
  if requested is null then
    raise exception 'The applicant has not asked for erasure: only an admin erases a person unasked'
      using errcode = 'P0001';
  end if;
  result := private.delete_submissions(array[p_kind], 'id = $1::uuid', p_id::text);
  perform private.audit('erasure', p_kind, p_id::text, jsonb_build_object(
    'rows', result -> 'rows', 'files', jsonb_array_length(result -> 'files'), 'requested_at', requested));
  return result;
end
$$;
revoke all on function public.confirm_erasure(text, uuid) from public;
grant execute on function public.confirm_erasure(text, uuid) to anon, authenticated, service_role;

-- The requests waiting for a colleague, for the kinds the caller reads (the inbox lists them).
create function public.erasure_requests() returns table (kind text, id uuid, requested_at timestamptz)
  language plpgsql stable security definer set search_path = '' as $$
declare
  t text;
begin
  perform private.require_staff();
  foreach t in array array['job_applications', 'research_partnerships', 'incubation_programme'] loop
    continue when not public.has_role(private.role_for(t));
    return query execute format(
      'select %L::text, s.id, s.erasure_requested_at from public.%I s where s.erasure_requested_at is not null', t, t);
  end loop;
end
$$;
revoke all on function public.erasure_requests() from public;
grant execute on function public.erasure_requests() to anon, authenticated, service_role;
