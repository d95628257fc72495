-- The back office's inbox: one view over every kind, its counts and search, status changes, owners, stages, notes, replies by mail, and the audit of reads and exports.
-- Generated from supabase/migrations by `npm run gen:schema`: read it here, change it with a new migration.

--
-- Name: erasure_token(text, uuid); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.erasure_token(p_kind text, p_id uuid) RETURNS text
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select case p_kind when 'job_applications' then 'j' when 'research_partnerships' then 'r'
                     when 'incubation_programme' then 'i' end
         || replace(p_id::text, '-', '') || '.'
         || encode(substr(private.keyed_hash('erase:' || p_kind || ':' || p_id::text), 1, 8), 'hex')
$$;

--
-- Name: forget_inbox_messages(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.forget_inbox_messages() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  delete from public.inbox_messages m where m.kind = tg_table_name and m.item_id = old.id;
  return old;
end
$$;

--
-- Name: forget_inbox_notes(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.forget_inbox_notes() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  delete from public.inbox_notes n where n.kind = tg_table_name and n.item_id = old.id;
  return old;
end
$$;

--
-- Name: forget_inbox_reads(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.forget_inbox_reads() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  delete from public.inbox_reads r where r.kind = tg_table_name and r.item_id = old.id;
  return old;
end
$$;

--
-- Name: limit_saved_filters(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.limit_saved_filters() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if (select count(*) from public.inbox_saved_filters f where f.user_id = new.user_id) >= 20 then
    raise exception 'You have 20 saved filters: remove one before saving another' using errcode = '23514', hint = 'name';
  end if;
  return new;
end
$$;

--
-- Name: may_own(uuid, text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.may_own(p_user uuid, p_kind text) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select exists (
    select 1 from auth.users u
     where u.id = p_user
       and u.raw_app_meta_data ->> 'role' = 'staff'
       and u.deleted_at is null
       and (u.banned_until is null or u.banned_until <= now())
       and pg_catalog.jsonb_typeof(u.raw_app_meta_data -> 'roles') = 'array'
       and (u.raw_app_meta_data -> 'roles' ? 'admin' or u.raw_app_meta_data -> 'roles' ? private.role_for(p_kind)))
$$;

--
-- Name: new_to_caller(uuid[], integer); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.new_to_caller(p_ids uuid[], p_at_most integer) RETURNS TABLE(kind text, id uuid)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  me uuid := auth.uid();
  since timestamptz := (select u.created_at from auth.users u where u.id = auth.uid());
  -- The caller's kinds, worked out once, not for each of many thousand rows.
  kinds text[] := array(select t from unnest(private.submission_tables()) t
                         where t <> 'newsletter_subscribers' and public.has_role(private.role_for(t)));
begin
  return query
    select i.kind, i.id
      from public.inbox i
     where (p_ids is null or i.id = any (p_ids))
       and i.kind = any (kinds)
       and i.created_at >= since
       and i.status not in ('archived', 'spam')
       and not exists (select 1 from public.inbox_reads r
                        where r.user_id = me and r.kind = i.kind and r.item_id = i.id)
     limit p_at_most;
end
$$;

--
-- Name: receive_reply(text, text, text, text, text, text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.receive_reply(p_token text, p_from text, p_to text, p_subject text, p_body text, p_message_id text) RETURNS text
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
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
$_$;

--
-- Name: reply_target(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.reply_target(p_token text) RETURNS TABLE(kind text, item_id uuid)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $_$
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
$_$;

--
-- Name: reply_token(text, uuid); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.reply_token(p_kind text, p_id uuid) RETURNS text
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select case p_kind when 'contact_submissions' then 'c' when 'job_applications' then 'j'
                     when 'research_partnerships' then 'r' when 'incubation_programme' then 'i' end
         || replace(p_id::text, '-', '') || '.'
         || encode(substr(private.keyed_hash('reply:' || p_kind || ':' || p_id::text), 1, 8), 'hex')
$$;

--
-- Name: request_erasure(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.request_erasure(p_token text) RETURNS text
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
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
$_$;

--
-- Name: stages_of(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.stages_of(p_kind text) RETURNS text[]
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select case p_kind
    when 'contact_submissions' then array['new', 'contacted', 'qualified', 'won', 'lost']
    when 'job_applications' then array['new', 'screening', 'interview', 'offer', 'hired', 'not-taken']
    when 'research_partnerships' then array['new', 'in-review', 'accepted', 'declined']
    when 'incubation_programme' then array['new', 'in-review', 'accepted', 'declined']
    else array[]::text[]
  end
$$;

--
-- Name: token_item(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.token_item(p_token text) RETURNS TABLE(kind text, item_id uuid)
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $_$
  select case left(p_token, 1) when 'c' then 'contact_submissions' when 'j' then 'job_applications'
                               when 'r' then 'research_partnerships' else 'incubation_programme' end,
         (substr(p_token, 2, 8) || '-' || substr(p_token, 10, 4) || '-' || substr(p_token, 14, 4) || '-'
          || substr(p_token, 18, 4) || '-' || substr(p_token, 22, 12))::uuid
   where p_token ~ '^[cjri][0-9a-f]{32}\.[0-9a-f]{16}$'
$_$;

--
-- Name: add_note(text, uuid, text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.add_note(p_kind text, p_id uuid, p_body text) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
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
$_$;

--
-- Name: assign_item(text, uuid, uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.assign_item(p_kind text, p_id uuid, p_owner uuid DEFAULT NULL::uuid) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
declare
  before uuid;
  found boolean;
  owner_email text := (select u.email::text from auth.users u where u.id = p_owner);
begin
  perform private.require_staff();
  if not (p_kind = any (array['contact_submissions', 'job_applications', 'research_partnerships', 'incubation_programme'])) then
    raise exception 'Only contact messages and applications have owners' using errcode = '22023';
  end if;
  perform private.require_role(private.role_for(p_kind));
  if p_owner is not null and not private.may_own(p_owner, p_kind) then
    raise exception '% may not read this kind of item: give it to a colleague whose roles do',
      coalesce(owner_email, 'That person') using errcode = '22023', hint = 'owner';
  end if;
  execute format('select true, owner_id from public.%I where id = $1 for update', p_kind)
    into found, before using p_id;
  if found is null then
    raise exception 'The item no longer exists (it may have been erased)' using errcode = 'P0001', hint = 'item';
  end if;
  if before is not distinct from p_owner then
    return jsonb_build_object('owner_id', p_owner, 'changed', false);
  end if;
  execute format('update public.%I set owner_id = $1, owner_since = case when $1 is null then null else now() end,
                    owner_given_by = case when $1 is null then null else $2 end where id = $3', p_kind)
    using p_owner, left(auth.jwt() ->> 'email', 254), p_id;
  perform private.audit('assign', p_kind, p_id::text, jsonb_build_object(
    'from', (select u.email::text from auth.users u where u.id = before), 'to', owner_email));
  if p_owner is not null and p_owner is distinct from auth.uid() then
    insert into public.notification_outbox (kind, submission_table, submission_id)
    values ('item-assigned', p_kind, p_id)
    on conflict (submission_table, submission_id, kind) do update
      set status = 'pending', attempts = 0, next_attempt_at = now(), claimed_until = null, last_error = null,
          sent_at = null;
  end if;
  return jsonb_build_object('owner_id', p_owner, 'changed', true);
end
$_$;

--
-- Name: colleagues(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.colleagues() RETURNS jsonb
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  mine text[];
begin
  perform private.require_staff();
  mine := array(select t from unnest(private.submission_tables()) t
                 where t <> 'newsletter_subscribers' and public.has_role(private.role_for(t)));
  return (select coalesce(jsonb_agg(jsonb_build_object('id', c.id, 'email', c.email, 'kinds', c.kinds) order by c.email), '[]')
            from (select u.id, u.email::text as email,
                         to_jsonb(array(select k from unnest(mine) k where private.may_own(u.id, k))) as kinds
                    from auth.users u
                   where u.raw_app_meta_data ->> 'role' = 'staff' and u.deleted_at is null
                     and (u.banned_until is null or u.banned_until <= now())) c
           where jsonb_array_length(c.kinds) > 0);
end
$$;

--
-- Name: confirm_erasure(text, uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.confirm_erasure(p_kind text, p_id uuid) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
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
$_$;

--
-- Name: erasure_requests(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.erasure_requests() RETURNS TABLE(kind text, id uuid, requested_at timestamp with time zone)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

--
-- Name: inbound_quarantine(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.inbound_quarantine() RETURNS jsonb
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform private.require_role('admin');
  return (select coalesce(jsonb_agg(to_jsonb(q) - 'body' order by q.received_at desc), '[]'::jsonb)
            from (select * from private.inbound_quarantine order by received_at desc limit 100) q);
end
$$;

--
-- Name: inbox_counts(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.inbox_counts() RETURNS jsonb
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select coalesce(jsonb_object_agg(kind, n), '{}'::jsonb)
    from (select kind, count(*) as n from public.inbox where status = 'new' group by kind) counts
$$;

--
-- Name: inbox_unread(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.inbox_unread() RETURNS jsonb
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform private.require_staff();
  return (select coalesce(jsonb_object_agg(kind, n), '{}'::jsonb)
            from (select n.kind, count(*) as n from private.new_to_caller(null, 100) n group by n.kind) counts);
end
$$;

--
-- Name: log_export(text, jsonb, integer); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.log_export(kind text, filters jsonb, row_count integer) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
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
      or (entry.key = 'owner' and entry.value #>> '{}' in ('all', 'mine', 'unassigned'))
      or (entry.key = 'stage' and entry.value #>> '{}' ~ '^[a-z-]{0,40}$')
    ) then
      raise exception 'Filter % is not one the export records', left(entry.key, 40) using errcode = '22023';
    end if;
  end loop;
  if row_count is null or row_count < 0 or row_count > 10000000 then
    raise exception 'The row count must be between 0 and 10,000,000' using errcode = '22023';
  end if;
  perform private.audit('export', kind, null, jsonb_build_object('filters', kept, 'rows', row_count));
end
$_$;

--
-- Name: log_view(text, text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.log_view(target_table text, target_id text) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
begin
  perform private.require_staff();
  if not (target_table = any (private.submission_tables())) then
    raise exception 'Unknown submission table' using errcode = '22023';
  end if;
  perform private.require_role(private.role_for(target_table));
  perform private.audit('view', target_table, target_id, '{}'::jsonb);
  if target_id ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    insert into public.inbox_reads (kind, item_id, user_id)
    values (target_table, target_id::uuid, auth.uid())
    on conflict do nothing;
  end if;
end
$_$;

--
-- Name: move_to_stage(text, uuid[], text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.move_to_stage(p_kind text, p_ids uuid[], p_stage text) RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
declare
  moved integer;
begin
  perform private.require_staff();
  if cardinality(private.stages_of(p_kind)) = 0 then
    raise exception 'Only contact messages and applications have stages' using errcode = '22023';
  end if;
  perform private.require_role(private.role_for(p_kind));
  if p_stage is null or not (p_stage = any (private.stages_of(p_kind))) then
    raise exception '“%” is not a stage of this kind of item: its stages are %', left(coalesce(p_stage, ''), 40),
      array_to_string(private.stages_of(p_kind), ', ') using errcode = '22023', hint = 'stage';
  end if;
  if p_ids is null or cardinality(p_ids) = 0 or cardinality(p_ids) > 500 then
    raise exception 'Move 1 to 500 items at once' using errcode = '22023';
  end if;
  execute format($q$
    with moving as (
      select t.id, t.stage from public.%1$I t where t.id = any ($1) and t.stage <> $2 for update
    ), changed as (
      update public.%1$I t set stage = $2, stage_since = now() from moving m where t.id = m.id
      returning t.id, m.stage as before
    ), logged as (
      insert into public.audit_log (actor_id, actor_email, action, target_table, target_id, details)
      select auth.uid(), left(auth.jwt() ->> 'email', 254), 'stage_change', %1$L, c.id::text,
             jsonb_build_object('from', c.before, 'to', $2)
        from changed c
      returning 1
    )
    select count(*)::integer from logged $q$, p_kind)
    into moved using p_ids, p_stage;
  return moved;
end
$_$;

--
-- Name: new_to_me(uuid[]); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.new_to_me(p_ids uuid[]) RETURNS SETOF uuid
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform private.require_staff();
  return query select n.id from private.new_to_caller(p_ids, null) n;
end
$$;

--
-- Name: search_inbox(text, text, text, timestamp with time zone, timestamp with time zone, integer, integer, text, text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.search_inbox(term text, filter_kind text DEFAULT NULL::text, filter_status text DEFAULT NULL::text, created_from timestamp with time zone DEFAULT NULL::timestamp with time zone, created_before timestamp with time zone DEFAULT NULL::timestamp with time zone, max_rows integer DEFAULT 25, skip_rows integer DEFAULT 0, filter_owner text DEFAULT NULL::text, filter_stage text DEFAULT NULL::text) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
declare
  -- The caller, worked out once: auth.uid() in the filter would read the claims again for every row.
  me uuid := auth.uid();
  pattern text;
  result jsonb;
  readable text[];
  matched integer;
  page jsonb;
  -- Each table's branch: its columns as the inbox names them (each the same type in every branch)
  -- and its search. A table the caller's roles do not read is left out by its first condition.
  branches constant text[] := array[
    $b$select 'contact_submissions'::text as kind, c.id, c.created_at, c.name, c.email, c.company as organisation,
              c.inquiry_type as subject, c.message as summary, c.status, c.status_changed_at, c.owner_id, c.stage, c.stage_since
         from public.contact_submissions c
        where 'contact_submissions' = any ($2)
          and (c.name ilike $1 or c.email ilike $1 or c.company ilike $1 or c.inquiry_type ilike $1 or c.message ilike $1)$b$,
    $b$select 'job_applications'::text, j.id, j.created_at, j.first_name || ' ' || j.surname, j.email, null::text,
              j.position_title, j.reason_to_apply, j.status, j.status_changed_at, j.owner_id, j.stage, j.stage_since
         from public.job_applications j
        where 'job_applications' = any ($2)
          and ((j.first_name || ' ' || j.surname) ilike $1 or j.email ilike $1 or j.position_title ilike $1 or j.reason_to_apply ilike $1)$b$,
    $b$select 'research_partnerships'::text, r.id, r.created_at, r.name, r.email, r.institution,
              r.research_area, r.topic_statement, r.status, r.status_changed_at, r.owner_id, r.stage, r.stage_since
         from public.research_partnerships r
        where 'research_partnerships' = any ($2)
          and (r.name ilike $1 or r.email ilike $1 or r.institution ilike $1 or r.research_area ilike $1 or r.topic_statement ilike $1)$b$,
    $b$select 'incubation_programme'::text, i.id, i.created_at, i.name, i.email, i.institution,
              i.research_area, i.topic_statement, i.status, i.status_changed_at, i.owner_id, i.stage, i.stage_since
         from public.incubation_programme i
        where 'incubation_programme' = any ($2)
          and (i.name ilike $1 or i.email ilike $1 or i.institution ilike $1 or i.research_area ilike $1 or i.topic_statement ilike $1)$b$,
    $b$select 'newsletter_subscribers'::text, n.id, n.created_at, null::text, n.email, null::text, null::text, null::text,
              n.status, n.status_changed_at, null::uuid, null::text, null::timestamptz
         from public.newsletter_subscribers n cross join lateral (select null::uuid as owner_id, null::text as stage) o
        where 'newsletter_subscribers' = any ($2) and n.email ilike $1 and $8 is null$b$
  ];
  filters constant text := ' and ($3 is null or status = $3) and ($4 is null or created_at >= $4) and ($5 is null or created_at < $5)'
    || ' and ($8 is null or ($8 = ''unassigned'' and owner_id is null) or ($8 = ''mine'' and owner_id = $10))'
    || ' and ($9 is null or stage = $9)';
begin
  perform private.require_staff();
  if term is null or pg_catalog.char_length(pg_catalog.btrim(term)) = 0 or pg_catalog.char_length(term) > 200 then
    raise exception 'The search takes 1 to 200 characters' using errcode = '22023';
  end if;
  if filter_kind is not null and not (filter_kind = any (private.submission_tables())) then
    raise exception 'Unknown submission table' using errcode = '22023';
  end if;
  if filter_owner is not null and filter_owner not in ('mine', 'unassigned') then
    raise exception 'The owner filter is mine or unassigned' using errcode = '22023';
  end if;
  if filter_stage is not null and pg_catalog.char_length(filter_stage) > 40 then
    raise exception 'No kind has a stage of that name' using errcode = '22023';
  end if;
  if max_rows is null or max_rows < 1 or max_rows > 1000 or skip_rows is null or skip_rows < 0 then
    raise exception 'max_rows is 1 to 1000, skip_rows 0 or more' using errcode = '22023';
  end if;
  readable := array(select t from unnest(private.submission_tables()) t
                     where public.has_role(private.role_for(t)) and (filter_kind is null or t = filter_kind));
  pattern := '%' || pg_catalog.replace(pg_catalog.replace(pg_catalog.replace(pg_catalog.btrim(term), '\', '\\'), '%', '\%'), '_', '\_') || '%';

  -- Each table is asked on its own, so the planner sees one table's search with its own estimate
  -- (the trigram indexes' statistics tell a rare name from a word most rows hold): an index
  -- search for the one, a walk along created_at that stops early for the other.

  -- 1. How many match, counted up to 1,001 in each table: nobody pages past the first thousand,
  --    and an exact count of a common word is what read every row.
  execute 'select least(coalesce(sum(n), 0), 1001)::integer from ('
       || (select string_agg('select count(*) as n from (' || b || filters || ' limit 1001) x', ' union all ') from unnest(branches) b)
       || ') counts'
    into matched
    using pattern, readable, filter_status, created_from, created_before, null::integer, null::integer, filter_owner, filter_stage, me;

  -- 2. The page, newest first: each table's first rows up to the page's end, then merged.
  execute 'select coalesce(jsonb_agg(to_jsonb(p) order by p.created_at desc, p.id), ''[]''::jsonb) from (select * from ('
       || (select string_agg('(' || b || filters || ' order by created_at desc, id limit $6 + $7)', ' union all ') from unnest(branches) b)
       || ') h order by created_at desc, id limit $6 offset $7) p'
    into page
    using pattern, readable, filter_status, created_from, created_before, max_rows, skip_rows, filter_owner, filter_stage, me;

  -- `total` is exact up to 1,000; past it, `more` says so.
  result := jsonb_build_object('total', least(matched, 1000), 'more', matched > 1000, 'rows', page);

  perform private.audit('read', 'inbox', null, jsonb_build_object(
    'rows', pg_catalog.jsonb_array_length(result -> 'rows'),
    'total', (result ->> 'total')::integer,
    'filters', pg_catalog.to_jsonb(array_remove(array[
      'search',
      case when filter_kind is not null then 'kind.eq' end,
      case when filter_status is not null then 'status.eq' end,
      case when created_from is not null then 'created_at.gte' end,
      case when created_before is not null then 'created_at.lt' end,
      case when filter_owner is not null then 'owner.' || filter_owner end,
      case when filter_stage is not null then 'stage.eq' end
    ], null)),
    'function', 'search_inbox'
  ));
  return result;
end
$_$;

--
-- Name: send_reply(text, uuid, text, text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.send_reply(p_kind text, p_id uuid, p_subject text, p_body text) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
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
$_$;

--
-- Name: stage_counts(text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.stage_counts(p_kind text) RETURNS jsonb
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  result jsonb;
begin
  perform private.require_staff();
  if cardinality(private.stages_of(p_kind)) = 0 then
    raise exception 'Only contact messages and applications have stages' using errcode = '22023';
  end if;
  perform private.require_role(private.role_for(p_kind));
  execute format('select coalesce(jsonb_object_agg(stage, n), ''{}''::jsonb)
                    from (select stage, count(*) as n from public.%I where status not in (''archived'', ''spam'')
                          group by stage) s', p_kind)
    into result;
  perform private.audit('read', 'stage_counts', null, jsonb_build_object('kind', p_kind));
  return result;
end
$$;

--
-- Name: stamp_status_change(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.stamp_status_change() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $_$
begin
  if new.status is distinct from old.status then
    new.status_changed_at := now();
    -- The caller's user id (null for the service role or a sub that is not a user id).
    new.status_changed_by := case
      when (auth.jwt() ->> 'sub') ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
      then (auth.jwt() ->> 'sub')::uuid
    end;
  else
    new.status_changed_at := old.status_changed_at;
    new.status_changed_by := old.status_changed_by;
  end if;
  return new;
end
$_$;

--
-- Name: inbound_quarantine; Type: TABLE; Schema: private; Owner: -
--

CREATE TABLE private.inbound_quarantine (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    received_at timestamp with time zone DEFAULT now() NOT NULL,
    envelope_from text NOT NULL,
    envelope_to text NOT NULL,
    subject text NOT NULL,
    reason text NOT NULL,
    body text NOT NULL
);

--
-- Name: inbox; Type: VIEW; Schema: public; Owner: -
--

CREATE VIEW public.inbox WITH (security_invoker='true') AS
 SELECT 'contact_submissions'::text AS kind,
    c.id,
    c.created_at,
    c.name,
    c.email,
    c.company AS organisation,
    c.inquiry_type AS subject,
    c.message AS summary,
    c.status,
    c.status_changed_at,
    c.status_changed_by,
    c.owner_id,
    c.stage,
    c.stage_since
   FROM public.contact_submissions c
UNION ALL
 SELECT 'job_applications'::text AS kind,
    j.id,
    j.created_at,
    ((j.first_name || ' '::text) || j.surname) AS name,
    j.email,
    NULL::text AS organisation,
    j.position_title AS subject,
    j.reason_to_apply AS summary,
    j.status,
    j.status_changed_at,
    j.status_changed_by,
    j.owner_id,
    j.stage,
    j.stage_since
   FROM public.job_applications j
UNION ALL
 SELECT 'research_partnerships'::text AS kind,
    r.id,
    r.created_at,
    r.name,
    r.email,
    r.institution AS organisation,
    r.research_area AS subject,
    r.topic_statement AS summary,
    r.status,
    r.status_changed_at,
    r.status_changed_by,
    r.owner_id,
    r.stage,
    r.stage_since
   FROM public.research_partnerships r
UNION ALL
 SELECT 'incubation_programme'::text AS kind,
    i.id,
    i.created_at,
    i.name,
    i.email,
    i.institution AS organisation,
    i.research_area AS subject,
    i.topic_statement AS summary,
    i.status,
    i.status_changed_at,
    i.status_changed_by,
    i.owner_id,
    i.stage,
    i.stage_since
   FROM public.incubation_programme i
UNION ALL
 SELECT 'newsletter_subscribers'::text AS kind,
    n.id,
    n.created_at,
    NULL::text AS name,
    n.email,
    NULL::text AS organisation,
    NULL::text AS subject,
    NULL::text AS summary,
    n.status,
    n.status_changed_at,
    n.status_changed_by,
    NULL::uuid AS owner_id,
    NULL::text AS stage,
    NULL::timestamp with time zone AS stage_since
   FROM public.newsletter_subscribers n;

--
-- Name: inbox_messages; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.inbox_messages (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    kind text NOT NULL,
    item_id uuid NOT NULL,
    direction text NOT NULL,
    author_email text NOT NULL,
    subject text NOT NULL,
    body text NOT NULL,
    message_id text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT inbox_messages_body CHECK (((char_length(btrim(body)) >= 1) AND (char_length(btrim(body)) <= 20000))),
    CONSTRAINT inbox_messages_direction_check CHECK ((direction = ANY (ARRAY['out'::text, 'in'::text]))),
    CONSTRAINT inbox_messages_kind_check CHECK ((kind = ANY (ARRAY['contact_submissions'::text, 'job_applications'::text, 'research_partnerships'::text, 'incubation_programme'::text]))),
    CONSTRAINT inbox_messages_subject CHECK (((char_length(btrim(subject)) >= 1) AND (char_length(btrim(subject)) <= 200)))
);

--
-- Name: TABLE inbox_messages; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.inbox_messages IS 'Mail to and from the visitor on an inbox item: staff''s replies (public.send_reply) and the answers that came back.';

--
-- Name: inbox_notes; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.inbox_notes (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    kind text NOT NULL,
    item_id uuid NOT NULL,
    author_id uuid,
    author_email text NOT NULL,
    body text NOT NULL,
    mentions uuid[] DEFAULT '{}'::uuid[] NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT inbox_notes_body CHECK (((char_length(btrim(body)) >= 1) AND (char_length(btrim(body)) <= 5000))),
    CONSTRAINT inbox_notes_kind_check CHECK ((kind = ANY (ARRAY['contact_submissions'::text, 'job_applications'::text, 'research_partnerships'::text, 'incubation_programme'::text])))
);

--
-- Name: TABLE inbox_notes; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.inbox_notes IS 'Staff''s notes on inbox items (public.add_note writes them): never shown to the visitor, erased with the item.';

--
-- Name: inbox_reads; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.inbox_reads (
    kind text NOT NULL,
    item_id uuid NOT NULL,
    user_id uuid NOT NULL,
    read_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT inbox_reads_kind_check CHECK ((kind = ANY (private.submission_tables())))
);

--
-- Name: TABLE inbox_reads; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.inbox_reads IS 'Which inbox items each member of staff has opened (public.log_view): their own unread marks and counts.';

--
-- Name: inbox_saved_filters; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.inbox_saved_filters (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid DEFAULT auth.uid() NOT NULL,
    name text NOT NULL,
    search text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT inbox_saved_filters_name CHECK (((char_length(btrim(name)) >= 1) AND (char_length(btrim(name)) <= 60))),
    CONSTRAINT inbox_saved_filters_search CHECK (((char_length(search) <= 300) AND (search ~ '^([a-z]+=[A-Za-z0-9_.:-]*(&[a-z]+=[A-Za-z0-9_.:-]*)*)?$'::text) AND (search !~ '(^|&)(q|page)='::text)))
);

--
-- Name: TABLE inbox_saved_filters; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.inbox_saved_filters IS 'Each member of staff''s saved inbox filters (kind, status, dates; never search words).';

--
-- Name: inbound_quarantine inbound_quarantine_pkey; Type: CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.inbound_quarantine
    ADD CONSTRAINT inbound_quarantine_pkey PRIMARY KEY (id);

--
-- Name: inbox_messages inbox_messages_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inbox_messages
    ADD CONSTRAINT inbox_messages_pkey PRIMARY KEY (id);

--
-- Name: inbox_notes inbox_notes_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inbox_notes
    ADD CONSTRAINT inbox_notes_pkey PRIMARY KEY (id);

--
-- Name: inbox_reads inbox_reads_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inbox_reads
    ADD CONSTRAINT inbox_reads_pkey PRIMARY KEY (user_id, kind, item_id);

--
-- Name: inbox_saved_filters inbox_saved_filters_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inbox_saved_filters
    ADD CONSTRAINT inbox_saved_filters_pkey PRIMARY KEY (id);

--
-- Name: inbox_saved_filters inbox_saved_filters_unique; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inbox_saved_filters
    ADD CONSTRAINT inbox_saved_filters_unique UNIQUE (user_id, name);

--
-- Name: inbox_messages_item_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inbox_messages_item_idx ON public.inbox_messages USING btree (kind, item_id, created_at);

--
-- Name: inbox_notes_item_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inbox_notes_item_idx ON public.inbox_notes USING btree (kind, item_id, created_at);

--
-- Name: inbox_saved_filters limit_saved_filters; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER limit_saved_filters BEFORE INSERT ON public.inbox_saved_filters FOR EACH ROW EXECUTE FUNCTION private.limit_saved_filters();

--
-- Name: inbox_notes inbox_notes_author_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inbox_notes
    ADD CONSTRAINT inbox_notes_author_id_fkey FOREIGN KEY (author_id) REFERENCES auth.users(id) ON DELETE SET NULL;

--
-- Name: inbox_reads inbox_reads_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inbox_reads
    ADD CONSTRAINT inbox_reads_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;

--
-- Name: inbox_saved_filters inbox_saved_filters_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inbox_saved_filters
    ADD CONSTRAINT inbox_saved_filters_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;

--
-- Name: inbox_messages; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.inbox_messages ENABLE ROW LEVEL SECURITY;

--
-- Name: inbox_messages inbox_messages_read; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY inbox_messages_read ON public.inbox_messages FOR SELECT TO authenticated USING (public.has_role(
CASE kind
    WHEN 'contact_submissions'::text THEN 'sales'::text
    WHEN 'job_applications'::text THEN 'careers'::text
    ELSE 'labs'::text
END));

--
-- Name: inbox_notes; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.inbox_notes ENABLE ROW LEVEL SECURITY;

--
-- Name: inbox_notes inbox_notes_read; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY inbox_notes_read ON public.inbox_notes FOR SELECT TO authenticated USING (public.has_role(
CASE kind
    WHEN 'contact_submissions'::text THEN 'sales'::text
    WHEN 'job_applications'::text THEN 'careers'::text
    ELSE 'labs'::text
END));

--
-- Name: inbox_reads; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.inbox_reads ENABLE ROW LEVEL SECURITY;

--
-- Name: inbox_reads inbox_reads_own; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY inbox_reads_own ON public.inbox_reads FOR SELECT TO authenticated USING (((user_id = ( SELECT auth.uid() AS uid)) AND ( SELECT public.is_staff() AS is_staff)));

--
-- Name: inbox_saved_filters; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.inbox_saved_filters ENABLE ROW LEVEL SECURITY;

--
-- Name: inbox_saved_filters inbox_saved_filters_add; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY inbox_saved_filters_add ON public.inbox_saved_filters FOR INSERT TO authenticated WITH CHECK (((user_id = ( SELECT auth.uid() AS uid)) AND ( SELECT public.is_staff() AS is_staff)));

--
-- Name: inbox_saved_filters inbox_saved_filters_read; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY inbox_saved_filters_read ON public.inbox_saved_filters FOR SELECT TO authenticated USING (((user_id = ( SELECT auth.uid() AS uid)) AND ( SELECT public.is_staff() AS is_staff)));

--
-- Name: inbox_saved_filters inbox_saved_filters_remove; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY inbox_saved_filters_remove ON public.inbox_saved_filters FOR DELETE TO authenticated USING (((user_id = ( SELECT auth.uid() AS uid)) AND ( SELECT public.is_staff() AS is_staff)));

--
-- Name: FUNCTION erasure_token(p_kind text, p_id uuid); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.erasure_token(p_kind text, p_id uuid) FROM PUBLIC;

--
-- Name: FUNCTION may_own(p_user uuid, p_kind text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.may_own(p_user uuid, p_kind text) FROM PUBLIC;

--
-- Name: FUNCTION new_to_caller(p_ids uuid[], p_at_most integer); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.new_to_caller(p_ids uuid[], p_at_most integer) FROM PUBLIC;

--
-- Name: FUNCTION receive_reply(p_token text, p_from text, p_to text, p_subject text, p_body text, p_message_id text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.receive_reply(p_token text, p_from text, p_to text, p_subject text, p_body text, p_message_id text) FROM PUBLIC;

--
-- Name: FUNCTION reply_target(p_token text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.reply_target(p_token text) FROM PUBLIC;

--
-- Name: FUNCTION reply_token(p_kind text, p_id uuid); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.reply_token(p_kind text, p_id uuid) FROM PUBLIC;

--
-- Name: FUNCTION request_erasure(p_token text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.request_erasure(p_token text) FROM PUBLIC;

--
-- Name: FUNCTION stages_of(p_kind text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.stages_of(p_kind text) FROM PUBLIC;

--
-- Name: FUNCTION token_item(p_token text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.token_item(p_token text) FROM PUBLIC;

--
-- Name: FUNCTION add_note(p_kind text, p_id uuid, p_body text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.add_note(p_kind text, p_id uuid, p_body text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.add_note(p_kind text, p_id uuid, p_body text) TO anon;
GRANT ALL ON FUNCTION public.add_note(p_kind text, p_id uuid, p_body text) TO authenticated;
GRANT ALL ON FUNCTION public.add_note(p_kind text, p_id uuid, p_body text) TO service_role;

--
-- Name: FUNCTION assign_item(p_kind text, p_id uuid, p_owner uuid); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.assign_item(p_kind text, p_id uuid, p_owner uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.assign_item(p_kind text, p_id uuid, p_owner uuid) TO anon;
GRANT ALL ON FUNCTION public.assign_item(p_kind text, p_id uuid, p_owner uuid) TO authenticated;
GRANT ALL ON FUNCTION public.assign_item(p_kind text, p_id uuid, p_owner uuid) TO service_role;

--
-- Name: FUNCTION colleagues(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.colleagues() FROM PUBLIC;
GRANT ALL ON FUNCTION public.colleagues() TO anon;
GRANT ALL ON FUNCTION public.colleagues() TO authenticated;
GRANT ALL ON FUNCTION public.colleagues() TO service_role;

--
-- Name: FUNCTION confirm_erasure(p_kind text, p_id uuid); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.confirm_erasure(p_kind text, p_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.confirm_erasure(p_kind text, p_id uuid) TO anon;
GRANT ALL ON FUNCTION public.confirm_erasure(p_kind text, p_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.confirm_erasure(p_kind text, p_id uuid) TO service_role;

--
-- Name: FUNCTION erasure_requests(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.erasure_requests() FROM PUBLIC;
GRANT ALL ON FUNCTION public.erasure_requests() TO anon;
GRANT ALL ON FUNCTION public.erasure_requests() TO authenticated;
GRANT ALL ON FUNCTION public.erasure_requests() TO service_role;

--
-- Name: FUNCTION inbound_quarantine(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.inbound_quarantine() FROM PUBLIC;
GRANT ALL ON FUNCTION public.inbound_quarantine() TO anon;
GRANT ALL ON FUNCTION public.inbound_quarantine() TO authenticated;
GRANT ALL ON FUNCTION public.inbound_quarantine() TO service_role;

--
-- Name: FUNCTION inbox_counts(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.inbox_counts() FROM PUBLIC;
GRANT ALL ON FUNCTION public.inbox_counts() TO authenticated;
GRANT ALL ON FUNCTION public.inbox_counts() TO service_role;

--
-- Name: FUNCTION inbox_unread(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.inbox_unread() FROM PUBLIC;
GRANT ALL ON FUNCTION public.inbox_unread() TO anon;
GRANT ALL ON FUNCTION public.inbox_unread() TO authenticated;
GRANT ALL ON FUNCTION public.inbox_unread() TO service_role;

--
-- Name: FUNCTION log_export(kind text, filters jsonb, row_count integer); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.log_export(kind text, filters jsonb, row_count integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.log_export(kind text, filters jsonb, row_count integer) TO authenticated;
GRANT ALL ON FUNCTION public.log_export(kind text, filters jsonb, row_count integer) TO service_role;

--
-- Name: FUNCTION log_view(target_table text, target_id text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.log_view(target_table text, target_id text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.log_view(target_table text, target_id text) TO authenticated;
GRANT ALL ON FUNCTION public.log_view(target_table text, target_id text) TO service_role;

--
-- Name: FUNCTION move_to_stage(p_kind text, p_ids uuid[], p_stage text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.move_to_stage(p_kind text, p_ids uuid[], p_stage text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.move_to_stage(p_kind text, p_ids uuid[], p_stage text) TO anon;
GRANT ALL ON FUNCTION public.move_to_stage(p_kind text, p_ids uuid[], p_stage text) TO authenticated;
GRANT ALL ON FUNCTION public.move_to_stage(p_kind text, p_ids uuid[], p_stage text) TO service_role;

--
-- Name: FUNCTION new_to_me(p_ids uuid[]); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.new_to_me(p_ids uuid[]) FROM PUBLIC;
GRANT ALL ON FUNCTION public.new_to_me(p_ids uuid[]) TO anon;
GRANT ALL ON FUNCTION public.new_to_me(p_ids uuid[]) TO authenticated;
GRANT ALL ON FUNCTION public.new_to_me(p_ids uuid[]) TO service_role;

--
-- Name: FUNCTION search_inbox(term text, filter_kind text, filter_status text, created_from timestamp with time zone, created_before timestamp with time zone, max_rows integer, skip_rows integer, filter_owner text, filter_stage text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.search_inbox(term text, filter_kind text, filter_status text, created_from timestamp with time zone, created_before timestamp with time zone, max_rows integer, skip_rows integer, filter_owner text, filter_stage text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.search_inbox(term text, filter_kind text, filter_status text, created_from timestamp with time zone, created_before timestamp with time zone, max_rows integer, skip_rows integer, filter_owner text, filter_stage text) TO authenticated;
GRANT ALL ON FUNCTION public.search_inbox(term text, filter_kind text, filter_status text, created_from timestamp with time zone, created_before timestamp with time zone, max_rows integer, skip_rows integer, filter_owner text, filter_stage text) TO service_role;

--
-- Name: FUNCTION send_reply(p_kind text, p_id uuid, p_subject text, p_body text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.send_reply(p_kind text, p_id uuid, p_subject text, p_body text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.send_reply(p_kind text, p_id uuid, p_subject text, p_body text) TO anon;
GRANT ALL ON FUNCTION public.send_reply(p_kind text, p_id uuid, p_subject text, p_body text) TO authenticated;
GRANT ALL ON FUNCTION public.send_reply(p_kind text, p_id uuid, p_subject text, p_body text) TO service_role;

--
-- Name: FUNCTION stage_counts(p_kind text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.stage_counts(p_kind text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.stage_counts(p_kind text) TO anon;
GRANT ALL ON FUNCTION public.stage_counts(p_kind text) TO authenticated;
GRANT ALL ON FUNCTION public.stage_counts(p_kind text) TO service_role;

--
-- Name: TABLE inbox; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT ON TABLE public.inbox TO authenticated;
GRANT SELECT ON TABLE public.inbox TO service_role;

--
-- Name: TABLE inbox_messages; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT ON TABLE public.inbox_messages TO authenticated;

--
-- Name: TABLE inbox_notes; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT ON TABLE public.inbox_notes TO authenticated;

--
-- Name: TABLE inbox_reads; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT ON TABLE public.inbox_reads TO authenticated;

--
-- Name: TABLE inbox_saved_filters; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT,INSERT,DELETE ON TABLE public.inbox_saved_filters TO authenticated;
