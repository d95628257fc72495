-- E-mail notices: queued in the submission's own transaction, sent by the server, listed and sent again by staff; the bounds on mails to visitors.
-- Generated from supabase/migrations by `npm run gen:schema`: read it here, change it with a new migration.

--
-- Name: requester_network(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.requester_network() RETURNS text
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
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

--
-- Name: visitor_mail_bounds(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.visitor_mail_bounds() RETURNS TABLE(per_network integer, in_all integer)
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select coalesce(nullif(current_setting('kosmos.visitor_mails_per_network', true), '')::integer, 5),
         coalesce(nullif(current_setting('kosmos.visitor_mails_per_hour', true), '')::integer, 100)
$$;

--
-- Name: visitor_mail_hold(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.visitor_mail_hold() RETURNS text
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
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

--
-- Name: enqueue_submission_notice(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.enqueue_submission_notice() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

--
-- Name: list_notices(text, integer); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.list_notices(filter_status text DEFAULT NULL::text, max_rows integer DEFAULT 50) RETURNS jsonb
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  result jsonb;
  readable text[];
begin
  perform private.require_staff();
  -- Once per call, not per notice.
  readable := array(select t from unnest(private.submission_tables() || array['backup_runs']) t
                     where public.has_role(private.role_for(t)));
  select jsonb_build_object(
    'total', (select count(*) from public.notification_outbox o
               where (filter_status is null or o.status = filter_status) and o.submission_table = any (readable)),
    'notices', coalesce((
      select jsonb_agg(to_jsonb(n) order by n.created_at desc)
        from (
          select o.id, o.created_at, o.kind, o.submission_table, o.submission_id, o.status, o.attempts,
                 o.next_attempt_at, o.recipient, o.last_error, o.sent_at, o.kept_subject, o.kept_text
            from public.notification_outbox o
           where (filter_status is null or o.status = filter_status) and o.submission_table = any (readable)
           order by o.created_at desc
           limit least(greatest(coalesce(max_rows, 50), 1), 200)
        ) n
    ), '[]'::jsonb)
  ) into result;
  return result;
end
$$;

--
-- Name: resend_notification(uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.resend_notification(notice_id uuid) RETURNS boolean
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$
  with resent as (
    update public.notification_outbox
    set status = 'pending', attempts = 0, next_attempt_at = pg_catalog.now(), claimed_until = null, last_error = null
    where id = notice_id and status in ('failed', 'held')
    returning 1
  )
  select exists (select 1 from resent)
$$;

--
-- Name: send_notice_again(uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.send_notice_again(notice_id uuid) RETURNS boolean
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  target text;
begin
  perform private.require_staff();
  select o.submission_table into target from public.notification_outbox o where o.id = notice_id;
  if target is null then return false; end if;
  perform private.require_role(private.role_for(target));
  return public.resend_notification(notice_id);
end
$$;

--
-- Name: visitor_mails; Type: TABLE; Schema: private; Owner: -
--

CREATE TABLE private.visitor_mails (
    queued_at timestamp with time zone DEFAULT now() NOT NULL,
    network text,
    CONSTRAINT visitor_mails_network_check CHECK (((network IS NULL) OR (char_length(network) <= 64)))
);

--
-- Name: notification_outbox; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.notification_outbox (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    kind text NOT NULL,
    submission_table text NOT NULL,
    submission_id uuid NOT NULL,
    status text DEFAULT 'pending'::text NOT NULL,
    attempts integer DEFAULT 0 NOT NULL,
    next_attempt_at timestamp with time zone DEFAULT now() NOT NULL,
    claimed_until timestamp with time zone,
    recipient text,
    last_error text,
    sent_at timestamp with time zone,
    message_id text,
    kept_subject text,
    kept_text text,
    CONSTRAINT notification_outbox_assigned_table_check CHECK (((kind <> 'item-assigned'::text) OR (submission_table = ANY (ARRAY['contact_submissions'::text, 'job_applications'::text, 'research_partnerships'::text, 'incubation_programme'::text])))),
    CONSTRAINT notification_outbox_attempts_check CHECK ((attempts >= 0)),
    CONSTRAINT notification_outbox_backup_kind_check CHECK (((kind = 'backup-failed'::text) = (submission_table = 'backup_runs'::text))),
    CONSTRAINT notification_outbox_claim_kind_check CHECK (((kind = 'claim-due'::text) = (submission_table = 'content_claims'::text))),
    CONSTRAINT notification_outbox_erasure_table_check CHECK (((kind <> 'erasure-requested'::text) OR (submission_table = ANY (ARRAY['job_applications'::text, 'research_partnerships'::text, 'incubation_programme'::text])))),
    CONSTRAINT notification_outbox_invite_kind_check CHECK (((kind = 'staff-invite'::text) = (submission_table = 'users'::text))),
    CONSTRAINT notification_outbox_kept_size CHECK (((char_length(kept_subject) <= 1000) AND (char_length(kept_text) <= 200000))),
    CONSTRAINT notification_outbox_kind_check CHECK ((kind = ANY (ARRAY['demo-request'::text, 'partner-inquiry'::text, 'media-request'::text, 'general-question'::text, 'job-application'::text, 'research-partnership'::text, 'incubation-application'::text, 'newsletter-subscription'::text, 'backup-failed'::text, 'staff-invite'::text, 'newsletter-confirm'::text, 'application-received'::text, 'schedule-outcome'::text, 'review-waiting'::text, 'review-decided'::text, 'claim-due'::text, 'release-waiting'::text, 'item-assigned'::text, 'note-mention'::text, 'item-reply'::text, 'erasure-requested'::text]))),
    CONSTRAINT notification_outbox_last_error_check CHECK (((last_error IS NULL) OR (char_length(last_error) <= 2000))),
    CONSTRAINT notification_outbox_message_id_check CHECK (((message_id IS NULL) OR (char_length(message_id) <= 300))),
    CONSTRAINT notification_outbox_note_kind_check CHECK (((kind = 'note-mention'::text) = (submission_table = 'inbox_notes'::text))),
    CONSTRAINT notification_outbox_recipient_check CHECK (((recipient IS NULL) OR (char_length(recipient) <= 2000))),
    CONSTRAINT notification_outbox_release_kind_check CHECK (((kind = 'release-waiting'::text) = (submission_table = 'content_releases'::text))),
    CONSTRAINT notification_outbox_reply_kind_check CHECK (((kind = 'item-reply'::text) = (submission_table = 'inbox_messages'::text))),
    CONSTRAINT notification_outbox_review_kind_check CHECK (((kind = ANY (ARRAY['review-waiting'::text, 'review-decided'::text])) = (submission_table = 'content_reviews'::text))),
    CONSTRAINT notification_outbox_schedule_kind_check CHECK (((kind = 'schedule-outcome'::text) = (submission_table = 'content_schedules'::text))),
    CONSTRAINT notification_outbox_status_check CHECK ((status = ANY (ARRAY['pending'::text, 'sent'::text, 'failed'::text, 'held'::text]))),
    CONSTRAINT notification_outbox_submission_table_check CHECK ((submission_table = ANY (ARRAY['contact_submissions'::text, 'job_applications'::text, 'research_partnerships'::text, 'incubation_programme'::text, 'newsletter_subscribers'::text, 'backup_runs'::text, 'users'::text, 'content_schedules'::text, 'content_reviews'::text, 'content_claims'::text, 'content_releases'::text, 'inbox_notes'::text, 'inbox_messages'::text])))
);

--
-- Name: notification_outbox notification_outbox_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.notification_outbox
    ADD CONSTRAINT notification_outbox_pkey PRIMARY KEY (id);

--
-- Name: notification_outbox notification_outbox_submission_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.notification_outbox
    ADD CONSTRAINT notification_outbox_submission_key UNIQUE (submission_table, submission_id, kind);

--
-- Name: visitor_mails_queued_at; Type: INDEX; Schema: private; Owner: -
--

CREATE INDEX visitor_mails_queued_at ON private.visitor_mails USING btree (queued_at);

--
-- Name: notification_outbox_created_at_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX notification_outbox_created_at_idx ON public.notification_outbox USING btree (created_at DESC);

--
-- Name: notification_outbox_due_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX notification_outbox_due_idx ON public.notification_outbox USING btree (next_attempt_at) WHERE (status = 'pending'::text);

--
-- Name: notification_outbox; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.notification_outbox ENABLE ROW LEVEL SECURITY;

--
-- Name: FUNCTION requester_network(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.requester_network() FROM PUBLIC;

--
-- Name: FUNCTION visitor_mail_hold(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.visitor_mail_hold() FROM PUBLIC;

--
-- Name: FUNCTION enqueue_submission_notice(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.enqueue_submission_notice() FROM PUBLIC;

--
-- Name: FUNCTION list_notices(filter_status text, max_rows integer); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.list_notices(filter_status text, max_rows integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.list_notices(filter_status text, max_rows integer) TO authenticated;
GRANT ALL ON FUNCTION public.list_notices(filter_status text, max_rows integer) TO service_role;

--
-- Name: FUNCTION resend_notification(notice_id uuid); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.resend_notification(notice_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.resend_notification(notice_id uuid) TO service_role;

--
-- Name: FUNCTION send_notice_again(notice_id uuid); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.send_notice_again(notice_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.send_notice_again(notice_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.send_notice_again(notice_id uuid) TO service_role;

--
-- Name: TABLE notification_outbox; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.notification_outbox TO service_role;
