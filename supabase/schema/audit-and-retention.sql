-- The audit log, how long submissions are kept, and erasing a person.
-- Generated from supabase/migrations by `npm run gen:schema`: read it here, change it with a new migration.

--
-- Name: audit(text, text, text, jsonb); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.audit(p_action text, p_table text, p_id text, p_details jsonb) RETURNS void
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
  insert into public.audit_log (actor_id, actor_email, action, target_table, target_id, details)
  values (
    case when (auth.jwt() ->> 'sub') ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
      then (auth.jwt() ->> 'sub')::uuid end,
    left(auth.jwt() ->> 'email', 254),
    p_action, p_table, left(p_id, 100), coalesce(p_details, '{}'::jsonb)
  )
$_$;

--
-- Name: audit_content_edit(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.audit_content_edit() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  target jsonb := to_jsonb(coalesce(new, old));
begin
  if private.is_api_call() then
    perform private.audit('content_edit', tg_table_name, target ->> 'id',
      jsonb_build_object('operation', lower(tg_op), 'title', left(target ->> 'title', 200)));
  end if;
  return null;
end
$$;

--
-- Name: audit_status_change(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.audit_status_change() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if private.is_api_call() and new.status is distinct from old.status then
    perform private.audit('status_change', tg_table_name, new.id::text,
      jsonb_build_object('from', old.status, 'to', new.status));
  end if;
  return null;
end
$$;

--
-- Name: delete_submissions(text[], text, text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.delete_submissions(p_tables text[], p_where text, p_arg text) RETURNS jsonb
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  counts jsonb := '{}'::jsonb;
  files text[] := '{}';
  n integer;
  t text;
  paths text[];
  kept text[];
begin
  if 'job_applications' = any (p_tables) then
    execute format(
      'select coalesce(array_agg(distinct p) filter (where p is not null), ''{}'') from public.job_applications j
         cross join lateral unnest(array[j.cv_url, j.cover_letter_url]) p where %s', p_where) into paths using p_arg;
    execute format(
      'select coalesce(array_agg(distinct p) filter (where p is not null), ''{}'') from public.job_applications j
         cross join lateral unnest(array[j.cv_url, j.cover_letter_url]) p where not coalesce((%s), false)', p_where) into kept using p_arg;
    paths := array(select unnest(paths) except select unnest(kept));
    insert into private.files_to_remove (bucket_id, name)
      select 'job-applications', p from unnest(paths) p
       where exists (select 1 from storage.objects o where o.bucket_id = 'job-applications' and o.name = p);
    files := files || array(select 'job-applications/' || p from unnest(paths) p);
  end if;
  foreach t in array array['research_partnerships', 'incubation_programme'] loop
    continue when not (t = any (p_tables));
    execute format(
      'select coalesce(array_agg(proposal_file_path) filter (where proposal_file_path is not null), ''{}'')
         from public.%I where %s', t, p_where) into paths using p_arg;
    insert into private.files_to_remove (bucket_id, name)
      select 'applications', p from unnest(paths) p
       where exists (select 1 from storage.objects o where o.bucket_id = 'applications' and o.name = p);
    files := files || array(select 'applications/' || p from unnest(paths) p);
  end loop;
  foreach t in array p_tables loop
    execute format('delete from public.%I where %s', t, p_where) using p_arg;
    get diagnostics n = row_count;
    counts := counts || jsonb_build_object(t, n);
  end loop;
  return jsonb_build_object('rows', counts, 'files', to_jsonb(files));
end
$$;

--
-- Name: stage_retention(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.stage_retention(p_kind text) RETURNS TABLE(stage text, months integer)
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select r.stage, r.months from (values
    ('job_applications', 'hired', null::integer),
    ('job_applications', 'not-taken', 6),
    ('research_partnerships', 'accepted', null),
    ('research_partnerships', 'declined', 6),
    ('incubation_programme', 'accepted', null),
    ('incubation_programme', 'declined', 6)
  ) as r(kind, stage, months)
  where r.kind = p_kind
$$;

--
-- Name: apply_retention(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.apply_retention() RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
declare
  months integer;
  cutoff timestamptz;
  t text;
  kept text[];
  timed text;
  part jsonb;
  counts jsonb := '{}'::jsonb;
  files jsonb := '[]'::jsonb;
begin
  perform private.require_role_or_tools('admin');
  select s.retention_months into months from public.back_office_settings s where s.id;
  cutoff := now() - make_interval(months => coalesce(months, 24));
  foreach t in array array_remove(private.submission_tables(), 'newsletter_subscribers') loop
    kept := array(select r.stage from private.stage_retention(t) r where r.months is null);
    timed := (select string_agg(format(' or (stage = %L and stage_since < now() - make_interval(months => %s))',
                                       r.stage, r.months), '')
                from private.stage_retention(t) r where r.months is not null);
    part := private.delete_submissions(array[t],
      format('(created_at < $1::timestamptz and stage <> all (%L::text[]))', kept) || coalesce(timed, ''),
      cutoff::text);
    counts := counts || (part -> 'rows');
    files := files || (part -> 'files');
  end loop;
  perform private.audit('retention', null, null, jsonb_build_object(
    'months', months, 'before', cutoff, 'rows', counts, 'files', jsonb_array_length(files)));
  return jsonb_build_object('rows', counts, 'files', files, 'months', months, 'before', cutoff);
end
$_$;

--
-- Name: audit_entries(text[], text, integer, integer); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.audit_entries(p_actions text[] DEFAULT '{}'::text[], p_actor text DEFAULT NULL::text, p_limit integer DEFAULT 50, p_offset integer DEFAULT 0) RETURNS jsonb
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $_$
  with chosen as (
    select l.* from public.audit_log l
     where (cardinality(p_actions) = 0 or l.action = any (p_actions))
       and (p_actor is null or l.actor_email = p_actor)
  ), shown as (
    select max(c.id) as id, max(c.at) as at, c.actor_email, 'read'::text as action,
           null::text as target_table, null::text as target_id,
           jsonb_build_object(
             'folded', count(*),
             'rows', sum(case when c.details ->> 'rows' ~ '^\d{1,9}$' then (c.details ->> 'rows')::integer else 0 end),
             'from', min(c.at),
             'tables', to_jsonb(array_agg(distinct c.target_table) filter (where c.target_table is not null))
           ) as details
      from chosen c where c.action = 'read'
     group by c.actor_email, date_trunc('hour', c.at)
    union all
    select c.id, c.at, c.actor_email, c.action, c.target_table, c.target_id, c.details
      from chosen c where c.action <> 'read'
  )
  select jsonb_build_object(
    'total', (select count(*) from shown),
    'entries', coalesce((select jsonb_agg(to_jsonb(p) order by p.id desc)
                           from (select * from shown order by id desc
                                  limit least(greatest(p_limit, 1), 200) offset greatest(p_offset, 0)) p), '[]'::jsonb)
  )
$_$;

--
-- Name: erase_person(text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.erase_person(email text) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
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
$_$;

--
-- Name: set_retention_months(integer); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.set_retention_months(months integer) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
begin
  perform private.require_role('admin');
  update public.back_office_settings
     set retention_months = months, updated_at = now(),
         updated_by = case when (auth.jwt() ->> 'sub') ~* '^[0-9a-f-]{36}$' then (auth.jwt() ->> 'sub')::uuid end
   where id;
  perform private.audit('retention', 'back_office_settings', null, jsonb_build_object('months', months));
end
$_$;

--
-- Name: audit_log; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.audit_log (
    id bigint NOT NULL,
    at timestamp with time zone DEFAULT now() NOT NULL,
    actor_id uuid,
    actor_email text,
    action text NOT NULL,
    target_table text,
    target_id text,
    details jsonb DEFAULT '{}'::jsonb NOT NULL,
    CONSTRAINT audit_log_action_check CHECK ((action = ANY (ARRAY['view'::text, 'status_change'::text, 'export'::text, 'erasure'::text, 'content_edit'::text, 'retention'::text, 'orphan_files'::text, 'read'::text, 'download'::text, 'staff_unlock'::text, 'staff_invite'::text, 'staff_roles'::text, 'staff_disable'::text, 'staff_enable'::text, 'staff_reset_2fa'::text, 'staff_reset_password'::text, 'newsletter_send'::text, 'redirect_add'::text, 'redirect_remove'::text, 'assign'::text, 'stage_change'::text, 'note'::text, 'reply'::text, 'erasure_request'::text]))),
    CONSTRAINT audit_log_actor_email_check CHECK (((actor_email IS NULL) OR (char_length(actor_email) <= 254))),
    CONSTRAINT audit_log_target_id_check CHECK (((target_id IS NULL) OR (char_length(target_id) <= 100))),
    CONSTRAINT audit_log_target_table_check CHECK (((target_table IS NULL) OR (char_length(target_table) <= 63)))
);

--
-- Name: audit_log_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.audit_log ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.audit_log_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: back_office_settings; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.back_office_settings (
    id boolean DEFAULT true NOT NULL,
    retention_months integer DEFAULT 24 NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_by uuid,
    invitations_by_mail boolean DEFAULT false NOT NULL,
    record_years integer DEFAULT 6 NOT NULL,
    CONSTRAINT back_office_settings_id_check CHECK (id),
    CONSTRAINT back_office_settings_record_years_check CHECK (((record_years >= 6) AND (record_years <= 100))),
    CONSTRAINT back_office_settings_retention_months_check CHECK (((retention_months >= 1) AND (retention_months <= 120)))
);

--
-- Name: audit_log audit_log_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.audit_log
    ADD CONSTRAINT audit_log_pkey PRIMARY KEY (id);

--
-- Name: back_office_settings back_office_settings_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.back_office_settings
    ADD CONSTRAINT back_office_settings_pkey PRIMARY KEY (id);

--
-- Name: audit_log_action_at_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX audit_log_action_at_idx ON public.audit_log USING btree (action, at DESC);

--
-- Name: audit_log_actor_at_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX audit_log_actor_at_idx ON public.audit_log USING btree (actor_email, at DESC);

--
-- Name: audit_log_at_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX audit_log_at_idx ON public.audit_log USING btree (at DESC);

--
-- Name: audit_log Only staff at aal2 read the audit log; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Only staff at aal2 read the audit log" ON public.audit_log AS RESTRICTIVE FOR SELECT TO authenticated USING ((( SELECT public.has_role('admin'::text) AS has_role) OR ((target_table = ANY (ARRAY['contact_submissions'::text, 'newsletter_subscribers'::text])) AND ( SELECT public.has_role('sales'::text) AS has_role)) OR ((target_table = 'job_applications'::text) AND ( SELECT public.has_role('careers'::text) AS has_role)) OR ((target_table = ANY (ARRAY['research_partnerships'::text, 'incubation_programme'::text])) AND ( SELECT public.has_role('labs'::text) AS has_role)) OR ((target_table = ANY (ARRAY['resources'::text, 'documentation'::text])) AND ( SELECT public.has_role('editor'::text) AS has_role))));

--
-- Name: audit_log Staff read the audit log; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Staff read the audit log" ON public.audit_log FOR SELECT TO authenticated USING ((( SELECT public.has_role('admin'::text) AS has_role) OR ((target_table = ANY (ARRAY['contact_submissions'::text, 'newsletter_subscribers'::text])) AND ( SELECT public.has_role('sales'::text) AS has_role)) OR ((target_table = 'job_applications'::text) AND ( SELECT public.has_role('careers'::text) AS has_role)) OR ((target_table = ANY (ARRAY['research_partnerships'::text, 'incubation_programme'::text])) AND ( SELECT public.has_role('labs'::text) AS has_role)) OR ((target_table = ANY (ARRAY['resources'::text, 'documentation'::text])) AND ( SELECT public.has_role('editor'::text) AS has_role))));

--
-- Name: back_office_settings Staff read the settings; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Staff read the settings" ON public.back_office_settings FOR SELECT TO authenticated USING (( SELECT public.is_staff() AS is_staff));

--
-- Name: audit_log; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.audit_log ENABLE ROW LEVEL SECURITY;

--
-- Name: back_office_settings; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.back_office_settings ENABLE ROW LEVEL SECURITY;

--
-- Name: FUNCTION audit(p_action text, p_table text, p_id text, p_details jsonb); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.audit(p_action text, p_table text, p_id text, p_details jsonb) FROM PUBLIC;

--
-- Name: FUNCTION audit_content_edit(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.audit_content_edit() FROM PUBLIC;

--
-- Name: FUNCTION audit_status_change(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.audit_status_change() FROM PUBLIC;

--
-- Name: FUNCTION delete_submissions(p_tables text[], p_where text, p_arg text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.delete_submissions(p_tables text[], p_where text, p_arg text) FROM PUBLIC;

--
-- Name: FUNCTION stage_retention(p_kind text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.stage_retention(p_kind text) FROM PUBLIC;

--
-- Name: FUNCTION apply_retention(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.apply_retention() FROM PUBLIC;
GRANT ALL ON FUNCTION public.apply_retention() TO authenticated;
GRANT ALL ON FUNCTION public.apply_retention() TO service_role;

--
-- Name: FUNCTION audit_entries(p_actions text[], p_actor text, p_limit integer, p_offset integer); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.audit_entries(p_actions text[], p_actor text, p_limit integer, p_offset integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.audit_entries(p_actions text[], p_actor text, p_limit integer, p_offset integer) TO authenticated;

--
-- Name: FUNCTION erase_person(email text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.erase_person(email text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.erase_person(email text) TO authenticated;
GRANT ALL ON FUNCTION public.erase_person(email text) TO service_role;

--
-- Name: FUNCTION set_retention_months(months integer); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.set_retention_months(months integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.set_retention_months(months integer) TO authenticated;
GRANT ALL ON FUNCTION public.set_retention_months(months integer) TO service_role;

--
-- Name: TABLE audit_log; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT ON TABLE public.audit_log TO authenticated;
GRANT SELECT ON TABLE public.audit_log TO service_role;

--
-- Name: TABLE back_office_settings; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT ON TABLE public.back_office_settings TO authenticated;
GRANT SELECT ON TABLE public.back_office_settings TO service_role;
